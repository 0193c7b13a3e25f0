// The PGlite worker thread's entry (pglite-worker-client.ts). A worker thread of Node 20 gets no loader hooks from
// the parent's `--import tsx`, so this plain JavaScript registers tsx's loader for the thread, then loads the
// parent's other preloaded modules (`--import`, passed as workerData.imports) and pglite-worker.ts.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
for (const specifier of workerData.imports ?? []) {
  await import(specifier.startsWith('.') ? pathToFileURL(specifier).href : specifier);
}
await import('./pglite-worker.ts');
