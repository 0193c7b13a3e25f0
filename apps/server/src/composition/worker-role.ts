import type { Config } from '../config/index.ts';
import { startJobs } from '../jobs/start-jobs.ts';
import { checkMediaToolchain } from '../media/ffmpeg/ffmpeg-binary.ts';
import { openRealtimeCluster, publishToCluster } from '../realtime/cluster.ts';
import type { CompositionRoot } from './root.ts';

/** Where the roles and the job queue write their log lines. */
export interface RoleLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** One JSON line per event, like the API's pino logs: the log of a process without the api role. */
function jsonLog(level: string) {
  return (obj: object, msg?: string) => {
    const error = (obj as { err?: unknown }).err;
    const fields = error instanceof Error ? { ...obj, err: { message: error.message, stack: error.stack } } : obj;
    console.log(JSON.stringify({ level, time: Date.now(), role: 'worker', msg, ...fields }));
  };
}

export const workerLog: RoleLog = { info: jsonLog('info'), warn: jsonLog('warn'), error: jsonLog('error') };

/**
 * A process with the worker role alone (`--roles=worker`) runs generation jobs from PostgreSQL and has no HTTP.
 * PGlite keeps its data in one process, so running the worker apart needs DATABASE_URL. Answers its log.
 */
export async function checkWorkerApart(config: Config): Promise<RoleLog> {
  if (!config.DATABASE_URL) {
    throw new Error('The worker role runs in a process of its own only on PostgreSQL: set DATABASE_URL.');
  }
  await checkMediaToolchain(config.FFMPEG_PATH, workerLog);
  return workerLog;
}

/** The worker role running: what stops it besides the job queue. */
export interface WorkerRole {
  /** Stops sending this process's events to the API processes; after the queue stopped. */
  close(): Promise<void>;
}

/**
 * Starts the job queue: every process sends jobs, and with the worker role (config.ROLES) it also runs them
 * (jobs/start-jobs.ts). A worker without the api role in its process hands its job and credit events to the users'
 * sockets through the API processes (the realtime cluster).
 */
export async function startWorkerRole(
  config: Config,
  root: CompositionRoot,
  log: RoleLog,
  isApartFromApi: boolean,
): Promise<WorkerRole> {
  const { database } = root.infrastructure;
  const { services } = root;
  let stopPublishing: (() => Promise<void>) | undefined;
  let closeCluster: (() => Promise<void>) | undefined;
  if (isApartFromApi && config.DATABASE_URL) {
    const cluster = await openRealtimeCluster(
      { ...config, DATABASE_URL: config.DATABASE_URL },
      database.schemaName,
      (error) => log.error({ err: error }, 'Realtime cluster error'),
    );
    closeCluster = () => cluster.close();
    stopPublishing = publishToCluster(cluster, services.events, (payload) => services.mediaAccess.signPaths(payload));
  }
  const close = async () => {
    await stopPublishing?.();
    await closeCluster?.();
  };
  try {
    await startJobs(config, root.jobs, log);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  if (isApartFromApi) log.info({}, 'Worker ready');
  return { close };
}
