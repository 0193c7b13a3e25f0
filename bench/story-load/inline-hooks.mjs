// Module hooks for `story-analysis-load.ts --inline`: the local text provider's import of its thread module
// resolves to inline-text-thread.ts instead (the server itself is not changed).
const INLINE = new URL('./inline-text-thread.ts', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === './local-text-thread.ts' && context.parentURL?.endsWith('/local-text.provider.ts')) {
    return nextResolve(INLINE, context);
  }
  return nextResolve(specifier, context);
}
