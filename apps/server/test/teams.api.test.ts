// Teams (issue 33): creating a team, listing one's teams, inviting by e-mail (a link that works once, for the
// invited address, until it expires; mailed when SMTP is set up), accepting, and the seats of the team's plan.
// Roles, removal and access loss: team-members.api.test.ts.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES, type Team } from '@sym/contracts';
import { teamInvitations, teamMembers, teams } from '../src/db/schema.ts';
import { dataOf, errorOf, openRpcSocket, useTestServer } from './helpers/fixtures.ts';
import { startSmtpServer, type LocalSmtpServer } from './helpers/smtp-server.ts';
import { teamApi, type InvitationCreated, type MembersResult } from './helpers/teams.ts';
import { putBrand } from './helpers/white-label.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let smtp: LocalSmtpServer;
let running: TestServer | undefined;
beforeAll(async () => {
  smtp = await startSmtpServer();
  running = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await running?.close();
  await smtp?.close();
});
/** The file's server (with mail), for helpers built before it starts. */
const server = new Proxy({} as TestServer, {
  get: (_target, key) => Reflect.get(running ?? failNotStarted(), key),
});
function failNotStarted(): never {
  throw new Error('The test server is not started yet');
}

const { fixtures, proUser, createTeam, invite, accept, members, memberOf } = teamApi(server);
const DAY_MS = 24 * 60 * 60 * 1000;
const SEATS_FULL = 'Seat limit reached (10 seats on Motion Maker Pro). Upgrade your plan to add more members.';

describe('creating and listing teams', () => {
  it('makes the creator its owner and first seat, on the plan of their edition', async () => {
    const owner = await proUser();
    const before = Date.now();
    const team = await createTeam(owner, '  Northlight Studio ');
    expect(team).toMatchObject({
      name: 'Northlight Studio',
      ownerId: owner.user.id,
      role: 'owner',
      memberCount: 1,
      seats: 10,
      projectCount: 0,
    });
    const [row] = await server.database.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row!.planId).toBe('motionmaker');
    // The pool's allocation comes again in about a month.
    expect(row!.nextResetAt.getTime()).toBeGreaterThan(before + 27 * DAY_MS);
    expect(row!.nextResetAt.getTime()).toBeLessThan(Date.now() + 32 * DAY_MS);

    await fixtures.project(owner.user.id, { teamId: team.id, name: 'Team film' });
    await fixtures.project(owner.user.id, { teamId: team.id, name: 'Binned', status: 'deleted' });
    await fixtures.project(owner.user.id, { name: 'Personal' });
    const listed = dataOf<Team[]>(await server.request('GET', '/api/teams', { token: owner.accessToken }));
    expect(listed).toEqual([{ ...team, projectCount: 1 }]);
  });

  it('lists only the teams the caller belongs to, over REST and the socket alike', async () => {
    const owner = await proUser();
    const stranger = await proUser();
    const team = await createTeam(owner, 'Harbour Films');
    expect(dataOf<Team[]>(await server.request('GET', '/api/teams', { token: stranger.accessToken }))).toEqual([]);
    const editor = await memberOf(owner, team.id, 'editor');
    const rpc = await openRpcSocket(server, editor.accessToken);
    try {
      const answer = await rpc.rpc('teams.list', {});
      expect(answer).toMatchObject({ success: true, data: [{ id: team.id, role: 'editor', memberCount: 2 }] });
    } finally {
      rpc.close();
    }
  });

  it('refuses a nameless team (422) and a caller without a token (401)', async () => {
    const owner = await proUser();
    const refused = errorOf(
      await server.request('POST', '/api/teams', { token: owner.accessToken, body: { name: ' ' } }),
      422,
    );
    expect(refused.details?.[0]?.field).toBe('name');
    errorOf(await server.request('POST', '/api/teams', { body: { name: 'No one' } }), 401);
    errorOf(await server.request('GET', '/api/teams'), 401);
  });
});

