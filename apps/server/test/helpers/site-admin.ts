import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { teamInvitations, teams, users } from '../../src/db/schema.ts';
import { uniqueEmail, type ApiBody, type TestResponse, type TestServer } from './test-server.ts';

/** Runs the body with a server of its own, closed afterwards whatever happens. */
export async function withServer(starting: Promise<TestServer>, body: (server: TestServer) => Promise<void>) {
  const server = await starting;
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

/** The server message code and English text of a refusal with this status. */
export function refusalOf(answer: TestResponse<ApiBody>, status: number) {
  expect(answer.status, answer.text).toBe(status);
  const error = answer.body.error as { messageCode?: string; message: string } | undefined;
  return { code: error?.messageCode, message: error?.message };
}

/**
 * A team invitation row for an e-mail (a fresh one unless given), open unless told otherwise, in a team of the
 * site's first user; answers the e-mail.
 */
export async function insertInvitation(
  server: TestServer,
  state: Partial<{ email: string; expiresAt: Date; acceptedAt: Date; revokedAt: Date }> = {},
): Promise<string> {
  const { db } = server.database;
  const [owner] = await db.select({ id: users.id }).from(users).limit(1);
  const [team] = await db
    .insert(teams)
    .values({
      name: 'Northlight',
      ownerId: owner!.id,
      planId: 'motionmaker',
      nextResetAt: new Date(Date.now() + 864e5),
    })
    .returning();
  const email = state.email ?? uniqueEmail('invited');
  await db.insert(teamInvitations).values({
    teamId: team!.id,
    email,
    role: 'editor',
    tokenHash: randomBytes(32).toString('hex'),
    expiresAt: state.expiresAt ?? new Date(Date.now() + 864e5),
    acceptedAt: state.acceptedAt ?? null,
    revokedAt: state.revokedAt ?? null,
  });
  return email;
}
