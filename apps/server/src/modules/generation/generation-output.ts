import { newMediaKey, mediaUrlOf } from '../../media/media-storage.ts';
import { makeImageRenditions } from '../../media/thumbnails.ts';
import type { GeneratedMedia } from '../../providers/provider.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
};

/** A produced file ready to store: its bytes, type and, for images, its two smaller renditions. */
export interface OutputFiles {
  main: { bytes: Uint8Array; contentType: string };
  thumb?: { bytes: Uint8Array; contentType: string };
  small?: { bytes: Uint8Array; contentType: string };
}

export interface StoredOutput {
  url: string;
  thumbUrl: string | null;
  smallUrl: string | null;
  keys: string[];
}

/** The files to store for a provider's output: images get thumb and small renditions. */
export async function outputFilesOf(media: GeneratedMedia): Promise<OutputFiles> {
  const main = { bytes: media.bytes, contentType: media.contentType };
  if (!media.contentType.startsWith('image/')) return { main };
  const renditions = await makeImageRenditions(media.bytes);
  return {
    main,
    thumb: { bytes: renditions.thumb.bytes, contentType: renditions.thumb.contentType },
    small: { bytes: renditions.small.bytes, contentType: renditions.small.contentType },
  };
}

/** Fresh keys for the files (the job keeps the first set it chose, so a retry overwrites rather than orphans). */
export function proposeKeys(files: OutputFiles): string[] {
  const keyFor = (contentType: string) => newMediaKey(EXTENSIONS[contentType] ?? 'bin');
  return [files.main, files.thumb, files.small].flatMap((file) => (file ? [keyFor(file.contentType)] : []));
}

/**
 * Writes the files under the job's keys (each write atomic), charged to the job's user and within their storage
 * limit, and answers their urls.
 */
export async function storeOutput(
  storage: Pick<FileWriter, 'put'>,
  userId: string,
  files: OutputFiles,
  keys: string[],
): Promise<StoredOutput> {
  const [mainKey, thumbKey, smallKey] = keys;
  if (!mainKey) throw new Error('no output key');
  await storage.put(userId, mainKey, files.main.bytes, files.main.contentType);
  if (files.thumb && thumbKey) await storage.put(userId, thumbKey, files.thumb.bytes, files.thumb.contentType);
  if (files.small && smallKey) await storage.put(userId, smallKey, files.small.bytes, files.small.contentType);
  return {
    url: mediaUrlOf(mainKey),
    thumbUrl: files.thumb && thumbKey ? mediaUrlOf(thumbKey) : null,
    smallUrl: files.small && smallKey ? mediaUrlOf(smallKey) : null,
    keys: keys.slice(0, 1 + (files.thumb ? 1 : 0) + (files.small ? 1 : 0)),
  };
}
