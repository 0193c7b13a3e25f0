import type { VoiceClip } from '@sym/contracts';

/** Voice clips a lip-sync can use: those with audio, the shot's own first, then in timeline order. */
export function usableClips(clips: readonly VoiceClip[], shotId: string): VoiceClip[] {
  return clips
    .filter((clip) => clip.status === 'ready' && clip.audioUrl)
    .sort((a, b) => Number(b.shotId === shotId) - Number(a.shotId === shotId) || a.offset - b.offset);
}

const MAX_LABEL = 60;

/** A short label of a clip: its line, cut to fit a select. */
export function clipText(clip: VoiceClip): string {
  const text = clip.text.trim();
  return text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text;
}
