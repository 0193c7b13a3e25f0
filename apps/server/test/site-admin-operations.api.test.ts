import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_MESSAGES,
  OPERATION_GROUPS,
  type AdminAuditList,
  type AdminTeam,
  type AdminTeamList,
  type AdminUser,
  type AdminUserList,
  type ApiKeyCreated,
  type AuthResult,
  type Credits,
  type TeamCredits,
  type OperationContract,
  type UsageEntry,
} from '@sym/contracts';
import { teamMembers, teams } from '../src/db/schema.ts';
import { callOperation } from './helpers/example-call.ts';
import { dataOf, openRpcSocket, useTestServer } from './helpers/fixtures.ts';
import { refusalOf } from './helpers/site-admin.ts';
import { uniqueEmail } from './helpers/test-server.ts';

// Issue 33, site administration: the administrator's operations (users, credits, tiers, audit log), and that
// nobody else may call any of them, whatever their tier or team role. PGlite by default, PostgreSQL with
// DATABASE_URL.

const BOSS = 'boss@studio.test';
const server = useTestServer({ ADMIN_EMAILS: BOSS });
let boss: AuthResult;

beforeAll(async () => {
  boss = await server.register({ email: BOSS });
});

const asBoss = <T>(method: string, path: string, body?: unknown) =>
  server.request<{ data: T }>(method, path, { token: boss.accessToken, ...(body === undefined ? {} : { body }) });
const balanceOf = async (token: string) =>
  dataOf<Credits>(await server.request('GET', '/api/credits/balance', { token })).balance;
const latestAudit = async (limit: number, offset = 0) =>
  (await asBoss<AdminAuditList>('GET', `/api/admin/audit?limit=${limit}&offset=${offset}`)).body.data;

describe('the users list', () => {
  it('searches e-mail and name (any case), pages newest first, and shows tier, role, state and balance', async () => {
    const tag = `tag${randomUUID().slice(0, 8)}`;
    const made = [];
    for (const name of ['One', 'Two', 'Three']) made.push(await server.register({ name: `${tag} ${name}` }));
    const third = made[2]!;
    const balance = await balanceOf(third.accessToken);
    const page = (await asBoss<AdminUserList>('GET', `/api/admin/users?search=${tag.toUpperCase()}&limit=2`)).body.data;
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.items.map((user) => user.name)).toEqual([`${tag} Three`, `${tag} Two`]);
    expect(page.items[0]).toEqual({
      id: third.user.id,
      email: third.user.email,
      name: `${tag} Three`,
      tier: 'sym',
      role: 'user',
      disabled: false,
      disabledAt: null,
      createdAt: third.user.createdAt,
      lastLogin: expect.any(String),
      creditBalance: balance,
    });
    const rest = (await asBoss<AdminUserList>('GET', `/api/admin/users?search=${tag}&limit=2&offset=2`)).body.data;
    expect(rest.items.map((user) => user.name)).toEqual([`${tag} One`]);
    const byEmail = (await asBoss<AdminUserList>('GET', `/api/admin/users?search=${made[0]!.user.email}`)).body.data;
    expect(byEmail.items.map((user) => user.id)).toEqual([made[0]!.user.id]);
    // Wildcards typed into the search mean themselves.
    expect((await asBoss<AdminUserList>('GET', '/api/admin/users?search=%25')).body.data.total).toBe(0);
    expect((await asBoss('GET', '/api/admin/users?limit=101')).status).toBe(422);
  });
});

