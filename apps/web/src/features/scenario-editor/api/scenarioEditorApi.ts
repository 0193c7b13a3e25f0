import { call } from '../../../lib/transport';

/** Episode and shot operations of spec §7 the storyboard uses, and its generation requests. */
export const scenarioEditorApi = {
  get: (scenarioId: string) => call('scenario.get', { id: scenarioId }),

  /** The episode's shots in sequence order. */
  shots: (scenarioId: string) => call('scenario.shots.list', { id: scenarioId }),

  /** An image for one shot from its description, assets and the project style. */
  generateShotImage: (scenarioId: string, shotId: string) => call('scenario.shot.generate', { id: scenarioId, shotId }),

  /** A video of one shot from its primary image and animation instructions. */
  generateShotVideo: (scenarioId: string, shotId: string) =>
    call('scenario.shot.generateVideo', { id: scenarioId, shotId }),

  /** Images for every shot with a description (or only those without an image); stops when credits run out. */
  generateAllImages: (scenarioId: string, onlyWithoutImage: boolean) =>
    call('scenario.shots.generateAll', { id: scenarioId, onlyWithoutImage }),

  /** Videos for every shot with an image and animation instructions; stops when credits run out. */
  generateAllVideos: (scenarioId: string) => call('scenario.videos.generateAll', { id: scenarioId }),
};
