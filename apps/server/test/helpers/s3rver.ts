import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

/**
 * A local S3 (s3rver) for the file's tests: started in beforeAll, so call this before the test servers that read
 * its settings, and closed with its folder after them. Answers the MEDIA_STORAGE=s3 settings of a test server,
 * complete (with S3_ENDPOINT) once it runs, and the folder s3rver keeps its objects in. With `enabled: false` nothing starts and the settings stay empty.
 */
export function useS3rver(
  bucket: string,
  prefix: string,
  { enabled = true } = {},
): { settings: Record<string, string>; directory: string } {
  const settings: Record<string, string> = {};
  if (!enabled) return { settings, directory: '' };
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-s3rver-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  beforeAll(async () => {
    const { port } = await s3.run();
    Object.assign(settings, {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: prefix,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return { settings, directory };
}
