// p50/p99 latency of GET /api/projects?includePreviews=true for a user with 200 projects × 20 shots each.
// Usage: node --import tsx bench/projects-list.ts [--requests 200] [--limit 50]
// Uses the embedded database in a temporary folder, or PostgreSQL when DATABASE_URL is set (in a fresh schema).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config/index.ts';
import { projects, scenarios, shotGenerations, shots } from '../apps/server/src/db/schema.ts';
import { startServer } from '../apps/server/src/composition/process.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const PROJECTS = 200;
const SHOTS_PER_PROJECT = 20;
const REQUESTS = argument('requests', 200);
const LIMIT = argument('limit', 50);

const root = mkdtempSync(join(tmpdir(), 'sym-bench-projects-'));
const schema = process.env.DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : undefined;
const config = loadConfig({
  ...process.env,
  DATA_DIR: join(root, 'data'),
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  // On PostgreSQL the server wants its trial-only defaults chosen (config/deployment-checks.ts).
  ...(schema
    ? { DATABASE_SCHEMA: schema, CREDITS_SELF_SERVICE: 'true', JWT_SECRET: 'bench-secret-bench-secret-bench-01' }
    : {}),
});
const server = await startServer(config);
try {
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench User', email: `bench-${Date.now()}@example.com`, password: 'bench password' }),
  });
  const { data } = (await registered.json()) as { data: { accessToken: string; user: { id: string } } };
  const db = server.database.db;

  const seedStarted = performance.now();
  for (let p = 0; p < PROJECTS; p += 1) {
    const [project] = await db
      .insert(projects)
      .values({ userId: data.user.id, name: `Project ${p}`, description: `Seeded project number ${p}` })
      .returning();
    const [scenario] = await db
      .insert(scenarios)
      .values({ projectId: project!.id, userId: data.user.id, name: 'Episode 1' })
      .returning();
    const shotRows = await db
      .insert(shots)
      .values(
        Array.from({ length: SHOTS_PER_PROJECT }, (_, s) => ({
          scenarioId: scenario!.id,
          sequence: s + 1,
          description: `Shot ${s + 1}`,
          duration: 2 + (s % 4),
        })),
      )
      .returning();
    await db.insert(shotGenerations).values(
      shotRows.map((shot) => ({
        shotId: shot.id,
        kind: 'image',
        status: 'completed',
        url: `https://images.example/${shot.id}.png`,
      })),
    );
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const url = `${server.url}/api/projects?includePreviews=true&limit=${LIMIT}`;
  const headers = { authorization: `Bearer ${data.accessToken}` };
  for (let i = 0; i < 10; i += 1) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const timings: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { data: { items: unknown[]; total: number } };
    timings.push(performance.now() - started);
    if (response.status !== 200 || body.data.total !== PROJECTS)
      throw new Error(`unexpected answer ${response.status}`);
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
  console.log(
    `database: ${server.database.kind}; seeded ${PROJECTS} projects × ${SHOTS_PER_PROJECT} shots in ${seedSeconds.toFixed(1)} s`,
  );
  console.log(
    `GET /api/projects?includePreviews=true&limit=${LIMIT}: ${REQUESTS} requests, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${timings.at(-1)!.toFixed(1)} ms`,
  );
} finally {
  await server.close();
  if (schema && process.env.DATABASE_URL) {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  rmSync(root, { recursive: true, force: true });
}
