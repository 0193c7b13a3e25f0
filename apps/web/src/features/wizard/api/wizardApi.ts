import type {
  AssetPreviewGenerateInput,
  JobTicket,
  ProjectCreateWithStoryInput,
  ProjectCreateWithStoryResult,
  StoryAnalysis,
  StoryBreakdown,
  StoryBreakdownInput,
} from '@sym/contracts';
import { call } from '../../../lib/transport';
import type { JobBatch } from '../../generation';

/** The wizard's calls: story analysis, shot breakdown, asset previews, create-with-story, shot images. */
export const wizardApi = {
  analyze: (story: string) => call<StoryAnalysis>('story.analyze', { story }),
  breakdown: (input: StoryBreakdownInput) => call<StoryBreakdown>('story.breakdown', input),
  generatePreview: (input: AssetPreviewGenerateInput) => call<JobTicket>('story.assetPreview.generate', input),
  create: (input: ProjectCreateWithStoryInput) => call<ProjectCreateWithStoryResult>('project.createWithStory', input),
  generateShotImages: (scenarioId: string) => call<JobBatch>('scenario.shots.generateAll', { id: scenarioId }),
};
