import type { ApprovalSummary, ShotGeneration } from '@sym/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { approvalLiveHandlers } from '../../approvals';
import { FEATURE_LIVE_HANDLERS } from '../../realtime/live/featureHandlers';
import type { LiveContext } from '../../realtime/live/liveHandlers';
import { scenarioEditorKeys } from '../../scenario-editor/api/scenarioEditorKeys';
import { shotEditorKeys } from '../../scenario-editor/shot-editor/shotEditorKeys';
import { approval } from '../../scenario-editor/shell/approvalsTestServer';
import { editorPictureKeys, takeKeys } from '../api/takesApi';
import { takeLiveHandlers } from './applyTakeEvents';

const generation: ShotGeneration = {
  id: 'g3',
  shotId: 'sh1',
  scenarioId: 's1',
  kind: 'image',
  status: 'completed',
  isPrimary: true,
  url: '/media/g3-image-key-0000000.png',
  thumbUrl: null,
  prompt: null,
  metadata: {},
  scene: null,
  style: null,
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-01-05T10:00:00.000Z',
};

const SUMMARY: ApprovalSummary = {
  scenarioId: 's1',
  shots: [{ shotId: 'sh1', approval: null, isOutdated: false }],
  episode: null,
  approvedCount: 0,
  changesRequestedCount: 0,
  shotCount: 1,
};

function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(takeKeys.list('s1', 'sh1'), []);
  queryClient.setQueryData(['scenarios', 'approvals', 's1'], SUMMARY);
  return queryClient;
}
const contextOf = (queryClient: QueryClient): LiveContext => ({ queryClient, projectId: 'p1', actorId: 'u-ben' });
const isStale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('live takes and approvals', () => {
  it("names the editor's own query keys for the shot's picture", () => {
    expect(editorPictureKeys.shots('s1')).toEqual(scenarioEditorKeys.shots('s1'));
    expect(editorPictureKeys.generations('s1', 'sh1')).toEqual(shotEditorKeys.shotGenerations('s1', 'sh1'));
  });

  it("reads a shot's takes and the approvals again when another tab changes its current take", () => {
    const queryClient = seeded();
    expect(FEATURE_LIVE_HANDLERS).toContain(takeLiveHandlers);
    expect(FEATURE_LIVE_HANDLERS).toContain(approvalLiveHandlers);
    for (const handlers of [takeLiveHandlers, approvalLiveHandlers])
      handlers['shot.generation.updated']!({ scenarioId: 's1', generation }, contextOf(queryClient));
    expect(isStale(queryClient, takeKeys.list('s1', 'sh1'))).toBe(true);
    expect(isStale(queryClient, ['scenarios', 'approvals', 's1'])).toBe(true);
  });

  it("puts another member's or a guest's verdict into the summary at once", () => {
    const queryClient = seeded();
    const given = approval('a9', { createdAt: '2025-01-06T10:00:00.000Z' });
    approvalLiveHandlers['approval.set']!(given, contextOf(queryClient));
    const summary = queryClient.getQueryData<ApprovalSummary>(['scenarios', 'approvals', 's1'])!;
    expect(summary.shots[0]!.approval?.id).toBe('a9');
    expect(summary.approvedCount).toBe(1);
  });
});
