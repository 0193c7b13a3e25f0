import type { SKRSContext2D } from '@napi-rs/canvas';
import { css, darker, mix, type Hsl } from './color.ts';
import type { Rng } from './prng.ts';
import type { SettingSpec } from './setting-words.ts';

/** Everything a setting drawer needs: the canvas, the frame geometry, the seeded randomness and the lighting. */
export interface World {
  ctx: SKRSContext2D;
  width: number;
  height: number;
  /** y of the horizon line. */
  horizon: number;
  /** One hundredth of the shorter frame side: the unit for sizes and line widths. */
  unit: number;
  rng: Rng;
  spec: SettingSpec;
  /** Colour of the sky at the horizon, for atmospheric perspective. */
  haze: Hsl;
  /** Drawn last, unaffected by the time-of-day relighting (lit windows, lamps). */
  lights: (() => void)[];
}

/** Re-light a daylight colour for the time of day and weather of the world. */
export function relight(world: World, color: Hsl): Hsl {
  const { time, rain, fog, snow, cloudy, storm, light, indoor } = world.spec;
  let lit: Hsl = color;
  if (time === 'night' && indoor) {
    // Lamp-lit: warmer and dimmer, but a room at night stays readable.
    const warm = mix(color, [32, 60, color[2]], 0.3);
    lit = [warm[0], warm[1] * 0.85, color[2] * 0.7 + 3];
  } else if (time === 'night') {
    // Moonlight: cooler, duller and darker, but the place stays readable (its shapes are the shot's subject).
    const cool = mix(color, [228, 45, color[2]], 0.5);
    lit = [cool[0], cool[1] * 0.6, color[2] * 0.5 + 8];
  } else if (time === 'sunset') {
    const warm = mix(color, [18, 70, 45], 0.22);
    lit = [warm[0], warm[1] * 1.05, warm[2] * 0.86];
  } else if (time === 'dawn') {
    const rose = mix(color, [335, 45, 62], 0.2);
    lit = [rose[0], rose[1] * 0.9, rose[2] * 0.92];
  }
  // Indoors a storm only dims the daylight coming through the windows; lamplight at night stays.
  const daylit = !indoor || time !== 'night';
  // A storm dims daylight a lot; the night is already dim, so it only dulls it a little more.
  const stormDim = time === 'night' ? 0.88 : 0.72;
  if (storm && daylit) lit = indoor ? [lit[0], lit[1] * 0.7, lit[2] * 0.8] : [lit[0], lit[1] * 0.45, lit[2] * stormDim];
  else if (rain && daylit)
    lit = indoor ? [lit[0], lit[1] * 0.85, lit[2] * 0.92] : [lit[0], lit[1] * 0.65, lit[2] * 0.9];
  if (fog && !indoor) lit = mix(lit, world.haze, 0.25);
  // Grey or snowy daylight through the windows cools a room.
  if (indoor && time !== 'night' && (snow || fog || cloudy)) lit = mix(lit, [210, 20, lit[2] + 4], 0.3);
  // "Dark" light on a night already darkened for the moon would leave nothing of the place: it is dim there.
  if (light) lit = LIGHTS[light === 'dark' && time === 'night' && !indoor ? 'dim' : light](lit);
  return lit;
}

/** How each light of the scene plan changes a colour. */
const LIGHTS: Record<NonNullable<SettingSpec['light']>, (color: Hsl) => Hsl> = {
  bright: (color) => [color[0], Math.min(100, color[1] * 1.1), Math.min(96, color[2] * 1.06 + 2)],
  soft: (color) => mix(color, [40, 20, 75], 0.12),
  golden: (color) => mix(color, [38, 85, 58], 0.2),
  dim: (color) => [color[0], color[1] * 0.85, color[2] * 0.82],
  dark: (color) => [color[0], color[1] * 0.75, color[2] * 0.68],
  moody: (color) => {
    const teal = mix(color, [195, 40, 32], 0.22);
    return [teal[0], teal[1], teal[2] * 0.85];
  },
};

/** CSS for a daylight colour as seen in this world. */
export function paint(world: World, color: Hsl, alpha = 1): string {
  return css(relight(world, color), alpha);
}

/** CSS for a colour pushed toward the horizon haze; depth 0 is near, 1 is at the horizon. */
export function distant(world: World, color: Hsl, depth: number, alpha = 1): string {
  return css(mix(relight(world, color), world.haze, Math.min(0.85, depth * (world.spec.fog ? 0.95 : 0.6))), alpha);
}

/** Ink colour for outlines of a shape filled with `color`. */
export function ink(world: World, color: Hsl, alpha = 0.55): string {
  return css(darker(relight(world, color), 22), alpha);
}

/** Fill and outline the current path in one go. */
export function fillInk(world: World, color: Hsl, lineScale = 0.18): void {
  const { ctx } = world;
  ctx.fillStyle = paint(world, color);
  ctx.fill();
  ctx.lineWidth = Math.max(1, world.unit * lineScale);
  ctx.strokeStyle = ink(world, color);
  ctx.stroke();
}
