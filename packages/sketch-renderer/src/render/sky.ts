import { css, type Hsl } from './color.ts';
import type { SettingSpec, TimeOfDay } from './setting-words.ts';
import type { World } from './world.ts';

/** Horizon colour of the sky for a time of day, also used as the haze of distant things. */
export function hazeFor(time: TimeOfDay, overcast: boolean, storm = false): Hsl {
  if (time === 'night') return storm ? [224, 20, 30] : [226, 34, 34];
  if (storm) return time === 'day' ? [210, 10, 52] : [20, 20, 45];
  if (time === 'sunset') return overcast ? [20, 35, 62] : [28, 85, 72];
  if (time === 'dawn') return overcast ? [330, 15, 72] : [345, 60, 82];
  return overcast ? [210, 10, 78] : [200, 55, 86];
}

/** Whether clouds cover the sky. */
export function isOvercast(spec: SettingSpec): boolean {
  return spec.rain || spec.snow || spec.fog || Boolean(spec.cloudy) || Boolean(spec.storm);
}

/** Sky gradient, sun or moon, stars and clouds above the horizon. */
export function drawSky(world: World): void {
  const { ctx, width, horizon, spec, rng, unit } = world;
  const overcast = isOvercast(spec);
  const gradient = ctx.createLinearGradient(0, 0, 0, horizon);
  if (spec.storm) {
    gradient.addColorStop(0, css(spec.time === 'night' ? [228, 22, 15] : [220, 14, 22]));
    gradient.addColorStop(1, css(world.haze));
  } else if (spec.time === 'night') {
    gradient.addColorStop(0, css([230, 50, 16]));
    gradient.addColorStop(1, css(world.haze));
  } else if (spec.time === 'dawn') {
    gradient.addColorStop(0, css([225, 40, 42]));
    gradient.addColorStop(0.55, css([320, 40, 70]));
    gradient.addColorStop(1, css(world.haze));
  } else if (spec.time === 'sunset') {
    gradient.addColorStop(0, css([255, 38, 32]));
    gradient.addColorStop(0.55, css([12, 72, 60]));
    gradient.addColorStop(1, css(world.haze));
  } else {
    gradient.addColorStop(0, css(overcast ? [212, 12, 58] : [208, 62, 58]));
    gradient.addColorStop(1, css(world.haze));
  }
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, horizon + 2);

  if (spec.time === 'night') {
    if (!overcast || spec.kind === 'space') drawStars(world);
    if (spec.kind !== 'space') drawMoon(world, rng.range(0.62, 0.86) * width, rng.range(0.14, 0.3) * horizon);
  } else if (!overcast) {
    const low = spec.time === 'sunset' || spec.time === 'dawn';
    // The sun rises on the left and sets on the right.
    const x = (spec.time === 'dawn' ? rng.range(0.15, 0.4) : rng.range(0.55, 0.85)) * width;
    drawSun(world, x, low ? horizon - unit * 9 : rng.range(0.18, 0.32) * horizon, low);
  }
  if (spec.kind === 'space') return;
  const clouds = spec.storm ? 16 : overcast ? 9 : rng.int(2, 5);
  for (let index = 0; index < clouds; index++) {
    const x = rng.range(-0.05, 1.05) * width;
    const y = rng.range(spec.storm ? -0.05 : 0.08, overcast ? 0.5 : 0.62) * horizon;
    drawCloud(world, x, y, rng.range(7, 14) * unit * (spec.storm ? 2.2 : overcast ? 1.6 : 1));
  }
  if (spec.storm) drawLightning(world, rng.range(0.15, 0.85) * width, horizon * 0.25, horizon);
}

/** A forked bolt from the clouds toward the horizon. */
function drawLightning(world: World, x: number, top: number, bottom: number): void {
  const { ctx, rng, unit } = world;
  ctx.save();
  ctx.strokeStyle = css([55, 100, 94], 0.9);
  ctx.shadowColor = css([220, 100, 85], 0.9);
  ctx.shadowBlur = unit * 2;
  ctx.lineWidth = Math.max(1, unit * 0.35);
  ctx.beginPath();
  let px = x;
  ctx.moveTo(px, top);
  for (let y = top; y < bottom; y += (bottom - top) / 7) {
    px += rng.range(-1, 1) * unit * 4;
    ctx.lineTo(px, y);
  }
  ctx.stroke();
  ctx.restore();
}

function drawSun(world: World, x: number, y: number, low: boolean): void {
  const { ctx, unit } = world;
  const radius = unit * (low ? 7 : 4.5);
  const glow = ctx.createRadialGradient(x, y, radius * 0.5, x, y, radius * 5);
  glow.addColorStop(0, css(low ? [35, 100, 75] : [50, 100, 92], 0.55));
  glow.addColorStop(1, css(low ? [35, 100, 75] : [50, 100, 92], 0));
  ctx.fillStyle = glow;
  ctx.fillRect(x - radius * 5, y - radius * 5, radius * 10, radius * 10);
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = css(low ? [30, 100, 66] : [52, 100, 90]);
  ctx.fill();
}

