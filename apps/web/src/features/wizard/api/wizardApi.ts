import type { AssetPreviewGenerateInput, ProjectCreateWithStoryInput, StoryBreakdownInput } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** The wizard's calls: story analysis, shot breakdown, asset previews, create-with-story, shot images. */
export const wizardApi = {
  analyze: (story: string) => call('story.analyze', { story }),
  breakdown: (input: StoryBreakdownInput) => call('story.breakdown', input),
  generatePreview: (input: AssetPreviewGenerateInput) => call('story.assetPreview.generate', input),
  create: (input: ProjectCreateWithStoryInput) => call('project.createWithStory', input),
  /** The new episode's shot images: its shots without an image (all of them), open to every edition. */
  generateShotImages: (scenarioId: string) =>
    call('scenario.shots.generateAll', { id: scenarioId, onlyWithoutImage: true }),
};
