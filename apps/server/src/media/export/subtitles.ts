// Burned-in subtitles of an export: the voice clips' text at their place on the timeline, as SubRip.

export interface SubtitleCue {
  start: number;
  end: number;
  text: string;
}

/** 00:00:01,250 */
export function srtTime(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const ms = totalMs % 1000;
  const totalSeconds = Math.floor(totalMs / 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(totalSeconds / 3600))}:${two(Math.floor(totalSeconds / 60) % 60)}:${two(totalSeconds % 60)},${String(ms).padStart(3, '0')}`;
}

/**
 * SubRip text of the cues, numbered from 1. Overlapping cues are cut where the next one starts so two lines
 * never fight for the same place; blank lines inside a text would end the cue early, so they are collapsed.
 */
export function buildSrt(cues: readonly SubtitleCue[]): string {
  const ordered = [...cues].sort((a, b) => a.start - b.start);
  const blocks: string[] = [];
  ordered.forEach((cue, index) => {
    const next = ordered[index + 1];
    const end = next && next.start < cue.end ? next.start : cue.end;
    const text = cue.text
      .replace(/\r\n?/g, '\n')
      .replace(/\n\s*\n+/g, '\n')
      .trim();
    if (!text || end <= cue.start) return;
    blocks.push(`${blocks.length + 1}\n${srtTime(cue.start)} --> ${srtTime(end)}\n${text}\n`);
  });
  return blocks.join('\n');
}
