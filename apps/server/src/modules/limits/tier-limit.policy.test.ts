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
