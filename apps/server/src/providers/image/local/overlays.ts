import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { ShotType } from '@sym/contracts';

const SHOT_CODES: Readonly<Record<ShotType, string>> = {
  establishing: 'EST',
  wide: 'WS',
  medium: 'MS',
  close: 'CU',
  extreme_close: 'ECU',
};

/** The first words of a prompt, cut at a word boundary. */
export function captionText(prompt: string, maxChars = 64): string {
  const clean = prompt.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > maxChars * 0.5 ? space : maxChars).replace(/[,.;:]$/, '')}…`;
}

/** A small storyboard slug in the top-left corner: the shot code and the first words of the prompt. */
export function drawSlug(ctx: SKRSContext2D, width: number, height: number, shotType: ShotType, prompt: string): void {
  const unit = Math.min(width, height) / 100;
  const fontSize = Math.max(11, Math.round(unit * 2.3));
  const pad = Math.round(fontSize * 0.55);
  const x = Math.round(unit * 2);
  const y = Math.round(unit * 2);
  const code = SHOT_CODES[shotType];
  ctx.save();
  ctx.font = `700 ${fontSize}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  const codeWidth = ctx.measureText(code).width + pad * 2;
  ctx.font = `${fontSize}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  const text = captionText(prompt, Math.max(16, Math.floor((width * 0.55) / (fontSize * 0.55))));
  const textWidth = text ? Math.min(width * 0.6, ctx.measureText(text).width + pad * 2) : 0;
  const boxHeight = fontSize + pad * 1.4;
  ctx.fillStyle = 'rgba(20,18,16,0.62)';
  ctx.beginPath();
  ctx.roundRect(x, y, codeWidth + textWidth, boxHeight, boxHeight / 4);
  ctx.fill();
  ctx.fillStyle = 'rgba(250,214,90,1)';
  ctx.beginPath();
  ctx.roundRect(x, y, codeWidth, boxHeight, boxHeight / 4);
  ctx.fill();
  ctx.textBaseline = 'middle';
  ctx.fillStyle = 'rgb(25,22,18)';
  ctx.font = `700 ${fontSize}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  ctx.fillText(code, x + pad, y + boxHeight / 2);
  if (text) {
    ctx.fillStyle = 'rgba(255,255,255,0.94)';
    ctx.font = `${fontSize}px "DejaVu Sans", "Liberation Sans", sans-serif`;
    ctx.fillText(text, x + codeWidth + pad, y + boxHeight / 2, textWidth - pad * 2);
  }
  ctx.restore();
}

/** The slug on a transparent strip as tall as it needs (straight RGBA), to blend over the top of a finished frame. */
export function slugOverlay(
  width: number,
  height: number,
  shotType: ShotType,
  prompt: string,
): { pixels: Uint8ClampedArray; width: number; height: number } {
  const unit = Math.min(width, height) / 100;
  const stripHeight = Math.min(height, Math.ceil(unit * 2 + Math.max(11, Math.round(unit * 2.3)) * 2.2 + 2));
  const canvas = createCanvas(width, stripHeight);
  const ctx = canvas.getContext('2d');
  drawSlug(ctx, width, height, shotType, prompt);
  return { pixels: ctx.getImageData(0, 0, width, stripHeight).data, width, height: stripHeight };
}
