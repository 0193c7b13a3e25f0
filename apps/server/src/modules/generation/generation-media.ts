import { mediaKeyOfUrl, type MediaStorage } from '../../media/media-storage.ts';
import { ProviderError } from '../../providers/provider.ts';
import { readStream } from '../../media/read-stream.ts';

/** Reads media for a job: our own `/media/` files from storage, other http(s) addresses through the SSRF guard. */
export interface MediaReader {
  read(url: string, signal?: AbortSignal): Promise<Uint8Array>;
}

/** Reads an outside address (through the SSRF guard) for a job. */
export type ExternalFetch = (url: string, signal?: AbortSignal) => Promise<Uint8Array>;

/** A MediaReader over our storage and a fetcher for outside addresses. */
export class StorageMediaReader implements MediaReader {
  constructor(
    private readonly storage: Pick<MediaStorage, 'get'>,
    private readonly fetchExternal: ExternalFetch,
  ) {}

  /** The bytes at `url`; an input error when one of our files is missing. */
  async read(url: string, signal?: AbortSignal): Promise<Uint8Array> {
    const key = mediaKeyOfUrl(url);
    if (key !== undefined && !/^https?:/i.test(url)) {
      const object = await this.storage.get(key);
      if (!object) throw new ProviderError('input', 'A file this generation needs is missing');
      return new Uint8Array(await readStream(object.stream));
    }
    return this.fetchExternal(url, signal);
  }
}

/** A non-blank string, else undefined. */
export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** The bytes at `url` when there is one. */
export async function optionalRead(media: MediaReader, url: string | null | undefined, signal?: AbortSignal) {
  return url ? media.read(url, signal) : undefined;
}
