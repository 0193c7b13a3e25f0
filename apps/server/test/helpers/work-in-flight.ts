import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { AUDIO_UPLOAD_FIELD, CLIENT_EVENTS, SERVER_EVENTS } from '@sym/contracts';
import type { AuthResult, Export, Job, JobTicket, Scenario, Shot, VoiceClip } from '@sym/contracts';

// A server process with every kind of work in flight at once, as a stop meets it in production: an export whose
// clips ffmpeg is rendering, a spoken line being synthesised, an upload whose client sent half of it and went quiet,
// and open Socket.IO connections (WebSocket and long-polling). Used by shutdown-in-flight.api.test.ts and by
// bench/shutdown-in-flight.ts, outside vitest too (nothing here imports it).

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A line long enough that espeak is still speaking it when the stop comes (the contract's maximum is 2,000). */
export const LONG_LINE = Array.from(
  { length: 24 },
  (_, index) => `Wave ${index + 1} breaks on the harbour wall and the gulls rise.`,
)
  .join(' ')
  .slice(0, 1_900);

/** JSON calls to the server at `base`; throws with the error's text on a failed envelope. */
export function jsonClient(base: string) {
  return async function call<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const parsed = (await response.json()) as { success: boolean; data: T; error?: { message: string } };
    if (!parsed.success) throw new Error(`${method} ${url}: ${response.status} ${parsed.error?.message}`);
    return parsed.data;
  };
}

/** Reads `read` until `isDone` says so; throws after `ceilingMs` (a ceiling for a stuck run, not a time budget). */
export async function until<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  what: string,
  ceilingMs = 120_000,
) {
  for (const deadline = Date.now() + ceilingMs; ;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`${what}: still not there after ${ceilingMs} ms (${JSON.stringify(value)?.slice(0, 300)})`);
    }
    await pause(50);
  }
}

/** A signed-in owner's scenario: the token, the project and the scenario's id. */
export interface OwnedScenario {
  token: string;
  projectId: string;
  scenarioId: string;
}

/** A new user with a project, an episode of `shots` shots of `seconds` each and a generated image for every shot. */
export async function scenarioWithImages(base: string, label: string, shots = 6, seconds = 4): Promise<OwnedScenario> {
  const call = jsonClient(base);
  const auth = await call<AuthResult>('POST', '/api/auth/register', undefined, {
    name: 'Stop',
    email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'correct horse battery',
  });
  const token = auth.accessToken;
  const project = await call<{ id: string }>('POST', '/api/projects', token, { name: 'Stop test' });
  const scenario = await call<Scenario>('POST', '/api/scenarios', token, { name: 'Ep', projectId: project.id });
  const scenarioUrl = `/api/scenarios/${scenario.id}`;
  const tickets: JobTicket[] = [];
  for (let index = 0; index < shots; index += 1) {
    const shot = await call<Shot>('POST', `${scenarioUrl}/shots`, token, {
      description: `A lighthouse on a cliff, wave ${index + 1}`,
      cameraMotion: 'zoom_in',
      duration: seconds,
    });
    tickets.push(await call<JobTicket>('POST', `${scenarioUrl}/shots/${shot.id}/generate`, token, {}));
  }
  for (const ticket of tickets) {
    const job = await until(
      () => call<Job>('GET', `/api/jobs/${ticket.queue}/${ticket.jobId}`, token),
      (row) => row.status === 'completed' || row.status === 'failed',
      'a shot image',
    );
    if (job.status !== 'completed') throw new Error(`a shot image failed: ${job.error}`);
  }
  return { token, projectId: project.id, scenarioId: scenario.id };
}

