import { type ComponentType, lazy } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '#shared/constants';

export class ChunkLoadError extends Error {
  constructor() {
    super('A part of the page could not be loaded. Please check your connection and reload.');
    this.name = 'ChunkLoadError';
  }
}

type Loader = () => Promise<{ default: ComponentType }>;

/** Loads a page chunk, or fails with ChunkLoadError after the spec's 120 s (SPEC.md section 4). */
export const withChunkTimeout =
  (load: Loader, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Loader =>
  () =>
    new Promise((resolve, reject) => {
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

export const lazyPage = (load: Loader) => lazy(withChunkTimeout(load));
