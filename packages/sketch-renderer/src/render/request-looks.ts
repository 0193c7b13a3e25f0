import type { SketchReference, SketchRequest } from '../types.ts';
import { moodOf } from './backdrop.ts';
import { heldPropsIn, type HeldProp } from './held-props.ts';
import { readOwnFigure } from './own-figure.ts';
import { readOwnPlace, type PlaceIdentity } from './own-place.ts';
import { nearestColorName } from './palette.ts';
import { placeSceneOf, placeViewOf, type PlaceDrawing } from './place-views.ts';
import { hashBytes, hashString } from './prng.ts';
import { referenceLook, type ReferenceLook } from './reference-images.ts';
import type { SettingSpec } from './setting-words.ts';
import { resolvePreset, textAdjustments, tonesOf, treatmentFor, type Treatment } from './style-treatments.ts';

/** A request made ready for the local renderer: what to compose, what to lay over it, how to treat the frame. */
export interface PreparedRequest {
  /** What composeImage draws. */
  compose: SketchRequest;
  /** Time of day and weather to lay over a studio portrait (the studio itself has no sky to show them). */
  mood?: SettingSpec;
  /** Props the variant's or the modification's words put in a character's hands. */
  held?: HeldProp[];
  /** A location drawn as a place (instead of composing): every suite view is its own camera on the same place. */
  place?: { drawing: PlaceDrawing; identity: PlaceIdentity };
  treatment: Treatment;
}

/** What a picture this renderer drew of an asset of this kind showed (a portrait, a place), if it is one. */
function drawnBefore(bytes: Uint8Array | undefined, type: SketchReference['type']): PlaceIdentity | undefined {
  if (!bytes) return undefined;
  if (type === 'character') return readOwnFigure(bytes);
  return type === 'location' ? readOwnPlace(bytes) : undefined;
}

// Reference pictures come back in every shot of a project: their colours are measured once.
const looks = new Map<string, Promise<ReferenceLook>>();

function lookOf(bytes: Uint8Array): Promise<ReferenceLook> {
  const key = `${hashBytes(bytes)}:${bytes.length}`;
  let look = looks.get(key);
  if (!look) {
    look = referenceLook(bytes);
    look.catch(() => looks.delete(key));
    looks.set(key, look);
    if (looks.size > 24) looks.delete(looks.keys().next().value ?? key);
  }
  return look;
}

const EDGES = /^[\s.,;:!—–-]+|[\s.,;:!—–-]+$/g;

/**
 * What a prompt says beyond the texts already drawn: for a variant, its own description; for a modification, the
 * variant's description and the instructions. The asset's description and name are taken out wherever they appear.
 */
export function newWords(prompt: string, known: readonly string[]): string {
  let rest = prompt;
  for (const text of [...known].sort((a, b) => b.length - a.length)) {
    const trimmed = text.trim().replace(EDGES, '');
    if (trimmed.length > 2) rest = rest.split(trimmed).join(' . ');
  }
  return rest
    .split(/\s*[.;]\s*/)
    .map((part) => part.replace(EDGES, '').trim())
    .filter((part) => part.length > 0)
    .join('. ');
}

/**
 * The time of day and weather words ask for; "dark hair", "dark green coat" describe colours, not the night.
 */
function moodIn(text: string): SettingSpec | undefined {
  const spec = moodOf(text.replace(/\bdark[\s-]+(?!night|sky|evening|clouds?\b)[a-z]+/gi, ' '));
  return spec.time !== 'day' || spec.rain || spec.snow || spec.fog ? spec : undefined;
}

/** Words that give a procedural figure the colours of a picture: its commonest colour on the clothes, the next on the hair. */
function colourWords(look: ReferenceLook): string {
  const [clothes, hair] = look.colors;
  return [clothes ? `${nearestColorName(clothes)} coat` : '', hair ? `${nearestColorName(hair)} hair` : '']
    .filter(Boolean)
    .join(', ');
}

/**
 * A character whose uploaded picture is a photo the renderer cannot cut out gets a figure in the photo's colours for
 * its asset pictures (instead of an oval snapshot); shots then draw that figure. The text's colour words come first.
 */
async function figureFromPhoto(reference: SketchReference): Promise<SketchReference> {
  if (reference.type !== 'character' || !reference.image || readOwnFigure(reference.image)) return reference;
  const look = await lookOf(reference.image);
  if (look.keyable) return reference;
  const { image: _photo, ...rest } = reference;
  return { ...rest, description: [reference.description, colourWords(look)].filter(Boolean).join('. ') };
}

