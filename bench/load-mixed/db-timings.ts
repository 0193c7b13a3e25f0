// Loaded into the server process by the mixed-load bench (`--import`): times every statement the database runs,
// grouped by statement kind (verb and first table), without changing the server. On PGlite it times the protocol
// messages of each statement inside PGlite's own queue (the database's work, waiting for the queue not counted),
// its file sync included; on PostgreSQL each node-postgres query from sending to its answer (network included).
// SIGUSR2 writes what was counted since the last signal to BENCH_DB_TIMINGS_FILE (JSON) and starts counting again
// (from PGlite's worker thread, where this module is preloaded too).
import { renameSync, writeFileSync } from 'node:fs';
import { isMainThread, threadId } from 'node:worker_threads';

/** PGlite (no DATABASE_URL) runs in a worker thread of the server. */
const usesWorkerThread = !process.env.DATABASE_URL;

interface Tally {
  count: number;
  ms: number;
  maxMs: number;
  sample: string;
}

export interface DbTimings {
  seconds: number;
  kinds: Array<{ kind: string } & Tally>;
}

const file = process.env.BENCH_DB_TIMINGS_FILE;
let tallies = new Map<string, Tally>();
let since = performance.now();

/** `select projects`, `update shots`, `begin`…: the verb and the first table a statement names. */
const kinds = new Map<string, string>();

/** The statement's kind, remembered per text so that the measuring costs the server little. */
function kindOf(text: string): string {
  let kind = kinds.get(text);
  if (kind === undefined) kinds.set(text, (kind = kindOfText(text)));
  return kind;
}

function kindOfText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const verb = (/^\(?\s*(\w+)/.exec(flat)?.[1] ?? '?').toLowerCase();
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(flat)?.[1];
  return table ? `${verb} ${table}` : flat.slice(0, 40).toLowerCase();
}

function tallyOf(text: string): Tally {
  const kind = kindOf(text);
  let tally = tallies.get(kind);
  if (!tally) {
    tally = { count: 0, ms: 0, maxMs: 0, sample: text.replace(/\s+/g, ' ').slice(0, 160) };
    tallies.set(kind, tally);
  }
  return tally;
}

function add(tally: Tally, ms: number, isNewStatement: boolean): void {
  if (isNewStatement) tally.count += 1;
  tally.ms += ms;
  tally.maxMs = Math.max(tally.maxMs, ms);
}

// PGlite: each statement is a run of protocol messages (parse, describe, bind, execute, sync; a bind alone for a
// named statement prepared before; or one simple query), one statement at a time in PGlite's queue; the time of the run and of the file sync after it is the statement's.
try {
  const { PGlite } = await import('@electric-sql/pglite');
  const proto = PGlite.prototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const decoder = new TextDecoder();
  let current: Tally | undefined;
  const named = new Map<string, string>();
  const cString = (bytes: Uint8Array, from: number) => {
    const end = bytes.indexOf(0, from);
    return { text: decoder.decode(bytes.subarray(from, end < 0 ? bytes.length : end)), next: end + 1 };
  };
  const stream = proto.execProtocolStream!;
  proto.execProtocolStream = async function (this: unknown, message: unknown, ...rest: unknown[]) {
    const bytes = message as Uint8Array;
    let isNew = false;
    if (bytes[0] === 0x50) {
      // Parse: length, statement name, then the statement's text.
      const name = cString(bytes, 5);
      const text = cString(bytes, name.next).text;
      if (name.text) named.set(name.text, text);
      current = tallyOf(text);
      isNew = true;
    } else if (bytes[0] === 0x42) {
      // Bind: length, portal, statement name; a named statement runs again without being parsed.
      const statement = cString(bytes, cString(bytes, 5).next).text;
      if (statement) {
        current = tallyOf(named.get(statement) ?? `(statement ${statement})`);
        isNew = true;
      }
    } else if (bytes[0] === 0x51) {
      current = tallyOf(cString(bytes, 5).text);
      isNew = true;
    }
    const started = performance.now();
    try {
      return await stream.call(this, message, ...rest);
    } finally {
      add(current ?? tallyOf('(protocol)'), performance.now() - started, isNew);
    }
  };
  const sync = proto.syncToFs!;
  proto.syncToFs = async function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    try {
      return await sync.apply(this, args);
    } finally {
      add(tallyOf('(file sync)'), performance.now() - started, true);
    }
  };
} catch {
  // No PGlite here.
}

// node-postgres: one query from its sending to its answer (callback or promise).
try {
  const pg = (await import('pg')).default;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as string | { text?: unknown } | undefined;
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text !== 'string') return query.apply(this, args);
    const tally = tallyOf(text);
    const started = performance.now();
    const done = () => add(tally, performance.now() - started, true);
    const last = args.length - 1;
    const callback = args[last];
    if (last > 0 && typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as (...results: unknown[]) => unknown)(...results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args) as { then?: unknown } | undefined;
    if (result && typeof result.then === 'function') (result as Promise<unknown>).then(done, done);
    return result;
  } as typeof pg.Client.prototype.query;
} catch {
  // No node-postgres here.
}

/** Writes what was counted since the last time to BENCH_DB_TIMINGS_FILE and starts counting again. */
function writeTimings(): void {
  if (!file) return;
  const timings: DbTimings = {
    seconds: (performance.now() - since) / 1000,
    kinds: [...tallies].map(([kind, tally]) => ({ kind, ...tally })).sort((a, b) => b.ms - a.ms),
  };
  writeFileSync(`${file}.tmp-${threadId}`, JSON.stringify(timings));
  renameSync(`${file}.tmp-${threadId}`, file);
  tallies = new Map();
  since = performance.now();
}

// PGlite runs in the server's worker thread (this module is preloaded there too), which gets no signals: the main
// thread passes the signal on, and whichever thread counted statements writes (PostgreSQL's are counted here).
const channel = new BroadcastChannel('sym-bench-db-timings');
channel.unref();
if (isMainThread) {
  process.on('SIGUSR2', () => {
    channel.postMessage('write');
    if (tallies.size > 0 || !usesWorkerThread) writeTimings();
  });
} else {
  channel.onmessage = () => writeTimings();
}