function drawMoon(world: World, x: number, y: number): void {
  const { ctx, unit } = world;
  const radius = unit * 4;
  const glow = ctx.createRadialGradient(x, y, radius, x, y, radius * 4);
  glow.addColorStop(0, css([220, 40, 80], 0.25));
  glow.addColorStop(1, css([220, 40, 80], 0));
  ctx.fillStyle = glow;
  ctx.fillRect(x - radius * 4, y - radius * 4, radius * 8, radius * 8);
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = css([48, 35, 90]);
  ctx.fill();
  ctx.fillStyle = css([48, 15, 78], 0.6);
  for (const [dx, dy, r] of [
    [-0.3, -0.2, 0.22],
    [0.25, 0.3, 0.16],
    [0.35, -0.35, 0.1],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x + dx * radius, y + dy * radius, r * radius, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawStars(world: World): void {
  const { ctx, width, horizon, rng, unit } = world;
  ctx.fillStyle = css([55, 40, 92], 0.85);
  for (let index = 0; index < 140; index++) {
    const size = rng.chance(0.1) ? unit * 0.32 : unit * 0.16;
    ctx.fillRect(rng.next() * width, rng.next() * horizon * 0.9, size, size);
  }
}

/** A soft cloud made of overlapping ellipses. */
export function drawCloud(world: World, x: number, y: number, size: number): void {
  const { ctx, spec, rng } = world;
  const overcast = isOvercast(spec);
  const base: Hsl = spec.storm
    ? [220, 12, spec.time === 'night' ? 14 : 26 + rng.range(0, 10)]
    : spec.time === 'night'
      ? [228, 20, 30]
      : spec.time === 'sunset'
        ? [350, 55, 78]
        : spec.time === 'dawn'
          ? [335, 45, 86]
          : overcast
            ? [215, 8, spec.rain ? 52 : 80]
            : [210, 30, 97];
  ctx.fillStyle = css(base, overcast ? 0.85 : 0.92);
  const puffs = rng.int(4, 7);
  ctx.beginPath();
  for (let index = 0; index < puffs; index++) {
    const px = x + (index - puffs / 2) * size * 0.38 + rng.range(-0.1, 0.1) * size;
    const py = y - Math.sin((index / (puffs - 1)) * Math.PI) * size * 0.22;
    const radius = size * rng.range(0.22, 0.36);
    ctx.moveTo(px + radius, py);
    ctx.ellipse(px, py, radius, radius * 0.75, 0, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.fillStyle = css([base[0], base[1], base[2] - 10], 0.35);
  ctx.fillRect(x - size * 1.1, y + size * 0.08, size * 2.2, size * 0.1);
}

/** Rain streaks, snow flakes or a fog bank over the whole setting. */
export function drawWeather(world: World): void {
  const { ctx, width, height, rng, unit, spec } = world;
  if (spec.fog) {
    const fog = ctx.createLinearGradient(0, world.horizon - unit * 20, 0, height);
    fog.addColorStop(0, css(world.haze, 0));
    fog.addColorStop(0.35, css(world.haze, 0.55));
    fog.addColorStop(1, css(world.haze, 0.2));
    ctx.fillStyle = fog;
    ctx.fillRect(0, 0, width, height);
  }
  if (spec.rain || spec.storm) {
    // A storm drives the rain hard and slanting.
    const slant = spec.storm ? 0.55 : 0.25;
    ctx.strokeStyle = css([210, 25, spec.time === 'night' ? 60 : 88], spec.storm ? 0.55 : 0.45);
    ctx.lineWidth = Math.max(1, unit * (spec.storm ? 0.16 : 0.12));
    ctx.beginPath();
    for (let index = 0; index < (spec.storm ? 520 : 260); index++) {
      const x = rng.next() * width * (1 + slant);
      const y = rng.next() * height;
      const length = unit * rng.range(2, 4.5) * (spec.storm ? 1.5 : 1);
      ctx.moveTo(x, y);
      ctx.lineTo(x - length * slant, y + length);
    }
    ctx.stroke();
  }
  if (spec.snow) {
    ctx.fillStyle = css([210, 30, 97], 0.85);
    ctx.beginPath();
    for (let index = 0; index < 220; index++) {
      const x = rng.next() * width;
      const y = rng.next() * height;
      const radius = unit * rng.range(0.15, 0.5);
      ctx.moveTo(x + radius, y);
      ctx.arc(x, y, radius, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}
