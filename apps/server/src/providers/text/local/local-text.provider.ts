import type { ProviderCallContext, ProviderInfo } from '../../provider.ts';
import type { TextProvider } from '../text-provider.ts';
import type * as localTextEngine from './local-text-engine.ts';

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
    languages: 'en',
  },
};

type LocalTextEngine = typeof localTextEngine;

let engine: Promise<LocalTextEngine> | undefined;

/** Loaded on the first call rather than at start (see local-text-engine.ts), then kept. */
function loadEngine(): Promise<LocalTextEngine> {
  engine ??= import('./local-text-engine.ts');
  return engine;
}

// The work is synchronous and fast, so cancellation is only honoured before it starts.
async function run<T>(context: ProviderCallContext | undefined, work: (engine: LocalTextEngine) => T): Promise<T> {
  context?.signal?.throwIfAborted();
  context?.onProgress?.(0);
  const loaded = await loadEngine();
  context?.signal?.throwIfAborted();
  const result = work(loaded);
  context?.onProgress?.(100);
  return result;
}

/** Creates the rule-based text provider: no network, no credits, same input → same output. */
export function createLocalTextProvider(): TextProvider {
  return {
    info: LOCAL_TEXT_PROVIDER_INFO,
    analyzeStory: (story, context) => run(context, (engine) => engine.analyzeStoryText(story)),
    breakdownShots: (request, context) => run(context, (engine) => engine.breakdownStory(request)),
    generateScript: (request, context) => run(context, (engine) => engine.writeScript(request)),
    parseScript: (script, context) => run(context, (engine) => engine.parseScriptText(script)),
    repairSplitText: (request, context) => run(context, (engine) => engine.repairSplit(request)),
  };
}
