import { API_KEY_NOT_FOUND, Id, isApiKeySecret, type ApiKeyCreateInput, type User } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit.store.ts';
import { presentUser } from '../users/users.presenter.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { hasApiAccess } from './api-key.policy.ts';
import { apiKeyStatusOf, presentApiKey } from './api-key.presenter.ts';
import type { ApiKeyRepository } from './api-key.repository.ts';
import { generateApiKeySecret, hashApiKeySecret, shownPrefixOf } from './api-key.secret.ts';

/** Moving last_used_at on every call would write on every read; once a minute is enough. */
const TOUCH_INTERVAL_SECONDS = 60;
const DAY_MS = 86_400_000;

/** Calls one key may make per window (RATE_LIMIT_API_KEY_MAX per RATE_LIMIT_API_KEY_WINDOW_SECONDS). */
export interface ApiKeyLimitSettings {
  max: number;
  windowMs: number;
}

export interface ApiKeyServiceDeps {
  keys: ApiKeyRepository;
  users: Pick<UsersRepository, 'findById'>;
  rateLimitStore: RateLimitStore;
  limit: ApiKeyLimitSettings;
  /** The site tier (APP_TIER): with the user's own tier it decides whether keys work. */
  siteTier: string;
  now?: () => Date;
}

/** The user a REST call with an API key acts as, and the key. */
export interface ApiKeyIdentity {
  user: User;
  apiKeyId: string;
}

/**
 * API keys: created with a name and a lifetime, the secret answered once and kept only as its hash; listed with
 * last use; revoked at once. Keys are not cached: every call with one reads its row, so a revocation holds in
 * every process from the moment it commits.
 */
export class ApiKeyService {
  private readonly now: () => Date;

  constructor(private readonly deps: ApiKeyServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The user's keys, newest first, with their status now; never a secret. */
  async list(userId: string) {
    const at = this.now();
    return (await this.deps.keys.listForUser(userId)).map((row) => presentApiKey(row, at));
  }

  /** The new key and its secret: the only time the secret is ever told. */
  async create(userId: string, input: ApiKeyCreateInput) {
    const secret = generateApiKeySecret();
    const row = await this.deps.keys.insert({
      userId,
      name: input.name,
      prefix: shownPrefixOf(secret),
      hash: hashApiKeySecret(secret),
      expiresAt: new Date(this.now().getTime() + input.expiresInDays * DAY_MS),
    });
    return { key: presentApiKey(row, this.now()), secret };
  }

  /** Ends the user's key (again: no change); another user's or an unknown id is 404. */
  async revoke(userId: string, id: string) {
    const { keys } = this.deps;
    if (!Id.safeParse(id).success) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
    const row = (await keys.revoke(userId, id)) ?? (await keys.findForUser(userId, id));
    if (!row) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
    return presentApiKey(row, this.now());
  }

  /**
   * The identity behind a key secret. An unknown, revoked or expired key (or its user gone) is 401; a user
   * without `api_access` on this site (base edition) is 403; over the key's own rate limit is 429.
   */
  async authenticate(secret: string): Promise<ApiKeyIdentity> {
    const { keys, limit } = this.deps;
    if (!isApiKeySecret(secret)) throw new AppError('UNAUTHORIZED');
    const row = await keys.findByHash(hashApiKeySecret(secret));
    if (!row || apiKeyStatusOf(row, this.now()) !== 'active') throw new AppError('UNAUTHORIZED');
    const user = await this.deps.users.findById(row.userId);
    if (!user || user.disabledAt) throw new AppError('UNAUTHORIZED');
    if (!hasApiAccess(user, this.deps.siteTier)) throw new AppError('FORBIDDEN');
    const window = await this.deps.rateLimitStore.increment(`api-key:${row.id}`, limit.windowMs);
    if (window.count > limit.max) throw new AppError('RATE_LIMITED');
    const lastUsed = row.lastUsedAt?.getTime() ?? 0;
    if (this.now().getTime() - lastUsed >= TOUCH_INTERVAL_SECONDS * 1000) {
      await keys.touch(row.id, TOUCH_INTERVAL_SECONDS);
    }
    return { user: presentUser(user), apiKeyId: row.id };
  }
}
