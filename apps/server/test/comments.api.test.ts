import { describe, expect, it } from 'vitest';
import {
  REVIEW_MESSAGES,
  type ApprovalSummary,
  type JobTicket,
  type ReviewComment,
  type Shot,
  type ShotVersion,
  type TakeUsed,
} from '@sym/contracts';
import {
  PNG_BYTES,
  dataOf,
  errorOf,
  openRpcSocket,
  projectApi,
  recordEvents,
  uploadFile,
  useTestServer,
} from './helpers/fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';

// Comments, approvals and takes of an episode, as its members use them (guests: reviews.api.test.ts).
const server = useTestServer();
const projects = projectApi(server);

/** An owner, a collaborator and a stranger, with an episode of three shots. */
async function episode() {
  const people = await projects.sharedProject();
  const token = people.owner.accessToken;
  const scenario = dataOf<{ id: string }>(
    await server.request('POST', '/api/scenarios', { token, body: { projectId: people.project.id, name: 'Ep' } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const shots: Shot[] = [];
  for (const description of ['Cliff', 'Stairs', 'Lamp']) {
    shots.push(dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body: { description } })));
  }
  return { ...people, token, scenario, base, shots };
}

/** Draws a new image take of a shot with the local renderer and waits for it. */
async function newTake(token: string, base: string, shotId: string) {
  const ticket = dataOf<JobTicket>(await server.request('POST', `${base}/shots/${shotId}/generate`, { token }));
  expect((await waitForJob(server, token, ticket)).status).toBe('completed');
}

const post = (path: string, token: string, body: unknown) => server.request('POST', path, { token, body });

