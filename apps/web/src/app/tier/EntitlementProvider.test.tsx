import type { Tier } from '@sym/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntitlementProvider } from './EntitlementProvider';
import { TierProvider } from './TierProvider';
import { useTier } from './useTier';

function Probe() {
  const { brand, isFeatureEnabled, entitlement } = useTier();
  return (
    <p>
      {brand.title} / {entitlement.tier} / lipsync {isFeatureEnabled('lipsync') ? 'on' : 'off'}
    </p>
  );
}

function renderWith(edition: Tier, siteTier: Tier, userTier: string | undefined) {
  const { unmount } = render(
    <TierProvider tier={edition} siteTier={siteTier}>
      <EntitlementProvider userTier={userTier}>
        <Probe />
      </EntitlementProvider>
    </TierProvider>,
  );
  const text = screen.getByRole('paragraph').textContent;
  unmount();
  return text;
}

describe('EntitlementProvider', () => {
  it('gives the site features to a base user on a professional site', () => {
    expect(renderWith('motionmaker', 'motionmaker', 'sym')).toBe('Motion Maker Studio / motionmaker / lipsync on');
  });

  it('raises the features of a base site to a pro user, keeping the site brand', () => {
    expect(renderWith('sym', 'sym', 'motionmaker')).toBe('Sym Studio / motionmaker / lipsync on');
    expect(renderWith('sym', 'sym', undefined)).not.toContain('lipsync on');
  });

  it('follows the site tier, not the edition shown, as the server does', () => {
    expect(renderWith('motionmaker', 'sym', 'sym')).toBe('Motion Maker Studio / sym / lipsync off');
  });
});
