import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  drawCastle,
  drawFacades,
  drawHouse,
  drawLighthouse,
  drawPier,
  drawSailboat,
  drawSkyline,
  drawStreetLamp,
} from './buildings.ts';
import { drawCave, drawInterior, drawKitchen, drawSpace } from './interiors.ts';
import {
  drawCactus,
  drawConifer,
  drawDunes,
  drawFence,
  drawFlowers,
  drawGround,
  drawLeafyTree,
  drawRidge,
  drawRock,
  drawWater,
  groundColor,
} from './landscape.ts';
import { Rng } from './prng.ts';
import { isIndoor, type SettingSpec } from './setting-words.ts';
import { drawSky, drawWeather, hazeFor } from './sky.ts';
import { paint, type World } from './world.ts';

/** Draws a whole procedural setting (sky, terrain, buildings, weather) into a width × height area. */
export function drawSetting(
  ctx: SKRSContext2D,
  spec: SettingSpec,
  width: number,
  height: number,
  options: { horizonRatio: number; seed: number },
): void {
  const world: World = {
    ctx,
    width,
    height,
    horizon: Math.round(height * options.horizonRatio),
    unit: Math.min(width, height) / 100,
    rng: new Rng(options.seed),
    spec,
    haze: hazeFor(spec.time, spec.rain || spec.snow || spec.fog),
    lights: [],
  };
  if (!isIndoor(spec.kind)) drawSky(world);
  DRAWERS[spec.kind](world);
  for (const light of world.lights) light();
  if (!isIndoor(spec.kind) || spec.kind === 'cave') drawWeather(world);
}

/** Trees scattered in depth rows between the horizon and the foreground. */
function plantTrees(world: World, rows: number, perRow: number, conifers: number, keepCenterClear: boolean): void {
  const { width, height, horizon, rng, unit } = world;
  for (let row = 0; row < rows; row++) {
    const t = (row + 1) / (rows + 1);
    const baseY = horizon + (height - horizon) * t * 0.55;
    const size = unit * (8 + 38 * t * t);
    for (let index = 0; index < perRow; index++) {
      const x = rng.range(-0.05, 1.05) * width;
      // Keep a clearing in the middle of the near rows where characters stand.
      if (keepCenterClear && t > 0.4 && Math.abs(x - width / 2) < width * 0.28) continue;
      if (rng.chance(conifers)) drawConifer(world, x, baseY, size, 1 - t);
      else drawLeafyTree(world, x, baseY, size * 0.9, 1 - t);
    }
  }
}

function hills(world: World, mountains = false): void {
  const { horizon, unit } = world;
  drawRidge(world, horizon, unit * (mountains ? 28 : 12), mountains ? [220, 15, 55] : [140, 20, 50], 0.9, {
    jagged: mountains,
    snowCaps: mountains,
  });
  drawRidge(world, horizon + unit, unit * (mountains ? 14 : 6), [110, 30, 42], 0.6);
}

function waterBehind(world: World): number {
  if (!world.spec.waterBehind) return world.horizon;
  drawWater(world, world.horizon, world.horizon + world.unit * 6);
  return world.horizon + world.unit * 6;
}