describe('invitations', () => {
  it("signs the invitation mail with the team's white label: product name and sender", async () => {
    const owner = await proUser({ name: 'Ines Brand' });
    const team = await createTeam(owner, 'Harbour Lights');
    dataOf(
      await putBrand(server, owner.accessToken, {
        teamId: team.id,
        productName: 'Harbour Boards',
        emailSenderName: 'Harbour Studio',
      }),
    );
    const invitee = await proUser();
    dataOf<InvitationCreated>(await invite(owner, team.id, invitee.user.email));
    const mail = await smtp.waitForMail(invitee.user.email, /invited you to the team Harbour Lights on Harbour Boards/);
    expect(mail.fromHeader).toContain('Harbour Studio');
    expect(mail.text).toContain('on Harbour Boards as editor');
  });

  it('answers the link once, keeps only its hash, mails it, and lets the invited address join once', async () => {
    const owner = await proUser({ name: 'Mara Lind' });
    const team = await createTeam(owner, 'Lighthouse Pictures');
    const invitee = await proUser({ name: 'Ana Ortiz' });
    const created = dataOf<InvitationCreated>(await invite(owner, team.id, invitee.user.email.toUpperCase()));
    expect(created.token).toMatch(/^tinv_[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`${server.config.PUBLIC_URL}/invite/${created.token}`);
    expect(created.emailed).toBe(true);
    expect(created.invitation).toMatchObject({ email: invitee.user.email, role: 'editor' });
    const expiresIn = Date.parse(created.invitation.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * DAY_MS);

    const [row] = await server.database.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.id, created.invitation.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(5));

    const mail = await smtp.waitForMail(invitee.user.email, /Mara Lind invited you to the team Lighthouse Pictures/);
    expect(mail.text).toContain(created.url);
    expect(mail.text).toContain('"Lighthouse Pictures"');
    expect(mail.text).toContain(`Mara Lind (${owner.user.email})`);
    expect(mail.text).toContain('as editor');

    const listed = dataOf<MembersResult>(await members(owner, team.id));
    expect(listed.invitations).toEqual([created.invitation]);
    expect(listed.seats).toEqual({ used: 2, limit: 10 });

    const other = await proUser();
    expect(errorOf(await accept(other, created.token), 403).message).toBe(TEAM_MESSAGES.invitationOtherEmail);

    const joined = dataOf<{ team: Team }>(await accept(invitee, created.token));
    expect(joined.team).toMatchObject({ id: team.id, name: 'Lighthouse Pictures', role: 'editor', memberCount: 2 });
    expect(errorOf(await accept(invitee, created.token), 404).message).toBe(TEAM_MESSAGES.invitationGone);

    const after = dataOf<MembersResult>(await members(owner, team.id));
    expect(after.members.map(({ userId, role, name }) => ({ userId, role, name }))).toEqual([
      { userId: owner.user.id, role: 'owner', name: 'Mara Lind' },
      { userId: invitee.user.id, role: 'editor', name: 'Ana Ortiz' },
    ]);
    expect(after.invitations).toEqual([]);
    expect(after.seats).toEqual({ used: 2, limit: 10 });
    // An unknown token is gone too, and accepting needs a signed-in user.
    expect(errorOf(await accept(invitee, `tinv_${'x'.repeat(43)}`), 404).message).toBe(TEAM_MESSAGES.invitationGone);
    errorOf(await server.request('POST', `/api/invitations/${created.token}/accept`), 401);
  });

  it('forgets an expired link, a revoked one, and the one a new invitation of the same address replaced', async () => {
    const owner = await proUser();
    const team = await createTeam(owner);
    const invitee = await proUser();
    const first = dataOf<InvitationCreated>(await invite(owner, team.id, invitee.user.email, 'editor'));
    const second = dataOf<InvitationCreated>(await invite(owner, team.id, invitee.user.email, 'viewer'));
    // The address holds one seat, with the newer link.
    const listed = dataOf<MembersResult>(await members(owner, team.id));
    expect(listed.invitations.map((invitation) => invitation.id)).toEqual([second.invitation.id]);
    expect(listed.seats.used).toBe(2);
    expect(errorOf(await accept(invitee, first.token), 404).message).toBe(TEAM_MESSAGES.invitationGone);

    // Expired (moved into the past in the database): gone, and it holds no seat any more.
    await server.database.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, second.invitation.id));
    expect(dataOf<MembersResult>(await members(owner, team.id)).seats.used).toBe(1);
    expect(errorOf(await accept(invitee, second.token), 404).message).toBe(TEAM_MESSAGES.invitationGone);

    // Revoked: gone; revoking it again finds nothing open.
    const third = dataOf<InvitationCreated>(await invite(owner, team.id, invitee.user.email, 'commenter'));
    const revokePath = `/api/teams/${team.id}/invitations/${third.invitation.id}`;
    const revoked = dataOf<{ invitationId: string; revokedAt: string }>(
      await server.request('DELETE', revokePath, { token: owner.accessToken }),
    );
    expect(revoked.invitationId).toBe(third.invitation.id);
    expect(errorOf(await accept(invitee, third.token), 404).message).toBe(TEAM_MESSAGES.invitationGone);
    expect(errorOf(await server.request('DELETE', revokePath, { token: owner.accessToken }), 404).message).toBe(
      TEAM_MESSAGES.invitationGone,
    );
    expect(dataOf<MembersResult>(await members(owner, team.id)).invitations).toEqual([]);
    expect(dataOf<Team[]>(await server.request('GET', '/api/teams', { token: invitee.accessToken }))).toEqual([]);
  });

  it('refuses inviting a member (422), and accepting when already one (422)', async () => {
    const owner = await proUser();
    const team = await createTeam(owner);
    const editor = await memberOf(owner, team.id, 'editor');
    const refused = errorOf(await invite(owner, team.id, editor.user.email.toUpperCase()), 422);
    expect(refused.details).toEqual([{ field: 'email', message: TEAM_MESSAGES.alreadyMember }]);
    expect(errorOf(await invite(owner, team.id, owner.user.email), 422).details?.[0]?.message).toBe(
      TEAM_MESSAGES.alreadyMember,
    );

    // Someone who joined by another way meanwhile (written straight into the table here).
    const latecomer = await proUser();
    const created = dataOf<InvitationCreated>(await invite(owner, team.id, latecomer.user.email));
    await server.database.db.insert(teamMembers).values({ teamId: team.id, userId: latecomer.user.id, role: 'viewer' });
    const again = errorOf(await accept(latecomer, created.token), 422);
    expect(again.details?.[0]?.message).toBe(TEAM_MESSAGES.alreadyMember);
    // Nothing was used up: the link still stands, the role stays.
    const listed = dataOf<MembersResult>(await members(owner, team.id));
    expect(listed.invitations.map((invitation) => invitation.id)).toEqual([created.invitation.id]);
    expect(listed.members.find((member) => member.userId === latecomer.user.id)?.role).toBe('viewer');
  });

  it("stops at the plan's seats, open invitations included, with the limit message and its code", async () => {
    const owner = await proUser();
    const team = await createTeam(owner);
    await memberOf(owner, team.id, 'editor');
    const open: InvitationCreated[] = [];
    for (let index = 0; index < 8; index += 1) {
      open.push(dataOf<InvitationCreated>(await invite(owner, team.id, `seat-${index}-${team.id}@example.com`)));
    }
    expect(dataOf<MembersResult>(await members(owner, team.id)).seats).toEqual({ used: 10, limit: 10 });

    const late = await proUser();
    const full = await invite(owner, team.id, late.user.email);
    const error = errorOf(full, 403) as {
      code: string;
      message: string;
      messageCode?: string;
      messageParams?: unknown;
    };
    expect(error).toMatchObject({
      code: 'FORBIDDEN',
      message: SEATS_FULL,
      messageCode: 'team.seatsFull',
      messageParams: { limit: 10, plan: 'Motion Maker Pro' },
    });
    // Inviting an address again takes the place of its own invitation: no extra seat.
    dataOf(await invite(owner, team.id, `seat-0-${team.id}@example.com`, 'viewer'));

    // A revoked invitation frees its seat.
    dataOf(
      await server.request('DELETE', `/api/teams/${team.id}/invitations/${open[7]!.invitation.id}`, {
        token: owner.accessToken,
      }),
    );
    const lateInvitation = dataOf<InvitationCreated>(await invite(owner, team.id, late.user.email));

    // Seats are counted again on accepting: a plan that shrank meanwhile (one seat) lets nobody else in.
    await server.database.db.update(teams).set({ planId: 'sym' }).where(eq(teams.id, team.id));
    const refused = errorOf(await accept(late, lateInvitation.token), 403) as { messageCode?: string; message: string };
    expect(refused.messageCode).toBe('team.seatsFull');
    expect(refused.message).toBe('Seat limit reached (1 seats on Sym). Upgrade your plan to add more members.');
    await server.database.db.update(teams).set({ planId: 'motionmaker' }).where(eq(teams.id, team.id));
    expect(dataOf<{ team: Team }>(await accept(late, lateInvitation.token)).team.memberCount).toBe(3);
  });
});

