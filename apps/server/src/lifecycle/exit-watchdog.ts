import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * The watchdog runs as a process of its own, so nothing this process can get stuck in (a synchronous loop, a
 * native clean-up at exit that waits on a thread) keeps it from acting. It reads its stdin, a pipe whose other end
 * only this process holds: end of input means this process is gone, however it ended, and the watchdog leaves.
 * Otherwise, when the time is up, it sends SIGKILL. It ignores the signals sent to our process group (Ctrl-C in a
 * terminal, a supervisor stopping the group): stopping us is what it is there to finish.
 */
const WATCHDOG_SOURCE = `
const [pid, ms, reason] = process.argv.slice(1);
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
process.stdin.on('end', () => process.exit(0)).on('error', () => process.exit(0)).resume();
setTimeout(() => {
  try {
    process.kill(Number(pid), 'SIGKILL');
    process.stderr.write('Process ' + pid + ' was still running ' + ms + ' ms after ' + reason + ': killed\\n');
  } catch {}
  process.exit(0);
}, Number(ms));
`;

/**
 * Makes sure this process has ended `ms` from now: a separate watchdog process SIGKILLs it if it is still there.
 * `reason` (e.g. "SIGTERM") goes into the line the watchdog writes to stderr when it has to act. Returns the
 * watchdog's pid (undefined when it could not be started).
 */
export function armExitWatchdog(ms: number, reason: string): number | undefined {
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG_SOURCE, String(process.pid), String(ms), reason], {
    // Its own process group; only the essentials of the environment (no NODE_OPTIONS such as --import hooks).
    detached: true,
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  watchdog.on('error', () => undefined);
  // Neither the watchdog nor our end of its pipe may keep this process alive.
  watchdog.unref();
  (watchdog.stdin as Socket | null)?.unref();
  return watchdog.pid;
}
