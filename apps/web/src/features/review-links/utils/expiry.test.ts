import { describe, expect, it } from 'vitest';
import { dayValue, expiryOf, isExpired } from './expiry';

const now = new Date(2025, 5, 10, 12, 0, 0);

describe('expiryOf', () => {
  it('never expires, or expires the given number of days from now', () => {
    expect(expiryOf('never', '', now)).toEqual({ expiresAt: null });
    expect(expiryOf('7', '', now)).toEqual({ expiresAt: new Date(2025, 5, 17, 12, 0, 0).toISOString() });
  });

  it('expires at the end of a chosen day, which must lie ahead and within a year', () => {
    expect(expiryOf('date', '2025-06-10', now)).toEqual({ expiresAt: new Date(2025, 5, 10, 23, 59, 59).toISOString() });
    expect(expiryOf('date', '2025-06-09', now)).toEqual({ problem: 'dateInPast' });
    expect(expiryOf('date', '2026-07-01', now)).toEqual({ problem: 'dateTooFar' });
    expect(expiryOf('date', '', now)).toEqual({ problem: 'dateMissing' });
  });
});

describe('dayValue and isExpired', () => {
  it('writes the local day and tells a passed expiry', () => {
    expect(dayValue(now)).toBe('2025-06-10');
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired(new Date(2025, 5, 10, 11).toISOString(), now)).toBe(true);
    expect(isExpired(new Date(2025, 5, 10, 13).toISOString(), now)).toBe(false);
  });
});
