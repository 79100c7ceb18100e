import type { TenantChangeFollower } from '../../lib/tenant-change-cache.js';

type Waiter = { resolve: (version: number) => void; reject: (error: unknown) => void };

/**
 * Answers "what is this tenant's auth version now?" with a database read that began after the
 * question was asked, so a change committed before a request arrived is always seen by it. Reads
 * are shared: while one is in flight, every question that arrives waits for the next one, which
 * asks for all their tenants at once — under load a process makes one small read per round trip,
 * not one per request.
 */
export class AuthVersionReader implements AuthVersions {
  private waiting = new Map<number, Waiter[]>();
  private reading = false;

  constructor(private readonly read: (tenantIds: number[]) => Promise<Map<number, number>>) {}

  versionOf(tenantId: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(tenantId);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(tenantId, [{ resolve, reject }]);
      if (!this.reading) void this.readWhileWaited();
    });
  }

  private async readWhileWaited(): Promise<void> {
    this.reading = true;
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const versions = await this.read([...batch.keys()]);
        for (const [tenantId, waiters] of batch)
          for (const waiter of waiters) waiter.resolve(versions.get(tenantId) ?? 0);
      } catch (error) {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.reading = false;
  }
}

/** Where a request learns its tenant's auth version. */
export interface AuthVersions {
  versionOf(tenantId: number): Promise<number>;
}

/**
 * The auth versions of the embedded database's one process, counted from the changes it announces
 * (migration 0051): PGlite hands this process the NOTIFY of a commit before the commit returns, so
 * a change is counted before any later request asks. Every count only grows, and so does `gaps`
 * (a moment the announcements may have been missed): a sum never seen before means "reload".
 * Until it listens, every answer is new, and nothing is reused.
 */
export class AnnouncedAuthVersions implements AuthVersions, TenantChangeFollower {
  private readonly counts = new Map<number, number>();
  private gaps = 0;
  private listening = false;

  changed(tenantId: number): void {
    this.counts.set(tenantId, (this.counts.get(tenantId) ?? 0) + 1);
  }

  allChanged(): void {
    this.gaps += 1;
  }

  feedLost(): void {
    this.gaps += 1;
    this.listening = false;
  }

  feedReady(): void {
    this.gaps += 1;
    this.listening = true;
  }

  async versionOf(tenantId: number): Promise<number> {
    if (!this.listening) this.gaps += 1;
    return this.gaps + (this.counts.get(tenantId) ?? 0);
  }
}
