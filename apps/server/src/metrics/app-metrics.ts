import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds, from a quick read to a slow request: Prometheus' default buckets with the sub-5 ms end filled in. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds a job waits or runs, or an ffmpeg render takes: up to the export timeout's half hour. */
const WORK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800];

/** How one attempt of a job ended (job-runner.ts). */
export type JobAttemptOutcome = 'completed' | 'failed' | 'cancelled' | 'timed_out' | 'retried' | 'handed_back';

/** What a scrape asks of the process about its sockets (realtime/socket-server.ts). */
export interface SocketCounts {
  connections: number;
  /** Rooms by kind, the name's part before its first ':' (project, review, user…); sockets' own rooms left out. */
  roomsByKind: ReadonlyMap<string, number>;
}

/** What a scrape asks of the database about jobs waiting to run, by kind. */
export type QueuedJobCounts = () => Promise<ReadonlyArray<{ kind: string; count: number }>>;

/** The first SQL word of a statement, as a label (a handful of values, never the text itself). */
function statementKind(text: string): string {
  const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete' || word === 'with'
    ? word
    : 'other';
}

/**
 * The process's Prometheus metrics (issue 37): one registry per running process, so the servers a test starts in
 * one process keep theirs apart. Nothing here is served by itself: metrics-endpoint.ts serves the registry behind
 * METRICS_TOKEN or on METRICS_PORT. Each part of the app reports through a method; none of them imports prom-client.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly httpSeconds: Histogram<'method' | 'route' | 'status'>;
  private readonly querySeconds: Histogram<'statement'>;
  private readonly jobWaitSeconds: Histogram<'kind'>;
  private readonly jobSeconds: Histogram<'kind' | 'outcome'>;
  private readonly jobFailures: Counter<'kind'>;
  private readonly jobRetries: Counter<'kind'>;
  private readonly ffmpegSeconds: Histogram<'outcome'>;
  private readonly ledgerEntries: Counter<'kind'>;
  private readonly ledgerCredits: Counter<'kind'>;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpSeconds = new Histogram({
      name: 'sym_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: time from arrival to the answer sent',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.querySeconds = new Histogram({
      name: 'sym_db_query_duration_seconds',
      help: 'Database statements by their first SQL word: time from sent to answered (on PGlite, waiting for the turn included)',
      labelNames: ['statement'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.jobWaitSeconds = new Histogram({
      name: 'sym_job_wait_seconds',
      help: 'Time a job waited in the queue before its first attempt started, by kind',
      labelNames: ['kind'],
      buckets: WORK_BUCKETS,
      registers,
    });
    this.jobSeconds = new Histogram({
      name: 'sym_job_duration_seconds',
      help: 'Job attempts by kind and outcome (completed, failed, cancelled, timed_out, retried, handed_back)',
      labelNames: ['kind', 'outcome'],
      buckets: WORK_BUCKETS,
      registers,
    });
    this.jobFailures = new Counter({
      name: 'sym_job_failures_total',
      help: 'Jobs that ended failed or timed out, by kind',
      labelNames: ['kind'],
      registers,
    });
    this.jobRetries = new Counter({
      name: 'sym_job_retries_total',
      help: 'Job attempts after the first, by kind',
      labelNames: ['kind'],
      registers,
    });
    this.ffmpegSeconds = new Histogram({
      name: 'sym_ffmpeg_render_seconds',
      help: 'ffmpeg runs (renders, camera moves, mixes, probes) by outcome: ok, failed, spawn, aborted, timeout',
      labelNames: ['outcome'],
      buckets: WORK_BUCKETS,
      registers,
    });
    this.ledgerEntries = new Counter({
      name: 'sym_ledger_entries_total',
      help: "Credit ledger entries written by jobs' transactions: reservation, capture, release (refund)",
      labelNames: ['kind'],
      registers,
    });
    this.ledgerCredits = new Counter({
      name: 'sym_ledger_credits_total',
      help: 'Credits moved by those entries: reserved, and given back by releases',
      labelNames: ['kind'],
      registers,
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpSeconds.observe({ method, route, status: String(status) }, seconds);
  }

  observeQuery(text: string, seconds: number): void {
    this.querySeconds.observe({ statement: statementKind(text) }, seconds);
  }

  /** An attempt started; the wait counts for the first attempt only (a retry's includes the attempts before it). */
  jobStarted(kind: string, attempt: number, queuedAt: Date | undefined): void {
    if (attempt > 1) this.jobRetries.inc({ kind });
    else if (queuedAt) this.jobWaitSeconds.observe({ kind }, Math.max(0, (Date.now() - queuedAt.getTime()) / 1000));
  }

  jobFinished(kind: string, outcome: JobAttemptOutcome, seconds: number): void {
    this.jobSeconds.observe({ kind, outcome }, seconds);
    if (outcome === 'failed' || outcome === 'timed_out') this.jobFailures.inc({ kind });
  }

  observeFfmpeg(outcome: string, seconds: number): void {
    this.ffmpegSeconds.observe({ outcome }, seconds);
  }

  ledgerEntry(kind: 'reservation' | 'capture' | 'release', credits: number): void {
    this.ledgerEntries.inc({ kind });
    if (credits > 0) this.ledgerCredits.inc({ kind }, credits);
  }

  /** Socket gauges, read at each scrape (the api role, once its socket server runs). */
  watchSockets(read: () => SocketCounts): void {
    new Gauge({
      name: 'sym_socket_connections',
      help: 'Socket.IO connections open on this process',
      registers: [this.registry],
      collect() {
        this.set(read().connections);
      },
    });
    new Gauge({
      name: 'sym_socket_rooms',
      help: 'Socket.IO rooms with a socket of this process, by kind',
      labelNames: ['kind'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [kind, count] of read().roomsByKind) this.set({ kind }, count);
      },
    });
  }

  /** Queue depth, read from the job tables at each scrape: the same number from every process of an installation. */
  watchQueue(countQueued: QueuedJobCounts): void {
    new Gauge({
      name: 'sym_job_queue_depth',
      help: 'Jobs queued and not yet started, by kind (read from the database: every process reports the same)',
      labelNames: ['kind'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { kind, count } of await countQueued()) this.set({ kind }, count);
      },
    });
  }
}