/** Starts an export and resolves once its clips are being rendered (progress, or a clip being written). */
export async function exportRendering(base: string, scenario: OwnedScenario, dataDir: string): Promise<string> {
  const call = jsonClient(base);
  const url = `/api/scenarios/${scenario.scenarioId}`;
  const started = await call<Export>('POST', `${url}/export`, scenario.token, { kind: 'video' });
  const cache = path.join(dataDir, 'export-cache');
  const isWritingClip = () =>
    fs.existsSync(cache) && fs.readdirSync(cache, { recursive: true }).some((name) => String(name).endsWith('.part'));
  await until(
    () => call<Export>('GET', `${url}/exports/${started.exportId}`, scenario.token),
    (row) => {
      if (row.status !== 'processing') throw new Error(`the export ended before the stop: ${row.status}`);
      return row.progress > 0 || isWritingClip();
    },
    'the export render',
  );
  return started.exportId;
}

/** A job as GET /api/jobs/{queue}/{jobId} reads it. */
export interface JobRef {
  queue: JobTicket['queue'];
  jobId: string;
}

/** Asks for a long spoken line; resolves with its speech job once a worker took it (or it is already done). */
export async function speechStarted(base: string, scenario: OwnedScenario): Promise<JobRef> {
  const call = jsonClient(base);
  const clip = await call<VoiceClip>('POST', `/api/scenarios/${scenario.scenarioId}/voice-clips`, scenario.token, {
    text: LONG_LINE,
  });
  if (!clip.jobId) throw new Error('the voice clip has no speech job');
  const ticket: JobRef = { queue: 'speech-generation', jobId: clip.jobId };
  await until(
    () => call<Job>('GET', `/api/jobs/${ticket.queue}/${ticket.jobId}`, scenario.token),
    (job) => job.status !== 'queued',
    'the speech job',
  );
  return ticket;
}

/** Signed-in sockets in the episode's project: `websockets` over WebSocket, `polls` over HTTP long-polling. */
export async function openSockets(base: string, scenario: OwnedScenario, websockets = 3, polls = 1): Promise<Socket[]> {
  const open = async (transport: 'websocket' | 'polling'): Promise<Socket> => {
    const socket = connect(base, {
      path: '/socket.io',
      transports: [transport],
      reconnection: false,
      auth: { token: scenario.token },
    });
    const signedIn = new Promise<void>((resolve) => socket.once(SERVER_EVENTS.authOk, () => resolve()));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    await signedIn;
    await new Promise<void>((resolve) =>
      socket.emit(CLIENT_EVENTS.joinProject, { projectId: scenario.projectId }, () => resolve()),
    );
    return socket;
  };
  return Promise.all([
    ...Array.from({ length: websockets }, () => open('websocket')),
    ...Array.from({ length: polls }, () => open('polling')),
  ]);
}

export interface HalfSentUpload {
  socket: net.Socket;
  /** Resolves when the server closed the connection (or answered and closed): the upload did not hold the stop. */
  closed: Promise<{ answered: string }>;
}

/**
 * An episode-audio upload whose client sends the headers and the first kilobytes of a 1 MB multipart body, then
 * nothing more, keeping the connection open (a phone that lost its network mid-upload).
 */
export async function halfSentUpload(base: string, scenario: OwnedScenario): Promise<HalfSentUpload> {
  const { hostname, port } = new URL(base);
  const socket = net.connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let answered = '';
  socket.on('data', (chunk: Buffer) => (answered += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<{ answered: string }>((resolve) => socket.once('close', () => resolve({ answered })));
  const boundary = '----sym-stop-test';
  const head = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${AUDIO_UPLOAD_FIELD}"; filename="line.mp3"`,
    'Content-Type: audio/mpeg',
    '',
    '',
  ].join('\r\n');
  socket.write(
    [
      `POST /api/upload/scenario/${scenario.scenarioId}/audio HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Authorization: Bearer ${scenario.token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${1024 * 1024}`,
      '',
      '',
    ].join('\r\n'),
  );
  // The body comes a moment after the headers, as over a slow link: the route is reading it when it stops coming.
  await pause(200);
  socket.write(head);
  socket.write(Buffer.alloc(8 * 1024, 0xff));
  await pause(200);
  return { socket, closed };
}
