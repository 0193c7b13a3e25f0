import type { Config } from './config/index.ts';
import { createDatabase } from './db/index.ts';
import { startJobs } from './jobs/start-jobs.ts';
import type { QueueStopped } from './jobs/job-queue.ts';
import { checkMediaToolchain } from './media/ffmpeg/ffmpeg-binary.ts';
import { createServices } from './modules/services.ts';
import { openRealtimeCluster, publishToCluster } from './realtime/cluster.ts';

/** One JSON line per event, like the API's pino logs. */
function jsonLog(level: string) {
  return (obj: object, msg?: string) => {
    const error = (obj as { err?: unknown }).err;
    const fields = error instanceof Error ? { ...obj, err: { message: error.message, stack: error.stack } } : obj;
    console.log(JSON.stringify({ level, time: Date.now(), role: 'worker', msg, ...fields }));
  };
}

/**
 * A process with only the worker role (`--roles=worker`): no HTTP, it runs generation jobs from PostgreSQL.
 * PGlite keeps its data in one process, so running the worker apart needs DATABASE_URL.
 */
export async function startWorker(config: Config): Promise<{ close(): Promise<QueueStopped> }> {
  if (!config.DATABASE_URL) {
    throw new Error('The worker role runs in a process of its own only on PostgreSQL: set DATABASE_URL.');
  }
  const log = { info: jsonLog('info'), warn: jsonLog('warn'), error: jsonLog('error') };
  await checkMediaToolchain(config.FFMPEG_PATH, log);
  const database = await createDatabase(config);
  await database.migrate();
  const services = createServices(config, database);
  // Job and credit events reach the users' sockets through the API processes.
  const cluster = await openRealtimeCluster({
    databaseUrl: config.DATABASE_URL,
    schemaName: database.schemaName,
    onError: (error) => log.error({ err: error }, 'Realtime cluster error'),
  });
  const stopPublishing = publishToCluster(cluster, services.events, services.mediaAccess.signPaths);
  await startJobs(config, database, services, log);
  log.info({}, 'Worker ready');
  return {
    /** Stops taking jobs; running ones get JOB_STOP_GRACE_SECONDS, then go back to the queue. */
    async close() {
      const stopped = await services.generation.queue.stop(config.JOB_STOP_GRACE_SECONDS * 1000);
      await stopPublishing();
      await cluster.close();
      await database.close();
      return stopped;
    },
  };
}
