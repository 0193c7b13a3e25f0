import { describe, expect, it } from 'vitest';
import type { AuthResult, ProjectView, PublicVideo, RecycleBinItem, Shot, ShareLink } from '@sym/contracts';
import { mediaUrlOf, newMediaKey } from '../src/media/media-storage.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { dataOf, PNG_BYTES, projectApi } from './helpers/fixtures.ts';
import { insertCompletedExport, storedKeyOf, uploadPng, useServerWithRows } from './helpers/media-fixtures.ts';

// Deleted means gone: once a project, episode, asset or shot is deleted (to the Recycle Bin, or a shot held for
// an undo), its media addresses answer 404 to everyone, whatever they were signed with, and a cached copy stops
// showing when it is revalidated; only the owner's Recycle Bin still shows its picture, with its own signature.
// Restoring brings every address back. A clone sharing the files keeps them showing.

const { server, fixtures } = useServerWithRows();
const projects = projectApi(server);
const MP4 = Buffer.from('not really an mp4, but bytes all the same');

const fetchMedia = (address: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${address}`, { headers });

/** The statuses of these addresses, in order. */
const statusesOf = async (addresses: readonly string[]) =>
  Promise.all(addresses.map(async (address) => (await fetchMedia(address)).status));

const as = (user: AuthResult) => ({ token: user.accessToken });

/** Stores a file for the user and answers its stored path (`/media/<key>`). */
async function stored(user: AuthResult, extension: 'png' | 'mp4'): Promise<string> {
  const key = newMediaKey(extension);
  const bytes = extension === 'png' ? PNG_BYTES : MP4;
  await server.services.files.put(user.user.id, key, bytes, extension === 'png' ? 'image/png' : 'video/mp4');
  return mediaUrlOf(key);
}

/**
 * A shared project (owner, collaborator) with an episode whose shot has an image and an MP4, an asset with an
 * uploaded image, and a completed export of the episode behind a share link.
 */
async function world() {
  const { owner, collaborator, project } = await projects.sharedProject({ name: 'Moon Saga' });
  const scenario = await fixtures.scenario(project.id, owner.user.id, { name: 'Pilot' });
  const shot = await fixtures.shot(scenario.id, 1, {
    imageUrl: await stored(owner, 'png'),
    videoUrl: await stored(owner, 'mp4'),
  });
  const created = dataOf<PresentedAsset>(
    await server.request('POST', '/api/assets', { ...as(owner), body: { name: 'Ada', projectId: project.id } }),
  );
  const asset = dataOf<PresentedAsset>(
    await uploadPng(server, `/api/upload/asset/${created.id}/reference`, owner.accessToken),
  );
  await insertCompletedExport(
    server,
    { scenarioId: scenario.id, userId: owner.user.id },
    { video: MP4, poster: PNG_BYTES, posterFormat: 'png' },
  );
  const link = dataOf<ShareLink>(
    await server.request('POST', `/api/scenarios/${scenario.id}/share`, { ...as(owner), body: {} }),
  );
  const shared = dataOf<PublicVideo>(await server.request('GET', `/api/public/videos/${link.shareId}`));

  /** The shot's image and MP4 and the asset's image, as this user's answers carry them. */
  async function addressesFor(user: AuthResult): Promise<string[]> {
    const shots = dataOf<Shot[]>(await server.request('GET', `/api/scenarios/${scenario.id}/shots`, as(user)));
    const mine = shots.find((entry) => entry.id === shot.id)!;
    const theirAsset = dataOf<PresentedAsset>(await server.request('GET', `/api/assets/${asset.id}`, as(user)));
    return [mine.imageUrl!, mine.videoUrl!, theirAsset.imageUrl!];
  }
  const byOwner = await addressesFor(owner);
  const byCollaborator = await addressesFor(collaborator);
  const byShare = [shared.videoUrl, shared.posterUrl!];
  return { owner, collaborator, project, scenario, shot, asset, byOwner, byCollaborator, byShare };
}

async function binOf(user: AuthResult): Promise<RecycleBinItem[]> {
  return dataOf<RecycleBinItem[]>(await server.request('GET', '/api/recycle-bin', as(user)));
}

async function restore(user: AuthResult, type: RecycleBinItem['type'], id: string): Promise<void> {
  dataOf(await server.request('POST', `/api/recycle-bin/${type}/${id}/restore`, as(user)));
}

/** The Recycle Bin's preview of one item: its own signature, answering while the item is binned. */
async function previewOf(user: AuthResult, id: string): Promise<string> {
  const item = (await binOf(user)).find((entry) => entry.id === id);
  expect(item?.previewUrl, `bin preview of ${id}`).toMatch(/^\/media\/[0-9a-f]{32}\.png\?exp=\d+&bin=1&sig=[\w-]{43}$/);
  return item!.previewUrl!;
}

describe('media of binned items', () => {
  it('a binned project stops every address of its media, for everyone, until it is restored', async () => {
    const { owner, collaborator, project, byOwner, byCollaborator, byShare } = await world();
    const all = [...byOwner, ...byCollaborator, ...byShare];
    expect(await statusesOf(all)).toEqual(all.map(() => 200));
    const served = await fetchMedia(byOwner[0]!);
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    const etag = served.headers.get('etag')!;
    expect((await fetchMedia(byOwner[0]!, { 'if-none-match': etag })).status).toBe(304);
    expect((await fetchMedia(byShare[0]!)).headers.get('cache-control')).toBe('public, no-cache');

    dataOf(await server.request('DELETE', `/api/projects/${project.id}`, as(owner)));
    expect(await statusesOf(all)).toEqual(all.map(() => 404));
    // A cached copy asks again before it is used: the answer is 404, not 304.
    expect((await fetchMedia(byOwner[0]!, { 'if-none-match': etag })).status).toBe(404);
    expect((await fetchMedia(byOwner[1]!, { range: 'bytes=0-3' })).status).toBe(404);

    // Only the owner's bin shows the project's picture (its first shot's), with the bin's own signature.
    const preview = await previewOf(owner, project.id);
    expect(storedKeyOf(preview)).toBe(storedKeyOf(byOwner[0]));
    const shown = await fetchMedia(preview);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('cache-control')).toBe('private, no-cache');
    expect(await binOf(collaborator)).toEqual([]);
    // A plain signature cannot be turned into the bin's.
    const plain = new URL(byOwner[0]!, server.url).searchParams;
    const forged = `${mediaUrlOf(storedKeyOf(preview))}?exp=${plain.get('exp')}&bin=1&sig=${plain.get('sig')}`;
    expect((await fetchMedia(forged)).status).toBe(404);

    await restore(owner, 'project', project.id);
    expect(await statusesOf(all)).toEqual(all.map(() => 200));
    expect((await fetchMedia(byOwner[0]!, { 'if-none-match': etag })).status).toBe(304);
  });

  it('a binned episode stops its shots, exports and share link; its project’s assets keep showing', async () => {
    const { owner, collaborator, scenario, byOwner, byCollaborator, byShare } = await world();
    const scenarioMedia = [byOwner[0]!, byOwner[1]!, byCollaborator[0]!, byCollaborator[1]!, ...byShare];
    const assetImages = [byOwner[2]!, byCollaborator[2]!];

    dataOf(await server.request('DELETE', `/api/scenarios/${scenario.id}`, as(collaborator)));
    expect(await statusesOf(scenarioMedia)).toEqual(scenarioMedia.map(() => 404));
    expect(await statusesOf(assetImages)).toEqual([200, 200]);
    expect((await fetchMedia(await previewOf(owner, scenario.id))).status).toBe(200);
    expect(await binOf(collaborator)).toEqual([]);

    await restore(owner, 'scenario', scenario.id);
    expect(await statusesOf(scenarioMedia)).toEqual(scenarioMedia.map(() => 200));
  });

  it('a binned asset stops its image; its bin preview shows it to the owner', async () => {
    const { owner, collaborator, asset, byOwner, byCollaborator } = await world();
    const images = [byOwner[2]!, byCollaborator[2]!];

    dataOf(await server.request('DELETE', `/api/assets/${asset.id}`, as(owner)));
    expect(await statusesOf(images)).toEqual([404, 404]);
    expect(await statusesOf([byOwner[0]!, byOwner[1]!])).toEqual([200, 200]);
    const preview = await previewOf(owner, asset.id);
    expect(storedKeyOf(preview)).toBe(storedKeyOf(images[0]));
    expect((await fetchMedia(preview)).status).toBe(200);
    expect(await binOf(collaborator)).toEqual([]);

    await restore(owner, 'asset', asset.id);
    expect(await statusesOf(images)).toEqual([200, 200]);
  });

  it('a deleted shot stops its image and MP4 while held for an undo; the undo brings them back', async () => {
    const { owner, collaborator, scenario, shot, byOwner, byCollaborator } = await world();
    const shotMedia = [byOwner[0]!, byOwner[1]!, byCollaborator[0]!, byCollaborator[1]!];

    dataOf(await server.request('DELETE', `/api/scenarios/${scenario.id}/shots/${shot.id}`, as(collaborator)));
    expect(await statusesOf(shotMedia)).toEqual(shotMedia.map(() => 404));

    // The storyboard's undo creates the shot again with the addresses it had.
    dataOf(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots`, {
        ...as(owner),
        body: { sequence: 1, imageUrl: byOwner[0], videoUrl: byOwner[1] },
      }),
    );
    expect(await statusesOf(shotMedia)).toEqual(shotMedia.map(() => 200));
  });

  it('a clone sharing the files keeps them showing while the original is binned', async () => {
    const { owner, project, byOwner } = await world();
    const clone = dataOf<ProjectView>(await server.request('POST', `/api/projects/${project.id}/clone`, as(owner)));
    dataOf(await server.request('DELETE', `/api/projects/${project.id}`, as(owner)));
    expect(await statusesOf(byOwner)).toEqual([200, 200, 200]);

    dataOf(await server.request('DELETE', `/api/projects/${clone.id}`, as(owner)));
    expect(await statusesOf(byOwner)).toEqual([404, 404, 404]);
    await restore(owner, 'project', clone.id);
    expect(await statusesOf(byOwner)).toEqual([200, 200, 200]);
  });

  it('a file no row uses yet (an upload in flight) answers as before', async () => {
    const { owner } = await world();
    const path = await stored(owner, 'png');
    const response = await fetchMedia(server.services.mediaAccess.signedAddress(storedKeyOf(path)));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });
});
