import { mediaPathOf } from '@sym/contracts';
import { exports } from '../../src/db/schema.ts';
import { mediaKeyOfUrl, newMediaKey } from '../../src/media/media-storage.ts';
import { PNG_BYTES, rowFixtures, uploadFile, useTestServer } from './fixtures.ts';
import type { TestResponse, ApiBody, TestServer } from './test-server.ts';

// Media the API tests put on the server: an uploaded picture, or a finished export with its files stored.

/** The file's test server (started before its tests, closed after them) and the rows it can insert directly. */
export function useServerWithRows(overrides: Record<string, string> = {}) {
  const server = useTestServer(overrides);
  return { server, fixtures: rowFixtures(server) };
}

/** Uploads the 1 × 1 PNG (PNG_BYTES) as a multipart file to an upload route, signed in when `token` is given. */
export function uploadPng(
  server: TestServer,
  urlPath: string,
  token?: string,
  name = 'a.png',
): Promise<TestResponse<ApiBody>> {
  return uploadFile(server, urlPath, { bytes: PNG_BYTES, name, type: 'image/png' }, token);
}

/** The stored key of a media address as answers carry it (signed, media-access.ts); throws for anything else. */
export function storedKeyOf(address: string | null | undefined): string {
  const key = mediaKeyOfUrl(address ? mediaPathOf(address) : address);
  if (!key) throw new Error(`not a stored media address: ${address}`);
  return key;
}

/** Whether media storage holds the file (asked of the storage itself; the stream is closed unread). */
export async function isStored(server: TestServer, key: string): Promise<boolean> {
  const object = await server.services.files.get(key);
  object?.stream.destroy();
  return object !== undefined;
}

/** The files of a finished export: the video (stored as MP4) and its poster picture. */
export interface ExportFiles {
  video: Buffer;
  poster: Buffer;
  posterFormat: 'png' | 'jpeg';
}

/** Columns of an export row a test sets itself. */
export type ExportColumns = Partial<typeof exports.$inferInsert>;

const POSTER_EXTENSION = { png: 'png', jpeg: 'jpg' } as const;

/**
 * A completed video export of an episode (320 × 180, 2 s) whose video and poster are really stored, as a finished
 * render leaves it; `values` overrides columns (a name, another status).
 */
export async function insertCompletedExport(
  server: TestServer,
  owner: { scenarioId: string; userId: string },
  files: ExportFiles,
  values: ExportColumns = {},
): Promise<typeof exports.$inferSelect> {
  const videoKey = newMediaKey('mp4');
  const posterKey = newMediaKey(POSTER_EXTENSION[files.posterFormat]);
  await server.services.files.put(owner.userId, videoKey, files.video, 'video/mp4');
  await server.services.files.put(owner.userId, posterKey, files.poster, `image/${files.posterFormat}`);
  const [row] = await server.database.db
    .insert(exports)
    .values({
      ...owner,
      name: 'Episode export',
      kind: 'video',
      status: 'completed',
      progress: 100,
      width: 320,
      height: 180,
      duration: 2,
      size: files.video.length,
      videoKey,
      posterKey,
      ...values,
    })
    .returning();
  return row!;
}
