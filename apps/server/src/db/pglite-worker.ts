// The worker thread that holds PGlite (pglite-worker-client.ts starts it): PGlite's WebAssembly backend and the
// parsing of its answers take most of a database request's CPU, and here they run beside the thread that serves
// HTTP. Requests arrive as they are made and wait for their turn here (pglite-engine.ts), so the connection never
// waits for the other thread between two statements.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PgliteEngine } from './pglite-engine.ts';
import { wireError, type PostgresModule, type WorkerRequest, type WorkerResponse } from './pglite-worker-protocol.ts';

const { folder, wasmModule } = workerData as { folder: string; wasmModule: PostgresModule };
const port = parentPort!;

const ready = PGlite.create(folder, { pgliteWasmModule: wasmModule }).then((client) => new PgliteEngine(client));

async function answer(request: WorkerRequest): Promise<unknown> {
  const engine = await ready;
  switch (request.method) {
    case 'query':
      return engine.query(request.text, request.params, request.options, request.place);
    case 'exec':
      return engine.exec(request.text, request.place);
    case 'begin':
      return engine.begin(request.lane);
    case 'end':
      return engine.end(request.tx, request.commit);
    case 'forgetStatements':
      return engine.forgetStatements();
    case 'close':
      return engine.close();
  }
}

port.on('message', (request: WorkerRequest) => {
  answer(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies WorkerResponse),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: wireError(error) } satisfies WorkerResponse),
  );
});
ready.then(
  () => port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies WorkerResponse),
  (error: unknown) => port.postMessage({ id: 0, ok: false, error: wireError(error) } satisfies WorkerResponse),
);
