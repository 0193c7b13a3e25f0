import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_EVENTS, type AuthResult, type Export, type PublicVideo, type ShareLink } from '@sym/contracts';
import { assets } from '../src/db/schema.ts';
import { MediaAccess, MEDIA_WINDOW_SECONDS } from '../src/media/media-access.ts';
import { mediaUrlOf, newMediaKey } from '../src/media/media-storage.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { dataOf, errorOf, openRpcSocket, PNG_BYTES, projectApi } from './helpers/fixtures.ts';
import { insertCompletedExport, uploadPng, useServerWithRows } from './helpers/media-fixtures.ts';
import { tabsOf } from './helpers/collab-tabs.ts';

// How media is reached (media-access.ts): records keep `/media/<key>`, answers carry it signed, GET /media/:key
// answers a valid signature (private, until it expires) or a live share link's id (public, one minute); anything
// else is 404, whether the key exists or not.

const { server, fixtures } = useServerWithRows();
const projects = projectApi(server);
const tabs = tabsOf(server);
afterEach(() => tabs.closeAll());
const SIGNED = /^\/media\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]{43}$/;

let owner: AuthResult;

beforeAll(async () => {
  owner = await server.register();
});

const fetchMedia = (address: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${address}`, { headers });

/** A private project's asset with an uploaded reference image, as its owner's answer shows it. */
async function assetWithImage(token: string, projectId: string) {
  const asset = dataOf<PresentedAsset>(
    await server.request('POST', '/api/assets', { token, body: { name: 'Portrait', projectId } }),
  );
  const uploaded = dataOf<PresentedAsset>(
    await uploadPng(server, `/api/upload/asset/${asset.id}/reference`, token, 'face.png'),
  );
  return uploaded;
}

/** The stored path of a signed address. */
const pathOf = (address: string) => address.slice(0, address.indexOf('?'));

/** An owner's episode with a completed export whose files are stored (a poster and a stand-in video). */
async function exportedScenario() {
  const project = await fixtures.project(owner.user.id);
  const scenario = await fixtures.scenario(project.id, owner.user.id);
  const video = Buffer.from('not really an mp4, but bytes all the same');
  const row = await insertCompletedExport(
    server,
    { scenarioId: scenario.id, userId: owner.user.id },
    { video, poster: PNG_BYTES, posterFormat: 'png' },
    { name: 'Director cut' },
  );
  return { row, base: `/api/scenarios/${scenario.id}` };
}

async function shareOf(base: string): Promise<{ link: ShareLink; video: PublicVideo }> {
  const link = dataOf<ShareLink>(await server.request('POST', `${base}/share`, { token: owner.accessToken, body: {} }));
  const video = dataOf<PublicVideo>(await server.request('GET', `/api/public/videos/${link.shareId}`));
  return { link, video };
}

describe('private media needs a signed address', () => {
  it('answers a signed address with the file, private and revalidated on each use; anything else is 404', async () => {
    const project = await fixtures.project(owner.user.id);
    const asset = await assetWithImage(owner.accessToken, project.id);
    const signed = asset.imageUrl!;
    expect(signed).toMatch(SIGNED);
    expect(asset.referenceImages).toEqual([signed]);

    const served = await fetchMedia(signed);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // A cached copy is asked about again before each use (a binned file stops showing at once): a 304 while it shows.
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    const etag = served.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(served.headers.get('last-modified')).toMatch(/ GMT$/);
    const revalidated = await fetchMedia(signed, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('private, no-cache');
    // Bucketed expiry: between one and two windows from now.
    const exp = Number(new URL(signed, server.url).searchParams.get('exp'));
    const left = exp - Math.floor(Date.now() / 1000);
    expect(left).toBeGreaterThan(MEDIA_WINDOW_SECONDS - 5);
    expect(left).toBeLessThanOrEqual(2 * MEDIA_WINDOW_SECONDS);
    expect((await fetchMedia(signed, { range: 'bytes=0-3' })).status).toBe(206);

    const key = pathOf(signed).slice('/media/'.length);
    const query = new URL(signed, server.url).searchParams;
    const sig = query.get('sig')!;
    const forgedSig = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const otherKey = newMediaKey('png');
    await server.services.files.put(owner.user.id, otherKey, PNG_BYTES, 'image/png');
    // Signed long ago with the server's own secret: a real signature, expired.
    const past = new MediaAccess({ secret: server.config.JWT_SECRET, now: () => Date.now() - 3 * 86_400_000 });
    const refused = [
      mediaUrlOf(key), // the stored path: knowing a key is not access
      `${mediaUrlOf(key)}?exp=${exp}`,
      `${mediaUrlOf(key)}?exp=${exp}&sig=${forgedSig}`,
      `${mediaUrlOf(key)}?exp=${exp + MEDIA_WINDOW_SECONDS}&sig=${sig}`, // a later expiry with the same signature
      `${mediaUrlOf(otherKey)}?exp=${exp}&sig=${sig}`, // another file's key with this signature
      past.signedAddress(key),
      `${mediaUrlOf(key)}?share=${crypto.randomUUID()}`,
      `${mediaUrlOf(key)}?share=not-a-uuid`,
    ];
    for (const address of refused) {
      const response = await fetchMedia(address);
      expect(response.status, address).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
  });

  it('signs socket answers as REST answers', async () => {
    const project = await fixtures.project(owner.user.id);
    const asset = await assetWithImage(owner.accessToken, project.id);
    const rest = dataOf<PresentedAsset>(
      await server.request('GET', `/api/assets/${asset.id}`, { token: owner.accessToken }),
    );
    expect(rest.imageUrl).toMatch(SIGNED);
    const socket = await openRpcSocket(server, owner.accessToken);
    try {
      const answer = await socket.rpc('asset.get', { id: asset.id });
      expect(answer.success).toBe(true);
      const data = (answer as { data: PresentedAsset }).data;
      expect(data.imageUrl).toMatch(SIGNED);
      expect(pathOf(data.imageUrl!)).toBe(pathOf(asset.imageUrl!));
      expect((await fetchMedia(data.imageUrl!)).status).toBe(200);
    } finally {
      socket.close();
    }
  });

  it('signs the broadcasts the project room hears', async () => {
    const { owner: projectOwner, collaborator, project } = await projects.sharedProject();
    const asset = dataOf<PresentedAsset>(
      await server.request('POST', '/api/assets', {
        token: projectOwner.accessToken,
        body: { name: 'Portrait', projectId: project.id },
      }),
    );
    const tab = await tabs.joined(collaborator.accessToken, project.id);
    const since = tab.mark();
    await uploadPng(server, `/api/upload/asset/${asset.id}/reference`, projectOwner.accessToken, 'face.png');
    const heard = await tab.waitFor<PresentedAsset>(
      SERVER_EVENTS.assetUpdated,
      (payload) => payload.id === asset.id && Boolean(payload.imageUrl),
      since,
    );
    expect(heard.imageUrl).toMatch(SIGNED);
    expect((await fetchMedia(heard.imageUrl!)).status).toBe(200);
  });

  it('stores a signed address sent back as its bare path, and refuses a forged one with 422', async () => {
    const project = await fixtures.project(owner.user.id);
    const asset = await assetWithImage(owner.accessToken, project.id);
    const signed = asset.imageUrl!;
    await server.database.db.update(assets).set({ imageUrl: null }).where(eq(assets.id, asset.id));

    // The selected image as the app has it (signed), absolute too, as a copied link would be.
    for (const address of [signed, `${server.url}${signed}`]) {
      const updated = dataOf<PresentedAsset>(
        await server.request('PATCH', `/api/assets/${asset.id}`, {
          token: owner.accessToken,
          body: { imageUrl: address },
        }),
      );
      expect(updated.imageUrl).toMatch(SIGNED);
      const [row] = await server.database.db.select().from(assets).where(eq(assets.id, asset.id));
      expect(row!.imageUrl).toBe(pathOf(signed));
    }

    const key = pathOf(signed).slice('/media/'.length);
    for (const address of [mediaUrlOf(key), `${mediaUrlOf(key)}?exp=9999999999&sig=${'A'.repeat(43)}`]) {
      const error = errorOf(
        await server.request('PATCH', `/api/assets/${asset.id}`, {
          token: owner.accessToken,
          body: { imageUrl: address },
        }),
        422,
      );
      expect(error.details).toEqual([
        { field: 'imageUrl', message: 'This media address is not valid or has expired; reload and choose it again' },
      ]);
    }
    const [row] = await server.database.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row!.imageUrl).toBe(pathOf(signed));
  });

  it('gives a removed collaborator no fresh address; the one they kept lasts until its expiry at most', async () => {
    const { owner: projectOwner, collaborator, project } = await projects.sharedProject();
    const asset = await assetWithImage(projectOwner.accessToken, project.id);
    const theirs = dataOf<PresentedAsset>(
      await server.request('GET', `/api/assets/${asset.id}`, { token: collaborator.accessToken }),
    );
    expect(theirs.imageUrl).toMatch(SIGNED);
    expect((await fetchMedia(theirs.imageUrl!)).status).toBe(200);

    dataOf(
      await server.request('DELETE', `/api/projects/${project.id}/collaborators/${collaborator.user.id}`, {
        token: projectOwner.accessToken,
      }),
    );
    errorOf(await server.request('GET', `/api/assets/${asset.id}`, { token: collaborator.accessToken }), 404);

    // An address handed out before the removal is not tied to the user (it is an <img> src): it answers until
    // its expiry, at most two windows (12 hours) after it was signed, and never after.
    const kept = await fetchMedia(theirs.imageUrl!);
    expect(kept.status).toBe(200);
    const exp = Number(new URL(theirs.imageUrl!, server.url).searchParams.get('exp'));
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(2 * MEDIA_WINDOW_SECONDS);
    const later = new MediaAccess({
      secret: server.config.JWT_SECRET,
      now: () => (exp + 1) * 1000,
    });
    const key = pathOf(theirs.imageUrl!).slice('/media/'.length);
    const query = new URL(theirs.imageUrl!, server.url).searchParams;
    expect(later.checkSignature(key, query.get('exp'), query.get('sig'))).toEqual({ valid: false });
  });
});

describe('share links reach their video only while they live', () => {
  it('answers the share address, public and revalidated on each use, and 404 once the link is revoked', async () => {
    const { row, base } = await exportedScenario();
    const { link, video } = await shareOf(base);
    expect(video.videoUrl).toBe(`/media/${row.videoKey}?share=${link.shareId}`);
    expect(video.posterUrl).toBe(`/media/${row.posterKey}?share=${link.shareId}`);
    for (const address of [video.videoUrl, video.posterUrl!]) {
      const response = await fetchMedia(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
    }
    expect((await fetchMedia(video.videoUrl, { range: 'bytes=0-9' })).status).toBe(206);
    // The link's id opens only its own files.
    const other = await exportedScenario();
    expect((await fetchMedia(`/media/${other.row.videoKey}?share=${link.shareId}`)).status).toBe(404);

    // The owner's export list carries the same files signed, not share-scoped.
    const listed = dataOf<Export[]>(await server.request('GET', `${base}/exports`, { token: owner.accessToken }));
    const mine = listed.find((entry) => entry.exportId === row.id)!;
    expect(mine.videoUrl).toMatch(/^\/media\/[0-9a-f]{32}\.mp4\?exp=\d+&sig=/);

    dataOf(await server.request('DELETE', `${base}/share/${link.shareId}`, { token: owner.accessToken }));
    for (const address of [video.videoUrl, video.posterUrl!]) {
      expect((await fetchMedia(address)).status, address).toBe(404);
    }
    // The owner still reaches the file with a signed address: revoking stops the link, not the export.
    expect((await fetchMedia(mine.videoUrl!)).status).toBe(200);

    // A new link is a new address; the old one stays dead.
    const again = await shareOf(base);
    expect((await fetchMedia(again.video.videoUrl)).status).toBe(200);
    expect((await fetchMedia(video.videoUrl)).status).toBe(404);
  });

  it('answers 404 for the share address once the export is deleted', async () => {
    const { row, base } = await exportedScenario();
    const { video } = await shareOf(base);
    expect((await fetchMedia(video.posterUrl!)).status).toBe(200);
    dataOf(await server.request('DELETE', `${base}/exports/${row.id}`, { token: owner.accessToken }));
    for (const address of [video.videoUrl, video.posterUrl!]) {
      expect((await fetchMedia(address)).status, address).toBe(404);
    }
  });

  it('puts share-scoped absolute addresses in the share page tags', async () => {
    const { row, base } = await exportedScenario();
    const { link } = await shareOf(base);
    const page = await server.request('GET', `/v/${link.shareId}`);
    expect(page.status).toBe(200);
    const publicUrl = server.config.PUBLIC_URL;
    expect(page.text).toContain(
      `<meta property="og:video" content="${publicUrl}/media/${row.videoKey}?share=${link.shareId}">`,
    );
    expect(page.text).toContain(
      `<meta property="og:image" content="${publicUrl}/media/${row.posterKey}?share=${link.shareId}">`,
    );
  });
});
