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
import type { LedgerAccount } from '../credits/ledger-account.ts';
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
  files: Pick<StoredFilesRepository, 'usedBytes' | 'usedBytesOfTeam'>;
}

/** The use the monthly and storage limits measure, of one credit account. */
export interface AccountUsage {
  /** Generations reserved since `since`, per GenerationKind, refunded ones left out. */
  generationsSince(since: Date): Promise<ReadonlyMap<string, number>>;
  /** Bytes of stored files the storage limit counts. */
  usedBytes(): Promise<number>;
}

/**
 * The use of one account: a user's own generations and files; for a team (issue 33) the generations of its
 * account, whoever of the members made them, and the storage of all its members (files are charged to the member
 * who wrote them, whichever project they are for, so the team's measure is its members' sum).
 */
export function accountUsage(repositories: UsageRepositories, account: LedgerAccount): AccountUsage {
  return {
    generationsSince: (since) => repositories.ledger.generationsSince(account, since),
    usedBytes: () =>
      account.type === 'team'
        ? repositories.files.usedBytesOfTeam(account.teamId)
        : repositories.files.usedBytes(account.userId),
  };
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

/** An account's use of the monthly image and video limits and of storage, with the tier's limits. */
export async function readTierUsage(usage: AccountUsage, entitlement: TierConfig, now: Date): Promise<TierUsage> {
  const periodStart = monthStartUtc(now);
  const counts = await usage.generationsSince(periodStart);
  const usedBytes = await usage.usedBytes();
  return {
    periodStart: periodStart.toISOString(),
    imagesPerMonth: { used: monthlyCount(counts, 'imagesPerMonth'), limit: getLimit(entitlement, 'imagesPerMonth') },
    videosPerMonth: { used: monthlyCount(counts, 'videosPerMonth'), limit: getLimit(entitlement, 'videosPerMonth') },
    storageBytes: { used: usedBytes, limit: storageLimitBytes(entitlement) },
  };
}

/**
 * Inside the transaction that reserves a generation's credits, after the account lock (so concurrent requests on
 * one account queue here and cannot both pass at the edge): 403 with the limit's text when this month's images or
 * videos (UTC calendar month; refunded ones not counted) are used up, or when the account's storage is full.
 */
export async function assertGenerationAllowed(
  usage: AccountUsage,
  entitlement: TierConfig,
  kind: string,
  now: Date,
): Promise<void> {
  const monthly = monthlyLimitOf(kind);
  if (monthly && getLimit(entitlement, monthly) !== UNLIMITED) {
    const counts = await usage.generationsSince(monthStartUtc(now));
    assertWithinLimit(entitlement, monthly, monthlyCount(counts, monthly));
  }
  if (!FILELESS_KINDS.has(kind) && storageLimitBytes(entitlement) !== UNLIMITED) {
    assertStorageRoom(entitlement, await usage.usedBytes(), 0);
  }
}
