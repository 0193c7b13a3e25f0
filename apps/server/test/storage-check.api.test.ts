import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StorageCheckReport } from '@sym/contracts';
import { shots, storedFiles, users } from '../src/db/schema.ts';
import { selectMediaStorage } from '../src/media/select-media-storage.ts';
import { newMediaKey } from '../src/media/media-storage.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { checkStorage, ORPHAN_AGE_MS } from '../src/modules/stored-files/storage-check.ts';
import { StoredFilesRepository } from '../src/modules/stored-files/stored-files.repository.ts';
import { isStorageHealthy } from '../src/modules/stored-files/storage-report.ts';
import { useS3rver } from './helpers/s3rver.ts';
import type { TestServer } from './helpers/test-server.ts';
import { dataOf, PNG_BYTES, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { storedKeyOf, uploadPng } from './helpers/media-fixtures.ts';

// The storage checker finds every way media storage and the stored-file rows can disagree, answers only
// administrators, and repairs what can be repaired: the same on the local folder and on S3 (s3rver).
const local = useTestServer();
const onS3 = useTestServer(useS3rver('sym-check-media', 'check').settings);

/** A user with a project whose asset has an uploaded reference image; answers the image's key. */
async function uploadedReference(server: TestServer) {
  const owner = await server.register();
  const project = await rowFixtures(server).project(owner.user.id);
  const asset = dataOf<PresentedAsset>(
    await server.request('POST', '/api/assets', {
      token: owner.accessToken,
      body: { name: 'Portrait', projectId: project.id },
    }),
  );
  const uploaded = dataOf<PresentedAsset>(
    await uploadPng(server, `/api/upload/asset/${asset.id}/reference`, owner.accessToken, 'face.png'),
  );
  return { owner, project, key: storedKeyOf(uploaded.imageUrl) };
}

const keysOf = (items: readonly { key: string }[]) => items.map((item) => item.key).sort();

for (const [name, server] of [
  ['local folder', local],
  ['S3', onS3],
] as const) {
  describe(`storage check on the ${name}`, () => {
    it('answers administrators only', async () => {
      const user = await server.register();
      const denied = await server.request('POST', '/api/admin/storage-check', { token: user.accessToken, body: {} });
      expect(denied.status).toBe(403);
      expect((await server.request('POST', '/api/admin/storage-check', { body: {} })).status).toBe(401);
      await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.user.id));
      await server.services.sessionInvalidation.publish({ userId: user.user.id });
      const bad = await server.request('POST', '/api/admin/storage-check', {
        token: user.accessToken,
        body: { repair: 'yes' },
      });
      expect(bad.status).toBe(422);
      const report = dataOf<StorageCheckReport>(
        await server.request('POST', '/api/admin/storage-check', { token: user.accessToken, body: {} }),
      );
      expect(report.files).toBeGreaterThanOrEqual(0);
    });

    it('finds orphans, missing files, dangling references and wrong counts, and repairs what it can', async () => {
      const { db } = server.database;
      const storage = selectMediaStorage(server.config);
      const healthy = await uploadedReference(server);
      const baseline = await checkStorage({ db, storage, files: new StoredFilesRepository(db) }, { repair: false });
      expect(isStorageHealthy(baseline)).toBe(true);
      expect(baseline.usage.find((usage) => usage.userId === healthy.owner.user.id)?.countedBytes).toBeGreaterThan(0);

      // A file nobody owns; a row whose file went; a row counted wrong and sized wrong; a reference to no row.
      const orphan = newMediaKey('png');
      await storage.put(orphan, PNG_BYTES, 'image/png');
      const lost = await uploadedReference(server);
      await storage.delete(lost.key);
      const miscounted = await uploadedReference(server);
      const stored = await server.services.files.get(miscounted.key);
      stored?.stream.destroy();
      const actualSize = stored!.size;
      await db.update(storedFiles).set({ refCount: 5, sizeBytes: 7 }).where(eq(storedFiles.key, miscounted.key));
      const dangling = newMediaKey('png');
      const scenario = await rowFixtures(server).scenario(healthy.project.id, healthy.owner.user.id);
      // Only with the counting trigger off can a row point at a key nobody owns (a restored old backup, say).
      await db.execute(sql`alter table shots disable trigger stored_file_refs`);
      try {
        await db.insert(shots).values({ scenarioId: scenario.id, sequence: 1, imageUrl: `/media/${dangling}` });
      } finally {
        await db.execute(sql`alter table shots enable trigger stored_file_refs`);
      }
      const unusedKey = newMediaKey('png');
      await server.services.files.put(healthy.owner.user.id, unusedKey, PNG_BYTES, 'image/png');

      const found = await checkStorage({ db, storage, files: new StoredFilesRepository(db) }, { repair: false });
      expect(keysOf(found.orphanFiles)).toEqual([orphan]);
      // The asset's image and its reference list hold the key: one row, one reference.
      expect(found.missingFiles).toEqual([{ key: lost.key, userId: lost.owner.user.id, references: 1 }]);
      expect(found.danglingReferences).toEqual([{ table: 'shots', rowId: expect.any(String), key: dangling }]);
      expect(found.countMismatches).toEqual([{ key: miscounted.key, recorded: 5, actual: 1 }]);
      expect(found.sizeMismatches).toEqual([{ key: miscounted.key, recorded: 7, actual: actualSize }]);
      // An upload not used yet is not unused until it is an hour old (it may be on its way into a row).
      expect(keysOf(found.unusedRows)).toEqual([]);
      const miscountedUsage = found.usage.find((usage) => usage.userId === miscounted.owner.user.id);
      expect(miscountedUsage).toEqual({ userId: miscounted.owner.user.id, countedBytes: 7, fileBytes: actualSize });
      expect(isStorageHealthy(found)).toBe(false);

      // An hour on: the orphan file and the unused upload go, counts and sizes are set right.
      const later = () => Date.now() + ORPHAN_AGE_MS + 60_000;
      const repaired = await checkStorage(
        { db, storage, files: new StoredFilesRepository(db), now: later },
        { repair: true },
      );
      expect(repaired.repaired).toEqual({ orphanFilesRemoved: 1, unusedRowsRemoved: 1, countsFixed: 1, sizesFixed: 1 });
      const after = await checkStorage({ db, storage, files: new StoredFilesRepository(db) }, { repair: false });
      expect(after.orphanFiles).toEqual([]);
      expect(after.countMismatches).toEqual([]);
      expect(after.sizeMismatches).toEqual([]);
      expect(after.unusedRows).toEqual([]);
      expect(await server.services.files.get(unusedKey)).toBeUndefined();
      // What is lost stays reported: a repair cannot bring a file back or invent an owner.
      expect(keysOf(after.missingFiles)).toEqual([lost.key]);
      expect(keysOf(after.danglingReferences)).toEqual([dangling]);
      const object = await server.services.files.get(healthy.key);
      object?.stream.destroy();
      expect(object).toBeDefined();
    });
  });
}
