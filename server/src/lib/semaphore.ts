// Bounds how many slow jobs (argon2) run at once. Each argon2 call holds a libuv thread pool
// thread for tens of milliseconds; with no bound, a flood of logins fills the four threads and
// every file read behind them (static assets, uploads) waits its turn.

export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('a semaphore needs at least one slot');
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `running` never drops and rises again.
      if (next) next();
      else this.running--;
    }
  }

  /** Jobs holding a slot now. */
  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }
}
