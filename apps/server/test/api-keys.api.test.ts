import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { ApiKeyCreated, ApiKeyView, AuthResult, ProjectView, Subscription } from '@sym/contracts';
import { API_KEY_MESSAGES, BYTES_PER_GB } from '@sym/contracts';
import { apiKeys, storedFiles } from '../src/db/schema.ts';
import { hashApiKeySecret } from '../src/modules/api-keys/api-key.secret.ts';
import { scenarioWithShots } from './helpers/scenarios.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';

// API keys (issue 18): professional edition only; a key acts as its user on REST calls, cannot manage keys or
// sessions, has its own rate limit, and stops working at once when revoked or expired.

const KEY_LIMIT = 15;
// A base site (APP_TIER sym): users get the professional edition from their own tier.
const server = useTestServer({ RATE_LIMIT_API_KEY_MAX: String(KEY_LIMIT) });
const fixtures = rowFixtures(server);

async function professionalUser(): Promise<AuthResult> {
  const account = await server.register();
  await fixtures.setUserTier(account.user.id, 'motionmaker');
  return account;
}

async function createKey(token: string, name = 'Pipeline', expiresInDays = 30): Promise<ApiKeyCreated> {
  return dataOf<ApiKeyCreated>(await server.request('POST', '/api/api-keys', { token, body: { name, expiresInDays } }));
}

const listKeys = async (token: string) => dataOf<ApiKeyView[]>(await server.request('GET', '/api/api-keys', { token }));

describe('API keys: create and list', () => {
  it('answers the secret once, stores only its hash, and lists the key without it', async () => {
    const account = await professionalUser();
    const before = Date.now();
    const created = await createKey(account.accessToken, 'Render pipeline', 90);

    expect(created.secret).toMatch(/^sym_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'Render pipeline',
      prefix: created.secret.slice(0, 10),
      lastUsedAt: null,
      revokedAt: null,
      status: 'active',
    });
    const lifetime = Date.parse(created.key.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(90 * 86_400_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(90 * 86_400_000 + 5_000);

    const [row] = await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row!.hash).toBe(hashApiKeySecret(created.secret));
    expect(Object.values(row!).map(String)).not.toContain(created.secret);
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(10));

    const listed = await listKeys(account.accessToken);
    expect(listed).toEqual([created.key]);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(10));
  });

  it('answers 401 without a token', async () => {
    for (const response of [
      await server.request('GET', '/api/api-keys'),
      await server.request('POST', '/api/api-keys', { body: { name: 'Anonymous', expiresInDays: 7 } }),
      await server.request('DELETE', `/api/api-keys/${crypto.randomUUID()}`),
    ]) {
      expect(errorOf(response, 401)).toMatchObject({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    }
  });

  it('refuses a lifetime that is not offered, and a missing name (422)', async () => {
    const account = await professionalUser();
    const token = account.accessToken;
    const lifetime = errorOf(
      await server.request('POST', '/api/api-keys', { token, body: { name: 'x', expiresInDays: 400 } }),
      422,
    );
    expect(lifetime.details?.map((detail) => detail.field)).toEqual(['expiresInDays']);
    const unnamed = errorOf(await server.request('POST', '/api/api-keys', { token, body: { expiresInDays: 30 } }), 422);
    expect(unnamed.details?.map((detail) => detail.field)).toEqual(['name']);
    expect(await listKeys(token)).toEqual([]);
  });

  it('lists the last use once the key was used, moving it at most once a minute', async () => {
    const account = await professionalUser();
    const { key, secret } = await createKey(account.accessToken);
    dataOf(await server.request('GET', '/api/projects', { token: secret }));
    const [used] = await listKeys(account.accessToken);
    expect(used!.lastUsedAt).not.toBeNull();

    dataOf(await server.request('GET', '/api/projects', { token: secret }));
    const [again] = await listKeys(account.accessToken);
    expect(again!.lastUsedAt).toBe(used!.lastUsedAt);

    // A minute later the next call moves it.
    await server.database.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiKeys.id, key.id));
    dataOf(await server.request('GET', '/api/projects', { token: secret }));
    const [later] = await listKeys(account.accessToken);
    expect(Date.parse(later!.lastUsedAt!)).toBeGreaterThan(Date.now() - 30_000);
  });
});

