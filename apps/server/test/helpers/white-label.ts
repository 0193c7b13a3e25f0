import http from 'node:http';
import { eq } from 'drizzle-orm';
import type { TeamRole, WhiteLabelUpdateInput } from '@sym/contracts';
import { teamMembers, teams, users } from '../../src/db/schema.ts';
import type { TestServer } from './test-server.ts';

/** A team inserted straight into the database, with its owner and members in the roles given. */
export async function insertTeam(
  server: TestServer,
  ownerId: string,
  members: ReadonlyArray<{ userId: string; role: Exclude<TeamRole, 'owner'> }> = [],
) {
  const db = server.database.db;
  const [team] = await db
    .insert(teams)
    .values({
      name: 'Northlight Studio',
      ownerId,
      planId: 'motionmaker',
      nextResetAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await db
    .insert(teamMembers)
    .values([
      { teamId: team!.id, userId: ownerId, role: 'owner' },
      ...members.map((member) => ({ teamId: team!.id, ...member })),
    ]);
  return team!;
}

/** Makes the user the site administrator (what site administration will grant), behind the server's back. */
export async function makeSiteAdmin(server: TestServer, userId: string): Promise<void> {
  await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
  await server.services.sessionInvalidation.publish({ userId });
}

/** PUT /api/white-label as the token's user. */
export function putBrand(server: TestServer, token: string, body: WhiteLabelUpdateInput) {
  return server.request('PUT', '/api/white-label', { token, body });
}

/** What a page request answered (node's http client: fetch does not let a caller choose the Host header). */
export interface HostResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** GET `path` from the test server as if the browser had asked for it at `host` (a brand's custom domain). */
export function getWithHost(server: TestServer, path: string, host: string): Promise<HostResponse> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
