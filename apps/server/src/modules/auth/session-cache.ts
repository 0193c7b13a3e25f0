/** How long a resolved session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions kept at most; the least recently filled go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry<T> {
  userId: string;
  value: T;
  /** When the entry stops being trusted: the TTL, or the session's own expiry if sooner. */
  until: number;
  /** When the session's last_used_at was last moved from this process. */
  touchedAt: number;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * sessionId → the identity resolved for it, for a short while, so an authenticated request needs no database round
 * trip. Revocation and user changes evict at once (session-invalidation.ts tells the other processes). A lookup
 * that began before an eviction may not fill the cache with what it read: `begin()` hands out a ticket that any
 * eviction (or a switch on or off) invalidates. Disabled, it answers nothing and keeps nothing.
 */
export class SessionCache<T> {
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;
  private isEnabled = true;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  /** A ticket for a lookup about to read the database; `set` refuses it if anything was evicted meanwhile. */
  begin(): number {
    return this.generation;
  }

  /** The cached identity of this session for this user, while it is trusted. */
  get(sessionId: string, userId: string): T | undefined {
    if (!this.isEnabled) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.userId === userId ? entry.value : undefined;
  }

  /** Keeps what a lookup read, unless an eviction happened since its ticket or the session ends sooner. */
  set(ticket: number, sessionId: string, userId: string, value: T, sessionExpiresAt: number): void {
    if (!this.isEnabled || ticket !== this.generation) return;
    const at = this.now();
    const until = Math.min(at + this.ttlMs, sessionExpiresAt);
    if (until <= at) return;
    this.entries.delete(sessionId);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { userId, value, until, touchedAt: at });
  }

  /** True at most once per `intervalMs` for a cached session: the moment to move its last_used_at. */
  shouldTouch(sessionId: string, intervalMs: number): boolean {
    const entry = this.entries.get(sessionId);
    if (!entry) return false;
    const at = this.now();
    if (at - entry.touchedAt < intervalMs) return false;
    entry.touchedAt = at;
    return true;
  }

  /** Forgets one session (signed out, revoked, its refresh token reused). */
  evictSession(sessionId: string): void {
    this.invalidate();
    this.entries.delete(sessionId);
  }

  /** Forgets every session of a user whose identity changed (profile, tier, account deleted). */
  evictUser(userId: string): void {
    this.invalidate();
    for (const [sessionId, entry] of this.entries) if (entry.userId === userId) this.entries.delete(sessionId);
  }

  /** Turns caching on or off; either way everything cached so far is dropped. */
  setEnabled(enabled: boolean): void {
    this.invalidate();
    this.isEnabled = enabled;
    this.entries.clear();
  }

  /** Whether it keeps what lookups read: it hears every revocation and user change (session-invalidation.ts). */
  get isOn(): boolean {
    return this.isEnabled;
  }

  /** Sessions held now. */
  get size(): number {
    return this.entries.size;
  }

  private invalidate(): void {
    this.generation += 1;
  }
}
