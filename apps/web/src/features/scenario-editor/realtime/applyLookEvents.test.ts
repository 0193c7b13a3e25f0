import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { lookLiveHandlers } from './applyLookEvents';

describe('look changes in the room', () => {
  it("mark every open episode's stale marks for a new read, and nothing else", () => {
    const queryClient = new QueryClient();
    const marks = [...scenarioEditorKeys.freshness('s1'), 'fingerprint'];
    const shots = scenarioEditorKeys.shots('s1');
    queryClient.setQueryData(marks, { shots: [] });
    queryClient.setQueryData(shots, []);
    const context = { queryClient, projectId: 'p1', actorId: 'u2' };
    const apply = lookLiveHandlers['variant.updated'] as (data: unknown, ctx: typeof context) => void;
    apply({ id: 'v1' }, context);
    expect(queryClient.getQueryState(marks)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(shots)?.isInvalidated).toBe(false);
  });
});
