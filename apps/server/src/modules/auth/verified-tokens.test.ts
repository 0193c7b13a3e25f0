import { describe, expect, it } from 'vitest';
import { TokenService, type AccessTokens } from './token.service.ts';
import { VerifiedTokens } from './verified-tokens.ts';

const SECRET = 'verified-tokens-test-secret-verified-tokens-01';

function counting(service: TokenService) {
  const counted = { calls: 0 };
  const tokens: AccessTokens = {
    signAccessToken: (claims) => service.signAccessToken(claims),
    async verifyAccessToken(token: string) {
      counted.calls += 1;
      return service.verifyAccessToken(token);
    },
  };
  return { tokens, counted };
}

describe('remembered access tokens', () => {
  it('verifies a token once and answers the same claims after', async () => {
    const service = new TokenService({ secret: SECRET, accessTokenTtlSeconds: 900 });
    const { tokens, counted } = counting(service);
    const remembering = new VerifiedTokens(tokens);
    const token = await service.signAccessToken({ userId: 'u1', sessionId: 's1' });
    expect(await remembering.verifyAccessToken(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await remembering.verifyAccessToken(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(counted.calls).toBe(1);
  });

  it('never remembers a refused token, and forgets a token at its expiry', async () => {
    const service = new TokenService({ secret: SECRET, accessTokenTtlSeconds: 60 });
    const { tokens, counted } = counting(service);
    let at = Date.now();
    const remembering = new VerifiedTokens(tokens, { now: () => at });
    const forged = `${(await service.signAccessToken({ userId: 'u1', sessionId: 's1' })).slice(0, -2)}xx`;
    expect(await remembering.verifyAccessToken(forged)).toBeUndefined();
    expect(await remembering.verifyAccessToken(forged)).toBeUndefined();
    expect(counted.calls).toBe(2);
    const token = await service.signAccessToken({ userId: 'u1', sessionId: 's1' });
    await remembering.verifyAccessToken(token);
    at += 61_000;
    // Past exp the remembered claims are gone, and the real check (with the real clock) is asked again.
    await remembering.verifyAccessToken(token);
    expect(counted.calls).toBe(4);
  });
});
