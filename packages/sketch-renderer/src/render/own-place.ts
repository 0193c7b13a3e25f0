import { addPngText, readPngText } from './png-text.ts';

/** The location a picture drawn by this renderer shows, stored in the PNG so its other views redraw the same place. */
export interface PlaceIdentity {
  id: string;
  name: string;
  description: string;
}

const KEYWORD = 'sym-local-place';

/** Mark a PNG as a procedural drawing of `identity`. */
export function tagOwnPlace(png: Uint8Array, identity: PlaceIdentity): Uint8Array {
  return addPngText(png, KEYWORD, Buffer.from(JSON.stringify(identity), 'utf8').toString('base64'));
}

/** The location stored in a picture this renderer drew, or undefined for any other image. */
export function readOwnPlace(bytes: Uint8Array): PlaceIdentity | undefined {
  const payload = readPngText(bytes, KEYWORD);
  if (!payload) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { id, name, description } = parsed as Record<string, unknown>;
    if (typeof id === 'string' && typeof name === 'string' && typeof description === 'string') {
      return { id, name, description };
    }
  } catch {
    // A damaged tag: the picture is used like any other location image.
  }
  return undefined;
}
