import type { SKRSContext2D } from '@napi-rs/canvas';
import { css, type Hsl } from './color.ts';

/** Drawing state for one figure: the context is scaled so one unit is 1/100 of the figure's height. */
export interface Pen {
  ctx: SKRSContext2D;
  /** Outline width in figure units. */
  line: number;
}

/** The dark ink used for every figure outline, so characters read as one family of drawings. */
export const INK: Hsl = [20, 25, 14];

/** Fill the path built by `build` with `color` and outline it in ink. */
export function shape(pen: Pen, color: Hsl, build: (ctx: SKRSContext2D) => void, outline = true): void {
  const { ctx } = pen;
  ctx.beginPath();
  build(ctx);
  ctx.fillStyle = css(color);
  ctx.fill();
  if (outline) {
    ctx.lineWidth = pen.line;
    ctx.strokeStyle = css(INK, 0.9);
    ctx.stroke();
  }
}

/** A thick limb drawn as an inked stroke with a coloured core. */
export function limb(pen: Pen, color: Hsl, width: number, points: readonly (readonly [number, number])[]): void {
  const { ctx } = pen;
  const trace = (): void => {
    ctx.beginPath();
    points.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  };
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  trace();
  ctx.lineWidth = width + pen.line * 2;
  ctx.strokeStyle = css(INK, 0.9);
  ctx.stroke();
  trace();
  ctx.lineWidth = width;
  ctx.strokeStyle = css(color);
  ctx.stroke();
  ctx.lineCap = 'butt';
}

/** An ellipse path (for use inside `shape`). */
export function ellipse(ctx: SKRSContext2D, x: number, y: number, rx: number, ry: number, rotation = 0): void {
  ctx.moveTo(x + rx * Math.cos(rotation), y + rx * Math.sin(rotation));
  ctx.ellipse(x, y, rx, ry, rotation, 0, Math.PI * 2);
}
