// Stands in for the story engine's thread module (@sym/story-analysis, src/engine/engine-thread.ts) in
// `story-analysis-load.ts --inline`: the same engine calls, run on the calling (main) thread, as the server did
// before the text thread, so the bench can show what the thread spares the other requests.
import * as engine from '@sym/story-analysis/engine';

type Engine = typeof engine;

/** Runs one engine call at once on this thread; the answer is ready when the work is done. */
export async function callEngine<M extends keyof Engine>(
  method: M,
  ...args: Parameters<Engine[M]>
): Promise<ReturnType<Engine[M]>> {
  const run = engine[method] as unknown as (...input: Parameters<Engine[M]>) => ReturnType<Engine[M]>;
  return run(...args);
}

/** Nothing to stop: there is no thread. */
export async function stopEngineThread(): Promise<void> {}
