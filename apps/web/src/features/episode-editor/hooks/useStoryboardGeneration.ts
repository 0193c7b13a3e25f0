import type { Shot } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useGenerationBoard, useGenerationPricing } from '../../generation';
import { episodeEditorApi } from '../api/episodeEditorApi';
import { episodeEditorKeys } from '../api/episodeEditorKeys';
import {
  ALL_IMAGES_KEY,
  ALL_VIDEOS_KEY,
  shotImageKey,
  shotVideoKey,
  shotsReadyForImage,
  shotsReadyForVideo,
} from '../utils/shotReadiness';

/**
 * Image and video generation of the storyboard: per shot and for all shots at once. Each finished job
 * re-reads the shots (and their generation history), so new images and videos appear. Jobs of the project
 * already queued or running (after a reload, the wizard, another screen) show on their shots too.
 */
export function useStoryboardGeneration(projectId: string, scenarioId: string, shots: readonly Shot[]) {
  const queryClient = useQueryClient();
  const { costOf } = useGenerationPricing();
  const board = useGenerationBoard({
    projectId,
    onJobFinished: () => {
      void queryClient.invalidateQueries({ queryKey: episodeEditorKeys.shots(scenarioId) });
      void queryClient.invalidateQueries({ queryKey: episodeEditorKeys.detail(scenarioId) });
    },
  });
  const imageCost = costOf('image');
  const videoCost = costOf('video');
  const imageShots = shotsReadyForImage(shots).length;
  const videoShots = shotsReadyForVideo(shots).length;

  return {
    imageCost,
    videoCost,
    imageShots,
    videoShots,
    /** Costs of the "all" actions; null while the pricing loads. */
    allImagesCost: imageCost === null ? null : imageCost * imageShots,
    allVideosCost: videoCost === null ? null : videoCost * videoShots,
    stateOf: board.stateOf,
    generateImage: (shot: Shot) =>
      board.start({
        key: shotImageKey(shot.id),
        kind: 'image',
        cost: imageCost ?? 0,
        run: () => episodeEditorApi.generateShotImage(scenarioId, shot.id),
      }),
    generateVideo: (shot: Shot) =>
      board.start({
        key: shotVideoKey(shot.id),
        kind: 'video',
        cost: videoCost ?? 0,
        run: () => episodeEditorApi.generateShotVideo(scenarioId, shot.id),
      }),
    generateAllImages: () =>
      board.start({
        key: ALL_IMAGES_KEY,
        kind: 'image',
        cost: (imageCost ?? 0) * imageShots,
        run: () => episodeEditorApi.generateAllImages(scenarioId),
      }),
    generateAllVideos: () =>
      board.start({
        key: ALL_VIDEOS_KEY,
        kind: 'video',
        cost: (videoCost ?? 0) * videoShots,
        run: () => episodeEditorApi.generateAllVideos(scenarioId),
      }),
  };
}
