import { describe, expect, it } from 'vitest';
import { pickTier, siteCodeFromHostname } from './resolveAppTier';

describe('pickTier', () => {
  it('prefers the stored override', () => {
    expect(pickTier({ override: 'pro', hostname: 'sym.example.com', buildTier: 'sym' })).toBe('motionmaker');
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
