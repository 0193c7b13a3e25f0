import path from 'node:path';
import type { Config } from '../config/index.ts';
import { createLocalMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import type { S3MediaStorageOptions } from './s3-media-storage.ts';

export type MediaStorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'MEDIA_STORAGE'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/** The media storage the settings choose: DATA_DIR/media by default, or the S3 bucket with MEDIA_STORAGE=s3. */
export function createMediaStorage(config: MediaStorageConfig): MediaStorage {
  if (config.MEDIA_STORAGE === 'local') return createLocalMediaStorage(path.join(config.DATA_DIR, 'media'));
  // loadConfig refuses MEDIA_STORAGE=s3 without a bucket; this guards configs built by hand.
  if (!config.S3_BUCKET) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
  return lazyS3MediaStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}

/**
 * The S3 storage, loaded with its first call: the AWS SDK is a few hundred modules that would slow every start of a
 * server on local storage (the default) and, on S3, are needed only once media is read or written.
 */
function lazyS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  let storage: Promise<MediaStorage> | undefined;
  const load = () => {
    storage ??= import('./s3-media-storage.ts').then(({ createS3MediaStorage }) => createS3MediaStorage(options));
    return storage;
  };
  return {
    put: async (key, bytes, contentType) => (await load()).put(key, bytes, contentType),
    putFile: async (key, source, contentType) => (await load()).putFile(key, source, contentType),
    get: async (key, range) => (await load()).get(key, range),
    delete: async (key) => (await load()).delete(key),
    async *list() {
      yield* (await load()).list();
    },
  };
}
