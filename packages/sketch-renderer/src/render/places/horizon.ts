import { css, type Hsl } from '../color.ts';
import { hashString } from '../prng.ts';
import { distant, paint } from '../world.ts';
import type { Stage } from './stage.ts';

/** What stands on the far horizon in a range of directions (azimuth in degrees, 0 along +z, 90 toward +x). */
export interface HorizonSector {
  from: number;
  to: number;
  kind: 'hills' | 'mountains' | 'trees' | 'city' | 'dunes' | 'cliffs';
}

const STEP = 2;

function noise(seed: number, index: number): number {
  return (hashString(String(index), seed) % 10000) / 10000;
}

/**
 * Smooth value noise over the azimuth so the skyline is the same whichever way the camera turns; periods divide
 * 360 and the lattice wraps, so the skyline closes on itself behind the default camera.
 */
function smooth(seed: number, azimuth: number, period: number): number {
  const cells = 360 / period;
  const t = azimuth / period;
  const i = Math.floor(t);
  const f = t - i;
  const k = f * f * (3 - 2 * f);
  const at = (cell: number) => noise(seed, ((cell % cells) + cells) % cells);
  return at(i) * (1 - k) + at(i + 1) * k;
}

/** Elevation in degrees of the skyline of a sector at an azimuth. */
function elevation(kind: HorizonSector['kind'], seed: number, azimuth: number): number {
  switch (kind) {
    case 'mountains':
      return 2.5 + 9 * smooth(seed, azimuth, 15) + 3 * Math.abs(smooth(seed + 1, azimuth, 4) - 0.5);
    case 'hills':
      return 0.6 + 2.6 * smooth(seed, azimuth, 24);
    case 'trees':
      return 1.4 + 0.8 * smooth(seed, azimuth, 6) + 0.5 * noise(seed, Math.floor(azimuth) % 360);
    case 'city':
      return 1 + 6 * noise(seed, Math.floor(azimuth / 3) % 120);
    case 'dunes':
      return 0.4 + 1.4 * smooth(seed, azimuth, 18);
    case 'cliffs':
      return 1.5 + 2.5 * smooth(seed, azimuth, 10);
  }
}

const COLORS: Record<HorizonSector['kind'], Hsl> = {
  mountains: [222, 18, 52],
  hills: [125, 22, 46],
  trees: [140, 30, 28],
  city: [220, 12, 42],
  dunes: [34, 50, 62],
  cliffs: [30, 12, 48],
};

/** The far skyline seen from the camera: each sector drawn where its directions fall in the frame. */
export function drawHorizon(stage: Stage, sectors: readonly HorizonSector[], seed: number): void {
  const { world, camera } = stage;
  const { ctx, width } = world;
  const headingDeg = (camera.heading * 180) / Math.PI;
  const halfFov = (Math.atan(width / 2 / camera.focal) * 180) / Math.PI + STEP * 2;
  // Raised cameras look down on the skyline: it shrinks toward the horizon.
  const lift = Math.max(0.35, 1 - camera.y / 80);
  for (const sector of sectors) {
    // Walk the directions the frame covers and keep those inside the sector, so a sector across ±180° still shows.
    const points: { x: number; y: number }[] = [];
    for (let relative = -halfFov; relative <= halfFov; relative += STEP) {
      const azimuth = ((((headingDeg + relative) % 360) + 540) % 360) - 180;
      // One step of overlap so two sectors meeting at ±180° leave no notch between them.
      const inside = [azimuth, azimuth - 360, azimuth + 360].some(
        (turned) => turned >= sector.from - STEP && turned <= sector.to + STEP,
      );
      if (!inside) {
        if (points.length > 0) break;
        continue;
      }
      const x = width / 2 + Math.tan((relative * Math.PI) / 180) * camera.focal;
      const up =
        Math.tan((elevation(sector.kind, hashString(sector.kind, seed), azimuth + 180) * Math.PI) / 180) *
        camera.focal *
        lift;
      points.push({ x, y: camera.horizon - up });
    }
    if (points.length < 2) continue;
    const color = COLORS[sector.kind];
    ctx.beginPath();
    ctx.moveTo(points[0]!.x, camera.horizon + 1);
    if (sector.kind === 'city') {
      let previous = points[0]!;
      for (const point of points) {
        ctx.lineTo(point.x, previous.y);
        ctx.lineTo(point.x, point.y);
        previous = point;
      }
    } else {
      for (const point of points) ctx.lineTo(point.x, point.y);
    }
    ctx.lineTo(points[points.length - 1]!.x, camera.horizon + 1);
    ctx.closePath();
    ctx.fillStyle = distant(world, color, 0.75);
    ctx.fill();
    if (sector.kind === 'mountains') {
      ctx.save();
      ctx.clip();
      ctx.fillStyle = distant(world, [210, 25, 95], 0.5);
      ctx.fillRect(0, camera.horizon - camera.focal * 0.25, width, camera.focal * 0.25 - camera.focal * 0.1 * lift);
      ctx.restore();
    }
    if (sector.kind === 'city' && world.spec.time === 'night') {
      ctx.fillStyle = css([45, 90, 70], 0.8);
      for (const [pointIndex, point] of points.entries()) {
        if (noise(seed, pointIndex) < 0.5) continue;
        ctx.fillRect(point.x + 2, point.y + 4, 2, 2);
        ctx.fillRect(point.x + 6, point.y + 10, 2, 2);
      }
    }
  }
}

