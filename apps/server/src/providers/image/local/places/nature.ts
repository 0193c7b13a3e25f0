import { css, type Hsl } from '../color.ts';
import { drawCactus, drawConifer } from '../landscape.ts';
import { distant, paint } from '../world.ts';
import { rect, rock, rowingBoat, scatterTrees, tree } from './parts.ts';
import type { OutdoorDrawing } from './place-drawing.ts';
import type { P3, Stage } from './stage.ts';

/** Open country: forest, field, garden, mountain, desert, river and the surface of another world. */

const GRASS: Hsl = [95, 38, 44];

/** A winding strip on the ground along z (a path, a river), `width` metres wide. */
function winding(x0: number, width: number, from: number, to: number, sway: number): P3[] {
  const left: P3[] = [];
  const right: P3[] = [];
  for (let z = from; z <= to; z += (to - from) / 40) {
    const x = x0 + Math.sin(z * 0.03) * sway;
    const w = width * (1 + Math.max(0, -z) * 0.01);
    left.push([x - w / 2, 0, z]);
    right.push([x + w / 2, 0, z]);
  }
  return [...left, ...right.reverse()];
}

export const forest: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 15, distance: 20, eye: 1.7, lens: 0.7 },
  ground: { color: [80, 35, 30], strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'trees' }],
  build(stage) {
    const { world } = stage;
    stage.surface(winding(0, 2.4, -60, 400, 6), [35, 30, 42]);
    const onPath = (x: number, z: number): boolean => Math.abs(x - Math.sin(z * 0.03) * 6) < 3.5;
    scatterTrees(stage, 160, { x0: -60, x1: 60, z0: -40, z1: 140 }, { pine: 0.6, height: [8, 16], keepOut: onPath });
    // Big trunks near the camera frame the view; a fallen log, mushrooms; shafts of light by day.
    for (const [x, z] of [
      [-6, -8],
      [7, -5],
      [-5, 20],
      [5, 28],
    ] as const) {
      stage.cutOut(x, z, (sx, sy, scale, depth) => drawConifer(world, sx, sy, 18 * scale, depth));
    }
    stage.box(2, 6, 0, 0.6, 8, 8.6, [25, 40, 30]);
    rock(stage, -3, 10, 1.4);
    if (world.spec.time === 'day' && !world.spec.rain && !world.spec.fog) {
      stage.overlay(() => {
        const { ctx, width, height } = world;
        ctx.save();
        ctx.globalCompositeOperation = 'screen';
        for (const x of [0.3, 0.55, 0.7]) {
          const beam = ctx.createLinearGradient(0, 0, 0, height);
          beam.addColorStop(0, css([50, 80, 80], 0.25));
          beam.addColorStop(1, css([50, 80, 80], 0));
          ctx.fillStyle = beam;
          ctx.beginPath();
          ctx.moveTo(width * x, 0);
          ctx.lineTo(width * (x + 0.05), 0);
          ctx.lineTo(width * (x + 0.12), height);
          ctx.lineTo(width * (x + 0.02), height);
          ctx.fill();
        }
        ctx.restore();
      });
    }
  },
};

