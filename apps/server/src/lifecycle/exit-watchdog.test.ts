import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const WATCHDOG_MODULE = new URL('./exit-watchdog.ts', import.meta.url).pathname;

/** Runs `body` in a child Node process (with tsx) after arming the watchdog; the child prints the watchdog's pid. */
function runChild(armMs: number, body: string) {
  const source = `
    import { armExitWatchdog } from ${JSON.stringify(WATCHDOG_MODULE)};
    console.log(armExitWatchdog(${armMs}, 'the test'));
    ${body}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  return { ended, output: () => ({ stdout, stderr }) };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number): Promise<void> {
  while (isRunning(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('armExitWatchdog', () => {
  it('kills a process whose main thread is stuck, where its own timers cannot fire', async () => {
    const { ended, output } = runChild(
      300,
      `setTimeout(() => process.exit(3), 100);
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);`,
    );
    expect(await ended).toEqual({ code: null, signal: 'SIGKILL' });
    expect(output().stderr).toContain('ms after the test: killed');
  }, 30_000);

  it('leaves a process that ends by itself alone, and ends with it', async () => {
    const { ended, output } = runChild(60_000, 'process.exit(0);');
    expect(await ended).toEqual({ code: 0, signal: null });
    const watchdogPid = Number(output().stdout.trim());
    expect(watchdogPid).toBeGreaterThan(0);
    // The watchdog saw its input close and left: nothing stays behind to kill a recycled pid later.
    await waitUntilGone(watchdogPid);
  }, 30_000);
});
