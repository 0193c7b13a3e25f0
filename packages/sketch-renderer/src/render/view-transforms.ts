import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { drawCover } from './backdrop.ts';
import { hashString } from './prng.ts';

/** The framing changes a named view asks for. */
export type ViewKind = 'reverse' | 'angle-right' | 'angle-left' | 'low' | 'high' | 'exterior' | 'super-wide' | 'other';

/** Classify a view name ('Reverse Angle', '45° Right Angle', 'Low Angle', 'Exterior View', 'Super Wide Exterior'). */
export function viewKindOf(viewName: string): ViewKind {
  const name = viewName.toLowerCase();
  if (name.includes('reverse') || name.includes('opposite') || name.includes('back')) return 'reverse';
  if (name.includes('super') || name.includes('aerial') || name.includes('panoram')) return 'super-wide';
  if (name.includes('exterior') || name.includes('outside') || name.includes('wide')) return 'exterior';
  if (name.includes('low')) return 'low';
  if (name.includes('high') || name.includes('bird') || name.includes('top')) return 'high';
  if (name.includes('left')) return 'angle-left';
  if (name.includes('right') || name.includes('45') || name.includes('side') || name.includes('three'))
    return 'angle-right';
  return 'other';
}

/** Yaw the camera: vertical strips magnified more on the near side and compressed toward the far side. */
function perspectiveYaw(source: Canvas, target: Canvas, towardRight: boolean): void {
  const ctx = target.getContext('2d');
  const { width, height } = target;
  const strips = 48;
  ctx.imageSmoothingQuality = 'high';
  for (let strip = 0; strip < strips; strip++) {
    const t0 = strip / strips;
    const t1 = (strip + 1) / strips;
    const near = (t: number): number => (towardRight ? 1 - t : t);
    // Source columns advance faster on the far side, like a plane turning away from the camera.
    const warp = (t: number): number => (towardRight ? Math.pow(t, 0.78) : 1 - Math.pow(1 - t, 0.78));
    const scale = 1.08 + 0.28 * near((t0 + t1) / 2);
    const sourceHeight = source.height / scale;
    const sx0 = warp(t0) * source.width * 0.9 + source.width * 0.05;
    const sx1 = warp(t1) * source.width * 0.9 + source.width * 0.05;
    const sy = (source.height - sourceHeight) * 0.55;
    ctx.drawImage(source, sx0, sy, Math.max(1, sx1 - sx0), sourceHeight, t0 * width, 0, width / strips + 1, height);
  }
}

/** Tilt the camera: horizontal strips, wider magnification near the camera, horizon pushed down (low) or up (high). */
function perspectiveTilt(source: Canvas, target: Canvas, low: boolean): void {
  const ctx = target.getContext('2d');
  const { width, height } = target;
  const strips = 40;
  ctx.imageSmoothingQuality = 'high';
  for (let strip = 0; strip < strips; strip++) {
    const t0 = strip / strips;
    const t1 = (strip + 1) / strips;
    const mid = (t0 + t1) / 2;
    const scale = low ? 1.1 + 0.3 * mid : 1.4 - 0.3 * mid;
    const sourceWidth = source.width / scale;
    const map = (t: number): number => (low ? 0.04 + 0.78 * Math.pow(t, 1.15) : 0.2 + 0.78 * Math.pow(t, 0.87));
    const sy0 = map(t0) * source.height;
    const sy1 = map(t1) * source.height;
    ctx.drawImage(
      source,
      (source.width - sourceWidth) / 2,
      sy0,
      sourceWidth,
      Math.max(1, sy1 - sy0),
      0,
      t0 * height,
      width,
      height / strips + 1,
    );
  }
}