describe('API keys: calls made with a key', () => {
  it('acts as its user: same data, same credit ledger, same policies', async () => {
    const account = await professionalUser();
    const { secret } = await createKey(account.accessToken);
    const made = dataOf<ProjectView>(
      await server.request('POST', '/api/projects', { token: secret, body: { name: 'Made with a key' } }),
    );
    expect(made.userId).toBe(account.user.id);

    const bySession = await server.request('GET', '/api/projects', { token: account.accessToken });
    const byKey = await server.request('GET', '/api/projects', { token: secret });
    expect(dataOf(byKey)).toEqual(dataOf(bySession));
    expect(JSON.stringify(dataOf(byKey))).toContain(made.id);

    const balanceBySession = dataOf(
      await server.request('GET', '/api/credits/balance', { token: account.accessToken }),
    );
    expect(dataOf(await server.request('GET', '/api/credits/balance', { token: secret }))).toEqual(balanceBySession);

    const stranger = await server.register();
    const theirs = await fixtures.project(stranger.user.id, { name: 'Not yours' });
    expect(errorOf(await server.request('GET', `/api/projects/${theirs.id}`, { token: secret }), 404).code).toBe(
      'NOT_FOUND',
    );
  });

  it("is held to its user's tier limits: the same usage, and refused when the storage is full", async () => {
    const account = await professionalUser();
    const { secret } = await createKey(account.accessToken);
    const { base, shots } = await scenarioWithShots(server, account, 1, () => ({ description: 'A pier at dawn' }));
    const usageBy = async (token: string) =>
      dataOf<Subscription>(await server.request('GET', '/api/credits/subscription', { token })).usage;
    const byKey = await usageBy(secret);
    expect(byKey).toEqual(await usageBy(account.accessToken));
    expect(byKey?.storageBytes.limit).toBe(50 * BYTES_PER_GB);

    await server.database.db
      .insert(storedFiles)
      .values({ key: `${crypto.randomUUID()}.bin`, userId: account.user.id, sizeBytes: 50 * BYTES_PER_GB });
    const image = await server.request('POST', `${base}/shots/${shots[0]!.id}/generate`, { token: secret, body: {} });
    expect(errorOf(image, 403).message).toBe('Storage limit reached (50 GB on Motion Maker).');
  });

  it('cannot manage keys or sessions (403)', async () => {
    const account = await professionalUser();
    const { key, secret } = await createKey(account.accessToken);
    const refusals = [
      await server.request('GET', '/api/api-keys', { token: secret }),
      await server.request('POST', '/api/api-keys', { token: secret, body: { name: 'Child', expiresInDays: 7 } }),
      await server.request('DELETE', `/api/api-keys/${key.id}`, { token: secret }),
      await server.request('GET', '/api/auth/sessions', { token: secret }),
    ];
    for (const response of refusals) {
      expect(errorOf(response, 403)).toMatchObject({ code: 'FORBIDDEN', message: API_KEY_MESSAGES.sessionOnly });
    }
    expect(await listKeys(account.accessToken)).toHaveLength(1);
  });

  it('answers 401 for an unknown key, at once for a revoked one and for an expired one', async () => {
    const account = await professionalUser();
    const unknown = `sym_${'A'.repeat(43)}`;
    expect(errorOf(await server.request('GET', '/api/projects', { token: unknown }), 401).code).toBe('UNAUTHORIZED');

    const revoked = await createKey(account.accessToken, 'Revoked');
    dataOf(await server.request('GET', '/api/projects', { token: revoked.secret }));
    const ended = dataOf<ApiKeyView>(
      await server.request('DELETE', `/api/api-keys/${revoked.key.id}`, { token: account.accessToken }),
    );
    expect(ended).toMatchObject({ id: revoked.key.id, status: 'revoked' });
    expect(ended.revokedAt).not.toBeNull();
    expect(errorOf(await server.request('GET', '/api/projects', { token: revoked.secret }), 401).message).toBe(
      'Unauthorized',
    );

    const expired = await createKey(account.accessToken, 'Expired');
    dataOf(await server.request('GET', '/api/projects', { token: expired.secret }));
    await server.database.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, expired.key.id));
    errorOf(await server.request('GET', '/api/projects', { token: expired.secret }), 401);

    const statuses = Object.fromEntries((await listKeys(account.accessToken)).map((key) => [key.name, key.status]));
    expect(statuses).toEqual({ Revoked: 'revoked', Expired: 'expired' });
  });

  it("answers 404 for revoking another user's key or an unknown id", async () => {
    const owner = await professionalUser();
    const other = await professionalUser();
    const { key, secret } = await createKey(owner.accessToken);
    const token = other.accessToken;
    expect(errorOf(await server.request('DELETE', `/api/api-keys/${key.id}`, { token }), 404).code).toBe('NOT_FOUND');
    errorOf(await server.request('DELETE', `/api/api-keys/${crypto.randomUUID()}`, { token }), 404);
    errorOf(await server.request('DELETE', '/api/api-keys/not-a-uuid', { token }), 404);
    dataOf(await server.request('GET', '/api/projects', { token: secret }));
  });

  it('has its own rate limit per key (429 Rate limited), other keys unaffected', async () => {
    const account = await professionalUser();
    const busy = await createKey(account.accessToken, 'Busy');
    const calm = await createKey(account.accessToken, 'Calm');
    for (let call = 0; call < KEY_LIMIT; call += 1) {
      dataOf(await server.request('GET', '/api/site', { token: busy.secret }));
    }
    expect(errorOf(await server.request('GET', '/api/projects', { token: busy.secret }), 429)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Rate limited',
    });
    dataOf(await server.request('GET', '/api/projects', { token: calm.secret }));
    dataOf(await server.request('GET', '/api/projects', { token: account.accessToken }));
  });
});

