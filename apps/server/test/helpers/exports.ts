import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaPathOf, type Export } from '@sym/contracts';
import { mediaKeyOfUrl } from '../../src/media/media-storage.ts';
import { dataOf } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/**
 * Polls an export (`base` is its episode's `/api/scenarios/{id}`) until it is no longer processing, as its row in
 * the Exports tab would. With `timeoutMs`, an export still processing then fails the test with its progress.
 */
export async function settledExport(
  server: TestServer,
  token: string,
  base: string,
  exportId: string,
  timeoutMs?: number,
): Promise<Export> {
  const deadline = timeoutMs === undefined ? Infinity : Date.now() + timeoutMs;
  for (;;) {
    const row = dataOf<Export>(await server.request('GET', `${base}/exports/${exportId}`, { token }));
    if (row.status !== 'processing') return row;
    if (Date.now() > deadline) throw new Error(`export ${exportId} still processing at ${row.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The export's stored file copied into `dir` (`<exportId>.<mp4|mov>`), for ffmpeg to read; answers its path. */
export async function exportFile(server: TestServer, done: Export, dir: string): Promise<string> {
  const object = await server.services.files.get(mediaKeyOfUrl(mediaPathOf(done.videoUrl!))!);
  const chunks: Buffer[] = [];
  for await (const chunk of object!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const file = path.join(dir, `${done.exportId}.${done.codec === 'prores' ? 'mov' : 'mp4'}`);
  await fs.writeFile(file, Buffer.concat(chunks));
  return file;
}
