import type { FrameSize } from './export-plan.ts';

/** Words wrapped into lines no wider than `maxWidth` as measured by `measure`. */
export function wrapWords(
  text: string,
  maxWidth: number,
  measure: (line: string) => number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
      if (lines.length === maxLines) break;
    } else {
      line = candidate;
    }
  }
  if (line && lines.length < maxLines) lines.push(line);
  return lines;
}

/**
 * The animatic's stand-in for a shot without an image: a plain card with the shot number and its description,
 * drawn in-process (no dependence on the fonts ffmpeg was built with).
 */
export async function renderShotCard(size: FrameSize, number: number, description: string): Promise<Uint8Array> {
  // Loaded here, not at start: @napi-rs/canvas starts a Tokio runtime (worker threads) as soon as it loads.
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1f2430';
  ctx.fillRect(0, 0, size.width, size.height);
  const unit = Math.min(size.width, size.height);
  ctx.fillStyle = '#f4f4f5';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${Math.round(unit * 0.12)}px sans-serif`;
  ctx.fillText(`#${number}`, size.width / 2, size.height * 0.36);
  ctx.font = `${Math.round(unit * 0.045)}px sans-serif`;
  ctx.fillStyle = '#d4d4d8';
  const lineHeight = unit * 0.065;
  const lines = wrapWords(description, size.width * 0.8, (line) => ctx.measureText(line).width, 5);
  lines.forEach((line, index) => ctx.fillText(line, size.width / 2, size.height * 0.55 + index * lineHeight));
  return new Uint8Array(await canvas.encode('png'));
}