describe('API keys: base edition', () => {
  it('answers 403 "Upgrade to …" for the key operations and 403 Forbidden for calls with a key', async () => {
    const base = await server.register();
    const token = base.accessToken;
    for (const response of [
      await server.request('GET', '/api/api-keys', { token }),
      await server.request('POST', '/api/api-keys', { token, body: { name: 'Nope', expiresInDays: 7 } }),
      await server.request('DELETE', `/api/api-keys/${crypto.randomUUID()}`, { token }),
    ]) {
      expect(errorOf(response, 403)).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Upgrade to Motion Maker Pro to use API access.',
        messageCode: 'feature.upgrade',
      });
    }

    // A key made while the user held the professional edition stops working when they no longer do.
    const former = await professionalUser();
    const { secret } = await createKey(former.accessToken);
    dataOf(await server.request('GET', '/api/projects', { token: secret }));
    await fixtures.setUserTier(former.user.id, 'sym');
    expect(errorOf(await server.request('GET', '/api/projects', { token: secret }), 403)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Forbidden',
    });
  });
});

describe('API keys: sockets', () => {
  it('refuses a key in the handshake and in auth:login (REST only)', async () => {
    const account = await professionalUser();
    const { secret } = await createKey(account.accessToken);
    const socket = connect(server.url, { transports: ['websocket'], reconnection: false, auth: { token: secret } });
    try {
      const handshake = await new Promise<{ event: string; payload: unknown }>((resolve) => {
        socket.once('auth:ok', (payload: unknown) => resolve({ event: 'auth:ok', payload }));
        socket.once('auth:error', (payload: unknown) => resolve({ event: 'auth:error', payload }));
      });
      expect(handshake).toEqual({ event: 'auth:error', payload: { message: 'Socket authentication failed' } });

      const login = await new Promise<{ event: string; payload: unknown }>((resolve) => {
        socket.once('auth:ok', (payload: unknown) => resolve({ event: 'auth:ok', payload }));
        socket.once('auth:error', (payload: unknown) => resolve({ event: 'auth:error', payload }));
        socket.emit('auth:login', { token: secret });
      });
      expect(login.event).toBe('auth:error');
    } finally {
      socket.disconnect();
    }
  });
});