export const field: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 25, distance: 30, eye: 1.7, lens: 0.75 },
  ground: { color: GRASS, strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage) {
    const { world } = stage;
    const { rng } = world;
    // Strips of crops, a lone tree, hay bales, a fence along the near edge, flowers.
    for (let index = 0; index < 6; index++) {
      const z0 = 40 + index * 30;
      stage.surface(rect(-400, 400, z0, z0 + 30), index % 2 === 0 ? [55, 55, 55] : [100, 35, 40], { outline: false });
    }
    tree(stage, 14, 36, 10, false);
    for (const [x, z] of [
      [-8, 22],
      [-4, 30],
      [6, 26],
    ] as const) {
      stage.cutOut(x, z, (sx, sy, scale, depth) => {
        const { ctx } = world;
        ctx.fillStyle = distant(world, [45, 60, 60], depth);
        ctx.beginPath();
        ctx.ellipse(sx, sy - scale * 0.7, scale * 0.9, scale * 0.7, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = distant(world, [40, 50, 45], depth);
        ctx.lineWidth = Math.max(1, scale * 0.06);
        ctx.beginPath();
        ctx.ellipse(sx, sy - scale * 0.7, scale * 0.5, scale * 0.4, 0, 0, Math.PI * 2);
        ctx.stroke();
      });
    }
    const fence: [P3, P3][] = [];
    for (let x = -60; x <= 60; x += 3)
      fence.push([
        [x, 0, 8],
        [x, 1.2, 8],
      ]);
    fence.push(
      [
        [-60, 1, 8],
        [60, 1, 8],
      ],
      [
        [-60, 0.5, 8],
        [60, 0.5, 8],
      ],
    );
    stage.strokes(fence, [30, 35, 40], 0.3);
    const flowers: P3[] = [];
    for (let index = 0; index < 60; index++) flowers.push([rng.range(-30, 30), 0, rng.range(-10, 40)]);
    stage.surfaceDraw(() => {
      if (world.spec.snow) return;
      const { ctx } = world;
      for (const [index, flower] of flowers.entries()) {
        const seen = stage.project(flower);
        if (!seen) continue;
        ctx.fillStyle = paint(
          world,
          [
            [50, 90, 60],
            [0, 70, 65],
            [280, 50, 72],
          ][index % 3] as unknown as Hsl,
        );
        ctx.beginPath();
        ctx.arc(seen.x, seen.y, Math.max(1, (stage.camera.focal / seen.d) * 0.12), 0, Math.PI * 2);
        ctx.fill();
      }
    });
    scatterTrees(stage, 12, { x0: -200, x1: 200, z0: 200, z1: 400 }, { pine: 0.2 });
  },
};

