// Child process of bench/realtime-fanout.ts: opens N sockets, joins them to a room the parent names, and
// reports for every received probe event when it arrived (epoch milliseconds with sub-millisecond precision).
import { io, type Socket } from 'socket.io-client';

interface Setup {
  url: string;
  count: number;
  event: string;
  /** Socket handshake auth (token, clientId) for the studio; none for the bare Socket.IO server. */
  auth?: Record<string, string>;
  /** join-project {projectId} after authentication (the studio), or a bare `join` {room} (the baseline). */
  join: { event: string; payload: unknown };
}

const now = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
const arrivals: number[][] = [];

function sentAt(payload: unknown): number | undefined {
  const data = (payload as { data?: { shot?: { description?: string } }; sentAt?: number }) ?? {};
  if (typeof data.sentAt === 'number') return data.sentAt;
  const marker = data.data?.shot?.description?.match(/^probe@([0-9.]+)$/)?.[1];
  return marker ? Number(marker) : undefined;
}

async function open(setup: Setup, index: number): Promise<void> {
  const socket = io(setup.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: setup.auth,
  });
  sockets.push(socket);
  // Listened for before the connection: the handshake sign-in may answer auth:ok right after 'connect'.
  const signedIn = setup.auth ? new Promise<void>((resolve) => socket.once('auth:ok', () => resolve())) : undefined;
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await signedIn;
  await new Promise<void>((resolve, reject) =>
    socket.emit(setup.join.event, setup.join.payload, (ack: { success?: boolean; error?: unknown }) =>
      ack?.success === false ? reject(new Error(JSON.stringify(ack.error))) : resolve(),
    ),
  );
  socket.on(setup.event, (payload: unknown) => {
    const at = now();
    const sent = sentAt(payload);
    if (sent !== undefined) arrivals[index]!.push(at - sent);
  });
}

process.on('message', async (message: { kind: 'open'; setup: Setup } | { kind: 'collect' } | { kind: 'close' }) => {
  if (message.kind === 'open') {
    const { setup } = message;
    for (let i = 0; i < setup.count; i += 1) arrivals.push([]);
    // Ten at a time: as a room fills up in real use, not all at once.
    for (let i = 0; i < setup.count; i += 10) {
      await Promise.all(Array.from({ length: Math.min(10, setup.count - i) }, (_, k) => open(setup, i + k)));
    }
    process.send!({ kind: 'opened' });
  } else if (message.kind === 'collect') {
    process.send!({ kind: 'latencies', latencies: arrivals.flat() });
    for (const list of arrivals) list.length = 0;
  } else {
    sockets.forEach((socket) => socket.disconnect());
    process.exit(0);
  }
});
