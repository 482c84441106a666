import { describe, expect, it } from 'vitest';
import { Semaphore } from '#server/lib/semaphore';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('Semaphore', () => {
  it('runs at most `max` jobs at once, in order, and passes failures through', async () => {
    const slots = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (i: number) =>
      slots.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await tick();
        order.push(i);
        running--;
        if (i === 3) throw new Error('boom');
        return i;
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => job(i)));
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results[3]!.status).toBe('rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect(slots.queued).toBe(0);
  });

  it('refuses a semaphore without slots', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError);
  });
});
