// Subtitles of an episode: the voice clips' text at their place on the timeline, as SubRip (burned into an export,
// or downloaded) and WebVTT (downloaded).
import type { TimelineAudioClip } from '@sym/contracts';

export interface SubtitleCue {
  start: number;
  end: number;
  text: string;
}

/**
 * The cues of the timeline's voice clips that have a text: each from the clip's start for its length on the
 * timeline (as the export plays it), ended at `end` (the episode's length), in time order.
 */
export function voiceCues(
  audio: readonly TimelineAudioClip[],
  textOf: ReadonlyMap<string, string>,
  end: number,
): SubtitleCue[] {
  return audio
    .filter((clip) => clip.kind === 'voice' && textOf.get(clip.id)?.trim())
    .map((clip) => ({
      start: clip.start,
      end: Math.min(end, clip.start + clip.duration),
      text: textOf.get(clip.id)!.trim(),
    }))
    .filter((cue) => cue.end > cue.start)
    .sort((a, b) => a.start - b.start);
}

/** h:mm:ss with milliseconds after `separator` (SubRip a comma, WebVTT a full stop). */
function cueTime(seconds: number, separator: ',' | '.'): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const ms = totalMs % 1000;
  const totalSeconds = Math.floor(totalMs / 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(totalSeconds / 3600))}:${two(Math.floor(totalSeconds / 60) % 60)}:${two(totalSeconds % 60)}${separator}${String(ms).padStart(3, '0')}`;
}

/** 00:00:01,250 */
export const srtTime = (seconds: number): string => cueTime(seconds, ',');
/** 00:00:01.250 */
export const vttTime = (seconds: number): string => cueTime(seconds, '.');

/**
 * The cues as both formats show them: in time order, an overlapping cue cut where the next one starts so two
 * lines never fight for the same place, blank lines inside a text collapsed (they would end the cue early), and
 * empty cues left out.
 */
function shownCues(cues: readonly SubtitleCue[]): SubtitleCue[] {
  const ordered = [...cues].sort((a, b) => a.start - b.start);
  return ordered.flatMap((cue, index) => {
    const next = ordered[index + 1];
    const end = next && next.start < cue.end ? next.start : cue.end;
    const text = cue.text
      .replace(/\r\n?/g, '\n')
      .replace(/\n\s*\n+/g, '\n')
      .trim();
    return text && end > cue.start ? [{ start: cue.start, end, text }] : [];
  });
}

/** SubRip text of the cues, numbered from 1. */
export function buildSrt(cues: readonly SubtitleCue[]): string {
  return shownCues(cues)
    .map((cue, index) => `${index + 1}\n${srtTime(cue.start)} --> ${srtTime(cue.end)}\n${cue.text}\n`)
    .join('\n');
}

/** WebVTT text of the cues ("-->" inside a text, which would read as a timing line, becomes "->"). */
export function buildWebVtt(cues: readonly SubtitleCue[]): string {
  const blocks = shownCues(cues).map(
    (cue) => `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text.replaceAll('-->', '->')}\n`,
  );
  return ['WEBVTT\n', ...blocks].join('\n');
}