export const garden: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 14, distance: 18, eye: 1.7, lens: 0.7 },
  ground: { color: [105, 45, 42], strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'trees' }],
  build(stage) {
    const { world } = stage;
    const gravel: Hsl = [40, 25, 72];
    stage.surface(rect(-1.2, 1.2, -40, 40), gravel);
    stage.surface(rect(-20, 20, 13, 15.4), gravel);
    const beds: [number, number, number, number, Hsl][] = [
      [-9, -2.5, 4, 11, [345, 65, 55]],
      [2.5, 9, 4, 11, [48, 90, 55]],
      [-9, -2.5, 18, 25, [275, 50, 55]],
      [2.5, 9, 18, 25, [10, 80, 55]],
    ];
    for (const [x0, x1, z0, z1, color] of beds) {
      stage.surface(rect(x0, x1, z0, z1, 0.01), [25, 40, 30]);
      const dots: P3[] = [];
      for (let x = x0 + 0.3; x < x1; x += 0.6) for (let z = z0 + 0.3; z < z1; z += 0.6) dots.push([x, 0.2, z]);
      stage.surfaceDraw(() => {
        const { ctx } = world;
        ctx.fillStyle = paint(world, color);
        for (const dot of dots) {
          const seen = stage.project(dot);
          if (!seen) continue;
          const r = Math.max(1, (stage.camera.focal / seen.d) * 0.18);
          ctx.beginPath();
          ctx.arc(seen.x, seen.y, r, 0, Math.PI * 2);
          ctx.fill();
        }
      });
    }
    // Clipped hedges round the beds, a fountain at the crossing, an arch of roses, a bench, trees beyond.
    const hedge: Hsl = [120, 40, 28];
    stage.box(-20, -10, 0, 1.4, 28, 29.2, hedge);
    stage.box(10, 20, 0, 1.4, 28, 29.2, hedge);
    stage.box(-10.5, -9.3, 0, 1.4, 2, 27, hedge);
    stage.box(9.3, 10.5, 0, 1.4, 2, 27, hedge);
    stage.cutOut(0, 14.2, (sx, sy, scale, depth) => {
      const { ctx } = world;
      ctx.fillStyle = distant(world, [40, 15, 80], depth);
      ctx.beginPath();
      ctx.ellipse(sx, sy - scale * 0.3, scale * 1.8, scale * 0.45, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = distant(world, [200, 60, 65], depth);
      ctx.beginPath();
      ctx.ellipse(sx, sy - scale * 0.45, scale * 1.5, scale * 0.3, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = distant(world, [40, 15, 80], depth);
      ctx.fillRect(sx - scale * 0.15, sy - scale * 1.6, scale * 0.3, scale * 1.2);
      ctx.strokeStyle = css([200, 60, 90], 0.8);
      ctx.lineWidth = Math.max(1, scale * 0.08);
      ctx.beginPath();
      for (const d of [-1, 1]) {
        ctx.moveTo(sx, sy - scale * 1.7);
        ctx.quadraticCurveTo(sx + d * scale * 0.8, sy - scale * 2.3, sx + d * scale * 1.2, sy - scale * 0.5);
      }
      ctx.stroke();
    });
    stage.cutOut(0, 28.5, (sx, sy, scale, depth) => {
      const { ctx } = world;
      ctx.strokeStyle = distant(world, [120, 35, 30], depth);
      ctx.lineWidth = Math.max(2, scale * 0.35);
      ctx.beginPath();
      ctx.moveTo(sx - scale * 1.4, sy);
      ctx.lineTo(sx - scale * 1.4, sy - scale * 2);
      ctx.arc(sx, sy - scale * 2, scale * 1.4, Math.PI, 0);
      ctx.lineTo(sx + scale * 1.4, sy);
      ctx.stroke();
      ctx.fillStyle = distant(world, [350, 70, 60], depth);
      for (let index = 0; index < 9; index++) {
        const a = Math.PI + (index / 8) * Math.PI;
        ctx.beginPath();
        ctx.arc(
          sx + Math.cos(a) * scale * 1.4,
          sy - scale * 2 + Math.sin(a) * scale * 1.4,
          scale * 0.2,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
    });
    stage.box(4, 6, 0.45, 0.55, 12.2, 12.8, [28, 45, 40]);
    stage.box(4, 6, 0.55, 1.0, 12.7, 12.8, [28, 45, 40]);
    scatterTrees(stage, 20, { x0: -60, x1: 60, z0: 32, z1: 90 }, { pine: 0.3 });
    scatterTrees(stage, 6, { x0: -40, x1: 40, z0: -30, z1: 0 }, { pine: 0.2, keepOut: (x) => Math.abs(x) < 6 });
  },
};

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

export const river: OutdoorDrawing = {
  kind: 'outdoor',
  shot: { focusX: 0, focusZ: 20, distance: 24, eye: 1.7, lens: 0.75 },
  ground: { color: GRASS, strokes: 'grass' },
  horizon: [{ from: -180, to: 180, kind: 'hills' }],
  build(stage) {
    const { world } = stage;
    const water = winding(2, 9, -80, 900, 14);
    stage.surface(water, [205, 50, 42]);
    stage.surfaceDraw(() => {
      const { ctx, unit } = world;
      ctx.strokeStyle = css([200, 50, 85], 0.45);
      ctx.lineWidth = Math.max(1, unit * 0.15);
      ctx.beginPath();
      for (let z = -20; z < 300; z += 4) {
        const x = 2 + Math.sin(z * 0.03) * 14 + Math.sin(z * 1.3) * 2.5;
        const line = stage.line([x, 0, z], [x + 1.5, 0, z]);
        if (!line) continue;
        ctx.moveTo(line.from.x, line.from.y);
        ctx.lineTo(line.to.x, line.to.y);
      }
      ctx.stroke();
    });
    // Reeds on the banks, willows and other trees, stepping stones, a small boat.
    const reeds: [P3, P3][] = [];
    for (let z = -10; z < 60; z += 0.7) {
      const x = 2 + Math.sin(z * 0.03) * 14;
      for (const side of [-1, 1]) {
        const rx = x + side * (4.7 + (z % 1.3));
        reeds.push([
          [rx, 0, z],
          [rx + 0.15, 1.2 + (z % 0.5), z],
        ]);
      }
    }
    stage.strokes(reeds, [90, 40, 32], 0.15);
    rock(stage, 1, 12, 1.2);
    rock(stage, 3, 14, 1);
    rowingBoat(stage, 4, 34, 4, [15, 55, 40]);
    scatterTrees(
      stage,
      50,
      { x0: -90, x1: 90, z0: -30, z1: 250 },
      {
        pine: 0.3,
        keepOut: (x, z) => Math.abs(x - 2 - Math.sin(z * 0.03) * 14) < 9,
      },
    );
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
