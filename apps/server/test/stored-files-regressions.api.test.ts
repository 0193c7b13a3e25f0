import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_GB,
  STYLE_REFERENCE_UPLOAD_PATH,
  type AuthResult,
  type ProjectView,
  type JobTicket,
  type Shot,
  type Subscription,
} from '@sym/contracts';
import { storedFiles } from '../src/db/schema.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { isStored, storedKeyOf } from './helpers/media-fixtures.ts';
import { dataOf, errorOf, PNG_BYTES, projectApi, uploadFile, useTestServer } from './helpers/fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';

// Stored media has one owner: a file stays while any row uses it, leaves with the last one, and every upload is
// charged to its uploader within the storage limit (spec §6). Each test here failed on an earlier design.

const server = useTestServer();
const { createProject } = projectApi(server);

const STORAGE_LIMIT = 'Storage limit reached (1 GB on Sym). Upgrade to Motion Maker Pro for up to 50 GB.';

/** Every file in the local media directory (a refused upload must add none, whatever key it would have had). */
function filesOnDisk(): string[] {
  const root = path.join(server.config.DATA_DIR, 'media');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json'))
    .map((entry) => entry.name)
    .sort();
}

/** The stored_files rows charged to the user (read only). */
function rowsOf(userId: string) {
  return server.database.db
    .select({ key: storedFiles.key, sizeBytes: storedFiles.sizeBytes })
    .from(storedFiles)
    .where(eq(storedFiles.userId, userId));
}

/** A fresh project of the account with one asset, made through the API. */
async function projectWithAsset(account: AuthResult) {
  const token = account.accessToken;
  const project = await createProject(token);
  const asset = dataOf<PresentedAsset>(
    await server.request('POST', '/api/assets', { token, body: { name: 'Lighthouse', projectId: project.id } }),
  );
  return { project, asset };
}

/** Uploads the 1 × 1 PNG as a reference image of the asset (upload.assetReference); answers the raw response. */
function uploadReference(token: string, assetId: string, name = 'reference.png') {
  return uploadFile(
    server,
    `/api/upload/asset/${assetId}/reference`,
    { bytes: PNG_BYTES, name, type: 'image/png' },
    token,
  );
}

async function storageUsed(token: string): Promise<number> {
  const subscription = dataOf<Subscription>(await server.request('GET', '/api/credits/subscription', { token }));
  if (!subscription.usage) throw new Error('the subscription carries no usage');
  return subscription.usage.storageBytes.used;
}