describe('granting credits', () => {
  it("adds them to the user's own account with the note, in their usage history and the audit log", async () => {
    const user = await server.register();
    const before = await balanceOf(user.accessToken);
    const granted = await asBoss<AdminUser>('POST', `/api/admin/users/${user.user.id}/credits`, {
      amount: 250,
      note: 'Festival entry',
    });
    expect(granted.status).toBe(200);
    expect(granted.body.data).toMatchObject({ id: user.user.id, creditBalance: before + 250 });
    expect(await balanceOf(user.accessToken)).toBe(before + 250);
    const usage = dataOf<UsageEntry[]>(
      await server.request('GET', '/api/credits/usage?limit=1', { token: user.accessToken }),
    );
    expect(usage[0]).toMatchObject({ amount: 250, description: 'Festival entry' });
    expect((await latestAudit(1)).items[0]).toMatchObject({
      action: 'credits.grant',
      actorId: boss.user.id,
      actorEmail: BOSS,
      targetUserId: user.user.id,
      targetEmail: user.user.email,
      details: { amount: 250, note: 'Festival entry', balance: before + 250 },
    });
  });

  it('refuses bad amounts and notes (422) and unknown users (404), writing nothing', async () => {
    const user = await server.register();
    const { total } = await latestAudit(1);
    const grant = (id: string, body: object) => asBoss('POST', `/api/admin/users/${id}/credits`, body);
    for (const body of [{ amount: 0, note: 'x' }, { amount: 1.5, note: 'x' }, { amount: 5, note: '  ' }, {}]) {
      expect((await grant(user.user.id, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await grant('not-an-id', { amount: 5, note: 'x' })).status).toBe(422);
    const unknown = await grant(randomUUID(), { amount: 5, note: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: 'User not found' } });
    expect((await latestAudit(1)).total).toBe(total);
  });
});

/** A team of `owner` (made a pro user, as team management needs), with them as its owner member. */
async function insertTeam(owner: AuthResult, name: string): Promise<string> {
  await asBoss('PATCH', `/api/admin/users/${owner.user.id}`, { tier: 'motionmaker' });
  const nextResetAt = new Date(Date.now() + 864e5);
  const [team] = await server.database.db
    .insert(teams)
    .values({ name, ownerId: owner.user.id, planId: 'motionmaker', nextResetAt })
    .returning();
  await server.database.db.insert(teamMembers).values({ teamId: team!.id, userId: owner.user.id, role: 'owner' });
  return team!.id;
}

describe("granting credits to a team's pool", () => {
  it('lists teams (search by name or owner) and grants to the pool, audited with the team', async () => {
    const owner = await server.register({ email: uniqueEmail('studio-owner') });
    const name = `Northlight ${randomUUID().slice(0, 8)}`;
    const teamId = await insertTeam(owner, name);
    const listed = (await asBoss<AdminTeamList>('GET', `/api/admin/teams?search=${encodeURIComponent(name)}`)).body
      .data;
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: teamId,
        name,
        ownerId: owner.user.id,
        ownerEmail: owner.user.email,
        memberCount: 1,
      }),
    ]);
    const byOwner = (await asBoss<AdminTeamList>('GET', `/api/admin/teams?search=${owner.user.email}`)).body.data;
    expect(byOwner.items.map((team) => team.id)).toEqual([teamId]);

    const granted = await asBoss<AdminTeam>('POST', `/api/admin/teams/${teamId}/credits`, {
      amount: 300,
      note: 'Pilot',
    });
    expect(granted.status).toBe(200);
    const pool = dataOf<TeamCredits>(
      await server.request('GET', `/api/teams/${teamId}/credits`, { token: owner.accessToken }),
    );
    expect(granted.body.data).toMatchObject({ id: teamId, creditBalance: pool.balance });
    expect(pool.balance).toBeGreaterThanOrEqual(300);
    // The owner's own balance is another account.
    expect(await balanceOf(owner.accessToken)).not.toBe(pool.balance);
    expect((await latestAudit(1)).items[0]).toMatchObject({
      action: 'team.credits.grant',
      targetUserId: null,
      details: { teamId, team: name, amount: 300, note: 'Pilot', balance: pool.balance },
    });
    const unknown = await asBoss('POST', `/api/admin/teams/${randomUUID()}/credits`, { amount: 5, note: 'x' });
    expect(unknown.status).toBe(404);
  });
});

