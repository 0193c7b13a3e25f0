// The spoken lines of an episode in one of its languages: the original lines, each with its translation's words
// and audio where it has them. Export, subtitles, edit files and the timeline all read a language this one way.

/** What choosing a language needs of a voice clip (the VoiceClip entity and the server's row both have it). */
export interface LanguageClip {
  id: string;
  sourceClipId: string | null;
  language: string | null;
  text: string;
  audioUrl: string | null;
  duration: number | null;
  status: string;
  /** A translation's state: an untranslated one keeps its source's words, whatever they are now. */
  translation?: string | null;
}

/** The original lines: clips that translate no other. */
export function originalLines<C extends Pick<LanguageClip, 'sourceClipId'>>(clips: readonly C[]): C[] {
  return clips.filter((clip) => !clip.sourceClipId);
}

/** The translation of `sourceId` into `language`, if there is one. */
export function translationOf<C extends Pick<LanguageClip, 'sourceClipId' | 'language'>>(
  clips: readonly C[],
  sourceId: string,
  language: string,
): C | undefined {
  return clips.find((clip) => clip.sourceClipId === sourceId && clip.language === language);
}

/**
 * The lines as heard in `language`. In the main language they are the originals. In another, each original keeps
 * its place, track, shot and volume and takes its translation's words, and its translation's audio once that is
 * spoken; a line not translated (yet) stays the original, so nothing goes silent.
 */
export function linesInLanguage<C extends LanguageClip>(
  clips: readonly C[],
  language: string,
  mainLanguage: string,
): C[] {
  const originals = originalLines(clips);
  if (language === mainLanguage) return originals;
  const translations = new Map(
    clips.filter((clip) => clip.sourceClipId && clip.language === language).map((clip) => [clip.sourceClipId, clip]),
  );
  return originals.map((original) => {
    const translation = translations.get(original.id);
    if (!translation) return original;
    const isSpoken = translation.status === 'ready' && translation.audioUrl !== null;
    return {
      ...original,
      text: translation.translation === 'untranslated' ? original.text : translation.text,
      ...(isSpoken
        ? { audioUrl: translation.audioUrl, duration: translation.duration, status: translation.status }
        : {}),
    };
  });
}

/** An episode's languages: its main (content) language first, then its further supported ones. */
export function episodeLanguages<L extends string>(scenario: {
  contentLanguage: L;
  supportedLanguages: readonly L[];
}): L[] {
  return [...new Set([scenario.contentLanguage, ...scenario.supportedLanguages])];
}
