// The README's "Running in production" section, followed line by line as a test (issue 37): PostgreSQL, S3
// (s3rver), Redis, the first administrator made with `npm run admin`, two API processes and a worker started as
// native processes with the section's settings, and its checks. Where a line has a `<placeholder>` or an example
// host, the test puts its own service's address or a fresh secret; ports become free ones; everything else is
// used as written. Then the system is used: the administrator signs in, a user's job queued on one API process is
// run by the worker and heard on the other process's socket, its image is served from S3, and the metrics show
// the request and the job. PostgreSQL only (the embedded database is one process).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type AuthResult,
  type FinishedJob,
  type JobTicket,
  type Shot,
} from '@sym/contracts';
import { CollabTab } from './helpers/collab-tabs.ts';
import { runOperatorScript } from './helpers/operator-script.ts';
import { readmeRecipe, type RecipeStep } from './helpers/readme-recipe.ts';
import { TEST_REDIS_URL } from './helpers/realtime-adapters.ts';
import { useS3rver } from './helpers/s3rver.ts';
import { createProcessWorld, launchServer, processClient, randomPort } from './helpers/server-process.ts';
import { until } from './helpers/work-in-flight.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const steps = readmeRecipe('production-recipe');
const bucket = steps.flatMap((step) => (step.kind === 'export' ? [step.settings['S3_BUCKET']] : [])).find(Boolean);
const s3 = useS3rver(bucket ?? 'studio-media', `recipe-${randomBytes(3).toString('hex')}`, { enabled: isPostgres });
const world = createProcessWorld({ realtime: 'redis' });
const children: ChildProcess[] = [];
const ADMIN_PASSWORD = 'a long production admin passphrase';

/** What following the recipe gave: the settings every process got, the processes by role and port, the checks. */
const followed = {
  shared: {} as Record<string, string>,
  skipped: [] as string[],
  started: [] as { role: string; port?: number; metricsPort: number }[],
  checked: [] as string[],
  admin: undefined as { email: string } | undefined,
};

/** The test's own value for a setting whose recipe value points at a service or is a secret. */
function ownValueOf(name: string): string | undefined {
  const services: Record<string, string | undefined> = {
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    S3_ENDPOINT: s3.settings['S3_ENDPOINT'],
    S3_ACCESS_KEY_ID: s3.settings['S3_ACCESS_KEY_ID'],
    S3_SECRET_ACCESS_KEY: s3.settings['S3_SECRET_ACCESS_KEY'],
    JWT_SECRET: randomBytes(24).toString('hex'),
    METRICS_TOKEN: randomBytes(16).toString('hex'),
  };
  return services[name];
}

/** The recipe's settings with the test's services and secrets; a placeholder or example host left over fails. */
function withOwnValues(settings: Record<string, string>): Record<string, string> {
  const own = Object.fromEntries(
    Object.entries(settings).map(([name, value]) => [name, ownValueOf(name) ?? value] as const),
  );
  const unknown = Object.entries(own).filter(([, value]) => value.includes('<') || value.includes('.internal'));
  if (unknown.length > 0) throw new Error(`No test value for ${unknown.map(([name]) => name).join(', ')}`);
  return own;
}

/** The recipe's ports, each given a free one of the test's. */
const ports = new Map<string, number>();
const portFor = (recipePort: string) => {
  if (!ports.has(recipePort)) ports.set(recipePort, randomPort());
  return ports.get(recipePort)!;
};

function envOf(settings: Record<string, string> = {}): NodeJS.ProcessEnv {
  return world.env({
    ...followed.shared,
    ...settings,
    DATABASE_SCHEMA: world.schema!,
    S3_PREFIX: s3.settings['S3_PREFIX']!,
  });
}

async function follow(step: RecipeStep): Promise<void> {
  if (step.kind === 'install') {
    // The test runs in the installed checkout; a missing web build only leaves the pages out.
    followed.skipped.push(step.line);
  } else if (step.kind === 'export') {
    Object.assign(followed.shared, withOwnValues(step.settings));
  } else if (step.kind === 'script') {
    const rootScript = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts[step.script];
    expect(rootScript).toBe(`node --import tsx apps/server/scripts/${step.script}.ts`);
    const result = await runOperatorScript(step.script, step.args, envOf(), `${ADMIN_PASSWORD}\n`);
    expect(result.code, result.stderr).toBe(0);
    followed.admin = { email: step.args[step.args.indexOf('--email') + 1]! };
  } else if (step.kind === 'start') {
    const { PORT, METRICS_PORT, ...rest } = step.settings;
    const port = PORT === undefined ? undefined : portFor(PORT);
    const metricsPort = portFor(METRICS_PORT!);
    const settings = { ...rest, METRICS_PORT: String(metricsPort), ...(port ? { PORT: String(port) } : {}) };
    children.push(launchServer(envOf(settings), step.args));
    followed.started.push({ role: step.args.join(' '), port, metricsPort });
  } else {
    const url = step.url.replace(/:(\d+)\//, (_match, port: string) => `:${ports.get(port) ?? 'unknown'}/`);
    const headers = Object.fromEntries(
      Object.entries(step.headers).map(
        ([name, value]) =>
          [name, value.replace(/\$([A-Z_]+)/g, (_match, setting: string) => followed.shared[setting] ?? '')] as const,
      ),
    );
    // As an operator would, retried until the processes are up.
    await until(
      () =>
        fetch(url, { headers }).then(
          (response) => response.status,
          () => 0,
        ),
      (status) => status === 200,
      `curl -f ${step.url}`,
    );
    followed.checked.push(step.url);
  }
}

beforeAll(async () => {
  if (!isPostgres) return;
  for (const step of steps) await follow(step);
}, 240_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await world.cleanup();
});