async function withPalette(treatment: Treatment, image: Uint8Array | undefined, amount: number): Promise<Treatment> {
  if (!image) return treatment;
  const look = await lookOf(image);
  return { ...treatment, palettes: [...(treatment.palettes ?? []), { stats: look.stats, amount }] };
}

/** An asset's own picture (Default, variant, modification): the variant's words and the instructions must show. */
async function prepareAssetImage(request: SketchRequest, reference: SketchReference): Promise<PreparedRequest> {
  const ownReference = drawnBefore(reference.image, reference.type);
  const ownSource = drawnBefore(request.sourceImage, reference.type);
  // A modification of a picture this renderer drew is a redraw from what it showed plus the instructions.
  const base = ownSource?.description ?? reference.description;
  const added = newWords(request.prompt, [
    reference.description,
    reference.name,
    base,
    ownReference?.description ?? '',
  ]);
  const described = [added, base].filter(Boolean).join('. ');
  const edit = request.sourceImage !== undefined && !ownSource;
  const style = treatmentFor(request.style);

  if (edit) {
    // Image-to-image on a picture drawn before: its style is already in it; only the new words change it.
    const words = request.instructions ?? added;
    const tones = tonesOf(words);
    const compose = { ...request, prompt: words };
    const treatment: Treatment = {
      preset: resolvePreset({ text: words }),
      adjust: textAdjustments(words),
      ...(tones ? { tones } : {}),
    };
    return { compose, treatment: await withPalette(treatment, request.style?.image, 0.45) };
  }

  const drawable = reference.type === 'character' || reference.type === 'location';
  const procedural = drawable && (!reference.image || ownReference !== undefined || ownSource !== undefined);
  // The asset keeps the identity it was first drawn with (a wizard preview's id seeds its look).
  const id = ownSource?.id ?? ownReference?.id ?? reference.id;
  let drawn: SketchReference = { ...reference, id, description: described };
  let photo: Uint8Array | undefined;
  if (procedural) {
    const { image: _drawnBefore, ...rest } = drawn;
    drawn = rest;
  } else {
    drawn = await figureFromPhoto(drawn);
    // A photo turned into a figure also lends the picture its palette.
    if (reference.image && !drawn.image) photo = reference.image;
  }
  const { sourceImage: _redrawn, ...rest } = request;
  const compose: SketchRequest = { ...rest, references: [drawn] };
  const instructed = request.instructions ? resolvePreset({ text: request.instructions }) : 'none';
  const colours = drawn.image || reference.type !== 'character' ? tonesOf(added) : undefined;
  let treatment: Treatment = {
    preset: instructed === 'none' ? style.preset : instructed,
    adjust: { ...style.adjust, ...textAdjustments(added) },
    ...(style.tones ? { tones: style.tones } : colours ? { tones: colours } : {}),
    ...(style.layers ? { layers: style.layers } : {}),
  };
  treatment = await withPalette(treatment, request.style?.image, 0.4);
  treatment = await withPalette(treatment, photo, 0.3);
  // Weather and time come from what the variant and its modifications add, not from the asset's own description.
  const mood = moodIn(newWords(described, [reference.description, reference.name]));
  const studio = reference.type === 'character' || reference.type === 'prop';
  if (procedural && reference.type === 'location') {
    const drawing: PlaceDrawing = {
      scene: placeSceneOf(described, reference.name),
      seed: hashString(id),
    };
    const view = placeViewOf(request.viewName);
    if (view) drawing.view = view;
    return { compose, treatment, place: { drawing, identity: { id, name: reference.name, description: described } } };
  }
  const held = reference.type === 'character' ? heldPropsIn(newWords(described, [reference.description])) : [];
  return { compose, treatment, ...(studio && mood ? { mood } : {}), ...(held.length > 0 ? { held } : {}) };
}

/**
 * Get a request ready for the local renderer. Asset pictures (one reference, no shot) take the variant's own words,
 * a modification's instructions and an uploaded photo's colours; every picture takes the palette of the style's
 * reference image.
 */
export async function prepareRequest(request: SketchRequest): Promise<PreparedRequest> {
  const [only] = request.references;
  if (only && request.references.length === 1 && !request.shotType && !request.scene) {
    return prepareAssetImage(request, only);
  }
  const style = treatmentFor(request.style);
  const words = request.sourceImage ? (request.instructions ?? request.prompt) : '';
  const instructed = words ? resolvePreset({ text: words }) : 'none';
  const treatment: Treatment = {
    ...style,
    preset: style.preset === 'none' ? instructed : style.preset,
    adjust: { ...textAdjustments(words), ...style.adjust },
  };
  return { compose: request, treatment: await withPalette(treatment, request.style?.image, 0.4) };
}
