import type { Canvas } from '@napi-rs/canvas';
import type { SketchReference } from '../types.ts';
import { figureTraits } from './figures.ts';
import { readOwnFigure } from './own-figure.ts';
import { hashBytes, hashString } from './prng.ts';
import { cutOutFigure, decodeImage, keyedCutOut, type CutOut, type DecodedImage } from './reference-images.ts';
import type { FigureSource } from './sprites.ts';

// Decoded images and cut-outs survive between calls (a project reuses the same references in every shot), bounded
// to a handful so memory stays small.
const MAX_DECODED = 12;
const decoded = new Map<string, Promise<DecodedImage>>();
const cutOuts = new Map<string, Promise<CutOut>>();
const propCutOuts = new Map<string, Promise<Canvas | undefined>>();

function bounded<T>(map: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  const hit = map.get(key);
  if (hit) {
    map.delete(key);
    map.set(key, hit);
    return hit;
  }
  const promise = make();
  // A failed decode must not stay cached.
  promise.catch(() => map.delete(key));
  map.set(key, promise);
  while (map.size > MAX_DECODED) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
  return promise;
}

/** A reference image decoded to at most `maxSide` pixels, cached. */
export function decodeCached(bytes: Uint8Array, maxSide: number): Promise<DecodedImage> {
  return bounded(decoded, `${hashBytes(bytes)}:${bytes.length}:${maxSide}`, () => decodeImage(bytes, maxSide));
}

/** What a character asset is drawn from: a portrait this renderer drew or no image → traits; any other image → cut-out. */
export async function figureSource(reference: SketchReference): Promise<FigureSource> {
  if (reference.image) {
    const own = readOwnFigure(reference.image);
    if (own) return { kind: 'procedural', key: `p:${hashString(JSON.stringify(own))}`, traits: figureTraits(own) };
    const key = `${hashBytes(reference.image)}:${reference.image.length}`;
    const image = reference.image;
    const cutOut = await bounded(cutOuts, key, async () => cutOutFigure(await decodeImage(image, 1024)));
    return { kind: 'image', key: `i:${key}`, cutOut };
  }
  const identity = { id: reference.id, name: reference.name, description: reference.description };
  return { kind: 'procedural', key: `p:${hashString(JSON.stringify(identity))}`, traits: figureTraits(identity) };
}

/**
 * The object a prop asset's picture shows, cut out of a plain backdrop; undefined for a picture that cannot be cut
 * out (a photo, a framed preview on a table): such a prop is drawn as its kind rather than pasted as a card.
 */
export function propCutOut(image: Uint8Array): Promise<Canvas | undefined> {
  const key = `${hashBytes(image)}:${image.length}`;
  return bounded(propCutOuts, key, async () => keyedCutOut(await decodeImage(image, 512)));
}
