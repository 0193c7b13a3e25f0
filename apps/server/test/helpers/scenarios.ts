import type { AuthResult, Scenario, Shot } from '@sym/contracts';
import { dataOf, rowFixtures } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/** The body of the episode's shot number `index` (from 0). */
export type ShotBody = (index: number) => Record<string, unknown>;

/**
 * A project of the account with one episode created through the API, and `count` shots in it (POST, in order, each with its `shotBody`):
 * the episode's API base path and its shots as answered.
 */
export async function scenarioWithShots(server: TestServer, account: AuthResult, count: number, shotBody: ShotBody) {
  const token = account.accessToken;
  const project = await rowFixtures(server).project(account.user.id);
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep 1', projectId: project.id } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const shots: Shot[] = [];
  for (let index = 0; index < count; index += 1) {
    shots.push(dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body: shotBody(index) })));
  }
  return { project, scenario, base, shots };
}
