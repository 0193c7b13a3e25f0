import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { Export, JobTicket, Shot, VoiceClip } from '@sym/contracts';
import { createProcessWorld, launchServer, processClient, randomPort } from './helpers/server-process.ts';

// SIGTERM alone ends a server that has done real work: an image (the local renderer, @napi-rs/canvas and sharp),
// a spoken line (espeak in a worker thread) and an export (ffmpeg). Its stdout is a pipe this test never reads, as
// with a supervisor that stopped reading: once that pipe is full, pino's exit-time flush used to retry it forever
// and the process never ended. The test waits for the exit event only; it never sends SIGKILL itself.

const world = createProcessWorld();
const port = randomPort();
const client = processClient(port);
let child: ChildProcess | undefined;

afterAll(async () => {
  // Only reached with SIGKILL when the assertions already failed: the test itself stops the server with SIGTERM.
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await world.cleanup();
});

function exitOf(process: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => process.once('exit', (code, signal) => resolve({ code, signal })));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean, what: string): Promise<T> {
  for (const deadline = Date.now() + 90_000; ;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('stopping the server', () => {
  it('ends the process on SIGTERM after generation, speech and export jobs, with stdout not being read', async () => {
    // Request logs at info level fill the unread stdout pipe.
    child = launchServer(world.env({ PORT: String(port), LOG_LEVEL: 'info' }), [], { unreadStdout: true });
    const exited = exitOf(child);
    await client.waitHealthy();
    const { call } = client;
    const { token, scenario } = await client.newUserWithScenario('shutdown');
    const base = `/api/scenarios/${scenario.id}`;

    const shot = await call<Shot>('POST', `${base}/shots`, token, { description: 'A harbour at dawn', duration: 3 });
    const image = await call<JobTicket>('POST', `${base}/shots/${shot.id}/generate`, token, {});
    const drawn = await client.pollJob(token, image, (job) => job.status === 'completed' || job.status === 'failed');
    expect(drawn.status, drawn.error ?? '').toBe('completed');

    const clip = await call<VoiceClip>('POST', `${base}/voice-clips`, token, { text: 'The tide is coming in.' });
    const spoken = await until(
      () => call<VoiceClip[]>('GET', `${base}/voice-clips`, token),
      (clips) => clips.find((row) => row.id === clip.id)?.status !== 'pending',
      'the voice clip',
    );
    expect(spoken.find((row) => row.id === clip.id)?.status).toBe('ready');

    const started = await call<Export>('POST', `${base}/export`, token, { kind: 'animatic' });
    const exported = await until(
      () => call<Export>('GET', `${base}/exports/${started.exportId}`, token),
      (row) => row.status !== 'processing',
      'the export',
    );
    expect(exported.status).toBe('completed');

    // Well over what the pipe and the reading side's buffer hold, so the last log lines cannot be written.
    for (let request = 0; request < 400; request += 1) await fetch(`http://127.0.0.1:${port}/api/health`);

    const pid = child.pid!;
    child.kill('SIGTERM');
    // Generous ceiling for a busy machine: the server's own deadline is 10 s.
    const outcome = await Promise.race([
      exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    // A clean stop: exit code 0, not the watchdog's SIGKILL.
    expect(outcome).toEqual({ code: 0, signal: null });
    expect(isRunning(pid)).toBe(false);
  }, 240_000);
});
