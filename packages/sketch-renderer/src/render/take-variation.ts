import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { drawCover } from './backdrop.ts';
import { hashString, Rng } from './prng.ts';

/**
 * A take of an asset picture: the same subject (its identity comes from the asset, never the seed) seen by a
 * slightly moved camera in another light. Seed 0 is the canonical take and changes nothing; any other seed (each
 * generation job has its own) gives a visibly different picture, so a paid regeneration is a new take.
 */
export interface Take {
  /** 1.06-1.2: how far the camera moves in. */
  zoom: number;
  /** 0-1: where the camera looks (0.5 is the centre). */
  focus: { x: number; y: number };
  /** Radians: where the key light comes from. */
  lightAngle: number;
  /** 0.2-0.34: how much brighter the lit side is than the shaded one. */
  lightStrength: number;
  /** Warm (positive) or cool (negative) cast of the light, -1 to 1. */
  warmth: number;
}

/** The take of a seed; undefined for seed 0 (the canonical picture). */
export function takeOf(seed: number): Take | undefined {
  if (!seed) return undefined;
  const rng = new Rng(hashString('take', seed));
  const warmth = rng.range(0.5, 1) * (rng.chance(0.5) ? 1 : -1);
  return {
    zoom: rng.range(1.06, 1.2),
    focus: { x: rng.range(0.38, 0.62), y: rng.range(0.42, 0.58) },
    lightAngle: rng.range(0, Math.PI * 2),
    lightStrength: rng.range(0.2, 0.34),
    warmth,
  };
}

/** The picture as this take sees it: reframed, then lit from one side with a warm or cool cast. */
export function applyTake(source: Canvas, take: Take): Canvas {
  const { width, height } = source;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  drawCover(ctx, source, width, height, take.zoom, take.focus);

  const reach = Math.hypot(width, height) / 2;
  const dx = Math.cos(take.lightAngle) * reach;
  const dy = Math.sin(take.lightAngle) * reach;
  const light = ctx.createLinearGradient(width / 2 - dx, height / 2 - dy, width / 2 + dx, height / 2 + dy);
  const warm = take.warmth > 0;
  const lit = warm ? [255, 214, 160] : [190, 215, 255];
  light.addColorStop(0, `rgba(${lit.join(',')},${take.lightStrength * 1.6})`);
  light.addColorStop(0.5, 'rgba(128,128,128,0)');
  light.addColorStop(1, `rgba(20,24,40,${take.lightStrength * 1.6})`);
  ctx.globalCompositeOperation = 'soft-light';
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
  ctx.globalCompositeOperation = 'source-over';
  return canvas;
}