const DRAWERS: Record<SettingSpec['kind'], (world: World) => void> = {
  field(world) {
    hills(world);
    drawGround(world, groundColor(world), waterBehind(world));
    plantTrees(world, 2, 3, 0.2, true);
    drawFence(world, world.horizon + (world.height - world.horizon) * 0.3, world.unit * 3);
    drawFlowers(world, 40);
  },
  forest(world) {
    const { horizon, unit, width, height } = world;
    drawRidge(world, horizon, unit * 10, [140, 25, 30], 0.85, { jagged: true, points: 40 });
    drawGround(world, world.spec.snow ? groundColor(world) : [80, 35, 30]);
    const ctx = world.ctx;
    ctx.beginPath();
    ctx.moveTo(width * 0.47, horizon);
    ctx.lineTo(width * 0.53, horizon);
    ctx.lineTo(width * 0.75, height);
    ctx.lineTo(width * 0.25, height);
    ctx.fillStyle = paint(world, [35, 35, 45], 0.6);
    ctx.fill();
    plantTrees(world, 4, 9, 0.6, true);
    for (const x of [width * 0.04, width * 0.96]) drawConifer(world, x, height * 1.02, height * 0.95, 0);
  },
  city(world) {
    const { horizon, unit, width, height, ctx } = world;
    drawSkyline(world, horizon, unit * 30, 0.7);
    const curb = horizon + unit * 6;
    drawFacades(world, curb, unit * 48);
    ctx.fillStyle = paint(world, [220, 6, 62]);
    ctx.fillRect(0, curb, width, unit * 3);
    ctx.fillStyle = paint(world, [220, 8, 35]);
    ctx.fillRect(0, curb + unit * 3, width, height - curb);
    ctx.fillStyle = paint(world, [48, 80, 75]);
    for (let x = unit * 2; x < width; x += unit * 14) ctx.fillRect(x, curb + (height - curb) * 0.55, unit * 7, unit);
    drawStreetLamp(world, width * 0.1, curb + unit * 2, unit * 34);
    drawStreetLamp(world, width * 0.9, curb + unit * 2, unit * 34);
  },
  sea(world) {
    const { horizon, width, height, unit, rng } = world;
    drawWater(world, horizon, height);
    drawSailboat(world, width * rng.range(0.15, 0.35), horizon + unit * 3, unit * 10, 0.7);
    drawRidge(world, height * 1.02, unit * 10, [30, 20, 45], 0, { points: 5 });
    drawRock(world, width * 0.9, height, unit * 14, 0);
  },
  beach(world) {
    const { horizon, width, height, unit, ctx } = world;
    drawWater(world, horizon, horizon + (height - horizon) * 0.4);
    const sandTop = horizon + (height - horizon) * 0.4;
    ctx.fillStyle = paint(world, [200, 30, 85], 0.8);
    ctx.fillRect(0, sandTop - unit * 0.8, width, unit * 1.6);
    drawGround(world, [40, 55, 72], sandTop);
    drawSailboat(world, width * 0.2, horizon + unit * 2, unit * 7, 0.8);
    drawRock(world, width * 0.08, height, unit * 10, 0);
  },
  harbor(world) {
    const { horizon, width, height, unit } = world;
    drawRidge(world, horizon, unit * 7, [120, 15, 45], 0.8);
    drawWater(world, horizon, height);
    drawLighthouse(world, width * 0.85, horizon + unit, unit * 16, 0.6);
    drawSailboat(world, width * 0.22, horizon + unit * 6, unit * 14, 0.5);
    drawSailboat(world, width * 0.65, horizon + unit * 4, unit * 9, 0.7);
    drawPier(world, width * 0.05, width * 0.95);
  },
  mountain(world) {
    const { horizon, unit } = world;
    drawRidge(world, horizon, unit * 42, [225, 18, 58], 0.95, { jagged: true, snowCaps: true, points: 7 });
    drawRidge(world, horizon + unit * 2, unit * 20, [215, 15, 45], 0.65, { jagged: true, points: 11 });
    drawGround(world, groundColor(world), waterBehind(world) + unit * 2);
    plantTrees(world, 2, 6, 0.9, true);
    drawRock(world, world.width * 0.85, world.height * 0.95, unit * 9, 0);
  },
  desert(world) {
    const { width, height, horizon, unit } = world;
    drawRidge(world, horizon, unit * 12, [18, 45, 55], 0.8, { jagged: true, points: 6 });
    drawDunes(world);
    drawCactus(world, width * 0.12, height * 0.88, unit * 22);
    drawCactus(world, width * 0.78, horizon + unit * 8, unit * 8);
    drawRock(world, width * 0.9, height * 0.97, unit * 7, 0);
  },
  village(world) {
    const { width, height, horizon, unit, rng } = world;
    hills(world);
    drawGround(world, groundColor(world), waterBehind(world));
    const houses = rng.int(4, 6);
    for (let index = 0; index < houses; index++) {
      const x = width * (0.08 + (index / (houses - 1)) * 0.84) + rng.range(-1, 1) * unit * 3;
      drawHouse(world, x, horizon + unit * rng.range(3, 8), unit * rng.range(10, 14), 0.35);
    }
    plantTrees(world, 1, 3, 0.3, true);
    drawFence(world, horizon + (height - horizon) * 0.45, unit * 3.5);
  },
  castle(world) {
    const { width, horizon, unit } = world;
    drawRidge(world, horizon, unit * 8, [140, 20, 50], 0.9);
    drawRidge(world, horizon + unit * 4, unit * 12, [110, 30, 42], 0.55, { points: 4 });
    drawCastle(world, width * 0.6, horizon - unit * 2, unit * 26, 0.45);
    drawGround(world, groundColor(world), waterBehind(world) + unit * 4);
    plantTrees(world, 1, 4, 0.5, true);
  },
  interior: drawInterior,
  kitchen: drawKitchen,
  cave: drawCave,
  river(world) {
    const { width, height, horizon, unit, ctx } = world;
    hills(world);
    drawGround(world, groundColor(world));
    ctx.save();
    ctx.beginPath();
    ctx.moveTo(width * 0.55, horizon);
    ctx.lineTo(width * 0.6, horizon);
    ctx.bezierCurveTo(width * 0.8, horizon + unit * 10, width * 0.3, horizon + unit * 16, width * 0.5, height);
    ctx.lineTo(width * 1.05, height);
    ctx.bezierCurveTo(width * 0.6, horizon + unit * 16, width * 0.95, horizon + unit * 8, width * 0.62, horizon);
    ctx.closePath();
    ctx.clip();
    drawWater(world, horizon, height);
    ctx.restore();
    plantTrees(world, 2, 4, 0.3, true);
    drawRock(world, width * 0.75, height * 0.93, unit * 5, 0);
  },
  space(world) {
    drawSpace(world);
  },
};
