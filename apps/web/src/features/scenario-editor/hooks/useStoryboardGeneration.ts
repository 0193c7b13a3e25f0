import type { Shot, ShotBatchKind } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/transport';
import { isGenerationBusy, useGenerationBoard, useGenerationPricing, type GenerationState } from '../../generation';
import { scenarioEditorApi } from '../api/scenarioEditorApi';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
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
  const { costOf } = useGenerationPricing(projectId);
  const board = useGenerationBoard({
    projectId,
    onJobFinished: () => {
      void queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.shots(scenarioId) });
      void queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.detail(scenarioId) });
    },
  });
  const imageCost = costOf('image');
  const videoCost = costOf('video');
  // Shots whose image or video is already being made are not asked for (nor paid for) again.
  const isFree = (key: string) => !isGenerationBusy(board.stateOf(key));
  const imageReady = shotsReadyForImage(shots).filter((shot) => isFree(shotImageKey(shot.id)));
  const imageShots = imageReady.length;
  // Of those, shots that already have an image: "Generate all" would buy each a new take.
  const imageShotsWithImage = imageReady.filter((shot) => Boolean(shot.imageUrl)).length;
  const videoShots = shotsReadyForVideo(shots).filter((shot) => isFree(shotVideoKey(shot.id))).length;

  /** A batch's state; when every ready shot is already in flight (e.g. after a reload), their progress. */
  const batchState = (batchKey: string, keyOf: (shotId: string) => string, left: number): GenerationState => {
    const own = board.stateOf(batchKey);
    if (isGenerationBusy(own) || left > 0) return own;
    const running = shots.map((shot) => board.stateOf(keyOf(shot.id))).filter(isGenerationBusy);
    if (running.length === 0) return own;
    const progress = Math.round(running.reduce((sum, state) => sum + state.progress, 0) / running.length);
    return { ...own, phase: 'running', progress, total: running.length, finished: 0, error: null };
  };

  return {
    imageCost,
    videoCost,
    imageShots,
    imageShotsWithImage,
    videoShots,
    /** Costs of the "all" actions; null while the pricing loads. */
    allImagesCost: imageCost === null ? null : imageCost * imageShots,
    allVideosCost: videoCost === null ? null : videoCost * videoShots,
    stateOf: board.stateOf,
    allImagesState: batchState(ALL_IMAGES_KEY, shotImageKey, imageShots),
    allVideosState: batchState(ALL_VIDEOS_KEY, shotVideoKey, videoShots),
    generateImage: (shot: Shot) =>
      board.start({
        key: shotImageKey(shot.id),
        kind: 'image',
        cost: imageCost ?? 0,
        run: () => scenarioEditorApi.generateShotImage(scenarioId, shot.id),
      }),
    generateVideo: (shot: Shot) =>
      board.start({
        key: shotVideoKey(shot.id),
        kind: 'video',
        cost: videoCost ?? 0,
        run: () => scenarioEditorApi.generateShotVideo(scenarioId, shot.id),
      }),
    /** Every ready shot, or with `onlyWithoutImage` only those that have no image yet. */
    generateAllImages: (onlyWithoutImage: boolean) =>
      board.start({
        key: ALL_IMAGES_KEY,
        kind: 'image',
        cost: (imageCost ?? 0) * (onlyWithoutImage ? imageShots - imageShotsWithImage : imageShots),
        run: () => scenarioEditorApi.generateAllImages(scenarioId, onlyWithoutImage),
      }),
    /** New images or videos for the selected shots (batch operations), after the quote was confirmed. */
    generateSelected: (kind: ShotBatchKind, shotIds: readonly string[], cost: number) =>
      board.start({
        key: `selection:${kind}`,
        kind,
        cost,
        run: () => call('scenario.shots.batch.generate', { id: scenarioId, shotIds: [...shotIds], kind }),
      }),
    /** "Bring up to date": new images or videos for the stale and missing shots (of `shotIds`, else all). */
    bringUpToDate: (kind: ShotBatchKind, shotIds: readonly string[] | undefined, cost: number) =>
      board.start({
        key: `up-to-date:${kind}`,
        kind,
        cost,
        run: () =>
          call('scenario.upToDate.generate', { id: scenarioId, kind, ...(shotIds ? { shotIds: [...shotIds] } : {}) }),
      }),
    generateAllVideos: () =>
      board.start({
        key: ALL_VIDEOS_KEY,
        kind: 'video',
        cost: (videoCost ?? 0) * videoShots,
        run: () => scenarioEditorApi.generateAllVideos(scenarioId),
      }),
  };
}
