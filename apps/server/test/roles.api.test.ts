import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuthResult, JobTicket, Scenario, Shot } from '@sym/contracts';
import { createProcessWorld, launchServer, outputOf, processClient, randomPort } from './helpers/server-process.ts';

// The api and worker roles in separate processes: the API queues, the worker (another process) runs the job.

const world = createProcessWorld();
const children: ChildProcess[] = [];
const isPostgres = Boolean(process.env.DATABASE_URL);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await world.cleanup();
});

describe('server roles', () => {
  it.skipIf(isPostgres)('refuses a worker-only process on the embedded database, saying why', async () => {
    const child = launchServer(world.env(), ['--roles=worker']);
    children.push(child);
    const { code, stderr } = await outputOf(child);
    expect(code).toBe(1);
    expect(stderr).toContain('The worker role runs in a process of its own only on PostgreSQL: set DATABASE_URL.');
  });

  it.skipIf(!isPostgres)(
    'runs jobs queued by an api-only process in a worker-only process',
    async () => {
      const port = randomPort();
      const client = processClient(port);
      const api = launchServer(world.env({ PORT: String(port) }), ['--roles=api']);
      children.push(api);
      await client.waitHealthy();
      const auth = await client.call<AuthResult>('POST', '/api/auth/register', undefined, {
        name: 'Roles',
        email: `roles-${Date.now()}@example.com`,
        password: 'correct horse battery',
      });
      const token = auth.accessToken;
      const project = await client.call<{ id: string }>('POST', '/api/projects', token, { name: 'Roles' });
      const scenario = await client.call<Scenario>('POST', '/api/scenarios', token, {
        name: 'Ep',
        projectId: project.id,
      });
      const shot = await client.call<Shot>('POST', `/api/scenarios/${scenario.id}/shots`, token, {
        description: 'A red barn in a field',
      });
      const ticket = await client.call<JobTicket>(
        'POST',
        `/api/scenarios/${scenario.id}/shots/${shot.id}/generate`,
        token,
        {},
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const waiting = await client.pollJob(token, ticket, () => true);
      expect(waiting.status).toBe('queued');

      const worker = launchServer(world.env({ JOB_POLLING_SECONDS: '0.5' }), ['--roles', 'worker']);
      children.push(worker);
      const done = await client.pollJob(token, ticket, (job) => job.status === 'completed' || job.status === 'failed');
      expect(done.status, done.error ?? '').toBe('completed');
    },
    120_000,
  );
});
