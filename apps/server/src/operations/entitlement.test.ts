import { describe, expect, it } from 'vitest';
import { entitlementOf } from './entitlement.ts';

describe('entitlementOf', () => {
  it('gives the professional limits to pro users and on pro sites only', () => {
    expect(entitlementOf({ tier: 'sym' }, 'sym').tier).toBe('sym');
    expect(entitlementOf({ tier: 'motionmaker' }, 'sym').tier).toBe('motionmaker');
    expect(entitlementOf({ tier: 'sym' }, 'motionmaker').tier).toBe('motionmaker');
  });
});
