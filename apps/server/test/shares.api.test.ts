import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES, type Export, type PublicVideo, type RpcResponse, type ShareLink } from '@sym/contracts';
import { shares } from '../src/db/schema.ts';
import { resolveFfmpeg } from '../src/media/ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../src/media/ffmpeg/ffmpeg-runner.ts';
import { sharedMediaAddress } from '../src/media/media-access.ts';
import { dataOf, errorOf, openRpcSocket } from './helpers/fixtures.ts';
import { renderSitePage } from '../src/http/site-page.ts';
import { SPA_INDEX_HTML } from './helpers/test-server.ts';
import { type ExportColumns, insertCompletedExport, useServerWithRows } from './helpers/media-fixtures.ts';

/** index.html as a base site serves it: with its site tags and title (site-page.ts). */
const SYM_PAGE = renderSitePage(SPA_INDEX_HTML, { tier: 'sym', edition: 'sym' });

const PUBLIC_URL = 'https://studio.example';
// A public PUBLIC_URL must choose CREDITS_SELF_SERVICE (deployment-checks.ts).
const { server, fixtures } = useServerWithRows({ PUBLIC_URL, CREDITS_SELF_SERVICE: 'true' });
const HOSTILE_NAME = 'Final "><script>alert(1)</script> & cut';

let mp4: Buffer;
let poster: Buffer;

