import {
  BYTES_PER_GB,
  entitlementTier,
  getLimit,
  getTierConfig,
  UNLIMITED,
  type TierConfig,
  type TierUsage,
} from '@sym/contracts';
import type { CreditLedgerRepository } from '../credits/credit-ledger.repository.ts';
import type { StoredFilesRepository } from '../stored-files/stored-files.repository.ts';
import { assertWithinLimit, limitReachedError } from './tier-limit.policy.ts';

type MonthlyLimit = 'imagesPerMonth' | 'videosPerMonth';

/** GenerationKinds each monthly limit counts: a lip-sync makes a new video of the shot, so it is a video. */
const MONTHLY_KINDS: Record<MonthlyLimit, readonly string[]> = {
  imagesPerMonth: ['image'],
  videosPerMonth: ['video', 'lipsync'],
};

/** Kinds that store no file (a script is text in the episode): they take no storage. */
const FILELESS_KINDS = new Set(['text']);

/** What the usage reads look at, bound to the caller's transaction. */
export interface UsageRepositories {
  ledger: Pick<CreditLedgerRepository, 'generationsSince'>;
  files: Pick<StoredFilesRepository, 'usedBytes'>;
}

/** The entitlement of a user on this site: the professional limits when the user or the site has that tier. */
export function entitlementOfTier(userTier: unknown, siteTier: unknown): TierConfig {
  return getTierConfig(entitlementTier(userTier, siteTier));
}

/** The monthly limit a generation of this kind counts against; none for speech and text. */
export function monthlyLimitOf(kind: string): MonthlyLimit | undefined {
  return (Object.keys(MONTHLY_KINDS) as MonthlyLimit[]).find((key) => MONTHLY_KINDS[key].includes(kind));
}

/** How many generations of a monthly limit the per-kind counts hold. */
export function monthlyCount(counts: ReadonlyMap<string, number>, key: MonthlyLimit): number {
  return MONTHLY_KINDS[key].reduce((sum, kind) => sum + (counts.get(kind) ?? 0), 0);
}

/** The first instant of `at`'s calendar month in UTC: monthly limits count from there (not the credit reset). */
export function monthStartUtc(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** The tier's storage limit in bytes (storageGb × 1024³); -1 when unlimited. */
export function storageLimitBytes(entitlement: TierConfig): number {
  const gb = getLimit(entitlement, 'storageGb');
  return gb === UNLIMITED ? UNLIMITED : gb * BYTES_PER_GB;
}

/** Throws the storage limit's 403 unless `incomingBytes` more fit beside `usedBytes` (a full store takes nothing). */
export function assertStorageRoom(entitlement: TierConfig, usedBytes: number, incomingBytes: number): void {
  const limit = storageLimitBytes(entitlement);
  if (limit === UNLIMITED) return;
  if (usedBytes + Math.max(incomingBytes, 1) > limit) throw limitReachedError(entitlement, 'storageGb');
}

/** The user's use of the monthly image and video limits and of storage, with the tier's limits. */
export async function readTierUsage(
  repositories: UsageRepositories,
  entitlement: TierConfig,
  userId: string,
  now: Date,
): Promise<TierUsage> {
  const periodStart = monthStartUtc(now);
  const counts = await repositories.ledger.generationsSince(userId, periodStart);
  const usedBytes = await repositories.files.usedBytes(userId);
  return {
    periodStart: periodStart.toISOString(),
    imagesPerMonth: { used: monthlyCount(counts, 'imagesPerMonth'), limit: getLimit(entitlement, 'imagesPerMonth') },
    videosPerMonth: { used: monthlyCount(counts, 'videosPerMonth'), limit: getLimit(entitlement, 'videosPerMonth') },
    storageBytes: { used: usedBytes, limit: storageLimitBytes(entitlement) },
  };
}

/**
 * Inside the transaction that reserves a generation's credits, after the account lock (so concurrent requests of
 * one user queue here and cannot both pass at the edge): 403 with the limit's text when this month's images or
 * videos (UTC calendar month; refunded ones not counted) are used up, or when the user's storage is full.
 */
export async function assertGenerationAllowed(
  repositories: UsageRepositories,
  entitlement: TierConfig,
  userId: string,
  kind: string,
  now: Date,
): Promise<void> {
  const monthly = monthlyLimitOf(kind);
  if (monthly && getLimit(entitlement, monthly) !== UNLIMITED) {
    const counts = await repositories.ledger.generationsSince(userId, monthStartUtc(now));
    assertWithinLimit(entitlement, monthly, monthlyCount(counts, monthly));
  }
  if (!FILELESS_KINDS.has(kind) && storageLimitBytes(entitlement) !== UNLIMITED) {
    assertStorageRoom(entitlement, await repositories.files.usedBytes(userId), 0);
  }
}
