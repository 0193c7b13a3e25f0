import { describe, expect, it } from 'vitest';
import { isApiKeySecret } from '@sym/contracts';
import { hasApiAccess } from './api-key.policy.ts';
import { apiKeyStatusOf, presentApiKey } from './api-key.presenter.ts';
import { generateApiKeySecret, hashApiKeySecret, shownPrefixOf } from './api-key.secret.ts';

const at = new Date('2026-03-01T12:00:00.000Z');
const row = {
  id: '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b',
  userId: '0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Pipeline',
  prefix: 'sym_ab12cd',
  hash: 'f'.repeat(64),
  createdAt: new Date('2026-02-01T00:00:00.000Z'),
  expiresAt: new Date('2026-04-01T00:00:00.000Z'),
  lastUsedAt: null,
  revokedAt: null,
};

describe('API key secrets', () => {
  it('are sym_ and 43 random base64url characters, never the same twice, told apart from a JWT', () => {
    const one = generateApiKeySecret();
    expect(one).toMatch(/^sym_[A-Za-z0-9_-]{43}$/);
    expect(generateApiKeySecret()).not.toBe(one);
    expect(isApiKeySecret(one)).toBe(true);
    expect(isApiKeySecret('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
  });

  it('are stored as their hex SHA-256 and shown by their first ten characters', () => {
    expect(hashApiKeySecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashApiKeySecret('sym_abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKeySecret('sym_abc')).not.toBe(hashApiKeySecret('sym_abd'));
    expect(shownPrefixOf('sym_ab12cdEFGH')).toBe('sym_ab12cd');
  });
});

describe('API key status', () => {
  it('is active before its expiry, expired from it on, revoked whenever revoked', () => {
    expect(apiKeyStatusOf(row, at)).toBe('active');
    expect(apiKeyStatusOf(row, row.expiresAt)).toBe('expired');
    expect(apiKeyStatusOf({ ...row, revokedAt: at }, at)).toBe('revoked');
    expect(apiKeyStatusOf({ ...row, revokedAt: at }, new Date('2027-01-01'))).toBe('revoked');
  });

  it('is presented without the hash, timestamps as ISO strings', () => {
    expect(presentApiKey({ ...row, lastUsedAt: at }, at)).toEqual({
      id: row.id,
      name: 'Pipeline',
      prefix: 'sym_ab12cd',
      createdAt: '2026-02-01T00:00:00.000Z',
      expiresAt: '2026-04-01T00:00:00.000Z',
      lastUsedAt: '2026-03-01T12:00:00.000Z',
      revokedAt: null,
      status: 'active',
    });
  });
});

describe('API access', () => {
  it('is the professional edition: held by the user or by the site', () => {
    expect(hasApiAccess({ tier: 'sym' }, 'sym')).toBe(false);
    expect(hasApiAccess({ tier: 'motionmaker' }, 'sym')).toBe(true);
    expect(hasApiAccess({ tier: 'sym' }, 'motionmaker')).toBe(true);
  });
});
