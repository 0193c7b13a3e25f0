import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGenerationBoard, useGenerationPricing } from '../../generation';
import { scenarioKeys } from '../../projects';
import { lipsyncApi, type LipsyncRequest } from '../api/lipsyncApi';
import { resultUrlOf } from '../utils/jobResult';

const runKey = (shotId: string) => `lipsync:${shotId}`;

/**
 * One shot's lip-sync: its cost (the lip-sync price, plus the speech price when a line is typed), the run as a
 * job with progress, and the url of the video it made. The server makes that video the shot's primary video,
 * so a finished run refreshes every episode query (storyboard, shot editor, pickers).
 */
export function useLipsyncRun(projectId: string, scenarioId: string, shotId: string) {
  const queryClient = useQueryClient();
  const { costOf } = useGenerationPricing(projectId);
  const [resultUrl, setResultUrl] = useState<string | null>(null);
  const board = useGenerationBoard({
    onJobFinished: (_job, state) => {
      if (state.status === 'completed') setResultUrl(resultUrlOf(state.job));
      void queryClient.invalidateQueries({ queryKey: scenarioKeys.all });
    },
  });

  /** Credits of a run; null while the pricing loads. */
  const costFor = (request: LipsyncRequest): number | null => {
    const lipsync = costOf('lipsync');
    if (lipsync === null) return null;
    if (!request.text) return lipsync;
    return lipsync + (costOf('speech') ?? 0);
  };

  const run = (request: LipsyncRequest) => {
    setResultUrl(null);
    return board.start({
      key: runKey(shotId),
      kind: 'lipsync',
      cost: costFor(request) ?? 0,
      run: () => lipsyncApi.run(scenarioId, shotId, request),
    });
  };

  return { state: board.stateOf(runKey(shotId)), resultUrl, costFor, run };
}
