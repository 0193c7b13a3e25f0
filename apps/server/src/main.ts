import { ConfigError, loadConfig } from './config/index.ts';
import { startServer } from './start-server.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.ROLES.includes('api')) {
    // Background jobs arrive with the job queue; until then a worker-only process has nothing to run.
    console.error(
      `ROLES=${config.ROLES.join(',')}: no background jobs are defined yet, and the api role is off. Exiting.`,
    );
    return;
  }
  const server = await startServer(config);
  const log = server.app.log;

  let isShuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (isShuttingDown) {
      log.warn({ signal }, 'Second signal: exiting now');
      process.exit(1);
    }
    isShuttingDown = true;
    log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
