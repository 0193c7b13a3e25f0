import { SERVER_EVENTS, type ActiveJob, type AssetView, type Shot, type Track } from '@sym/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClientId } from '../../../lib/transport';
import { scenarioEditorKeys } from '../../scenario-editor';
import { getShotEditSaver } from '../../scenario-editor/shot-editor/autosave/shotEditSaver';
import { jobKeys } from '../../generation';
import { makeAsset } from '../../assets/components/testData';
import { scenarioKeys } from '../../projects';
import { startLiveUpdates } from './startLiveUpdates';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const SCENARIO = '00000000-0000-4000-8000-000000000002';
const ACTOR = '00000000-0000-4000-8000-000000000003';
const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
const OTHER_TAB = 'othertab0001';
const AT = '2026-01-01T00:00:00.000Z';

const shot = (n: number, sequence: number, changes: Partial<Shot> & { updatedAt?: string } = {}) => ({
  id: id(n),
  sequence,
  type: 'medium' as const,
  description: `shot ${n}`,
  action: '',
  duration: 3,
  assetIds: [],
  metadata: {},
  cameraMotion: 'auto' as const,
  updatedAt: AT,
  ...changes,
});

/** A socket stand-in: the test pushes server events through it. */
class FakeRoom {
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>();
  on(event: string, handler: (...args: unknown[]) => void) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return () => set.delete(handler);
  }
  push(event: string, payload: unknown) {
    this.handlers.get(event)?.forEach((handler) => handler(payload));
  }
  /** A live event as the server wraps it, from another tab unless told. */
  live(event: string, type: string, data: unknown, origin: string | null = OTHER_TAB) {
    this.push(event, { type, projectId: PROJECT, actorId: ACTOR, origin, at: AT, data });
  }
}

let queryClient: QueryClient;
let room: FakeRoom;
let stop: () => void;

