import { css, type Hsl } from '../color.ts';
import { drawCactus } from '../landscape.ts';
import { distant } from '../world.ts';
import { winding } from './nature.ts';
import { rock, scatterTrees } from './parts.ts';
import type { OutdoorDrawing } from './place-drawing.ts';
import type { P3, Stage } from './stage.ts';

/** Far from towns: mountains, desert and the surface of another world. */

/** A range of peaks as vertical cut-outs between two depths, snow on top. */
function peaks(stage: Stage, z: number, spread: number, height: number, color: Hsl, snow: boolean): void {
  const { rng } = stage.world;
  const points: P3[] = [[-spread, -2, z]];
  for (let x = -spread; x <= spread; x += spread / 6)
    points.push([x, height * rng.range(0.4, 1), z + rng.range(-20, 20)]);
  points.push([spread, -2, z]);
  stage.panel(points, color, { bias: 0 });
  if (!snow) return;
  for (let index = 1; index + 1 < points.length; index++) {
    const peak = points[index]!;
    if (peak[1] < height * 0.6) continue;
    const cap = height * 0.18;
    stage.panel(
      [
        peak,
        [peak[0] + cap * 0.8, peak[1] - cap, peak[2] - 1],
        [peak[0] + cap * 0.2, peak[1] - cap * 0.7, peak[2] - 1],
        [peak[0] - cap * 0.3, peak[1] - cap * 1.1, peak[2] - 1],
        [peak[0] - cap * 0.8, peak[1] - cap, peak[2] - 1],
      ],
      [210, 30, 95],
      { bias: -2, outline: false },
    );
  }
}

export const mountain: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 60, distance: 70, eye: 1.7, lens: 0.75 },
  ground: { color: [100, 30, 40], strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'mountains' }],
  build(stage) {
    peaks(stage, 900, 1400, 650, [220, 15, 55], true);
    peaks(stage, 500, 700, 320, [215, 15, 45], true);
    peaks(stage, 250, 320, 120, [120, 20, 32], false);
    peaks(stage, -700, 1200, 500, [220, 15, 50], true);
    stage.surface(winding(0, 1.4, -60, 200, 10), [35, 25, 55]);
    scatterTrees(
      stage,
      60,
      { x0: -120, x1: 120, z0: -30, z1: 220 },
      { pine: 0.95, height: [8, 14], keepOut: (x, z) => Math.abs(x - Math.sin(z * 0.03) * 10) < 5 },
    );
    rock(stage, 6, 10, 3);
    rock(stage, -9, 22, 4);
    rock(stage, 12, 40, 5);
  },
};

export const desert: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 30, distance: 36, eye: 1.7, lens: 0.75 },
  ground: { color: [38, 60, 68], strokes: 'sand' },
  horizon: [{ from: -180, to: 180, kind: 'dunes' }],
  build(stage) {
    const { world } = stage;
    // Mesas far off, dune ridges, cacti, rocks, an animal skull.
    for (const [x, z, w, h] of [
      [-220, 700, 120, 90],
      [260, 900, 180, 120],
      [40, 1200, 90, 70],
    ] as const) {
      stage.box(x - w / 2, x + w / 2, 0, h, z - 30, z + 30, [15, 50, 48], [15, 45, 58]);
    }
    for (let index = 0; index < 6; index++) {
      const z = 30 + index * 60;
      const points: P3[] = [];
      const span = 200 + index * 60;
      for (let x = -span; x <= span; x += span / 10)
        points.push([x, 3 + Math.sin(x * 0.03 + index) * 3 + index, z + Math.cos(x * 0.02) * 10]);
      stage.panel([[-span, -1, z], ...points, [span, -1, z]], [36 + index * 2, 58, 64 - index * 2], { outline: false });
    }
    for (const [x, z, h] of [
      [-7, 12, 4],
      [9, 22, 5],
      [-20, 50, 6],
      [25, 70, 5],
    ] as const) {
      stage.cutOut(x, z, (sx, sy, scale) => drawCactus(world, sx, sy, h * scale));
    }
    rock(stage, 4, 8, 1.6);
    rock(stage, -14, 30, 3);
    stage.cutOut(-2, 6, (sx, sy, scale, depth) => {
      const { ctx } = world;
      ctx.fillStyle = distant(world, [40, 20, 92], depth);
      ctx.beginPath();
      ctx.ellipse(sx, sy - scale * 0.15, scale * 0.25, scale * 0.15, 0, 0, Math.PI * 2);
      ctx.fill();
    });
  },
};

