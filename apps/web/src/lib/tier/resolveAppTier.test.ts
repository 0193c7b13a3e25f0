import { afterEach, describe, expect, it } from 'vitest';
import { pickSiteTier, pickTier, readAnnouncedSite, resolveAppTier, siteCodeFromHostname } from './resolveAppTier';

const PRO_SITE = { tier: 'motionmaker', edition: 'motionmaker' } as const;

function announce(tags: Record<string, string>) {
  for (const [name, content] of Object.entries(tags)) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}

afterEach(() => {
  document.head.querySelectorAll('meta[name^="sym-"]').forEach((meta) => meta.remove());
});

describe('pickTier', () => {
  it('prefers the stored override', () => {
    expect(pickTier({ override: 'pro', hostname: 'sym.example.com', buildTier: 'sym' })).toBe('motionmaker');
    expect(pickTier({ override: 'sym', announced: PRO_SITE, hostname: 'localhost', buildTier: undefined })).toBe('sym');
  });

  it('takes the edition the server announced before the hostname and the build setting', () => {
    expect(pickTier({ override: null, announced: PRO_SITE, hostname: 'localhost', buildTier: 'sym' })).toBe(
      'motionmaker',
    );
    const baseSite = { tier: 'sym', edition: 'sym' } as const;
    expect(pickTier({ override: null, announced: baseSite, hostname: 'mm.example.com', buildTier: 'mm' })).toBe('sym');
  });

  it('uses the hostname site code before the build setting', () => {
    expect(pickTier({ override: null, hostname: 'mm.example.com', buildTier: 'sym' })).toBe('motionmaker');
    expect(pickTier({ override: null, hostname: 'sym.example.com', buildTier: 'motionmaker' })).toBe('sym');
  });

  it('falls back to the build setting, then the base edition', () => {
    expect(pickTier({ override: null, hostname: 'localhost', buildTier: 'sym-pro' })).toBe('motionmaker');
    expect(pickTier({ override: null, hostname: 'localhost', buildTier: undefined })).toBe('sym');
    expect(pickTier({ override: 'nonsense', hostname: 'localhost', buildTier: undefined })).toBe('sym');
  });

  it('reads only known site codes from a hostname', () => {
    expect(siteCodeFromHostname('motionmaker.studio.io')).toBe('motionmaker');
    expect(siteCodeFromHostname('www.example.com')).toBeNull();
  });
});

describe('pickSiteTier', () => {
  it('is the announced site tier whatever the override or the edition shown', () => {
    const announced = { tier: 'sym', edition: 'motionmaker' } as const;
    expect(pickSiteTier({ override: 'pro', announced, hostname: 'mm.example.com', buildTier: 'mm' })).toBe('sym');
    expect(pickSiteTier({ override: null, announced: PRO_SITE, hostname: 'localhost', buildTier: undefined })).toBe(
      'motionmaker',
    );
  });

  it('is the page edition when the server announced nothing', () => {
    expect(pickSiteTier({ override: null, announced: null, hostname: 'mm.example.com', buildTier: undefined })).toBe(
      'motionmaker',
    );
  });
});

describe('readAnnouncedSite', () => {
  it('reads the site tier and edition from the meta tags, aliases resolved', () => {
    announce({ 'sym-site-tier': 'mm', 'sym-edition': 'sym' });
    expect(readAnnouncedSite()).toEqual({ tier: 'motionmaker', edition: 'sym' });
  });

  it('takes the site tier as the edition when only it is there', () => {
    announce({ 'sym-site-tier': 'motionmaker' });
    expect(readAnnouncedSite()).toEqual(PRO_SITE);
    expect(resolveAppTier()).toBe('motionmaker');
  });

  it('is null without the tags (a page not served by our server)', () => {
    expect(readAnnouncedSite()).toBeNull();
    expect(resolveAppTier()).toBe('sym');
  });
});
