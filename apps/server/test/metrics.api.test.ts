import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connect } from 'socket.io-client';
import type { JobTicket, Scenario, Shot } from '@sym/contracts';
import { dataOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';
import { startTestServer } from './helpers/test-server.ts';

// Prometheus metrics (issue 37): served behind METRICS_TOKEN or on METRICS_PORT, never to anyone else; a request
// and a job show in them, with the queue, sockets, ffmpeg, the ledger, the database and the process.

const TOKEN = 'metrics-token-0123456789';
const server = useTestServer({ METRICS_TOKEN: TOKEN });
const fixtures = rowFixtures(server);

async function scrape(url: string, token: string | null = TOKEN): Promise<Response> {
  return fetch(`${url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The value of one sample, e.g. `sym_job_retries_total{kind="shot-image"}`; undefined when absent. */
function sampleOf(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe('metrics', () => {
  it('answers only a bearer of METRICS_TOKEN: 401 without it or with another, the text format with it', async () => {
    expect((await scrape(server.url, null)).status).toBe(401);
    expect((await scrape(server.url, 'metrics-token-wrong-0000')).status).toBe(401);
    expect((await scrape(server.url, `${TOKEN}x`)).status).toBe(401);
    const answer = await scrape(server.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(sampleOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('shows a request by its route pattern and status, and the database statements it took', async () => {
    const account = await server.register();
    const project = await fixtures.project(account.user.id);
    const path = `/api/projects/${project.id}`;
    expect((await server.request('GET', path, { token: account.accessToken })).status).toBe(200);
    expect((await server.request('GET', `/api/projects/${randomUUID()}`, { token: account.accessToken })).status).toBe(
      404,
    );
    const text = await (await scrape(server.url)).text();
    const route = 'route="/api/projects/:id"';
    expect(sampleOf(text, `sym_http_request_duration_seconds_count{method="GET",${route},status="200"}`)).toBe(1);
    expect(sampleOf(text, `sym_http_request_duration_seconds_count{method="GET",${route},status="404"}`)).toBe(1);
    expect(text).not.toContain(project.id);
    expect(sampleOf(text, 'sym_db_query_duration_seconds_count{statement="select"}')).toBeGreaterThan(0);
  });

  it('shows a job: its wait, its attempt, the ledger’s reservation and capture, the ffmpeg render and the queue', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const project = await fixtures.project(account.user.id);
    const scenario = dataOf<Scenario>(
      await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep 1', projectId: project.id } }),
    );
    const base = `/api/scenarios/${scenario.id}`;
    const shot = dataOf<Shot>(
      await server.request('POST', `${base}/shots`, {
        token,
        body: { description: 'A lighthouse at dusk', duration: 2, animationInstructions: 'Slow push in' },
      }),
    );
    const before = await (await scrape(server.url)).text();
    for (const step of ['generate', 'generate-video']) {
      const ticket = dataOf<JobTicket>(await server.request('POST', `${base}/shots/${shot.id}/${step}`, { token }));
      const job = await waitForJob(server, token, ticket);
      expect(job.status, job.error ?? '').toBe('completed');
    }
    const text = await (await scrape(server.url)).text();
    const moved = (sample: string) => (sampleOf(text, sample) ?? 0) - (sampleOf(before, sample) ?? 0);
    for (const kind of ['shot-image', 'shot-video']) {
      expect(moved(`sym_job_wait_seconds_count{kind="${kind}"}`), kind).toBe(1);
      expect(moved(`sym_job_duration_seconds_count{kind="${kind}",outcome="completed"}`), kind).toBe(1);
    }
    expect(moved('sym_ledger_entries_total{kind="reservation"}')).toBe(2);
    expect(moved('sym_ledger_entries_total{kind="capture"}')).toBe(2);
    expect(moved('sym_ledger_credits_total{kind="reservation"}')).toBeGreaterThan(0);
    expect(moved('sym_ffmpeg_render_seconds_count{outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^sym_job_queue_depth\{kind="export"\} 0$/m);
  });

  it('counts the sockets connected to this process and the rooms they are in', async () => {
    const account = await server.register();
    const socket = connect(server.url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: account.accessToken },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('auth:ok', () => resolve());
        socket.once('connect_error', reject);
      });
      const text = await (await scrape(server.url)).text();
      expect(sampleOf(text, 'sym_socket_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleOf(text, 'sym_socket_rooms{kind="user"}')).toBeGreaterThanOrEqual(1);
    } finally {
      socket.disconnect();
    }
  });
});

describe('metrics elsewhere', () => {
  it('are unknown on the app without METRICS_TOKEN, and served on METRICS_PORT, asking the token there too', async () => {
    const apart = await startTestServer({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    const plain = await startTestServer();
    try {
      expect((await scrape(plain.url)).status).toBe(404);
      expect(plain.metricsPort).toBeUndefined();
      const port = `http://127.0.0.1:${apart.metricsPort}`;
      expect((await scrape(port, null)).status).toBe(401);
      const text = await (await scrape(port)).text();
      expect(text).toContain('# TYPE sym_http_request_duration_seconds histogram');
      expect((await fetch(`${port}/api/health`)).status).toBe(404);
    } finally {
      await apart.close();
      await plain.close();
    }
  });
});
