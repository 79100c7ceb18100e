/**
 * Attempts per key in fixed windows, kept in this process's memory. @fastify/rate-limit applies
 * one limit per request (its handler marks the request as limited once), so the sign-in's second
 * limit, per account, is counted here; the first, per address, stays with the plugin.
 */
export class AttemptWindow {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Keys remembered at most; the oldest windows are forgotten first. */
    private readonly capacity = 100_000,
  ) {}

  /** Counts an attempt; false when the key already used up its window. */
  allow(key: string, now = Date.now()): boolean {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.capacity) this.windows.delete(this.windows.keys().next().value as string);
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.max;
  }
}
