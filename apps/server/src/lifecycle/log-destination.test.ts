import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const DESTINATION_MODULE = new URL('./log-destination.ts', import.meta.url).pathname;

/**
 * A child process that writes `lines` log lines through the destination, then exits as the server does: it drains
 * the logs, then calls process.exit(0).
 */
function logThenExit(lines: number) {
  const source = `
    import { drainLogs, stdoutLogDestination } from ${JSON.stringify(DESTINATION_MODULE)};
    const destination = stdoutLogDestination();
    for (let i = 0; i < ${lines}; i += 1) destination.write(JSON.stringify({ i, msg: 'x'.repeat(200) }) + '\\n');
    setTimeout(() => void drainLogs().then(() => process.exit(0)), 50);
  `;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

function exitOf(child: ReturnType<typeof logThenExit>) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
}

describe('stdoutLogDestination', () => {
  it('writes out every buffered line before exiting when stdout is read, however slowly', async () => {
    const child = logThenExit(5_000);
    let output = '';
    // A busy reader: it takes a chunk, then looks away for a while, as a loaded CI machine's parent does.
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), 30);
    });
    const closed = new Promise((resolve) => child.once('close', resolve));
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    await closed;
    expect(output.trim().split('\n')).toHaveLength(5_000);
  }, 30_000);

  it('lets the process exit when stdout is a pipe nobody reads (pino would retry the full pipe forever)', async () => {
    // About 1 MB of logs: far more than the pipe holds, so the last ones can never be written.
    const child = logThenExit(5_000);
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    child.stdout.destroy();
  }, 30_000);
});
