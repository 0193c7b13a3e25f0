import path from 'node:path';
import type { Config } from '../config/index.ts';
import { LazyS3MediaStorage } from './lazy-s3-media-storage.ts';
import { LocalMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';

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
export function selectMediaStorage(config: MediaStorageConfig): MediaStorage {
  if (config.MEDIA_STORAGE === 'local') return new LocalMediaStorage(path.join(config.DATA_DIR, 'media'));
  // loadConfig refuses MEDIA_STORAGE=s3 without a bucket; this guards configs built by hand.
  if (!config.S3_BUCKET) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
  return new LazyS3MediaStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
