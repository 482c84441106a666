// `sizes` for a picture whose height the page caps: the browser must know it is drawn narrower than
// its box, or it fetches the next derivative up.
import { describe, expect, it } from 'vitest';
import { sizesWithinHeight } from '../../client/src/components/public/ResponsiveImage';

describe('sizesWithinHeight', () => {
  it('caps every source size at the height times the ratio, keeping the media conditions', () => {
    expect(sizesWithinHeight('(min-width: 62em) 52vw, calc((100vw - 2rem) * 0.88)', '72vh', 0.75)).toBe(
      '(min-width: 62em) min(52vw, calc(72vh * 0.75)), min(calc((100vw - 2rem) * 0.88), calc(72vh * 0.75))',
    );
  });

  it('reads a single width and a width with its own commas', () => {
    expect(sizesWithinHeight('92vw', '64vh', 2 / 3)).toBe('min(92vw, calc(64vh * 0.6667))');
    expect(sizesWithinHeight('min(90vw, 40rem)', '64vh', 1.5)).toBe('min(min(90vw, 40rem), calc(64vh * 1.5))');
    expect(sizesWithinHeight('(max-width: 30em) 100vw, (min-width: 62em) 40vw, 60vw', '50vh', 1)).toBe(
      '(max-width: 30em) min(100vw, calc(50vh * 1)), (min-width: 62em) min(40vw, calc(50vh * 1)), min(60vw, calc(50vh * 1))',
    );
  });
});
