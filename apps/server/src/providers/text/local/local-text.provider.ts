import {
  analyzeStory,
  breakdownShots,
  generateScript,
  parseScript,
  repairSplitText,
  StoryAnalysisError,
} from '@sym/story-analysis';
import { ProviderError, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type { TextProvider } from '../text-provider.ts';

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
    translateLines: false,
    deterministic: true,
    languages: 'en, de, fr, es, it, ja',
  },
};

// The work runs on the story engine's own thread and cannot be stopped there once started, so cancellation is
// honoured before it starts and its answer is dropped when the call was cancelled meanwhile. The engine's errors
// (an unreadable script, a thread that failed) become provider errors with the same reason and message.
async function run<T>(context: ProviderCallContext | undefined, work: () => Promise<T>): Promise<T> {
  context?.signal?.throwIfAborted();
  context?.onProgress?.(0);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (!(error instanceof StoryAnalysisError)) throw error;
    throw new ProviderError(error.reason, error.message, { isRetryable: error.isRetryable, cause: error });
  }
  context?.signal?.throwIfAborted();
  context?.onProgress?.(100);
  return result;
}

/** Creates the rule-based text provider over @sym/story-analysis: no network, no credits, same input → same output. */
export function createLocalTextProvider(): TextProvider {
  return {
    info: LOCAL_TEXT_PROVIDER_INFO,
    analyzeStory: (story, context) => run(context, () => analyzeStory(story)),
    breakdownShots: (request, context) => run(context, () => breakdownShots(request)),
    generateScript: (request, context) => run(context, () => generateScript(request)),
    parseScript: (script, context) => run(context, () => parseScript(script)),
    repairSplitText: (request, context) => run(context, () => repairSplitText(request)),
    // Rules cannot translate: the lines stay in their own language, marked untranslated.
    translateLines: async () => null,
  };
}