describe('a cloned asset keeps its reference image', () => {
  it('still stores and serves the clone’s picture after the source asset’s reference images are removed', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { project, asset } = await projectWithAsset(owner);
    const uploaded = dataOf<PresentedAsset>(await uploadReference(token, asset.id));
    const key = storedKeyOf(uploaded.reference_image);

    const copy = dataOf<ProjectView>(await server.request('POST', `/api/projects/${project.id}/clone`, { token }));
    const [cloned] = dataOf<PresentedAsset[]>(await server.request('GET', `/api/assets/project/${copy.id}`, { token }));
    expect(cloned!.id).not.toBe(asset.id);
    expect(cloned!.referenceImages.map(storedKeyOf)).toEqual([key]);

    // The source lets go of its picture; the clone still points at the same stored file.
    const cleared = dataOf<PresentedAsset>(
      await server.request('DELETE', `/api/assets/${asset.id}/reference-image`, { token }),
    );
    expect(cleared.referenceImages).toEqual([]);

    const after = dataOf<PresentedAsset>(await server.request('GET', `/api/assets/${cloned!.id}`, { token }));
    expect(after.referenceImages.map(storedKeyOf)).toEqual([key]);
    expect(await isStored(server, key), `the clone's reference image ${key} was deleted`).toBe(true);
    const served = await fetch(`${server.url}${after.reference_image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});

describe('purging an asset removes its files', () => {
  it('deletes every reference upload of a purged asset from storage, not only the latest one', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { asset } = await projectWithAsset(owner);
    dataOf<PresentedAsset>(await uploadReference(token, asset.id, 'first.png'));
    const both = dataOf<PresentedAsset>(await uploadReference(token, asset.id, 'second.png'));
    const keys = both.referenceImages.map(storedKeyOf);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) expect(await isStored(server, key)).toBe(true);

    // To the Recycle Bin (files stay, it may come back), then out of it for good.
    dataOf(await server.request('DELETE', `/api/assets/${asset.id}`, { token }));
    for (const key of keys) expect(await isStored(server, key)).toBe(true);
    dataOf(await server.request('DELETE', `/api/recycle-bin/asset/${asset.id}`, { token }));

    const stillStored = await Promise.all(keys.map((key) => isStored(server, key)));
    expect(stillStored, '[first, second] upload still stored after the purge').toEqual([false, false]);
    expect(await rowsOf(owner.user.id)).toEqual([]);
  });
});

describe('an asset reference upload is charged to the storage limit', () => {
  it('refuses it with 403 when the uploader’s storage is full, storing nothing, and charges it otherwise', async () => {
    const full = await server.register();
    const { asset } = await projectWithAsset(full);
    expect(await storageUsed(full.accessToken)).toBe(0);
    // The user stores 1 GB already (spec §6: base limit): one row charged to them, with no bytes on disk needed.
    await server.database.db
      .insert(storedFiles)
      .values({ key: `${randomUUID()}.bin`, userId: full.user.id, sizeBytes: BYTES_PER_GB });
    expect(await storageUsed(full.accessToken)).toBe(BYTES_PER_GB);
    const disk = filesOnDisk();
    const rows = await rowsOf(full.user.id);

    // The style reference upload is refused as usual: the storage is full, and the asset upload must be too.
    const style = await uploadFile(
      server,
      STYLE_REFERENCE_UPLOAD_PATH,
      { bytes: PNG_BYTES, name: 'style.png', type: 'image/png' },
      full.accessToken,
    );
    expect(errorOf(style, 403).message).toBe(STORAGE_LIMIT);
    const refused = await uploadReference(full.accessToken, asset.id);
    expect(errorOf(refused, 403).message).toBe(STORAGE_LIMIT);
    expect(filesOnDisk()).toEqual(disk);
    expect(await rowsOf(full.user.id)).toEqual(rows);
    expect(await storageUsed(full.accessToken)).toBe(BYTES_PER_GB);
    const unchanged = dataOf<PresentedAsset>(
      await server.request('GET', `/api/assets/${asset.id}`, { token: full.accessToken }),
    );
    expect(unchanged.referenceImages).toEqual([]);

    // A user with room uploads as before, and the file is charged to them with its stored size.
    const roomy = await server.register();
    const other = await projectWithAsset(roomy);
    const uploaded = dataOf<PresentedAsset>(await uploadReference(roomy.accessToken, other.asset.id));
    const key = storedKeyOf(uploaded.reference_image);
    expect(await isStored(server, key)).toBe(true);
    const served = Buffer.from(await (await fetch(`${server.url}${uploaded.reference_image}`)).arrayBuffer());
    expect(served.length).toBeGreaterThan(0);
    expect(await rowsOf(roomy.user.id)).toEqual([{ key, sizeBytes: served.length }]);
    expect(await storageUsed(roomy.accessToken)).toBe(served.length);
  });
});

describe('a generated shot image', () => {
  // A job makes three files (the image, a thumbnail and a small rendition); a shot shows two of them. The third
  // was stored, charged and never referenced, so nothing ever removed it.
  it('leaves no rendition behind that nothing shows; a deleted shot keeps its files for an undo until the purge', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const project = await createProject(token);
    const scenario = dataOf<{ id: string }>(
      await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep 1', projectId: project.id } }),
    );
    const base = `/api/scenarios/${scenario.id}`;
    const shot = dataOf<Shot>(
      await server.request('POST', `${base}/shots`, { token, body: { description: 'A pier at dawn', duration: 1 } }),
    );
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} }),
    );
    expect((await waitForJob(server, token, ticket)).status).toBe('completed');
    const rows = await server.database.db
      .select({ key: storedFiles.key, refCount: storedFiles.refCount })
      .from(storedFiles)
      .where(eq(storedFiles.userId, account.user.id));
    expect(rows.length).toBe(2);
    expect(rows.filter((row) => row.refCount === 0)).toEqual([]);

    // The storyboard's undo of a delete makes the shot again with its picture: the files wait for it.
    const generated = dataOf<Shot[]>(await server.request('GET', `${base}/shots`, { token }))[0]!;
    dataOf(await server.request('DELETE', `${base}/shots/${shot.id}`, { token }));
    for (const row of rows) expect(await isStored(server, row.key)).toBe(true);
    const undone = dataOf<Shot>(
      await server.request('POST', `${base}/shots`, {
        token,
        body: { description: 'A pier at dawn', imageUrl: generated.imageUrl },
      }),
    );
    expect(storedKeyOf(undone.imageUrl)).toBe(storedKeyOf(generated.imageUrl));

    // Purged for good, the project takes its holds and files with it.
    dataOf(await server.request('DELETE', `/api/projects/${project.id}`, { token }));
    dataOf(await server.request('DELETE', `/api/recycle-bin/project/${project.id}`, { token }));
    expect(await rowsOf(account.user.id)).toEqual([]);
    for (const row of rows) expect(await isStored(server, row.key)).toBe(false);
  });
});