/** The sea from the horizon down: depth-shaded water, wave strokes (white-capped and larger in a storm). */
export function drawSeaPlane(stage: Stage): void {
  const { world, camera } = stage;
  const { ctx, width, height, rng, unit } = world;
  const top = camera.horizon;
  const storm = Boolean(world.spec.storm);
  const water: Hsl = storm ? [200, 30, 30] : [205, 55, 42];
  const gradient = ctx.createLinearGradient(0, top, 0, height);
  gradient.addColorStop(0, distant(world, [water[0], water[1], water[2] + 12], 0.8));
  gradient.addColorStop(1, paint(world, [water[0], water[1], water[2] - 8]));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, top, width, height - top);
  ctx.strokeStyle = paint(world, storm ? [200, 20, 88] : [200, 60, 82], storm ? 0.75 : 0.5);
  ctx.lineWidth = Math.max(1, unit * (storm ? 0.3 : 0.15));
  ctx.beginPath();
  const waves = storm ? 160 : 80;
  for (let index = 0; index < waves; index++) {
    const t = rng.next();
    const y = top + (height - top) * t * t;
    const x = rng.next() * width;
    const length = unit * (0.6 + 3 * t) * (storm ? 1.6 : 1);
    const crest = storm ? length * 0.45 : length * 0.18;
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + length / 2, y - crest, x + length, y);
  }
  ctx.stroke();
  if (!storm && world.spec.time !== 'night') return;
  if (storm) {
    // Foam patches on the crests of a rough sea.
    ctx.fillStyle = css([200, 20, 90], 0.35);
    for (let index = 0; index < 40; index++) {
      const t = rng.next();
      const y = top + (height - top) * t * t;
      ctx.beginPath();
      ctx.ellipse(rng.next() * width, y, unit * (1 + 4 * t), unit * (0.2 + 0.6 * t), 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/** Plain ground from the horizon down, darker near the camera, with grass, sand or stone strokes. */
export function drawGroundPlane(stage: Stage, color: Hsl, strokes: 'grass' | 'sand' | 'stone' | 'none'): void {
  const { world, camera } = stage;
  const { ctx, width, height, rng, unit } = world;
  const top = camera.horizon;
  const gradient = ctx.createLinearGradient(0, top, 0, height);
  gradient.addColorStop(0, distant(world, color, 0.7));
  gradient.addColorStop(1, paint(world, [color[0], color[1], color[2] - 10]));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, top, width, height - top);
  if (strokes === 'none') return;
  ctx.strokeStyle = paint(world, [color[0], color[1], color[2] - 18], 0.35);
  ctx.lineWidth = Math.max(1, unit * 0.14);
  ctx.beginPath();
  for (let index = 0; index < 140; index++) {
    const t = rng.next();
    const y = top + (height - top) * (0.05 + 0.95 * t * t);
    const x = rng.next() * width;
    const length = unit * (0.3 + 1.6 * t);
    ctx.moveTo(x, y);
    if (strokes === 'grass') ctx.lineTo(x + length * 0.3, y - length);
    else ctx.lineTo(x + length * 1.5, y);
  }
  ctx.stroke();
}
