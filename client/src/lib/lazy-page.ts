import { CHUNK_LOAD_TIMEOUT_MS } from '#shared/constants';

export class ChunkLoadError extends Error {
  constructor() {
    super('A part of the page could not be loaded. Please check your connection and reload.');
    this.name = 'ChunkLoadError';
  }
}

/** Loads a page chunk, or fails with ChunkLoadError after 120 s (CHUNK_LOAD_TIMEOUT_MS). */
export const withChunkTimeout =
  <M>(load: () => Promise<M>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): (() => Promise<M>) =>
  () =>
    new Promise<M>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
      load().then(
        (mod) => {
          clearTimeout(timer);
          resolve(mod);
        },
        () => {
          clearTimeout(timer);
          reject(new ChunkLoadError());
        },
      );
    });
