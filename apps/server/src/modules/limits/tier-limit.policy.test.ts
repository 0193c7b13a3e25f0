import { describe, expect, it } from 'vitest';
import { TIER_CONFIGS } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import { assertWithinLimit, limitReachedMessage } from './tier-limit.policy.ts';

describe('limitReachedMessage', () => {
  it('names the limit and the upgrade path on the base tier', () => {
    expect(limitReachedMessage(TIER_CONFIGS.sym, 'projects')).toBe(
      'Project limit reached (10 on Sym). Upgrade to Motion Maker Pro for unlimited projects.',
    );
    expect(limitReachedMessage(TIER_CONFIGS.sym, 'collaborators')).toBe(
      'Collaborator limit reached (1 per project on Sym). Upgrade to Motion Maker Pro for up to 10 collaborators.',
    );
    expect(limitReachedMessage(TIER_CONFIGS.sym, 'assetsPerProject')).toBe(
      'Asset limit reached (20 per project on Sym). Upgrade to Motion Maker Pro for unlimited assets.',
    );
  });

  it('words the monthly and storage limits of spec §6', () => {
    expect(limitReachedMessage(TIER_CONFIGS.sym, 'imagesPerMonth')).toBe(
      'Image limit reached (100 per month on Sym). Upgrade to Motion Maker Pro for up to 1000 images.',
    );
    expect(limitReachedMessage(TIER_CONFIGS.sym, 'videosPerMonth')).toBe(
      'Video limit reached (10 per month on Sym). Upgrade to Motion Maker Pro for up to 100 videos.',
    );
    expect(limitReachedMessage(TIER_CONFIGS.sym, 'storageGb')).toBe(
      'Storage limit reached (1 GB on Sym). Upgrade to Motion Maker Pro for up to 50 GB.',
    );
    expect(limitReachedMessage(TIER_CONFIGS.motionmaker, 'storageGb')).toBe(
      'Storage limit reached (50 GB on Motion Maker).',
    );
  });

  it('offers no upgrade on the professional tier', () => {
    expect(limitReachedMessage(TIER_CONFIGS.motionmaker, 'collaborators')).toBe(
      'Collaborator limit reached (10 per project on Motion Maker).',
    );
  });
});

describe('assertWithinLimit', () => {
  it('allows below the limit, refuses at it with 403, never limits unlimited keys', () => {
    expect(() => assertWithinLimit(TIER_CONFIGS.sym, 'projects', 9)).not.toThrow();
    expect(() => assertWithinLimit(TIER_CONFIGS.sym, 'projects', 10)).toThrow(AppError);
    const thrown = (() => {
      try {
        assertWithinLimit(TIER_CONFIGS.sym, 'collaborators', 1);
        return undefined;
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toMatchObject({
      code: 'FORBIDDEN',
      serverMessage: { code: 'limitUpgradeUpTo.collaborators', params: { limit: 1, tier: 'Sym', proLimit: 10 } },
    });
    expect(() => assertWithinLimit(TIER_CONFIGS.motionmaker, 'projects', 10_000)).not.toThrow();
  });
});