/** Pull the camera back: the picture shrinks, and mirrored, blurred copies continue it outward. */
function zoomOut(source: Canvas, target: Canvas, scale: number, centerY: number): void {
  const ctx = target.getContext('2d');
  const { width, height } = target;
  // The surroundings are built at 1/12 size: cheap, and the upscale blurs them like an out-of-focus periphery.
  const small = createCanvas(Math.max(8, Math.round(width / 12)), Math.max(8, Math.round(height / 12)));
  const sctx = small.getContext('2d');
  const iw = small.width * scale;
  const ih = small.height * scale;
  const ix = (small.width - iw) / 2;
  const iy = Math.max(0, Math.min(small.height - ih, small.height * centerY - ih / 2));
  for (const column of [-1, 0, 1]) {
    for (const row of [-1, 0, 1]) {
      const flipX = column !== 0;
      const flipY = row !== 0;
      sctx.save();
      sctx.translate(ix + column * iw + (flipX ? iw : 0), iy + row * ih + (flipY ? ih : 0));
      sctx.scale(flipX ? -1 : 1, flipY ? -1 : 1);
      sctx.drawImage(source, 0, 0, iw, ih);
      sctx.restore();
    }
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.filter = `blur(${Math.round(Math.min(width, height) / 60)}px)`;
  ctx.drawImage(small, 0, 0, width, height);
  ctx.filter = 'none';
  ctx.fillStyle = 'rgba(225,230,240,0.16)';
  ctx.fillRect(0, 0, width, height);
  const insetWidth = width * scale;
  const insetHeight = height * scale;
  const inset = createCanvas(Math.round(insetWidth), Math.round(insetHeight));
  const insetCtx = inset.getContext('2d');
  drawCover(insetCtx, source, inset.width, inset.height);
  // Feather the inset's edges so it melts into the surroundings.
  insetCtx.globalCompositeOperation = 'destination-out';
  const feather = Math.round(Math.min(inset.width, inset.height) * 0.08);
  const edges: [number, number, number, number, number, number, number, number][] = [
    [0, 0, feather, 0, 0, 0, feather, inset.height],
    [inset.width, 0, inset.width - feather, 0, inset.width - feather, 0, feather, inset.height],
    [0, 0, 0, feather, 0, 0, inset.width, feather],
    [0, inset.height, 0, inset.height - feather, 0, inset.height - feather, inset.width, feather],
  ];
  for (const [x0, y0, x1, y1, rx, ry, rw, rh] of edges) {
    const gradient = insetCtx.createLinearGradient(x0, y0, x1, y1);
    gradient.addColorStop(0, 'rgba(0,0,0,1)');
    gradient.addColorStop(1, 'rgba(0,0,0,0)');
    insetCtx.fillStyle = gradient;
    insetCtx.fillRect(rx, ry, rw, rh);
  }
  const insetY = Math.max(0, Math.min(height - inset.height, Math.round(height * centerY - inset.height / 2)));
  ctx.drawImage(inset, Math.round((width - inset.width) / 2), insetY);
}

/** Re-frame a finished picture for a named view so every variant differs visibly from the original. */
export function applyView(source: Canvas, viewName: string): Canvas {
  const { width, height } = source;
  const target = createCanvas(width, height);
  const ctx = target.getContext('2d');
  switch (viewKindOf(viewName)) {
    case 'reverse':
      ctx.translate(width, 0);
      ctx.scale(-1, 1);
      drawCover(ctx, source, width, height, 1.12, { x: 0.44, y: 0.5 });
      break;
    case 'angle-right':
      perspectiveYaw(source, target, true);
      break;
    case 'angle-left':
      perspectiveYaw(source, target, false);
      break;
    case 'low':
      perspectiveTilt(source, target, true);
      break;
    case 'high':
      perspectiveTilt(source, target, false);
      break;
    case 'exterior':
      zoomOut(source, target, 0.72, 0.5);
      break;
    case 'super-wide':
      zoomOut(source, target, 0.46, 0.58);
      break;
    case 'other': {
      const hash = hashString(viewName);
      drawCover(ctx, source, width, height, 1.15 + (hash % 10) / 50, { x: 0.3 + ((hash >> 4) % 40) / 100, y: 0.5 });
    }
  }
  return target;
}