beforeEach(() => {
  queryClient = new QueryClient();
  room = new FakeRoom();
  stop = startLiveUpdates(queryClient, PROJECT, room);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const shots = () => queryClient.getQueryData<Shot[]>(scenarioEditorKeys.shots(SCENARIO))!;
const describeShots = () => shots().map((item) => `${item.sequence}:${item.description}`);

describe('live updates of a project room', () => {
  beforeEach(() => queryClient.setQueryData(scenarioEditorKeys.shots(SCENARIO), [shot(1, 1), shot(2, 2)]));

  it('inserts a created or duplicated shot at its sequence, keeping fields the schema does not list', () => {
    room.live(SERVER_EVENTS.shotCreated, 'shot.created', { scenarioId: SCENARIO, shot: shot(3, 2) });
    expect(describeShots()).toEqual(['1:shot 1', '2:shot 3', '3:shot 2']);
    expect((shots()[1] as Shot & { updatedAt?: string }).updatedAt).toBe(AT);
    room.live(SERVER_EVENTS.shotCreated, 'shot.duplicated', {
      scenarioId: SCENARIO,
      sourceId: id(1),
      shot: shot(4, 2),
    });
    expect(describeShots()).toEqual(['1:shot 1', '2:shot 4', '3:shot 3', '4:shot 2']);
  });

  it('replaces an updated shot, removes a deleted one, reorders and replaces the list', () => {
    room.live(SERVER_EVENTS.shotUpdated, 'shot.updated', {
      scenarioId: SCENARIO,
      shot: shot(2, 2, { description: 'longer', duration: 5, updatedAt: '2026-01-01T00:00:01.000Z' }),
    });
    expect(shots()[1]).toMatchObject({ description: 'longer', duration: 5 });
    room.live(SERVER_EVENTS.shotReordered, 'shot.reordered', { scenarioId: SCENARIO, shotIds: [id(2), id(1)] });
    expect(describeShots()).toEqual(['1:longer', '2:shot 1']);
    room.live(SERVER_EVENTS.shotDeleted, 'shot.deleted', { scenarioId: SCENARIO, id: id(2) });
    expect(describeShots()).toEqual(['1:shot 1']);
    room.live(SERVER_EVENTS.shotsReplaced, 'shot.replaced', { scenarioId: SCENARIO, shots: [shot(7, 2), shot(8, 1)] });
    expect(describeShots()).toEqual(['1:shot 8', '2:shot 7']);
  });

  it("ignores this tab's own edits and invalid payloads (logged), and applies its own order changes", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = shots();
    room.live(
      SERVER_EVENTS.shotUpdated,
      'shot.updated',
      { scenarioId: SCENARIO, shot: shot(1, 1, { description: 'mine, late', updatedAt: '2026-01-01T00:00:09.000Z' }) },
      getClientId(),
    );
    room.live(SERVER_EVENTS.shotDeleted, 'shot.deleted', { scenarioId: SCENARIO, id: 'not-an-id' });
    room.push(SERVER_EVENTS.shotDeleted, { type: 'shot.deleted', data: { scenarioId: SCENARIO, id: id(1) } });
    expect(shots()).toBe(before);
    expect(warn).toHaveBeenCalledTimes(2);
    room.live(SERVER_EVENTS.shotDeleted, 'shot.deleted', { scenarioId: SCENARIO, id: id(1) }, getClientId());
    expect(shots().map((item) => item.id)).not.toContain(id(1));
  });

  it("keeps the user's unsaved edit of a shot on top of another user's update", () => {
    vi.useFakeTimers();
    const saver = getShotEditSaver(queryClient, SCENARIO);
    saver.edit(id(1), { description: 'typing…' });
    room.live(SERVER_EVENTS.shotUpdated, 'shot.updated', {
      scenarioId: SCENARIO,
      shot: shot(1, 1, { description: 'theirs', duration: 8, updatedAt: '2026-01-01T00:00:02.000Z' }),
    });
    expect(shots()[0]).toMatchObject({ description: 'typing…', duration: 8 });
  });

  it('follows the episode list, the timeline, exports, assets and finished jobs', () => {
    const scenario = { id: SCENARIO, name: 'One', projectId: PROJECT, userId: ACTOR, createdAt: AT, updatedAt: AT };
    queryClient.setQueryData(scenarioKeys.byProject(PROJECT), []);
    room.live(SERVER_EVENTS.scenarioCreated, 'scenario.created', {
      ...scenario,
      status: 'draft',
      metadata: {},
      settings: {},
    });
    expect(queryClient.getQueryData(scenarioKeys.byProject(PROJECT))).toMatchObject([
      { id: SCENARIO, shot_count: 0, total_duration: 0 },
    ]);

    const track = (n: number, order: number): Track =>
      ({ id: id(n), scenarioId: SCENARIO, name: `t${n}`, order }) as unknown as Track;
    const tracksKey = ['scenarios', 'tracks', SCENARIO];
    queryClient.setQueryData(tracksKey, [track(11, 0), track(12, 1)]);
    room.live(SERVER_EVENTS.trackReordered, 'track.reordered', { scenarioId: SCENARIO, trackIds: [id(12), id(11)] });
    expect(queryClient.getQueryData<Track[]>(tracksKey)!.map((item) => item.id)).toEqual([id(12), id(11)]);

    const exportsKey = ['scenario', SCENARIO, 'exports'];
    const rendered = {
      exportId: id(20),
      scenarioId: SCENARIO,
      name: 'Cut',
      kind: 'animatic',
      status: 'processing',
      progress: 40,
      error: null,
      width: 1280,
      height: 720,
      codec: 'h264',
      subtitles: false,
      subtitleOptions: null,
      languages: ['en'],
      duration: null,
      size: null,
      videoUrl: null,
      posterUrl: null,
      shareUrl: null,
      shareId: null,
      createdAt: AT,
      updatedAt: AT,
    };
    queryClient.setQueryData(exportsKey, [{ ...rendered, progress: 10 }]);
    room.live(SERVER_EVENTS.exportUpdated, 'export.updated', rendered, null);
    expect(queryClient.getQueryData(exportsKey)).toEqual([rendered]);
    room.live(SERVER_EVENTS.exportDeleted, 'export.deleted', { exportId: id(20), scenarioId: SCENARIO });
    expect(queryClient.getQueryData(exportsKey)).toEqual([]);

    const asset = makeAsset(id(30), 'Hero', { projectId: PROJECT, project_id: PROJECT, userId: ACTOR });
    const assetsKey = ['assets', 'project', PROJECT];
    queryClient.setQueryData<AssetView[]>(assetsKey, []);
    room.push(SERVER_EVENTS.assetCreated, asset);
    expect(queryClient.getQueryData<AssetView[]>(assetsKey)).toEqual([asset]);
    room.push(SERVER_EVENTS.assetDeleted, asset);
    expect(queryClient.getQueryData<AssetView[]>(assetsKey)).toEqual([]);

    const active = { jobId: id(40), queue: 'image-generation', scenarioId: SCENARIO, shotId: id(1) } as ActiveJob;
    queryClient.setQueryData(jobKeys.active(PROJECT), [active]);
    queryClient.setQueryData(scenarioEditorKeys.shots(SCENARIO), [shot(1, 1), shot(2, 2)]);
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    room.live(SERVER_EVENTS.jobFinished, 'generation.completed', {
      id: id(40),
      queue: 'image-generation',
      kind: 'image',
      status: 'completed',
      progress: 100,
      cost: 1,
      attempts: 1,
      error: null,
      result: { url: '/media/a.png', thumbUrl: '/media/a-256.webp', targetType: 'shot-image' },
      createdAt: AT,
      updatedAt: AT,
      target: {
        type: 'shot-image',
        id: id(41),
        scenarioId: SCENARIO,
        shotId: id(1),
        assetId: null,
        variantId: null,
        voiceClipId: null,
        exportId: null,
      },
    });
    expect(queryClient.getQueryData(jobKeys.active(PROJECT))).toEqual([]);
    // Only the shot it filled: its history and takes are read again (and the asset pages' stale marks, and the
    // episode's approvals, which a new take makes outdated) and its entry shows the new picture; the shot list is not
    // re-read.
    expect(refetch.mock.calls).toEqual([
      [{ queryKey: ['scenarios', 'generations', SCENARIO, id(1)] }],
      [{ queryKey: ['assets', 'freshness'] }],
      [{ queryKey: ['scenarios', 'approvals', SCENARIO] }],
      [{ queryKey: ['scenarios', 'shot-versions', SCENARIO, id(1)] }],
    ]);
    expect(shots()[0]).toMatchObject({ imageUrl: '/media/a.png', imageThumbUrl: '/media/a-256.webp' });
    expect(shots()[1]).toEqual(shot(2, 2));
  });
});
