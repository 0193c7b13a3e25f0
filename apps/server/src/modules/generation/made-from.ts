import { createHash } from 'node:crypto';
import type { StaleReason } from '@sym/contracts';

/**
 * What a generated result was made from, kept with it (`metadata.inputs`): one hash per part, the whole hash, and
 * the names the parts stand for (an asset's name), so a later change can be said ("Mara's look changed").
 * Provider, model and seed are never parts: changing settings marks nothing stale.
 */
export interface MadeFrom {
  hash: string;
  parts: Record<string, string>;
  names: Record<string, string>;
}

/** An asset as a shot's picture uses it: its words and its picture (the look). */
export interface LookInputs {
  id: string;
  name: string;
  description: string;
  picture: string | null;
}

/** Everything a shot's image is drawn from. */
export interface ShotImageInputs {
  type: string;
  cameraMotion: string;
  description: string;
  action: string;
  modificationPrompt: string | null;
  referenceImageUrl: string | null;
  /** The covering style module (the shot's, else the episode's) and the project's style. */
  styleModuleId: string | null;
  projectStyle: unknown;
  assets: readonly LookInputs[];
}

/** Everything a shot's clip is made from. */
export interface ShotVideoInputs {
  sourceImageUrl: string | null;
  animationInstructions: string | null;
  cameraMotion: string;
  duration: number | null;
}

/** A spoken line: its words, voice and language, or the uploaded audio it is. */
export interface SpeechInputs {
  text?: string | null | undefined;
  voice?: string | null | undefined;
  language?: string | null | undefined;
  audioUrl?: string | null | undefined;
  /** A speaking character's rate and pitch (absent or 1: the voice's own). */
  rate?: number | null | undefined;
  pitch?: number | null | undefined;
}

const ASSET = 'asset:';
/** The part of a spoken result that is its line. */
const SPEECH = 'speech';

