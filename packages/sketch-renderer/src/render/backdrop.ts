import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { drawPlace, drawSetting, type PlaceScene, type PlaceView } from './scene-setting.ts';
import { Rng } from './prng.ts';
import { readSetting, type SettingSpec } from './setting-words.ts';
import { drawWeather, hazeFor } from './sky.ts';
import type { World } from './world.ts';

type Drawable = Canvas | { width: number; height: number; canvas: Canvas };

/** Draw `image` to cover the whole area, magnified by `zoom` around a focus point (fractions of the image). */
export function drawCover(
  ctx: SKRSContext2D,
  image: Canvas,
  width: number,
  height: number,
  zoom = 1,
  focus: { x: number; y: number } = { x: 0.5, y: 0.5 },
): void {
  const scale = Math.max(width / image.width, height / image.height) * zoom;
  const drawnWidth = image.width * scale;
  const drawnHeight = image.height * scale;
  const x = Math.min(0, Math.max(width - drawnWidth, width / 2 - focus.x * drawnWidth));
  const y = Math.min(0, Math.max(height - drawnHeight, height / 2 - focus.y * drawnHeight));
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, x, y, drawnWidth, drawnHeight);
}

/**
 * Paint the background of a frame: a location image or a procedural setting, magnified by `zoom` and softened by
 * rendering at 1/`softness` resolution (cheap depth of field for close shots).
 */
export function drawBackdrop(
  ctx: SKRSContext2D,
  options: {
    width: number;
    height: number;
    zoom: number;
    softness: number;
    horizonRatio: number;
    spec: SettingSpec;
    seed: number;
    location?: Drawable;
    /** The place of a scene plan: drawn instead of the setting read from words. */
    place?: PlaceScene;
    /** A variant-suite view of the place: another camera, not a reframing. */
    view?: PlaceView;
  },
): void {
  const { width, height, zoom, softness } = options;
  const smallWidth = Math.max(1, Math.round(width / softness));
  const smallHeight = Math.max(1, Math.round(height / softness));
  const target = softness > 1 ? createCanvas(smallWidth, smallHeight) : undefined;
  const draw = target ? target.getContext('2d') : ctx;
  draw.save();
  if (target) draw.scale(smallWidth / width, smallHeight / height);
  if (options.location) {
    const image = 'canvas' in options.location ? options.location.canvas : options.location;
    drawCover(draw, image, width, height, zoom, { x: 0.5, y: 0.55 });
    applyMood(draw, width, height, options.spec, options.seed);
  } else {
    const horizon = height * options.horizonRatio;
    draw.translate(width / 2, horizon);
    draw.scale(zoom, zoom);
    draw.translate(-width / 2, -horizon);
    const frame = { horizonRatio: options.horizonRatio, seed: options.seed };
    if (options.place) drawPlace(draw, options.place, width, height, { ...frame, view: options.view });
    else drawSetting(draw, options.spec, width, height, frame);
  }
  draw.restore();
  if (target) {
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(target, 0, 0, width, height);
  }
}

/** Re-light an existing picture for the time of day and weather the words ask for (night, sunset, rain, snow, fog). */
export function applyMood(ctx: SKRSContext2D, width: number, height: number, spec: SettingSpec, seed: number): void {
  ctx.save();
  if (spec.time === 'night') {
    // Moonlight: about half as bright and blue, so the picture's place still reads (night darkens, never erases).
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = 'rgb(112,128,196)';
    ctx.fillRect(0, 0, width, height);
  } else if (spec.time === 'sunset' || spec.time === 'dawn') {
    ctx.globalCompositeOperation = 'soft-light';
    const glow = ctx.createLinearGradient(0, 0, 0, height);
    const dawn = spec.time === 'dawn';
    glow.addColorStop(0, dawn ? 'rgb(90,90,170)' : 'rgb(120,60,140)');
    glow.addColorStop(0.6, dawn ? 'rgb(255,150,170)' : 'rgb(255,140,60)');
    glow.addColorStop(1, dawn ? 'rgb(220,140,150)' : 'rgb(200,100,60)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, width, height);
  }
  if (spec.storm) {
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = spec.time === 'night' ? 'rgb(205,208,215)' : 'rgb(150,155,165)';
    ctx.fillRect(0, 0, width, height);
  }
  ctx.restore();
  if (spec.rain || spec.snow || spec.fog || spec.storm) {
    const world: World = {
      ctx,
      width,
      height,
      horizon: height * 0.5,
      unit: Math.min(width, height) / 100,
      rng: new Rng(seed ^ 0x77),
      spec,
      haze: hazeFor(spec.time, true, spec.storm),
      lights: [],
    };
    drawWeather(world);
  }
}

/** Time of day and weather a prompt asks for, without choosing a place. */
export function moodOf(text: string): SettingSpec {
  return readSetting(text);
}
