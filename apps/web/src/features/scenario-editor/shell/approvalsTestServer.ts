import { ASSET_MESSAGES, type Approval, type ApprovalSummary, type Shot, type ShotVersion } from '@sym/contracts';
import { vi } from 'vitest';
import { TEST_USER, fail, ok, type ApiRoutes } from '../../../test/fakeApi';
import { makeShot } from '../components/testData';
import { stubStoryboard } from '../storyboard/storyboardTestServer';

const guest = { userId: null, name: 'Carla Client', isGuest: true };
const ada = { userId: TEST_USER.id, name: TEST_USER.name, isGuest: false };

/** An approval as the server presents it: Carla's approval of shot 1 on its first picture unless `fields` differ. */
export function approval(id: string, fields: Partial<Approval> = {}): Approval {
  return {
    id,
    scenarioId: 's1',
    shotId: 'sh1',
    state: 'approved',
    note: '',
    version: { generationId: 'g1', kind: 'image', number: 1 },
    author: guest,
    createdAt: '2025-01-01T10:00:00.000Z',
    ...fields,
  };
}

/** Shot 1 approved, shot 2 with changes requested, shot 3 approved on a take that is no longer current. */
export const SUMMARY: ApprovalSummary = {
  scenarioId: 's1',
  shots: [
    { shotId: 'sh1', approval: approval('a1'), isOutdated: false },
    {
      shotId: 'sh2',
      approval: approval('a2', { shotId: 'sh2', state: 'changes_requested', note: 'Give the keeper a lantern' }),
      isOutdated: false,
    },
    { shotId: 'sh3', approval: approval('a3', { shotId: 'sh3', author: ada }), isOutdated: true },
  ],
  episode: null,
  approvedCount: 1,
  changesRequestedCount: 1,
  shotCount: 3,
};

export const SHOTS: Shot[] = [
  makeShot('sh1', 1, { description: 'The cliff', imageUrl: '/media/take-two-image-key-000002.png' }),
  makeShot('sh2', 2, { description: 'The stairs' }),
  makeShot('sh3', 3, { description: 'The lamp' }),
];

/** A take of shot 1 as the server lists it. */
export function take(generationId: string, fields: Partial<ShotVersion> = {}): ShotVersion {
  return {
    generationId,
    shotId: 'sh1',
    kind: 'image',
    number: 1,
    status: 'completed',
    isCurrent: false,
    isUpload: false,
    url: `/media/${generationId}-image-key-0000000.png`,
    thumbUrl: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    ...fields,
  };
}

/** Shot 1's takes: two pictures (the second current) and a clip. */
export const TAKES: ShotVersion[] = [
  take('g1'),
  take('g2', { number: 2, isCurrent: true, createdAt: '2025-01-02T10:00:00.000Z' }),
  take('v1', { kind: 'video', isCurrent: true, url: '/media/v1-video.mp4', createdAt: '2025-01-03T10:00:00.000Z' }),
];

type Body = Record<string, unknown>;

/**
 * The episode editor of a project Ada owns, behind the fake fetch, with the episode's approvals and shot 1's takes,
 * answering verdicts, "Use this take" and take uploads (`uploadReply`) as the server would.
 */
export function stubApprovalsServer(options: { summary?: ApprovalSummary; uploadReply?: () => Response } = {}) {
  let summary = options.summary ?? SUMMARY;
  let takes = [...TAKES];
  let next = 0;
  const chooseTake = (generationId: string) => {
    const chosen = takes.find((item) => item.generationId === generationId)!;
    const previous = takes.find((item) => item.kind === chosen.kind && item.isCurrent) ?? null;
    takes = takes.map((item) => (item.kind === chosen.kind ? { ...item, isCurrent: item === chosen } : item));
    return ok({ shotId: 'sh1', generationId, previousGenerationId: previous?.generationId ?? null });
  };
  const routes: ApiRoutes = {
    'GET /api/projects/p1/details': () =>
      ok({
        id: 'p1',
        name: 'Moon Saga',
        role: 'owner',
        owner: { id: TEST_USER.id, name: TEST_USER.name, email: TEST_USER.email },
        collaborators: [],
        scenario_count: 1,
        asset_count: 0,
      }),
    'GET /api/scenarios/s1/comments': () => ok([]),
    'GET /api/scenarios/s1/approvals': () => ok(summary),
    'POST /api/scenarios/s1/approvals': (body) => {
      const input = body as Body;
      const given = approval(`new-${++next}`, {
        shotId: (input.shotId as string | undefined) ?? null,
        state: input.state as Approval['state'],
        note: String(input.note ?? ''),
        author: ada,
        createdAt: '2025-01-05T10:00:00.000Z',
      });
      return ok(given);
    },
    'GET /api/scenarios/s1/shots/sh1/versions': () => ok(takes),
    'GET /api/scenarios/s1/shots/sh2/versions': () => ok([]),
  };
  for (const item of TAKES) {
    routes[`POST /api/scenarios/s1/shots/sh1/versions/${item.generationId}/use`] = () => chooseTake(item.generationId);
  }
  const fetchMock = stubStoryboard(SHOTS, routes);
  // The shared fake reads JSON bodies only: the multipart upload is answered here.
  const uploads: FormData[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/scenarios/s1/shots/sh1/takes' && init?.body instanceof FormData) {
      uploads.push(init.body);
      if (options.uploadReply) return options.uploadReply();
      // A picture is shot 1's third, a video its second: each becomes the current one of its kind. (The server
      // reads the bytes; a name stands in for them here.)
      const file = init.body.get('file') as File;
      const kind = file.type.startsWith('video/') || /\.(mp4|webm|mov)$/i.test(file.name) ? 'video' : 'image';
      const uploaded = take('u1', {
        kind,
        number: kind === 'video' ? 2 : 3,
        isCurrent: true,
        isUpload: true,
        url: kind === 'video' ? '/media/u1-video.mp4' : '/media/u1-image-key-0000000.png',
        createdAt: '2025-01-04T10:00:00.000Z',
      });
      takes = [...takes.map((item) => (item.kind === kind ? { ...item, isCurrent: false } : item)), uploaded];
      return Response.json({ success: true, data: { id: 'u1', shotId: 'sh1', kind, isPrimary: true } });
    }
    return fetchMock(input, init);
  });
  return {
    fetchMock,
    uploads,
    takes: () => takes,
    setSummary: (changed: ApprovalSummary) => (summary = changed),
  };
}

/** A refusal as the server sends it for a file that is not a picture. */
export const notAnImage = () =>
  Response.json(
    fail(422, 'VALIDATION_ERROR', 'Validation failed', [{ field: 'image', message: ASSET_MESSAGES.notAnImage }]).body,
    {
      status: 422,
    },
  );
