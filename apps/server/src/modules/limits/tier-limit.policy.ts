import {
  getLimit,
  isWithinLimit,
  serverMessage,
  TIER_CONFIGS,
  UNLIMITED,
  WORDED_LIMITS,
  type LimitKey,
  type ServerMessage,
  type TierConfig,
  type WordedLimit,
} from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';

const PRO = TIER_CONFIGS.motionmaker;

const isWorded = (key: LimitKey): key is LimitKey & WordedLimit => (WORDED_LIMITS as string[]).includes(key);

/**
 * The 403 message of a tier limit: names the limit and, below the professional edition, the upgrade path, e.g.
 * 'Project limit reached (10 on Sym). Upgrade to Motion Maker Pro for unlimited projects.' (code and params beside).
 */
export function limitReachedServerMessage(entitlement: TierConfig, key: LimitKey): ServerMessage {
  const limit = getLimit(entitlement, key);
  const tier = entitlement.name;
  if (!isWorded(key)) {
    return serverMessage('text', { text: `${key} limit reached (${limit} on ${tier}).` });
  }
  if (entitlement.level >= PRO.level) return serverMessage(`limitReached.${key}`, { limit, tier });
  const proLimit = getLimit(PRO, key);
  if (proLimit === UNLIMITED) {
    return serverMessage(`limitUpgradeUnlimited.${key}`, { limit, tier, pro: PRO.displayName });
  }
  return serverMessage(`limitUpgradeUpTo.${key}`, { limit, tier, pro: PRO.displayName, proLimit });
}

/** The 403 text of a tier limit (the English of limitReachedServerMessage). */
export function limitReachedMessage(entitlement: TierConfig, key: LimitKey): string {
  return limitReachedServerMessage(entitlement, key).text;
}

/** The 403 of a reached tier limit, with its text as a code and parameters. */
export function limitReachedError(entitlement: TierConfig, key: LimitKey): AppError {
  return AppError.withMessage('FORBIDDEN', limitReachedServerMessage(entitlement, key));
}

/** Throws 403 with the limit's text unless `current` items may grow by one under the entitlement. */
export function assertWithinLimit(entitlement: TierConfig, key: LimitKey, current: number): void {
  if (!isWithinLimit(entitlement, key, current)) throw limitReachedError(entitlement, key);
}