/** A stable hash of a JSON value (object keys sorted). */
export function hashOf(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('base64url').slice(0, 22);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A stored media address without its signature, so a signed and a bare address of one file compare equal. */
const bareUrl = (url: string | null | undefined) => (url ? url.split('?')[0]! : null);

function madeFrom(parts: Record<string, string>, names: Record<string, string> = {}): MadeFrom {
  return { hash: hashOf(parts), parts, names };
}

/** The parts of a shot image: its words, its framing, its reference, its style and each asset's look. */
export function imageMadeFrom(inputs: ShotImageInputs): MadeFrom {
  const parts: Record<string, string> = {
    text: hashOf([inputs.description.trim(), inputs.action.trim(), inputs.modificationPrompt?.trim() ?? '']),
    framing: hashOf([inputs.type, inputs.cameraMotion]),
    reference: hashOf(bareUrl(inputs.referenceImageUrl)),
    style: hashOf([inputs.styleModuleId, inputs.projectStyle]),
  };
  const names: Record<string, string> = {};
  for (const asset of inputs.assets) {
    parts[`${ASSET}${asset.id}`] = hashOf([asset.description.trim(), bareUrl(asset.picture)]);
    names[`${ASSET}${asset.id}`] = asset.name;
  }
  return madeFrom(parts, names);
}

/** The parts of a shot clip: the picture it animates and how it moves. */
export function videoMadeFrom(inputs: ShotVideoInputs): MadeFrom {
  return madeFrom({
    source: hashOf(bareUrl(inputs.sourceImageUrl)),
    motion: hashOf([inputs.animationInstructions?.trim() ?? '', inputs.cameraMotion, inputs.duration]),
  });
}

/** The part of speech (a voice clip, a lip-sync's line): the words, the voice and the language, or the audio. */
export function speechMadeFrom(line: SpeechInputs): MadeFrom {
  const words = [line.text?.trim() ?? '', line.voice ?? null, line.language ?? null, bareUrl(line.audioUrl)];
  // A rate or pitch of its own is part of the speech; the voice's own leaves earlier hashes as they were.
  const prosody = (line.rate ?? 1) !== 1 || (line.pitch ?? 1) !== 1 ? [line.rate ?? 1, line.pitch ?? 1] : [];
  return madeFrom({ [SPEECH]: hashOf([...words, ...prosody]) });
}

/** A lip-synced clip: the shot's clip parts (the picture under it, how it moves) and the line it speaks. */
export function lipsyncMadeFrom(video: ShotVideoInputs, line: SpeechInputs): MadeFrom {
  return madeFrom({ ...videoMadeFrom(video).parts, ...speechMadeFrom(line).parts });
}

/**
 * What a result would be made from now, for a result that speaks a line: the shot's parts now and the line it was
 * given (a lip-sync's line is its own, not the shot's, so it changes only with a new lip-sync).
 */
export function withLineOf(now: MadeFrom, made: MadeFrom): MadeFrom {
  const line = made.parts[SPEECH];
  return line === undefined ? now : madeFrom({ ...now.parts, [SPEECH]: line }, now.names);
}

/** Whether a stored value is a MadeFrom (results made before stale marking have none). */
export function isMadeFrom(value: unknown): value is MadeFrom {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.hash === 'string' && typeof record.parts === 'object' && record.parts !== null;
}

const PLAIN_PARTS = ['text', 'framing', 'reference', 'style', 'source', 'motion'] as const;

/** What changed between what a result was made from and what it would be made from now (empty: current). */
export function changesBetween(made: MadeFrom, now: MadeFrom): StaleReason[] {
  if (made.hash === now.hash) return [];
  const reasons: StaleReason[] = [];
  for (const part of PLAIN_PARTS) {
    if (made.parts[part] !== now.parts[part]) reasons.push({ part });
  }
  const assetKeys = new Set(
    [...Object.keys(made.parts), ...Object.keys(now.parts)].filter((key) => key.startsWith(ASSET)),
  );
  const nameOf = (key: string) => now.names[key] ?? made.names[key] ?? '';
  // By name, so the reasons read the same way every time.
  const keys = [...assetKeys].sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || (a < b ? -1 : 1));
  for (const key of keys) {
    const before = made.parts[key];
    const after = now.parts[key];
    const name = nameOf(key);
    if (before === undefined) reasons.push({ part: 'assetAdded', name });
    else if (after === undefined) reasons.push({ part: 'assetRemoved', name });
    else if (before !== after) reasons.push({ part: 'look', name });
  }
  return reasons;
}

/**
 * An asset's look as a shot's picture uses it: its words (with the chosen variant's, for a named look such as
 * "winter coat"), and its picture (the variant's, else the asset's own).
 */
export function lookOf(
  asset: { id: string; name: string; description: string | null },
  picture: string | null | undefined,
  variant?: { description: string | null } | undefined,
): LookInputs {
  const description = [asset.description?.trim(), variant?.description?.trim()].filter(Boolean).join('. ');
  return { id: asset.id, name: asset.name, description, picture: picture ?? null };
}

/** The inputs of a shot's image from its row, its linked assets' looks, its episode's and its project's style. */
export function shotImageInputs(
  /** The shot's row (its own style module: the episode's covers a shot without one). */
  shot: Omit<ShotImageInputs, 'projectStyle' | 'assets'>,
  looks: readonly LookInputs[],
  scenario: { styleModuleId: string | null },
  project: { style: unknown },
): ShotImageInputs {
  return {
    type: shot.type,
    cameraMotion: shot.cameraMotion,
    description: shot.description,
    action: shot.action,
    modificationPrompt: shot.modificationPrompt,
    referenceImageUrl: shot.referenceImageUrl,
    styleModuleId: shot.styleModuleId ?? scenario.styleModuleId,
    projectStyle: project.style,
    assets: [...looks].sort((a, b) => (a.id < b.id ? -1 : 1)),
  };
}
