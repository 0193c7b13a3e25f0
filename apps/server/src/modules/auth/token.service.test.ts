import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { TokenService, generateRefreshToken, hashRefreshToken } from './token.service.ts';

const secret = 'x'.repeat(40);
const claims = { userId: '2f1c8a3e-5d6b-4c7a-9e8f-0a1b2c3d4e5f', sessionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' };

describe('refresh tokens', () => {
  it('are 32 random bytes in base64url and differ each time', () => {
    const token = generateRefreshToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(generateRefreshToken()).not.toBe(token);
  });

  it('hash to a stable sha256 hex that does not contain the token', () => {
    expect(hashRefreshToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = generateRefreshToken();
    expect(hashRefreshToken(token)).toBe(hashRefreshToken(token));
    expect(hashRefreshToken(token)).not.toContain(token);
  });
});

describe('access tokens', () => {
  it('round-trip user and session ids', async () => {
    const tokens = new TokenService({ secret, accessTokenTtlSeconds: 900 });
    const token = await tokens.signAccessToken(claims);
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  it('reject another secret, garbage, expiry and missing claims', async () => {
    const tokens = new TokenService({ secret, accessTokenTtlSeconds: 900 });
    const other = new TokenService({ secret: 'y'.repeat(40), accessTokenTtlSeconds: 900 });
    expect(await tokens.verifyAccessToken(await other.signAccessToken(claims))).toBeUndefined();
    expect(await tokens.verifyAccessToken('not-a-jwt')).toBeUndefined();
    const key = new TextEncoder().encode(secret);
    const expired = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect(await tokens.verifyAccessToken(expired)).toBeUndefined();
    const noSession = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.userId).sign(key);
    expect(await tokens.verifyAccessToken(noSession)).toBeUndefined();
  });

  it('reject a token signed without exp, which would never expire', async () => {
    const tokens = new TokenService({ secret, accessTokenTtlSeconds: 900 });
    const key = new TextEncoder().encode(secret);
    const sign = (withExpiry: boolean) => {
      const jwt = new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt();
      return (withExpiry ? jwt.setExpirationTime('5m') : jwt).sign(key);
    };
    expect(await tokens.verifyAccessToken(await sign(true))).toEqual(claims);
    expect(await tokens.verifyAccessToken(await sign(false))).toBeUndefined();
  });
});