describe('comments', () => {
  it('belong to a shot and its take, a time range, or the whole episode, in threads with mentions', async () => {
    const { token, base, shots, collaborator, owner } = await episode();
    await newTake(token, base, shots[1]!.id);
    const events = recordEvents(server);
    const onShot = dataOf<ReviewComment>(
      await post(`${base}/comments`, token, {
        shotId: shots[1]!.id,
        body: 'Lantern here',
        annotation: {
          shapes: [
            {
              type: 'box',
              color: '#ff0000',
              points: [
                [0.1, 0.2],
                [0.5, 0.6],
              ],
            },
          ],
        },
      }),
    );
    expect(onShot.version).toMatchObject({ kind: 'image', number: 1 });
    expect(onShot.annotation?.shapes).toHaveLength(1);
    expect(onShot.author).toEqual({ userId: owner.user.id, name: owner.user.name, isGuest: false });
    const atTime = dataOf<ReviewComment>(
      await post(`${base}/comments`, token, { body: 'Too early', timeSeconds: 4, timeEndSeconds: 6 }),
    );
    expect([atTime.timeSeconds, atTime.timeEndSeconds, atTime.shotId]).toEqual([4, 6, null]);
    const whole = dataOf<ReviewComment>(await post(`${base}/comments`, token, { body: 'Lovely overall' }));
    expect([whole.shotId, whole.timeSeconds]).toEqual([null, null]);
    const reply = dataOf<ReviewComment>(
      await post(`${base}/comments`, collaborator.accessToken, {
        parentId: onShot.id,
        body: `@${owner.user.name} will do`,
      }),
    );
    expect(reply.mentions).toEqual([{ userId: owner.user.id, name: owner.user.name }]);
    const replyToReply = errorOf(await post(`${base}/comments`, token, { parentId: reply.id, body: 'x' }), 422);
    expect(JSON.stringify(replyToReply)).toContain(REVIEW_MESSAGES.replyOnReply);
    const listed = dataOf<ReviewComment[]>(await server.request('GET', `${base}/comments`, { token }));
    expect(listed.map((comment) => comment.id)).toEqual([onShot.id, reply.id, atTime.id, whole.id]);
    expect(events.types().filter((type) => type === 'comment.created')).toHaveLength(4);
    events.stop();
  });

  it('refuses a target that is two things, a bad time range, a bad annotation and an oversized body', async () => {
    const { token, base, shots } = await episode();
    const bad = [
      { shotId: shots[0]!.id, timeSeconds: 2, body: 'x' },
      { timeSeconds: 5, timeEndSeconds: 4, body: 'x' },
      { body: 'x', annotation: { shapes: [{ type: 'stroke', color: '#000000', points: [[1.5, 0.2]] }] } },
      {
        body: 'x',
        annotation: {
          shapes: [{ type: 'stroke', color: '#000000', points: Array.from({ length: 4001 }, () => [0.5, 0.5]) }],
        },
      },
      { body: 'x'.repeat(5001) },
      { body: '   ' },
      { shotId: shots[0]!.id, generationId: shots[1]!.id, body: 'x' },
    ];
    for (const body of bad)
      expect((await post(`${base}/comments`, token, body)).status, JSON.stringify(body).slice(0, 80)).toBe(422);
  });

  it('are edited and deleted by their author only, resolved and reopened by any member, and filtered', async () => {
    const { token, base, shots, collaborator } = await episode();
    const mine = dataOf<ReviewComment>(await post(`${base}/comments`, token, { shotId: shots[0]!.id, body: 'a' }));
    const theirs = dataOf<ReviewComment>(await post(`${base}/comments`, collaborator.accessToken, { body: 'b' }));
    errorOf(
      await server.request('PATCH', `/api/comments/${mine.id}`, {
        token: collaborator.accessToken,
        body: { body: 'hijack' },
      }),
      403,
    );
    errorOf(await server.request('DELETE', `/api/comments/${mine.id}`, { token: collaborator.accessToken }), 403);
    const edited = dataOf<ReviewComment>(
      await server.request('PATCH', `/api/comments/${mine.id}`, { token, body: { body: 'a2' } }),
    );
    expect([edited.body, edited.editedAt !== null]).toEqual(['a2', true]);
    const resolved = dataOf<ReviewComment>(
      await server.request('PATCH', `/api/comments/${mine.id}`, {
        token: collaborator.accessToken,
        body: { resolved: true },
      }),
    );
    expect(resolved.resolvedBy).toBe(collaborator.user.name);
    const ids = async (query: string) =>
      dataOf<ReviewComment[]>(await server.request('GET', `${base}/comments${query}`, { token })).map((c) => c.id);
    expect(await ids('?filter=open')).toEqual([theirs.id]);
    expect(await ids('?filter=resolved')).toEqual([mine.id]);
    expect(await ids('?filter=mine')).toEqual([mine.id]);
    expect(await ids(`?shotId=${shots[0]!.id}`)).toEqual([mine.id]);
    dataOf(await server.request('PATCH', `/api/comments/${mine.id}`, { token, body: { resolved: false } }));
    expect(await ids('?filter=open')).toEqual([mine.id, theirs.id]);
    const reply = dataOf<ReviewComment>(
      await post(`${base}/comments`, collaborator.accessToken, { parentId: mine.id, body: 'r' }),
    );
    dataOf(await server.request('DELETE', `/api/comments/${mine.id}`, { token }));
    expect(await ids('')).toEqual([theirs.id]);
    errorOf(
      await server.request('PATCH', `/api/comments/${reply.id}`, {
        token: collaborator.accessToken,
        body: { body: 'z' },
      }),
      404,
    );
  });

  it('answers 404 to strangers for every comment, approval and take, over REST and the socket', async () => {
    const { token, base, shots, stranger, scenario } = await episode();
    const comment = dataOf<ReviewComment>(await post(`${base}/comments`, token, { body: 'private' }));
    const theirs = stranger.accessToken;
    errorOf(await server.request('GET', `${base}/comments`, { token: theirs }), 404);
    errorOf(await post(`${base}/comments`, theirs, { body: 'hi' }), 404);
    errorOf(
      await server.request('PATCH', `/api/comments/${comment.id}`, { token: theirs, body: { resolved: true } }),
      404,
    );
    errorOf(await server.request('DELETE', `/api/comments/${comment.id}`, { token: theirs }), 404);
    errorOf(await server.request('GET', `${base}/approvals`, { token: theirs }), 404);
    errorOf(await post(`${base}/approvals`, theirs, { state: 'approved' }), 404);
    errorOf(await server.request('GET', `${base}/shots/${shots[0]!.id}/versions`, { token: theirs }), 404);
    const socket = await openRpcSocket(server, theirs);
    try {
      for (const [action, payload] of [
        ['scenario.comment.list', { id: scenario.id }],
        ['comment.update', { commentId: comment.id, resolved: true }],
        ['comment.delete', { commentId: comment.id }],
        ['scenario.approval.set', { id: scenario.id, state: 'approved' }],
      ] as const) {
        const answer = await socket.rpc(action, payload);
        expect(answer.success ? 'ok' : answer.error.code, action).toBe('NOT_FOUND');
      }
    } finally {
      socket.close();
    }
  });
});

