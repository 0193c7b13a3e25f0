import { addPngText, readPngText } from './png-text.ts';

/** Who a character portrait drawn by this renderer depicts; stored in the PNG so later shots can redraw it crisply. */
export interface FigureIdentity {
  id: string;
  name: string;
  description: string;
}

const KEYWORD = 'sym-local-figure';

/** Mark a PNG as a portrait of `identity`. */
export function tagOwnFigure(png: Uint8Array, identity: FigureIdentity): Uint8Array {
  const payload = Buffer.from(JSON.stringify(identity), 'utf8').toString('base64');
  return addPngText(png, KEYWORD, payload);
}

/** The identity stored in a portrait this renderer drew, or undefined for any other image. */
export function readOwnFigure(bytes: Uint8Array): FigureIdentity | undefined {
  const payload = readPngText(bytes, KEYWORD);
  if (!payload) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'id' in parsed &&
      'name' in parsed &&
      'description' in parsed &&
      typeof parsed.id === 'string' &&
      typeof parsed.name === 'string' &&
      typeof parsed.description === 'string'
    ) {
      return { id: parsed.id, name: parsed.name, description: parsed.description };
    }
  } catch {
    // A damaged tag means the image is treated like any other reference image.
  }
  return undefined;
}