export const space: OutdoorDrawing = {
  kind: 'outdoor',
  space: true,
  shot: { focusX: 0, focusZ: 30, distance: 36, eye: 1.7, lens: 0.75 },
  ground: { color: [265, 18, 38], strokes: 'none' },
  horizon: [{ from: -180, to: 180, kind: 'mountains' }],
  build(stage, place) {
    const { world } = stage;
    const { rng } = world;
    // A ringed planet and a moon hang over a cratered plain; a lander or the ship stands on it.
    const planet = stage.project([300, 700, 2000]);
    stage.surfaceDraw(() => {
      const { ctx, unit } = world;
      const nebula = ctx.createRadialGradient(
        world.width * 0.3,
        stage.camera.horizon * 0.4,
        0,
        world.width * 0.3,
        stage.camera.horizon * 0.4,
        world.width * 0.5,
      );
      nebula.addColorStop(0, css([290, 60, 40], 0.35));
      nebula.addColorStop(1, css([290, 60, 20], 0));
      ctx.fillStyle = nebula;
      ctx.fillRect(0, 0, world.width, stage.camera.horizon);
      if (!planet) return;
      const radius = unit * 14;
      const body = ctx.createLinearGradient(planet.x - radius, planet.y - radius, planet.x + radius, planet.y + radius);
      body.addColorStop(0, css([25, 70, 65]));
      body.addColorStop(1, css([350, 50, 25]));
      ctx.fillStyle = body;
      ctx.beginPath();
      ctx.arc(planet.x, planet.y, radius, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = css([40, 50, 80], 0.8);
      ctx.lineWidth = unit * 0.8;
      ctx.beginPath();
      ctx.ellipse(planet.x, planet.y, radius * 1.8, radius * 0.35, -0.3, 0, Math.PI * 2);
      ctx.stroke();
    });
    for (let index = 0; index < 14; index++) {
      const x = rng.range(-60, 60);
      const z = rng.range(5, 120);
      const r = rng.range(1.5, 5);
      const ring: P3[] = [];
      for (let a = 0; a < Math.PI * 2; a += Math.PI / 8) ring.push([x + Math.cos(a) * r, 0.01, z + Math.sin(a) * r]);
      stage.surface(ring, [265, 18, 28]);
    }
    for (let index = 0; index < 8; index++) rock(stage, rng.range(-40, 40), rng.range(5, 80), rng.range(1, 3));
    const ship = place.has('ship');
    stage.cutOut(ship ? 0 : 8, ship ? 22 : 18, (sx, sy, scale, depth) => {
      const { ctx } = world;
      const s = scale * (ship ? 2.5 : 1);
      ctx.fillStyle = distant(world, [210, 10, 75], depth);
      ctx.beginPath();
      ctx.moveTo(sx, sy - s * 5);
      ctx.quadraticCurveTo(sx + s * 1.6, sy - s * 3, sx + s * 1.2, sy - s * 1);
      ctx.lineTo(sx - s * 1.2, sy - s * 1);
      ctx.quadraticCurveTo(sx - s * 1.6, sy - s * 3, sx, sy - s * 5);
      ctx.fill();
      ctx.fillStyle = distant(world, [200, 70, 60], depth);
      ctx.beginPath();
      ctx.arc(sx, sy - s * 3.2, s * 0.4, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = distant(world, [210, 10, 55], depth);
      ctx.lineWidth = Math.max(1, s * 0.15);
      ctx.beginPath();
      ctx.moveTo(sx - s * 1.1, sy - s);
      ctx.lineTo(sx - s * 1.8, sy);
      ctx.moveTo(sx + s * 1.1, sy - s);
      ctx.lineTo(sx + s * 1.8, sy);
      ctx.stroke();
      ctx.fillStyle = css([30, 100, 60], 0.8);
      ctx.beginPath();
      ctx.moveTo(sx - s * 0.6, sy - s);
      ctx.lineTo(sx, sy - s * 0.2);
      ctx.lineTo(sx + s * 0.6, sy - s);
      ctx.fill();
    });
  },
};