/** A real small H.264 MP4 (faststart) and a JPEG poster, encoded by ffmpeg once for the file. */
beforeAll(async () => {
  const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-test-share-'));
  try {
    const video = path.join(dir, 'clip.mp4');
    const image = path.join(dir, 'poster.jpg');
    await runFfmpeg(ffmpeg, [
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x180:rate=10:duration=2',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-movflags',
      '+faststart',
      video,
    ]);
    await runFfmpeg(ffmpeg, ['-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180', '-frames:v', '1', image]);
    [mp4, poster] = await Promise.all([fs.readFile(video), fs.readFile(image)]);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

/** An owner with an episode; the export rows stand for finished renders (files really stored). */
async function ownedScenario() {
  const owner = await server.register();
  const project = await fixtures.project(owner.user.id);
  const scenario = await fixtures.scenario(project.id, owner.user.id);
  return { owner, token: owner.accessToken, scenario, base: `/api/scenarios/${scenario.id}` };
}

const insertExport = (scenarioId: string, userId: string, values: ExportColumns = {}) =>
  insertCompletedExport(server, { scenarioId, userId }, { video: mp4, poster, posterFormat: 'jpeg' }, values);

const share = async (token: string, base: string, body: Record<string, unknown> = {}) =>
  dataOf<ShareLink>(await server.request('POST', `${base}/share`, { token, body }));

describe('share links', () => {
  it('shares the newest completed export, idempotently, and the public video needs no sign-in', async () => {
    const { owner, token, scenario, base } = await ownedScenario();
    const older = await insertExport(scenario.id, owner.user.id, { name: 'Older' });
    const newest = await insertExport(scenario.id, owner.user.id, { name: 'Director cut' });
    // A newer export still rendering is not the one shared.
    await insertExport(scenario.id, owner.user.id, { status: 'processing', progress: 40 });

    const link = await share(token, base);
    expect(link.exportId).toBe(newest.id);
    expect(link.shareId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(link.shareId).not.toBe(newest.id);
    expect(link.url).toBe(`${PUBLIC_URL}/v/${link.shareId}`);

    // Asking again (or racing) gives the same link; another export gets its own.
    expect(await share(token, base)).toEqual(link);
    const both = await Promise.all([
      share(token, base, { exportId: older.id }),
      share(token, base, { exportId: older.id }),
    ]);
    expect(both[0]).toEqual(both[1]);
    expect(both[0].shareId).not.toBe(link.shareId);
    expect(both[0].exportId).toBe(older.id);

    const publicVideo = dataOf<PublicVideo>(await server.request('GET', `/api/public/videos/${link.shareId}`));
    expect(publicVideo).toEqual({
      shareId: link.shareId,
      title: 'Director cut',
      // Share-scoped: they answer only while the link lives (media-access.api.test.ts).
      videoUrl: sharedMediaAddress(newest.videoKey, link.shareId),
      posterUrl: sharedMediaAddress(newest.posterKey!, link.shareId),
      duration: 2,
      width: 320,
      height: 180,
      // No white label on this site: the page shows the edition's own brand.
      brand: null,
    });
  });

  it('refuses an export that is not completed with 422, and an unknown export with 404', async () => {
    const { owner, token, scenario, base } = await ownedScenario();
    // No export at all yet.
    let error = errorOf(await server.request('POST', `${base}/share`, { token, body: {} }), 422);
    expect(error.message).toBe(EXPORT_MESSAGES.notShareable);
    for (const status of ['processing', 'queued', 'failed']) {
      const row = await insertExport(scenario.id, owner.user.id, { status });
      error = errorOf(await server.request('POST', `${base}/share`, { token, body: { exportId: row.id } }), 422);
      expect(error).toMatchObject({
        message: EXPORT_MESSAGES.notShareable,
        details: [{ field: 'exportId', message: EXPORT_MESSAGES.notShareable }],
      });
    }
    // Only unfinished exports: nothing to share by default either.
    errorOf(await server.request('POST', `${base}/share`, { token, body: {} }), 422);

    const other = await ownedScenario();
    const foreign = await insertExport(other.scenario.id, other.owner.user.id);
    error = errorOf(await server.request('POST', `${base}/share`, { token, body: { exportId: foreign.id } }), 404);
    expect(error.message).toBe(EXPORT_MESSAGES.exportNotFound);
    errorOf(await server.request('POST', `${base}/share`, { token, body: { exportId: 'not-an-id' } }), 422);
    expect(await server.database.db.select().from(shares).where(eq(shares.scenarioId, scenario.id))).toEqual([]);
  });

  it('answers 401 without sign-in and 404 to a stranger, for creating and revoking', async () => {
    const { owner, token, scenario, base } = await ownedScenario();
    await insertExport(scenario.id, owner.user.id);
    const link = await share(token, base);
    errorOf(await server.request('POST', `${base}/share`, { body: {} }), 401);
    errorOf(await server.request('DELETE', `${base}/share/${link.shareId}`), 401);

    const stranger = await server.register();
    errorOf(await server.request('POST', `${base}/share`, { token: stranger.accessToken, body: {} }), 404);
    errorOf(await server.request('DELETE', `${base}/share/${link.shareId}`, { token: stranger.accessToken }), 404);
    // The stranger's own episode cannot reach the link either.
    const theirs = await ownedScenario();
    errorOf(
      await server.request('DELETE', `/api/scenarios/${theirs.scenario.id}/share/${link.shareId}`, {
        token: theirs.token,
      }),
      404,
    );
    dataOf<PublicVideo>(await server.request('GET', `/api/public/videos/${link.shareId}`));
  });

  it('revoking makes the link 404 for the API and the page; a new link is a new id', async () => {
    const { owner, token, scenario, base } = await ownedScenario();
    await insertExport(scenario.id, owner.user.id);
    const link = await share(token, base);
    expect((await server.request('GET', `/v/${link.shareId}`)).status).toBe(200);

    expect(dataOf(await server.request('DELETE', `${base}/share/${link.shareId}`, { token }))).toEqual({
      shareId: link.shareId,
    });
    errorOf(await server.request('GET', `/api/public/videos/${link.shareId}`), 404);
    errorOf(await server.request('DELETE', `${base}/share/${link.shareId}`, { token }), 404);
    const page = await server.request('GET', `/v/${link.shareId}`);
    expect(page.status).toBe(404);
    // The SPA still loads (it shows its not-found page), without any preview of the revoked video.
    expect(page.text).toBe(SYM_PAGE);

    const again = await share(token, base);
    expect(again.shareId).not.toBe(link.shareId);
    dataOf<PublicVideo>(await server.request('GET', `/api/public/videos/${again.shareId}`));
  });

  it('shows the active link on the export, and deleting the export revokes its links', async () => {
    const { owner, token, scenario, base } = await ownedScenario();
    const row = await insertExport(scenario.id, owner.user.id);
    const unshared = await insertExport(scenario.id, owner.user.id, { name: 'Unshared' });
    const link = await share(token, base, { exportId: row.id });
    const shown = dataOf<Export>(await server.request('GET', `${base}/exports/${row.id}`, { token }));
    expect(shown).toMatchObject({ exportId: row.id, shareId: link.shareId, shareUrl: link.url });
    const listed = dataOf<Export[]>(await server.request('GET', `${base}/exports`, { token }));
    expect(listed.find((item) => item.exportId === unshared.id)).toMatchObject({ shareId: null, shareUrl: null });

    dataOf(await server.request('DELETE', `${base}/exports/${row.id}`, { token }));
    errorOf(await server.request('GET', `/api/public/videos/${link.shareId}`), 404);
    expect((await server.request('GET', `/v/${link.shareId}`)).status).toBe(404);
    expect(await server.database.db.select().from(shares).where(eq(shares.exportId, row.id))).toEqual([]);

    // Revoked, the export shows no link any more.
    const second = await share(token, base, { exportId: unshared.id });
    dataOf(await server.request('DELETE', `${base}/share/${second.shareId}`, { token }));
    expect(dataOf<Export>(await server.request('GET', `${base}/exports/${unshared.id}`, { token }))).toMatchObject({
      shareId: null,
      shareUrl: null,
    });
  });

  it('hides the link of an episode in the Recycle Bin', async () => {
    const { owner, token, scenario, base } = await ownedScenario();
    await insertExport(scenario.id, owner.user.id);
    const link = await share(token, base);
    dataOf(await server.request('DELETE', base, { token }));
    errorOf(await server.request('GET', `/api/public/videos/${link.shareId}`), 404);
  });

  it('answers unknown and malformed ids with 404 or 422, never 500', async () => {
    errorOf(await server.request('GET', `/api/public/videos/${crypto.randomUUID()}`), 404);
    const malformed = await server.request('GET', '/api/public/videos/not-a-uuid');
    expect([404, 422]).toContain(malformed.status);
    expect((await server.request('GET', `/v/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await server.request('GET', '/v/%3Cscript%3E')).status).toBe(404);
  });

  it('serves the public video with byte ranges (206) so seeking works', async () => {
    const { owner, token, scenario, base } = await ownedScenario();
    await insertExport(scenario.id, owner.user.id);
    const link = await share(token, base);
    const video = dataOf<PublicVideo>(await server.request('GET', `/api/public/videos/${link.shareId}`));
    const response = await fetch(`${server.url}${video.videoUrl}`, { headers: { range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(mp4.subarray(100, 200));
    const posterResponse = await fetch(`${server.url}${video.posterUrl}`);
    expect(posterResponse.status).toBe(200);
    expect(posterResponse.headers.get('content-type')).toBe('image/jpeg');
  });

  it('serves /v/{id} with Open Graph tags in absolute urls and an escaped hostile title', async () => {
    const { owner, token, scenario, base } = await ownedScenario();
    const row = await insertExport(scenario.id, owner.user.id, { name: HOSTILE_NAME });
    const link = await share(token, base);
    const page = await server.request('GET', `/v/${link.shareId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = page.text;
    const escaped = 'Final &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; cut';
    expect(html).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(html).toContain('<meta property="og:site_name" content="Sym Studio">');
    expect(html).toContain(`<title>${escaped} · Sym Studio</title>`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<meta property="og:type" content="video.other">');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/v/${link.shareId}">`);
    expect(html).toContain(
      `<meta property="og:video" content="${PUBLIC_URL}${sharedMediaAddress(row.videoKey, link.shareId)}">`,
    );
    expect(html).toContain('<meta property="og:video:type" content="video/mp4">');
    expect(html).toContain('<meta property="og:video:width" content="320">');
    expect(html).toContain('<meta property="og:video:height" content="180">');
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}${sharedMediaAddress(row.posterKey!, link.shareId)}">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // Still the SPA underneath.
    expect(html).toContain('<div id="root">test spa</div>');
    // Other pages get no share tags.
    expect((await server.request('GET', '/projects')).text).toBe(SYM_PAGE);
  });

  it('runs the same operations over the socket, the public one too', async () => {
    const { owner, token, scenario } = await ownedScenario();
    await insertExport(scenario.id, owner.user.id);
    const socket = await openRpcSocket(server, token);
    try {
      const dataOfRpc = <T>(response: RpcResponse): T => {
        if (!response.success) throw new Error(`RPC failed: ${response.error.message}`);
        return response.data as T;
      };
      const link = dataOfRpc<ShareLink>(await socket.rpc('scenario.share.create', { id: scenario.id }));
      expect(link.url).toBe(`${PUBLIC_URL}/v/${link.shareId}`);
      const video = dataOfRpc<PublicVideo>(await socket.rpc('share.public.get', { shareId: link.shareId }));
      expect(video.shareId).toBe(link.shareId);
      dataOfRpc(await socket.rpc('scenario.share.revoke', { id: scenario.id, shareId: link.shareId }));
      const gone = await socket.rpc('share.public.get', { shareId: link.shareId });
      expect(gone.success ? undefined : gone.error.code).toBe('NOT_FOUND');
    } finally {
      socket.close();
    }
  });
});