describe('at the same time', () => {
  it('lets no rush of invitations past the seats, and a link be used only once', async () => {
    const owner = await proUser();
    const team = await createTeam(owner);
    const rush = await Promise.all(
      Array.from({ length: 14 }, (_, index) => invite(owner, team.id, `rush-${index}-${team.id}@example.com`)),
    );
    expect(rush.filter((answer) => answer.status === 200)).toHaveLength(9);
    for (const answer of rush.filter((each) => each.status !== 200)) {
      expect(errorOf(answer, 403).message).toBe(SEATS_FULL);
    }
    expect(dataOf<MembersResult>(await members(owner, team.id)).seats).toEqual({ used: 10, limit: 10 });

    const other = await createTeam(owner, 'Second team');
    const invitee = await proUser();
    const { token } = dataOf<InvitationCreated>(await invite(owner, other.id, invitee.user.email));
    const both = await Promise.all([accept(invitee, token), accept(invitee, token)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(dataOf<MembersResult>(await members(owner, other.id)).members).toHaveLength(2);
  });
});

describe('without SMTP', () => {
  const plain = useTestServer();
  const plainTeams = teamApi(plain);

  it('answers the link to copy and says no mail went out', async () => {
    const owner = await plainTeams.proUser();
    const team = await plainTeams.createTeam(owner);
    const created = dataOf<InvitationCreated>(await plainTeams.invite(owner, team.id, 'someone@example.com'));
    expect(created.emailed).toBe(false);
    expect(created.url).toBe(`${plain.config.PUBLIC_URL}/invite/${created.token}`);
  });
});