const apiOf = (index: number) => processClient(followed.started.filter((p) => p.port)[index]!.port!);
const metricsOf = async (role: 'api' | 'worker', index = 0) => {
  const process = followed.started.filter((p) => p.role.includes(role))[index]!;
  const response = await fetch(`http://127.0.0.1:${process.metricsPort}/metrics`, {
    headers: { authorization: `Bearer ${followed.shared['METRICS_TOKEN']}` },
  });
  expect(response.status).toBe(200);
  return response.text();
};
const sampleOf = (text: string, sample: string) => {
  const line = text.split('\n').find((entry) => entry.startsWith(`${sample} `));
  return line === undefined ? 0 : Number(line.slice(sample.length + 1));
};

describe.skipIf(!isPostgres)('the README’s production recipe, followed', () => {
  it('starts two API processes and a worker with the shared settings, and its checks pass', () => {
    expect(followed.skipped).toEqual(['npm ci && npm run build']);
    expect(followed.started.map((process) => process.role)).toEqual(['--roles=api', '--roles=api', '--roles=worker']);
    expect(followed.checked).toHaveLength(3);
    expect(followed.shared).toMatchObject({
      MEDIA_STORAGE: 's3',
      REALTIME_ADAPTER: 'redis',
      CREDITS_SELF_SERVICE: 'false',
    });
  });

  it('lets the administrator made by `npm run admin` sign in on either API process', async () => {
    for (const index of [0, 1]) {
      const api = apiOf(index);
      const auth = await api.call<AuthResult>('POST', '/api/auth/login', undefined, {
        email: followed.admin!.email,
        password: ADMIN_PASSWORD,
      });
      expect(auth.user.role).toBe('admin');
      await api.call('GET', '/api/admin/system', auth.accessToken);
    }
  });

  it('runs a job queued on one API process on the worker, tells the other process’s socket, and serves its image from S3', async () => {
    const [apiA, apiB] = [apiOf(0), apiOf(1)];
    const { token, scenario } = await apiB.newUserWithScenario('recipe');
    const base = `/api/scenarios/${scenario.id}`;
    const shot = await apiB.call<Shot>('POST', `${base}/shots`, token, { description: 'A lighthouse at dusk' });
    const tab = await CollabTab.open({ url: `http://127.0.0.1:${followed.started[0]!.port}` }, token);
    try {
      expect(await tab.send(CLIENT_EVENTS.joinProject, { projectId: scenario.projectId })).toMatchObject({
        success: true,
      });
      const ticket = await apiB.call<JobTicket>('POST', `${base}/shots/${shot.id}/generate`, token, {});
      await tab.waitFor<{ data: FinishedJob }>(
        SERVER_EVENTS.jobFinished,
        (event) => event.data.id === ticket.jobId && event.data.status === 'completed',
      );
    } finally {
      tab.close();
    }
    const [filled] = await apiA.call<Shot[]>('GET', `${base}/shots`, token);
    // The address is signed (and relative, or on PUBLIC_URL): asked of API process A.
    const address = new URL(filled!.imageUrl!, 'http://any');
    const image = await fetch(`http://127.0.0.1:${followed.started[0]!.port}${address.pathname}${address.search}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(fs.readdirSync(s3.directory, { recursive: true }).length).toBeGreaterThan(0);
  });

  it('shows the request on its API process and the job on the worker in the metrics', async () => {
    const api = await metricsOf('api', 1);
    expect(
      sampleOf(api, 'sym_http_request_duration_seconds_count{method="POST",route="/api/auth/login",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    const worker = await metricsOf('worker');
    expect(
      sampleOf(worker, 'sym_job_duration_seconds_count{kind="shot-image",outcome="completed"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleOf(worker, 'sym_ledger_entries_total{kind="capture"}')).toBeGreaterThanOrEqual(1);
    expect(sampleOf(worker, 'sym_job_queue_depth{kind="export"}')).toBe(0);
  });
});
