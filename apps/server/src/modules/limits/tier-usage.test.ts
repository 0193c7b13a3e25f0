import { describe, expect, it } from 'vitest';
import { BYTES_PER_GB, TIER_CONFIGS } from '@sym/contracts';
import { teamAccount, userAccount } from '../credits/ledger-account.ts';
import {
  accountUsage,
  assertStorageRoom,
  monthlyCount,
  monthlyLimitOf,
  monthStartUtc,
  storageLimitBytes,
} from './tier-usage.ts';

describe('tier usage', () => {
  it('counts images as images and videos and lip-syncs as videos; speech and text count for neither', () => {
    expect(monthlyLimitOf('image')).toBe('imagesPerMonth');
    expect(monthlyLimitOf('video')).toBe('videosPerMonth');
    expect(monthlyLimitOf('lipsync')).toBe('videosPerMonth');
    expect(monthlyLimitOf('speech')).toBeUndefined();
    expect(monthlyLimitOf('text')).toBeUndefined();
    const counts = new Map([
      ['image', 4],
      ['video', 2],
      ['lipsync', 1],
      ['speech', 9],
    ]);
    expect(monthlyCount(counts, 'imagesPerMonth')).toBe(4);
    expect(monthlyCount(counts, 'videosPerMonth')).toBe(3);
  });

  it('starts the month at 00:00 UTC of its first day', () => {
    expect(monthStartUtc(new Date('2026-03-31T23:59:59.999Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(monthStartUtc(new Date('2026-04-01T00:00:00.000Z')).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('fits files up to the last byte of the storage limit and refuses one byte more', () => {
    expect(storageLimitBytes(TIER_CONFIGS.sym)).toBe(BYTES_PER_GB);
    expect(storageLimitBytes(TIER_CONFIGS.motionmaker)).toBe(50 * BYTES_PER_GB);
    expect(() => assertStorageRoom(TIER_CONFIGS.sym, BYTES_PER_GB - 10, 10)).not.toThrow();
    expect(() => assertStorageRoom(TIER_CONFIGS.sym, BYTES_PER_GB - 10, 11)).toThrow(
      'Storage limit reached (1 GB on Sym). Upgrade to Motion Maker Pro for up to 50 GB.',
    );
    // A full store takes no new job either (a job asks for room with 0 bytes).
    expect(() => assertStorageRoom(TIER_CONFIGS.sym, BYTES_PER_GB, 0)).toThrow('Storage limit reached');
  });

  it("measures a user's own storage, and for a team all its members' (issue 33); generations per account", async () => {
    const asked: string[] = [];
    const repositories = {
      ledger: {
        generationsSince: async (account: Parameters<typeof accountUsage>[1]) => {
          asked.push(
            account.type === 'team' ? `generations of team ${account.teamId}` : `generations of ${account.userId}`,
          );
          return new Map([['image', 1]]);
        },
      },
      files: {
        usedBytes: async (userId: string) => (asked.push(`bytes of ${userId}`), 10),
        usedBytesOfTeam: async (teamId: string) => (asked.push(`bytes of team ${teamId}`), 20),
      },
    };
    const since = new Date('2026-03-01T00:00:00Z');
    const own = accountUsage(repositories, userAccount('u1'));
    const team = accountUsage(repositories, teamAccount('t1'));
    expect(await own.usedBytes()).toBe(10);
    expect(await team.usedBytes()).toBe(20);
    await own.generationsSince(since);
    await team.generationsSince(since);
    expect(asked).toEqual(['bytes of u1', 'bytes of team t1', 'generations of u1', 'generations of team t1']);
  });
});
