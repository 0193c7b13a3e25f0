import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SpeechVoice } from '../speech-provider.ts';

/** One espeak-ng voice file: `file` is what `-v` takes; tags are BCP-47 with espeak's priority (lower wins). */
export interface EspeakVoiceFile {
  file: string;
  name: string;
  languages: { tag: string; priority: number }[];
}

/** Voice variants (espeak-ng-data/voices/!v) offered; the first two for every accent, all four for the main one. */
const VARIANTS = [
  { id: 'm1', label: 'male' },
  { id: 'f2', label: 'female' },
  { id: 'm3', label: 'male 2' },
  { id: 'f4', label: 'female 2' },
] as const;
const VARIANTS_PER_ACCENT = 2;
/** espeak's priority when a `language` line gives none. */
const DEFAULT_PRIORITY = 5;

/** The espeak-ng-data folder inside the text2wav package. */
export function espeakDataDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('text2wav/package.json')), 'espeak-ng-data');
}

/** Reads a voice file's `name` and `language <tag> [priority]` lines. */
export function parseVoiceFile(file: string, text: string): EspeakVoiceFile {
  let name = file;
  const languages: EspeakVoiceFile['languages'] = [];
  for (const line of text.split('\n')) {
    const [key, value, priority] = line.trim().split(/\s+/);
    if (key === 'name' && value) name = line.trim().slice('name'.length).trim();
    if (key === 'language' && value) {
      languages.push({ tag: value.toLowerCase(), priority: priority ? Number(priority) : DEFAULT_PRIORITY });
    }
  }
  return { file, name, languages };
}

let catalog: EspeakVoiceFile[] | undefined;

/** Every voice file text2wav ships (about a hundred languages and accents), read once. */
export function espeakVoiceFiles(): EspeakVoiceFile[] {
  if (!catalog) {
    const root = path.join(espeakDataDir(), 'lang');
    catalog = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => parseVoiceFile(entry.name, fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')))
      .sort((a, b) => a.file.localeCompare(b.file));
  }
  return catalog;
}

const primary = (tag: string): string => tag.toLowerCase().split('-')[0] ?? '';

/**
 * Voices for a BCP-47 language, best first: an exact tag match (en-us), then espeak's own preference (plain `en`
 * is British English). Without a language, every voice of every language.
 */
export function voicesFor(files: readonly EspeakVoiceFile[], language?: string): SpeechVoice[] {
  if (!language) {
    const languages = new Set(files.flatMap((file) => file.languages.map((entry) => primary(entry.tag))));
    const seen = new Set<string>();
    return [...languages]
      .sort()
      .flatMap((tag) => voicesFor(files, tag))
      .filter((voice) => !seen.has(voice.id) && seen.add(voice.id));
  }
  const wanted = language.toLowerCase();
  const wantedPrimary = primary(wanted);
  const ranked = files
    .map((file) => {
      const matches = file.languages.filter((entry) => primary(entry.tag) === wantedPrimary);
      const exact = file.languages.some((entry) => entry.tag === wanted);
      return { file, exact, priority: Math.min(...matches.map((entry) => entry.priority)) };
    })
    .filter((entry) => Number.isFinite(entry.priority))
    .sort(
      (a, b) => Number(b.exact) - Number(a.exact) || a.priority - b.priority || a.file.file.localeCompare(b.file.file),
    );
  return ranked.flatMap(({ file }, index) =>
    VARIANTS.slice(0, index === 0 ? VARIANTS.length : VARIANTS_PER_ACCENT).map((variant) => ({
      id: `${file.file.toLowerCase()}+${variant.id}`,
      name: `${file.name}, ${variant.label}`,
      language: wantedPrimary,
    })),
  );
}

/** Whether an id names a shipped voice file with one of the offered variants (never passes anything else on). */
export function isKnownVoice(files: readonly EspeakVoiceFile[], id: string): boolean {
  const [file, variant, ...rest] = id.toLowerCase().split('+');
  return (
    rest.length === 0 &&
    files.some((entry) => entry.file.toLowerCase() === file) &&
    VARIANTS.some((entry) => entry.id === variant)
  );
}