describe('changing a tier', () => {
  it("changes the user's tier and credit plan at once, audited with what it was", async () => {
    const user = await server.register();
    await balanceOf(user.accessToken);
    const changed = await asBoss<AdminUser>('PATCH', `/api/admin/users/${user.user.id}`, { tier: 'motionmaker' });
    expect(changed.body.data).toMatchObject({ tier: 'motionmaker', disabled: false });
    const profile = await server.request('GET', '/api/users/profile', { token: user.accessToken });
    expect(profile.body.data).toMatchObject({ tier: 'motionmaker' });
    const subscription = await server.request('GET', '/api/credits/subscription', { token: user.accessToken });
    expect(subscription.body.data).toMatchObject({ planId: 'motionmaker' });
    expect((await latestAudit(1)).items[0]).toMatchObject({
      action: 'user.tier',
      targetUserId: user.user.id,
      details: { from: 'sym', to: 'motionmaker' },
    });
    // The same tier again changes nothing and writes nothing.
    const { total } = await latestAudit(1);
    await asBoss('PATCH', `/api/admin/users/${user.user.id}`, { tier: 'motionmaker' });
    expect((await latestAudit(1)).total).toBe(total);
    expect((await asBoss('PATCH', `/api/admin/users/${user.user.id}`, {})).status).toBe(422);
    expect((await asBoss('PATCH', `/api/admin/users/${user.user.id}`, { tier: 'gold' })).status).toBe(422);
    expect((await asBoss('PATCH', `/api/admin/users/${randomUUID()}`, { tier: 'sym' })).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('reads newest first, a page at a time', async () => {
    const user = await server.register();
    await asBoss('POST', `/api/admin/users/${user.user.id}/credits`, { amount: 5, note: 'Thanks' });
    await asBoss('PATCH', `/api/admin/users/${user.user.id}`, { tier: 'motionmaker' });
    await asBoss('PUT', '/api/admin/settings', { registration: 'open' });
    const page = await latestAudit(2);
    expect(page).toMatchObject({ limit: 2, offset: 0 });
    expect(page.items.map((entry) => entry.action)).toEqual(['settings.registration', 'user.tier']);
    expect(page.items[0]).toMatchObject({ targetUserId: null, details: { from: 'open', to: 'open' } });
    expect((await latestAudit(1, 2)).items.map((entry) => entry.action)).toEqual(['credits.grant']);
    expect(page.total).toBeGreaterThanOrEqual(3);
  });
});

/** Each administrative operation with an input that succeeds for an administrator (its example, with a real user). */
const ADMIN_OPERATIONS = Object.entries(OPERATION_GROUPS.admin) as [string, OperationContract][];

describe('nobody but an administrator', () => {
  it('lists every administrative operation as session-only', () => {
    expect(ADMIN_OPERATIONS.length).toBeGreaterThanOrEqual(6);
    for (const [name, contract] of ADMIN_OPERATIONS) {
      expect(contract.sessionOnly, name).toBe(true);
      expect(contract.http?.path.startsWith('/api/admin/'), name).toBe(true);
    }
  });

  it('refuses a plain user, a pro user, a team owner and a team admin every operation (403); serves the administrator', async () => {
    const [plain, pro, owner, teamAdmin, target] = [
      await server.register({ email: uniqueEmail('plain') }),
      await server.register({ email: uniqueEmail('pro') }),
      await server.register({ email: uniqueEmail('owner') }),
      await server.register({ email: uniqueEmail('team-admin') }),
      await server.register({ email: uniqueEmail('target') }),
    ];
    for (const user of [pro, teamAdmin]) {
      await asBoss('PATCH', `/api/admin/users/${user.user.id}`, { tier: 'motionmaker' });
    }
    const teamId = await insertTeam(owner, 'Northlight');
    await server.database.db.insert(teamMembers).values({ teamId, userId: teamAdmin.user.id, role: 'admin' });
    const socket = await openRpcSocket(server, plain.accessToken);
    try {
      for (const [name, contract] of ADMIN_OPERATIONS) {
        const example = { ...(contract.example?.input as Record<string, unknown>) };
        const targetId = contract.http!.path.startsWith('/api/admin/teams/') ? teamId : target.user.id;
        const input = 'id' in example ? { ...example, id: targetId } : example;
        for (const [role, caller] of Object.entries({ plain, pro, owner, teamAdmin })) {
          const refused = await callOperation(server, name, contract, input, caller.accessToken);
          expect(refused.status, `${name} as ${role}: ${refused.text}`).toBe(403);
          expect(refused.body.error, `${name} as ${role}`).toMatchObject({
            code: 'FORBIDDEN',
            message: 'Only site administrators can do this',
          });
        }
        const overSocket = await socket.rpc(name, input);
        expect(overSocket, name).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
        expect((await callOperation(server, name, contract, input, undefined)).status, name).toBe(401);
        const served = await callOperation(server, name, contract, input, boss.accessToken);
        expect(served.status, `${name} as the administrator: ${served.text}`).toBe(200);
        expect(contract.output.safeParse(served.body.data).error, name).toBeUndefined();
      }
    } finally {
      socket.close();
    }
  });

  it("refuses an administrator's API key (403): only a signed-in session administers", async () => {
    await asBoss('PATCH', `/api/admin/users/${boss.user.id}`, { tier: 'motionmaker' });
    const created = await server.request('POST', '/api/api-keys', {
      token: boss.accessToken,
      body: { name: 'Pipeline' },
    });
    const key = dataOf<ApiKeyCreated>(created);
    const answer = await server.request('GET', '/api/admin/users', { token: key.secret });
    expect(refusalOf(answer, 403).message).toBe(API_KEY_MESSAGES.sessionOnly);
  });
});
