import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ASSET_MESSAGES,
  REVIEW_MESSAGES,
  SHOT_TAKE_VIDEO_MAX_BYTES,
  type Shot,
  type ShotGeneration,
  type ShotVersion,
  type TakeUsed,
} from '@sym/contracts';
import { storedFiles } from '../src/db/schema.ts';
import { encodedTone } from './helpers/audio-bytes.ts';
import { PNG_BYTES, dataOf, errorOf, rowFixtures, uploadFile, useTestServer } from './helpers/fixtures.ts';
import { reviewedEpisode } from './helpers/reviews.ts';
import { encodedClip } from './helpers/video-bytes.ts';

// Issue 32: a user uploads their own take of a shot, a picture or a video (comments.api.test.ts: pictures with
// the rest of the takes). A video becomes the shot's current video, undoable like "Use this take".
const server = useTestServer();
const fixtures = rowFixtures(server);

const NOT_A_TAKE = [{ field: 'file', message: REVIEW_MESSAGES.takeFileNotSupported }];

async function episodeWithTakes() {
  const episode = await reviewedEpisode(server, fixtures);
  const shotId = episode.shots[0].id;
  const path = `${episode.base}/shots/${shotId}/takes`;
  const send = (bytes: Uint8Array, name: string, type: string, token: string | undefined = episode.token) =>
    uploadFile(server, path, { bytes, name, type, field: 'file' }, token);
  const versions = async () =>
    dataOf<ShotVersion[]>(
      await server.request('GET', `${episode.base}/shots/${shotId}/versions`, { token: episode.token }),
    );
  const shot = async () =>
    dataOf<Shot[]>(await server.request('GET', `${episode.base}/shots`, { token: episode.token })).find(
      (item) => item.id === shotId,
    )!;
  const use = (generationId: string) =>
    server.request('POST', `${episode.base}/shots/${shotId}/versions/${generationId}/use`, {
      token: episode.token,
      body: {},
    });
  return { ...episode, shotId, path, send, versions, shot, use };
}

const unsigned = (url: string | null | undefined) => url?.split('?')[0];
const filesOf = async (userId: string) =>
  (await server.database.db.select().from(storedFiles).where(eq(storedFiles.userId, userId))).length;

describe('uploading a video take', () => {
  it("makes an MP4 or WebM the shot's current video, its picture kept, and undoes back to the video before", async () => {
    const { send, versions, shot, use, take } = await episodeWithTakes();
    const first = dataOf<ShotGeneration>(await send(await encodedClip(1, 'webm'), 'rough.webm', 'video/webm'));
    expect([first.kind, first.isPrimary, first.metadata.source]).toEqual(['video', true, 'upload']);
    // A declared type is not trusted: the bytes decide.
    const second = dataOf<ShotGeneration>(await send(await encodedClip(1, 'mp4'), 'final.bin', 'application/x-foo'));
    expect(second.kind).toBe('video');

    const listed = await versions();
    expect(listed.map((version) => [version.kind, version.number, version.isCurrent, version.isUpload])).toEqual([
      ['video', 2, true, true],
      ['video', 1, false, true],
      ['image', 1, true, false],
    ]);
    expect(listed[2]!.generationId).toBe(take.id);
    expect(unsigned((await shot()).videoUrl)).toBe(unsigned(listed[0]!.url));
    const served = await fetch(`${server.url}${listed[0]!.url}`);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');
    const webm = await fetch(`${server.url}${listed[1]!.url}`);
    expect(webm.headers.get('content-type')).toBe('video/webm');
    await webm.arrayBuffer();

    // Undo: the video that was current before is current again; the picture never moved.
    const undone = dataOf<TakeUsed>(await use(first.id));
    expect(undone.previousGenerationId).toBe(second.id);
    expect((await versions()).map((version) => version.isCurrent)).toEqual([false, true, true]);
    expect(unsigned((await shot()).videoUrl)).toBe(unsigned(listed[1]!.url));
  }, 60_000);

  it('takes a QuickTime MOV and keeps it as one', async () => {
    const { send, versions } = await episodeWithTakes();
    dataOf<ShotGeneration>(await send(await encodedClip(1, 'mov'), 'take.mov', 'video/quicktime'));
    const [video] = await versions();
    const served = await fetch(`${server.url}${video!.url}`);
    expect(served.headers.get('content-type')).toBe('video/quicktime');
    await served.arrayBuffer();
  }, 60_000);

  it('refuses text, audio, a clip cut short and noise behind a video header with 422, storing nothing', async () => {
    const { send, owner, versions } = await episodeWithTakes();
    const before = await filesOf(owner.user.id);
    const clip = await encodedClip(1, 'mp4');
    const noise = Buffer.from(Array.from({ length: 20_000 }, (_, index) => (index * 7919 + 13) % 251));
    for (const [bytes, name] of [
      [Buffer.from('Just some words, not a film.'), 'notes.mp4'],
      [await encodedTone(1, 'm4a'), 'song.mp4'],
      [clip.subarray(0, Math.floor(clip.length / 2)), 'cut.mp4'],
      [Buffer.concat([clip.subarray(0, 32), noise]), 'noise.mp4'],
    ] as const) {
      expect(errorOf(await send(bytes, name, 'video/mp4'), 422).details, name).toEqual(NOT_A_TAKE);
    }
    expect(await filesOf(owner.user.id)).toBe(before);
    expect(await versions()).toHaveLength(1);
  }, 60_000);

  it('refuses a video over 50 MB and a picture over 10 MB with 422 and the size text', async () => {
    const { send, owner } = await episodeWithTakes();
    const before = await filesOf(owner.user.id);
    const clip = await encodedClip(1, 'mp4');
    const big = Buffer.alloc(SHOT_TAKE_VIDEO_MAX_BYTES + 1024 * 1024);
    clip.copy(big);
    expect(errorOf(await send(big, 'long.mp4', 'video/mp4'), 422).details).toEqual([
      { field: 'file', message: REVIEW_MESSAGES.takeVideoTooLarge },
    ]);
    expect(REVIEW_MESSAGES.takeVideoTooLarge).toBe('A video take must be less than 50MB');
    const picture = Buffer.alloc(11 * 1024 * 1024);
    PNG_BYTES.copy(picture);
    expect(errorOf(await send(picture, 'huge.png', 'image/png'), 422).details).toEqual([
      { field: 'file', message: ASSET_MESSAGES.imageTooLarge },
    ]);
    expect(await filesOf(owner.user.id)).toBe(before);
  }, 60_000);

  it('answers 422 without a file or multipart, 401 without a token and 404 to a stranger', async () => {
    const { send, path, token } = await episodeWithTakes();
    const clip = await encodedClip(1, 'webm');
    const elsewhere = await uploadFile(server, path, { bytes: clip, name: 'a.webm', type: 'video/webm' }, token);
    expect(errorOf(elsewhere, 422).details).toEqual(NOT_A_TAKE);
    const notMultipart = errorOf(await server.request('POST', path, { token, body: { file: 'x' } }), 422);
    expect(notMultipart.details?.[0]?.field).toBe('file');
    expect(
      (await uploadFile(server, path, { bytes: clip, name: 'a.webm', type: 'video/webm', field: 'file' })).status,
    ).toBe(401);
    const stranger = await server.register();
    errorOf(await send(clip, 'a.webm', 'video/webm', stranger.accessToken), 404);
  }, 60_000);
});
