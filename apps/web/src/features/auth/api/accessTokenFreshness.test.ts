import { describe, expect, it } from 'vitest';
import { isFreshAccessToken } from './accessTokenFreshness';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenExpiringIn = (seconds: number, extra: object = {}) =>
  `${encode({ alg: 'HS256' })}.${encode({ sub: 'u', exp: NOW / 1000 + seconds, ...extra })}.signature`;

describe('isFreshAccessToken', () => {
  it('is fresh while its exp claim is more than the margin away', () => {
    expect(isFreshAccessToken(tokenExpiringIn(600), NOW)).toBe(true);
    // Base64url characters (- and _) in the payload are read.
    expect(isFreshAccessToken(tokenExpiringIn(600, { name: '??>>~~' }), NOW)).toBe(true);
  });

  it('is not fresh near or past its expiry', () => {
    expect(isFreshAccessToken(tokenExpiringIn(10), NOW)).toBe(false);
    expect(isFreshAccessToken(tokenExpiringIn(-60), NOW)).toBe(false);
  });

  it('is not fresh when missing or unreadable', () => {
    expect(isFreshAccessToken(null, NOW)).toBe(false);
    expect(isFreshAccessToken('not-a-jwt', NOW)).toBe(false);
    expect(isFreshAccessToken('a.%%%.c', NOW)).toBe(false);
    expect(isFreshAccessToken(`${encode({})}.${encode({ sub: 'u' })}.s`, NOW)).toBe(false);
  });
});
