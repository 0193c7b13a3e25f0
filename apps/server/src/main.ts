import { startProcess } from './composition/process.ts';
import { ConfigError, loadConfig } from './config/index.ts';
import { armExitWatchdog } from './lifecycle/exit-watchdog.ts';
import { liveChildren } from './lifecycle/live-children.ts';
import { drainLogs } from './lifecycle/log-destination.ts';
import { MediaToolchainError } from './media/ffmpeg/ffmpeg-binary.ts';

/** `--roles=worker` (or `--roles worker`) on the command line overrides ROLES. */
function withRolesFlag(env: NodeJS.ProcessEnv, argv: readonly string[]): NodeJS.ProcessEnv {
  const index = argv.findIndex((arg) => arg === '--roles' || arg.startsWith('--roles='));
  if (index === -1) return env;
  const value = argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1];
  return value ? { ...env, ROLES: value } : env;
}

/** A clean stop (running jobs given time to finish, database closed) gets this long before exiting anyway… */
const SHUTDOWN_TIMEOUT_MS = 9_000;
/**
 * …and the process is gone this long after the signal, whatever it is stuck in: the timer above cannot fire while
 * the main thread is blocked (a synchronous loop, a native clean-up at exit), a separate watchdog process can.
 */
const EXIT_DEADLINE_MS = 10_000;
/**
 * Children still running once the server has closed (an ffmpeg of a request whose connection was cut, one a job
 * did not stop) get SIGTERM, then SIGKILL after this long: none may go on rendering after we exit.
 */
const CHILD_STOP_GRACE_MS = 500;

async function main(): Promise<void> {
  const config = loadConfig(withRolesFlag(process.env, process.argv));
  const server = await startProcess(config);
  const log = server.api?.app.log ?? { info: console.log, warn: console.warn, error: console.error };

  let isShuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (isShuttingDown) {
      log.warn({ signal, childrenKilled: liveChildren.killAll() }, 'Second signal: exiting now');
      process.exit(1);
    }
    isShuttingDown = true;
    armExitWatchdog(EXIT_DEADLINE_MS, signal);
    log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      log.error({ childrenKilled: liveChildren.killAll() }, 'Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    const started = performance.now();
    // One line says what the stop took and what it cut short; the last log lines (that one included) reach the
    // reader before the process goes.
    const finish = async (code: number, stopped: object) => {
      const children = await liveChildren.stopAll(CHILD_STOP_GRACE_MS);
      log.info({ signal, ms: Math.round(performance.now() - started), ...stopped, children }, 'Stopped');
      await drainLogs();
      process.exit(code);
    };
    server.close().then(
      (stopped) => finish(0, stopped),
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        return finish(1, {});
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // Configuration and toolchain errors say what to fix; a stack trace would only bury that.
  console.error(error instanceof ConfigError || error instanceof MediaToolchainError ? error.message : error);
  process.exit(1);
});
