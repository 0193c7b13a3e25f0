import type { ProviderCallContext, ProviderInfo } from '../../provider.ts';
import type { TextProvider } from '../text-provider.ts';
import { callEngine } from './local-text-thread.ts';

/** What the local text provider declares about itself. */
export const LOCAL_TEXT_PROVIDER_INFO: ProviderInfo = {
  id: 'local',
  name: 'Local story analysis (rule-based)',
  kind: 'text',
  isLocal: true,
  creditsPerUnit: 0,
  capabilities: {
    analyzeStory: true,
    breakdownShots: true,
    generateScript: true,
    parseScript: true,
    repairSplitText: true,
    deterministic: true,
    languages: 'en, de, fr, es, it, ja',
  },
};

// The work runs on the text thread (local-text-thread.ts) and cannot be stopped there once started, so
// cancellation is honoured before it starts and its answer is dropped when the call was cancelled meanwhile.
async function run<T>(context: ProviderCallContext | undefined, work: () => Promise<T>): Promise<T> {
  context?.signal?.throwIfAborted();
  context?.onProgress?.(0);
  const result = await work();
  context?.signal?.throwIfAborted();
  context?.onProgress?.(100);
  return result;
}

/** Creates the rule-based text provider: no network, no credits, same input → same output. */
export function createLocalTextProvider(): TextProvider {
  return {
    info: LOCAL_TEXT_PROVIDER_INFO,
    analyzeStory: (story, context) => run(context, () => callEngine('analyzeStoryText', story)),
    breakdownShots: (request, context) => run(context, () => callEngine('breakdownStory', request)),
    generateScript: (request, context) => run(context, () => callEngine('writeScript', request)),
    parseScript: (script, context) => run(context, () => callEngine('parseScriptText', script)),
    repairSplitText: (request, context) => run(context, () => callEngine('repairSplit', request)),
  };
}
