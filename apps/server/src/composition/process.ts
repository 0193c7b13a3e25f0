import type { Config } from '../config/index.ts';
import { openBackupChannel, type BackupChannel } from '../backup/backup-channel.ts';
import { createDatabase, type DatabaseHandle } from '../db/index.ts';
import type { App } from '../http/app.ts';
import type { QueueStopped } from '../jobs/job-queue.ts';
import type { HttpClosed } from '../lifecycle/close-http.ts';
import { resolveFfmpeg } from '../media/ffmpeg/ffmpeg-binary.ts';
import type { CollabOptions } from '../realtime/project-rooms.ts';
import type { ApiRole, ListeningApi } from './api-role.ts';
import { AppMetrics } from '../metrics/app-metrics.ts';
import type { RunningMetrics } from './process-metrics.ts';
import type { CompositionRoot } from './root.ts';
import type { RoleLog, WorkerRole } from './worker-role.ts';

// The heavy parts (Fastify, Socket.IO, every module) are imported once the database is opening: for PGlite its
// WebAssembly start-up (a second or more) goes on while they load.

export interface StartOptions {
  /** The database being opened already; by default opened here. */
  database?: Promise<DatabaseHandle>;
  /** Presence and lock timing (tests shorten the lock lease); the contract's constants by default. */
  collab?: CollabOptions;
}

/** What a stop cut short: jobs handed back and, with the api role, connections cut. */
export type ProcessStopped = QueueStopped & Partial<HttpClosed>;

/** The api role of a running process. */
export type RunningApi = ListeningApi & { app: App };

export interface RunningProcess extends CompositionRoot {
  database: DatabaseHandle;
  /** Present when the process runs the api role. */
  api: RunningApi | undefined;
  /** The port METRICS_PORT serves metrics on (0 picks a free one). */
  metricsPort: number | undefined;
  /**
   * Stops taking work (HTTP, sockets, jobs) and ends what is in flight within bounds: requests get
   * HTTP_STOP_BOUND_MS, running jobs JOB_STOP_GRACE_SECONDS before they go back to the queue; then the database
   * closes. Safe to call twice. Answers what the stop cut short, for its log line.
   */
  close(): Promise<ProcessStopped>;
}

/**
 * Starts the roles config.ROLES names (api, worker; by default both, on one set of infrastructure): opens the
 * database (applying migrations), builds the composition root once, starts the job queue and the worker, then
 * listens on HOST:PORT.
 */
export async function startProcess(config: Config, options: StartOptions = {}): Promise<RunningProcess> {
  const isApi = config.ROLES.includes('api');
  const isWorker = config.ROLES.includes('worker');
  // Kept only when something serves them (METRICS_TOKEN, METRICS_PORT); the database's statements are timed.
  const metrics = config.METRICS_TOKEN || config.METRICS_PORT !== undefined ? new AppMetrics() : undefined;
  const observers = metrics ? { onQuery: metrics.observeQuery.bind(metrics) } : {};
  const opening = options.database ?? (isApi ? createDatabase(config, observers) : undefined);
  opening?.catch(() => undefined); // Awaited (and its failure reported) below.
  // Starts the (cached) ffmpeg check beside the database start; the api role awaits it before serving.
  if (isApi) void resolveFfmpeg(config.FFMPEG_PATH).catch(() => undefined);
  const [{ composeRoot }, { prepareApiRole }, workerRole, { startJobs }, { startMetrics }] = await Promise.all([
    import('./root.ts'),
    import('./api-role.ts'),
    import('./worker-role.ts'),
    import('../jobs/start-jobs.ts'),
    import('./process-metrics.ts'),
  ]);
  const apartLog = isApi ? undefined : await workerRole.checkWorkerApart(config);
  const database = await (opening ?? createDatabase(config, observers));
  let root: CompositionRoot | undefined;
  let api: ApiRole | undefined;
  let worker: WorkerRole | undefined;
  let runningMetrics: RunningMetrics | undefined;
  let backupChannel: BackupChannel | undefined;
  try {
    await database.migrate();
    // The embedded database is this process's alone: a backup taken while it runs asks it for the snapshot.
    if (database.kind === 'pglite') backupChannel = await openBackupChannel(config.DATA_DIR, database);
    const composed = composeRoot(config, database, { metrics });
    root = composed;
    api = isApi ? await prepareApiRole(config, composed) : undefined;
    const log: RoleLog = api?.app.log ?? apartLog ?? workerRole.workerLog;
    if (isWorker) worker = await workerRole.startWorkerRole(config, composed, log, !isApi);
    // The api role alone still starts the queue: it sends the jobs the workers run.
    else await startJobs(config, composed.jobs, log);
    const listening = await api?.listen(options.collab);
    runningMetrics = metrics && (await startMetrics(config, metrics, database));
    const queue = composed.infrastructure.jobQueue;
    let closing: Promise<ProcessStopped> | undefined;
    const close = () => {
      // The worker stops taking jobs at the same moment HTTP stops accepting; both wait side by side.
      closing ??= Promise.all([queue.stop(config.JOB_STOP_GRACE_SECONDS * 1000), listening?.stopHttp()]).then(
        async ([jobs, http]) => {
          await listening?.closeRealtime();
          await worker?.close();
          await runningMetrics?.stop();
          await composed.infrastructure.rateLimits.close();
          await composed.infrastructure.redisProbe?.close();
          await backupChannel?.close();
          await database.close();
          return { ...jobs, ...http };
        },
      );
      return closing;
    };
    const running = listening && api ? { ...listening, app: api.app } : undefined;
    return { ...composed, database, api: running, metricsPort: runningMetrics?.port, close };
  } catch (error) {
    await runningMetrics?.stop().catch(() => undefined);
    await api?.abort();
    await root?.infrastructure.jobQueue.stop().catch(() => undefined);
    await worker?.close().catch(() => undefined);
    await root?.infrastructure.rateLimits.close().catch(() => undefined);
    await root?.infrastructure.redisProbe?.close().catch(() => undefined);
    await backupChannel?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** A process running the api role, as tests and benchmarks use it: its address, app, sockets and root. */
export interface RunningServer extends RunningProcess, RunningApi {}

/** Starts a process that runs the api role (and the worker role when config.ROLES names it). */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  if (!config.ROLES.includes('api')) throw new Error('startServer runs the api role: ROLES must include api');
  const running = await startProcess(config, options);
  if (!running.api) throw new Error('The api role did not start');
  return { ...running, ...running.api };
}
