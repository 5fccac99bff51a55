import type { AuthContext } from './auth-context';

interface Entry {
  auth: AuthContext;
  until: number;
}

/** Far more live sessions than a forwarder has staff; past it the cache starts over rather than grow. */
const MAX_ENTRIES = 10_000;

/**
 * Sessions this process resolved a moment ago. A screen asks for several things at once (its list,
 * its codes, its counts) and the sign-in look-up was a database round trip for each; on the
 * benchmark's PostgreSQL it was a third of a list call's round trips (bench/job-list.ts).
 *
 * What a session may do never lags behind a change made through this process: any call that is not
 * a read empties the cache (logout, a role, user or office change, a password change). Another
 * process of the same deployment sees such a change at most `ttlMs` later; docs/decisions.md
 * (Platform) says why that is acceptable. A look-up that was under way while the cache was emptied
 * does not store what it read, as it may predate the change.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;

  constructor(private readonly ttlMs: number) {}

  /** The session behind `key` (a token's hash), from the cache or else from `load`. */
  async resolve(key: string, load: () => Promise<AuthContext | null>): Promise<AuthContext | null> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.until > now && hit.auth.expiresAt.getTime() > now) return hit.auth;
    const generation = this.#generation;
    const auth = await load();
    if (auth && this.ttlMs > 0 && generation === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
      this.#entries.set(key, { auth, until: Date.now() + this.ttlMs });
    }
    return auth;
  }

  clear() {
    this.#entries.clear();
    this.#generation++;
  }
}
