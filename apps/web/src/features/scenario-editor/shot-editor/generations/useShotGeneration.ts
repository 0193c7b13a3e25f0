import type { Shot } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useGenerationBoard, useGenerationPricing } from '../../../generation';
import { scenarioEditorKeys } from '../../api/scenarioEditorKeys';
import { shotIdOfKey, shotImageKey, shotVideoKey } from '../../utils/shotReadiness';
import type { ShotEditSaver } from '../autosave/shotEditSaver';
import { shotEditorApi } from '../shotEditorApi';
import { shotEditorKeys } from '../shotEditorKeys';

/**
 * Image and video generation of the shot in the editor. Unsaved edits go first, so the server generates from
 * what the user sees; a finished job refreshes the shots and this shot's generation history.
 */
export function useShotGeneration(projectId: string, scenarioId: string, shot: Shot, saver: ShotEditSaver) {
  const queryClient = useQueryClient();
  const { costOf } = useGenerationPricing(projectId);
  const board = useGenerationBoard({
    projectId,
    onJobFinished: (job) => {
      void queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.shots(scenarioId) });
      const shotId = shotIdOfKey(job.key) ?? shot.id;
      void queryClient.invalidateQueries({ queryKey: shotEditorKeys.shotGenerations(scenarioId, shotId) });
    },
  });
  const imageKey = shotImageKey(shot.id);
  const videoKey = shotVideoKey(shot.id);
  const imageCost = costOf('image');
  const videoCost = costOf('video');

  const start = async (kind: 'image' | 'video') => {
    await saver.flush(shot.id);
    const shotId = shot.id;
    // The history shows the new pending entry while the job runs.
    const refreshHistory = () =>
      void queryClient.invalidateQueries({ queryKey: shotEditorKeys.shotGenerations(scenarioId, shotId) });
    const result = await board.start({
      key: kind === 'image' ? imageKey : videoKey,
      kind,
      cost: (kind === 'image' ? imageCost : videoCost) ?? 0,
      run: () =>
        kind === 'image'
          ? shotEditorApi.generateImage(scenarioId, shotId)
          : shotEditorApi.generateVideo(scenarioId, shotId),
    });
    if (result) refreshHistory();
  };

  return {
    imageCost,
    videoCost,
    imageState: board.stateOf(imageKey),
    videoState: board.stateOf(videoKey),
    generateImage: () => void start('image'),
    generateVideo: () => void start('video'),
  };
}
