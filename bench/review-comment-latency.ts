// How long a guest's comment takes to reach a member: the guest POSTs through the review link (no account), the
// member's socket in the project room receives comment:created, and another guest's socket in the review room
// receives review:comment:created. Usage: node --import tsx bench/review-comment-latency.ts [--comments 200].
// The server runs in this process (embedded database, or PostgreSQL in a fresh schema when DATABASE_URL is set);
// latency = arrival − the moment the POST was sent (one clock), so it includes the HTTP request and the commit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { SERVER_EVENTS } from '@sym/contracts';
import { loadConfig } from '../apps/server/src/config/index.ts';
import { startServer } from '../apps/server/src/composition/process.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const COMMENTS = argument('comments', 200);
const SPACING_MS = 20;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    received: `${sorted.length}/${COMMENTS}`,
    p50_ms: percentile(sorted, 50).toFixed(2),
    p99_ms: percentile(sorted, 99).toFixed(2),
    max_ms: sorted[sorted.length - 1]!.toFixed(2),
  };
}

/** The send time a probe comment carries in its body ("probe@<ms>"). */
function sentAtOf(body: unknown): number | undefined {
  const marker = typeof body === 'string' ? body.match(/^probe@([0-9.]+)$/)?.[1] : undefined;
  return marker ? Number(marker) : undefined;
}

async function connect(url: string, auth?: Record<string, string>): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth });
  const signedIn = auth ? new Promise<void>((resolve) => socket.once('auth:ok', () => resolve())) : undefined;
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await signedIn;
  return socket;
}

function joinRoom(socket: Socket, event: string, payload: unknown): Promise<void> {
  return new Promise((resolve, reject) =>
    socket.emit(event, payload, (ack: { success?: boolean; error?: unknown }) =>
      ack?.success === false ? reject(new Error(JSON.stringify(ack.error))) : resolve(),
    ),
  );
}

const root = mkdtempSync(join(tmpdir(), 'sym-bench-review-'));
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `bench_review_${Date.now().toString(36)}` : undefined;
const config = loadConfig({
  ...process.env,
  DATA_DIR: join(root, 'data'),
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  ...(schema
    ? { DATABASE_SCHEMA: schema, CREDITS_SELF_SERVICE: 'true', JWT_SECRET: 'bench-secret-bench-secret-bench-01' }
    : {}),
});
const server = await startServer(config);
const sockets: Socket[] = [];
try {
  const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: Record<string, unknown> };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const registered = await call('POST', '/api/auth/register', undefined, {
    name: 'Bench Owner',
    email: `bench-${Date.now()}@example.com`,
    password: 'bench password',
  });
  const token = registered.accessToken as string;
  const project = await call('POST', '/api/projects', token, { name: 'Review bench' });
  const scenario = await call('POST', '/api/scenarios', token, { projectId: project.id, name: 'Episode 1' });
  await call('POST', `/api/scenarios/${scenario.id as string}/shots`, token, { description: 'A shot' });
  const review = await call('POST', `/api/scenarios/${scenario.id as string}/reviews`, token, { name: 'Client' });

  const memberLatencies: number[] = [];
  const guestLatencies: number[] = [];
  const member = await connect(server.url, { token, clientId: 'bench-member-0001' });
  sockets.push(member);
  await joinRoom(member, 'join-project', { projectId: project.id });
  member.on(SERVER_EVENTS.commentCreated, (payload: { data?: { body?: unknown } }) => {
    const sent = sentAtOf(payload.data?.body);
    if (sent !== undefined) memberLatencies.push(now() - sent);
  });
  const otherGuest = await connect(server.url);
  sockets.push(otherGuest);
  await joinRoom(otherGuest, 'review:join', { token: review.token });
  otherGuest.on(SERVER_EVENTS.reviewCommentCreated, (payload: { body?: unknown }) => {
    const sent = sentAtOf(payload.body);
    if (sent !== undefined) guestLatencies.push(now() - sent);
  });

  for (let i = 0; i < COMMENTS; i += 1) {
    const sentAt = now();
    await call('POST', `/api/public/reviews/${review.token as string}/comments`, undefined, {
      guestName: 'Client',
      body: `probe@${sentAt}`,
    });
    await sleep(SPACING_MS);
  }
  await sleep(500);
  console.log(
    `Guest comment → member (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), ${COMMENTS} comments, ${SPACING_MS} ms apart`,
  );
  console.table({
    'member, project room (comment:created)': summary(memberLatencies),
    'other guest, review room (review:comment:created)': summary(guestLatencies),
  });
} finally {
  for (const socket of sockets) socket.disconnect();
  await server.close();
  rmSync(root, { recursive: true, force: true });
  if (databaseUrl && schema) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
    await client.end();
  }
}
