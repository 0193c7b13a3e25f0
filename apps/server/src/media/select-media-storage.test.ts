import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/index.ts';
import { selectMediaStorage } from './select-media-storage.ts';
import { newMediaKey } from './media-storage.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-media-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return String(error);
  }
  throw new Error('loadConfig accepted the settings');
}

describe('media settings', () => {
  it('default to local storage under DATA_DIR/media', async () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({ MEDIA_STORAGE: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(config.S3_BUCKET).toBeUndefined();
    const media = selectMediaStorage(config);
    const key = newMediaKey('png');
    await media.put(key, Buffer.from('x'), 'image/png');
    expect(fs.existsSync(path.join(config.DATA_DIR, 'media', key.slice(0, 2), key))).toBe(true);
  });

  it('read the S3 settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'sym-media',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'sym/',
    });
    expect(config).toMatchObject({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'sym-media',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'sym/',
    });
    const media = selectMediaStorage(config);
    expect(typeof media.get).toBe('function');
    expect(fs.existsSync(path.join(config.DATA_DIR, 'media'))).toBe(false);
  });

  it('refuse S3 storage without a bucket, a key id without its secret, and bad values, all in one error', () => {
    expect(configError({ MEDIA_STORAGE: 's3' })).toContain('S3_BUCKET: is required when MEDIA_STORAGE=s3');
    expect(configError({ MEDIA_STORAGE: 's3', S3_BUCKET: '' })).toContain('S3_BUCKET');
    expect(configError({ S3_ACCESS_KEY_ID: 'id' })).toContain('S3_SECRET_ACCESS_KEY');
    expect(configError({ S3_SECRET_ACCESS_KEY: 'secret' })).toContain('S3_ACCESS_KEY_ID');
    const several = configError({ MEDIA_STORAGE: 'ftp', S3_ENDPOINT: 'not a url', S3_BUCKET: 'Bad_Bucket' });
    for (const name of ['MEDIA_STORAGE', 'S3_ENDPOINT', 'S3_BUCKET']) expect(several).toContain(name);
  });
});
