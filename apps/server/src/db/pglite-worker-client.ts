import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { PgliteBackend, StatementOptions, StatementPlace } from './pglite-engine.ts';
import type { TurnLane } from './pglite-turns.ts';
import { errorOfWire, type PostgresModule, type WorkerRequest, type WorkerResponse } from './pglite-worker-protocol.ts';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/**
 * The parent's flags without its `--import`s, and the modules those preload (tsx aside): the thread's entry
 * registers tsx itself and imports the others after it, since a worker gets no loader hooks from its parent.
 */
export function preloadsOf(execArgv: readonly string[]): { execArgv: string[]; imports: string[] } {
  const flags: string[] = [];
  const imports: string[] = [];
  for (let index = 0; index < execArgv.length; index += 1) {
    const argument = execArgv[index]!;
    const joined = /^--import=(.+)$/.exec(argument);
    const specifier = joined ? joined[1]! : argument === '--import' ? execArgv[++index] : undefined;
    if (specifier === undefined) flags.push(argument);
    else if (specifier !== 'tsx') imports.push(specifier);
  }
  return { execArgv: flags, imports };
}

/** Node's WebAssembly global, which the Node types used here do not declare. */
const webAssembly = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<PostgresModule> } })
  .WebAssembly;

let compiledPostgres: Promise<PostgresModule> | undefined;

/**
 * PostgreSQL's WebAssembly, compiled once per process and handed to every PGlite thread it starts: V8 compiles the
 * 9 MB module again in each thread otherwise, and optimises it again in the background (the API tests start a
 * database per test server). A module is shared between threads, compiled code included.
 */
function postgresModule(): Promise<PostgresModule> {
  compiledPostgres ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const bytes = await fs.promises.readFile(path.join(path.dirname(entry), 'pglite.wasm'));
    return webAssembly.compile(bytes);
  })();
  return compiledPostgres;
}

/**
 * PGlite in a worker thread (pglite-worker.ts), as the connection's backend: each call is a message, answered with
 * the statement's rows (structured-cloned: dates, JSON values and byte arrays arrive as they left). The thread
 * does not keep the process alive; if it stops, every waiting call and every later one fails.
 */
export class PgliteWorkerClient implements PgliteBackend {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | undefined;
  private readonly ready: Promise<void>;

  /** Starts the thread on the data folder; resolves once PGlite is open there. */
  static async open(folder: string): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(folder, await postgresModule());
    await client.ready;
    return client;
  }

  private constructor(folder: string, wasmModule: PostgresModule) {
    const { execArgv, imports } = preloadsOf(process.execArgv);
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { folder, imports, wasmModule },
      execArgv,
    });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => this.pending.set(0, { resolve: () => resolve(), reject }));
    this.worker.on('message', (response: WorkerResponse) => this.answered(response));
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) => this.stop(new Error(`The PGlite worker stopped (exit code ${code})`)));
  }

  query<T>(text: string, params: unknown[], options?: StatementOptions, place?: StatementPlace) {
    return this.call({ method: 'query', text, params, options, place }) as Promise<Results<T>>;
  }

  exec(text: string, place?: StatementPlace): Promise<Results[]> {
    return this.call({ method: 'exec', text, place }) as Promise<Results[]>;
  }

  begin(lane: TurnLane): Promise<number> {
    return this.call({ method: 'begin', lane }) as Promise<number>;
  }

  async end(tx: number, commit: boolean): Promise<void> {
    await this.call({ method: 'end', tx, commit });
  }

  async forgetStatements(): Promise<void> {
    await this.call({ method: 'forgetStatements' });
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ method: 'close' });
    this.stopped = new Error('PGlite is closed');
    await this.worker.terminate();
  }

  private call(body: RequestBody): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id } as WorkerRequest);
    });
  }

  private answered(response: WorkerResponse): void {
    const waiting = this.pending.get(response.id);
    if (!waiting) return;
    this.pending.delete(response.id);
    if (response.ok) waiting.resolve(response.value);
    else waiting.reject(errorOfWire(response.error));
  }

  private stop(error: Error): void {
    this.stopped ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }
}
