import type { Database } from '../../db/index.ts';
import { mediaKeyOfUrl, type MediaStorage } from '../../media/media-storage.ts';
import { ProviderError } from '../../providers/provider.ts';

/** Reads media for a job: our own `/media/` files from storage, other http(s) addresses through the SSRF guard. */
export interface MediaReader {
  read(url: string, signal?: AbortSignal): Promise<Uint8Array>;
}

export interface InputDeps {
  db: Database;
  media: MediaReader;
}

/** A MediaReader over our storage and a fetcher for outside addresses. */
export function createMediaReader(
  storage: Pick<MediaStorage, 'get'>,
  fetchExternal: (url: string, signal?: AbortSignal) => Promise<Uint8Array>,
): MediaReader {
  return {
    async read(url, signal) {
      const key = mediaKeyOfUrl(url);
      if (key !== undefined && !/^https?:/i.test(url)) {
        const object = await storage.get(key);
        if (!object) throw new ProviderError('input', 'A file this generation needs is missing');
        const chunks: Buffer[] = [];
        for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Uint8Array));
        return new Uint8Array(Buffer.concat(chunks));
      }
      return fetchExternal(url, signal);
    },
  };
}

export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

export async function optionalRead(deps: InputDeps, url: string | null | undefined, signal?: AbortSignal) {
  return url ? deps.media.read(url, signal) : undefined;
}
