import { describe, expect, it } from 'vitest';
import { SiteInfo, siteInfoOf } from './api/site.ts';
import { brandTitleOf, entitlementTier } from './site.ts';

describe('site', () => {
  it('titles each edition with its brand and accent word', () => {
    expect(brandTitleOf('sym')).toBe('Sym Studio');
    expect(brandTitleOf('motionmaker')).toBe('Motion Maker Studio');
    expect(brandTitleOf('mm')).toBe('Motion Maker Studio');
  });

  it('entitles the professional edition to pro users and on pro sites, aliases included', () => {
    expect(entitlementTier('sym', 'sym')).toBe('sym');
    expect(entitlementTier('motionmaker', 'sym')).toBe('motionmaker');
    expect(entitlementTier('sym', 'motionmaker')).toBe('motionmaker');
    expect(entitlementTier(undefined, 'pro')).toBe('motionmaker');
    expect(entitlementTier(undefined, 'nonsense')).toBe('sym');
  });

  it('describes the site tier and the shown edition separately', () => {
    const info = siteInfoOf('sym', 'motionmaker');
    expect(SiteInfo.parse(info)).toEqual({
      tier: 'sym',
      edition: 'motionmaker',
      name: 'Motion Maker',
      displayName: 'Motion Maker Pro',
      title: 'Motion Maker Studio',
    });
  });
});
