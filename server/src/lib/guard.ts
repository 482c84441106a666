// What runs where Express's error handling does not reach: after an answer is sent ('finish' and
// 'close' listeners: metrics, limits), in timers, on another thread's messages. A throw there is an
// uncaught exception, which ends the process and every request in it, for what is at most a lost
// count (decision 040). Such code runs through guarded(): a throw is logged as an error naming what
// failed, with its stack, and the process goes on.
import type { Logger } from 'pino';

export const guarded =
  <A extends unknown[]>(logger: Pick<Logger, 'error'>, what: string, fn: (...args: A) => void) =>
  (...args: A) => {
    try {
      fn(...args);
    } catch (err) {
      logger.error({ err }, `${what} failed`);
    }
  };
