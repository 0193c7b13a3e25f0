import type { ProviderCallContext, ProviderInfo } from '../../provider.ts';
import type { TextProvider } from '../text-provider.ts';
import { parseScriptText } from './script-parser.ts';
import { writeScript } from './script-writer.ts';
import { breakdownStory } from './shot-breakdown.ts';
import { repairSplit } from './split-text-repair.ts';
import { analyzeStoryText } from './story-analysis.ts';

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

// The work is synchronous and fast, so cancellation is only honoured before it starts.
async function run<T>(context: ProviderCallContext | undefined, work: () => T): Promise<T> {
  context?.signal?.throwIfAborted();
  context?.onProgress?.(0);
  const result = work();
  context?.onProgress?.(100);
  return result;
}

/** Creates the rule-based text provider: no network, no credits, same input → same output. */
export function createLocalTextProvider(): TextProvider {
  return {
    info: LOCAL_TEXT_PROVIDER_INFO,
    analyzeStory: (story, context) => run(context, () => analyzeStoryText(story)),
    breakdownShots: (request, context) => run(context, () => breakdownStory(request)),
    generateScript: (request, context) => run(context, () => writeScript(request)),
    parseScript: (script, context) => run(context, () => parseScriptText(script)),
    repairSplitText: (request, context) => run(context, () => repairSplit(request)),
  };
}
