// Module hooks for `story-analysis-load.ts --inline`: every import of the story engine's thread module
// (@sym/story-analysis, src/engine/engine-thread.ts) resolves to inline-text-thread.ts instead (the server and the
// package are not changed).
const THREAD = new URL('../../packages/story-analysis/src/engine/engine-thread.ts', import.meta.url).href;
const INLINE = new URL('./inline-text-thread.ts', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url === THREAD ? nextResolve(INLINE, context) : resolved;
}