describe('approvals and takes', () => {
  it('count approved shots, and a new take makes an approval "approved on an earlier version"', async () => {
    const { token, base, shots, collaborator } = await episode();
    for (const shot of shots) await newTake(token, base, shot.id);
    for (const shot of shots.slice(0, 2))
      dataOf(await post(`${base}/approvals`, collaborator.accessToken, { shotId: shot.id, state: 'approved' }));
    dataOf(
      await post(`${base}/approvals`, token, { shotId: shots[2]!.id, state: 'changes_requested', note: 'Brighter' }),
    );
    dataOf(await post(`${base}/approvals`, token, { state: 'changes_requested' }));
    let summary = dataOf<ApprovalSummary>(await server.request('GET', `${base}/approvals`, { token }));
    expect([summary.approvedCount, summary.changesRequestedCount, summary.shotCount]).toEqual([2, 1, 3]);
    expect(summary.episode?.state).toBe('changes_requested');
    expect(summary.shots[0]!.approval?.version?.number).toBe(1);

    await newTake(token, base, shots[0]!.id);
    summary = dataOf<ApprovalSummary>(await server.request('GET', `${base}/approvals`, { token }));
    expect(summary.shots[0]!.isOutdated).toBe(true);
    expect(summary.approvedCount).toBe(1);

    const versions = dataOf<ShotVersion[]>(
      await server.request('GET', `${base}/shots/${shots[0]!.id}/versions`, { token }),
    );
    expect(versions.map((version) => [version.number, version.isCurrent])).toEqual([
      [2, true],
      [1, false],
    ]);
    const used = dataOf<TakeUsed>(
      await post(`${base}/shots/${shots[0]!.id}/versions/${versions[1]!.generationId}/use`, token, {}),
    );
    expect(used.previousGenerationId).toBe(versions[0]!.generationId);
    summary = dataOf<ApprovalSummary>(await server.request('GET', `${base}/approvals`, { token }));
    expect([summary.shots[0]!.isOutdated, summary.approvedCount]).toEqual([false, 2]);
    // Undo: the take it replaced is current again.
    dataOf(await post(`${base}/shots/${shots[0]!.id}/versions/${used.previousGenerationId}/use`, token, {}));
    const after = dataOf<ShotVersion[]>(
      await server.request('GET', `${base}/shots/${shots[0]!.id}/versions`, { token }),
    );
    expect(after[0]!.isCurrent).toBe(true);
    // A take of another shot is not one of this shot's.
    errorOf(await post(`${base}/shots/${shots[1]!.id}/versions/${versions[0]!.generationId}/use`, token, {}), 422);
  });

  it('takes an uploaded picture as the current take, and refuses a file that is not one', async () => {
    const { token, base, shots, stranger } = await episode();
    await newTake(token, base, shots[0]!.id);
    const path = `${base}/shots/${shots[0]!.id}/takes`;
    const png = { bytes: PNG_BYTES, name: 'mine.png', type: 'image/png', field: 'file' };
    const uploaded = dataOf<{ id: string; isPrimary: boolean; metadata: Record<string, unknown> }>(
      await uploadFile(server, path, png, token),
    );
    expect([uploaded.isPrimary, uploaded.metadata.source]).toEqual([true, 'upload']);
    const versions = dataOf<ShotVersion[]>(
      await server.request('GET', `${base}/shots/${shots[0]!.id}/versions`, { token }),
    );
    expect(versions.map((version) => [version.number, version.isCurrent, version.isUpload])).toEqual([
      [2, true, true],
      [1, false, false],
    ]);
    const listed = dataOf<Shot[]>(await server.request('GET', `${base}/shots`, { token }));
    expect(listed[0]!.imageUrl?.split('?')[0]).toBe(versions[0]!.url?.split('?')[0]);
    const text = { bytes: Buffer.from('not a picture'), name: 'x.png', type: 'image/png', field: 'file' };
    errorOf(await uploadFile(server, path, text, token), 422);
    errorOf(await uploadFile(server, path, png, stranger.accessToken), 404);
  });
});
