import { mediaFileName, timelineOf, type DownloadSource } from './download-source.ts';

/** Frames per second of the EDL's timecodes (non-drop frame). */
export const EDL_FPS = 30;

/** Seconds → a frame count at `fps`, rounded to the nearest frame. */
export const toFrames = (seconds: number, fps = EDL_FPS): number => Math.round(seconds * fps);

/** A frame count as a non-drop timecode HH:MM:SS:FF. */
export function timecode(frames: number, fps = EDL_FPS): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const framesPart = frames % fps;
  const totalSeconds = Math.floor(frames / fps);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}:${pad(framesPart)}`;
}

/** EDL lines are plain ASCII: other characters become `_` and line breaks spaces, so no comment breaks a line. */
function ascii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '_');
}

/**
 * The edit as a CMX 3600 EDL: one video cut event per shot, record in/out from the shared timeline model (each
 * event starts on the frame the previous one ends, so rounding never leaves gaps), source in/out from 0, the
 * reel SHOTnnn, and comments naming the shot's media file so an editor can relink it.
 */
export function buildEdl(source: DownloadSource, fps = EDL_FPS): string {
  const lines = [`TITLE: ${ascii(source.scenarioName).slice(0, 70)}`, 'FCM: NON-DROP FRAME', ''];
  for (const { shot, index, start, end } of timelineOf(source).shots) {
    const recordIn = toFrames(start, fps);
    const recordOut = toFrames(end, fps);
    const event = String(index + 1).padStart(3, '0');
    const reel = `SHOT${String(index + 1).padStart(3, '0')}`.slice(0, 8).padEnd(8, ' ');
    lines.push(
      `${event}  ${reel} V     C        ${timecode(0, fps)} ${timecode(recordOut - recordIn, fps)} ` +
        `${timecode(recordIn, fps)} ${timecode(recordOut, fps)}`,
    );
    const media = shot.videoUrl ?? shot.imageUrl;
    lines.push(`* FROM CLIP NAME: ${media ? ascii(mediaFileName(media)) : `Shot ${index + 1} (no media)`}`);
    if (shot.description.trim()) lines.push(`* COMMENT: ${ascii(shot.description).slice(0, 200)}`);
    lines.push('');
  }
  return lines.join('\r\n');
}
