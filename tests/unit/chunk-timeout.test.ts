import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '#shared/constants';
import { ChunkLoadError, withChunkTimeout } from '../../client/src/lib/lazy-page';

describe('withChunkTimeout', () => {
  it('reports a chunk that has not loaded after 120 s', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<{ default: () => null }>(() => undefined);
    const loading = withChunkTimeout(never)();
    const settled = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let done = false;
    void loading.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    vi.useRealTimers();
  });

  it('passes a loaded chunk through, and a failed one as ChunkLoadError', async () => {
    const page = { default: () => null };
    await expect(withChunkTimeout(async () => page)()).resolves.toBe(page);
    await expect(withChunkTimeout(() => Promise.reject(new Error('404')))()).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
