import type { SKRSContext2D } from '@napi-rs/canvas';
import type { SceneLight, SceneTime, SceneWeather } from '@sym/contracts';
import { placeDefinition } from '@sym/story-analysis';
import { css, type Hsl } from '../color.ts';
import { Rng } from '../prng.ts';
import type { SettingSpec } from '../setting-words.ts';
import { drawSky, drawWeather, hazeFor, isOvercast } from '../sky.ts';
import { paint, type World } from '../world.ts';
import { cameraFor, roomCameraFor, type PlaceView } from './camera.ts';
import { PLACE_DRAWINGS } from './catalog.ts';
import { drawGroundPlane, drawHorizon, drawSeaPlane } from './horizon.ts';
import type { IndoorDrawing, OutdoorDrawing, PlaceContext } from './place-drawing.ts';
import { house } from './house.ts';
import { rect, rowingBoat, scatterTrees } from './parts.ts';
import { Stage } from './stage.ts';

/** The place part of a scene plan: its `setting` (place key, interior, detail words) with time, weather and light. */
export interface PlaceScene {
  place: string;
  interior: boolean;
  details: string[];
  time: SceneTime;
  weather: SceneWeather;
  light: SceneLight;
}

export interface PlaceOptions {
  horizonRatio: number;
  seed: number;
  view?: PlaceView;
}

const SNOW_DETAILS = ['snow', 'snowy', 'winter', 'frozen', 'icy'];

function contextOf(details: readonly string[], view: PlaceView | undefined): PlaceContext {
  const lower = details.map((detail) => detail.toLowerCase());
  const set = new Set(lower);
  return {
    details: set,
    view,
    has: (...words) => lower.some((detail) => words.some((word) => detail.includes(word))),
  };
}

/** The drawing for a place key; an unknown key gets the generic room or field. */
function drawingFor(place: string, interior: boolean): OutdoorDrawing | IndoorDrawing {
  const drawing = PLACE_DRAWINGS[place];
  if (drawing) return drawing;
  const known = placeDefinition(place);
  return PLACE_DRAWINGS[(known?.interior ?? interior) ? 'room' : 'field']!;
}

function specOf(scene: PlaceScene, place: PlaceContext, indoor: boolean, space: boolean): SettingSpec {
  const storm = scene.weather === 'storm';
  return {
    kind: space ? 'space' : indoor ? 'interior' : 'field',
    time: space ? 'night' : scene.time,
    rain: scene.weather === 'rain' || storm,
    snow: scene.weather === 'snow' || place.has(...SNOW_DETAILS),
    fog: scene.weather === 'fog',
    cloudy: scene.weather === 'cloudy',
    storm,
    waterBehind: false,
    light: scene.light,
    indoor,
  };
}

/**
 * Draws a place of a scene plan: a recognisable drawing of the place key, lit for the time of day, weather and
 * light, seen from the default camera or one of the variant-suite views (a real other camera on the same place).
 */
export function drawPlace(
  ctx: SKRSContext2D,
  scene: PlaceScene,
  width: number,
  height: number,
  options: PlaceOptions,
): void {
  const drawing = drawingFor(scene.place, scene.interior);
  const place = contextOf(scene.details, options.view);
  if (drawing.kind === 'indoor' && (options.view === 'exterior' || options.view === 'super-wide')) {
    const outside = drawing.exterior(place);
    drawPlace(ctx, { ...scene, place: outside.place, interior: false, details: outside.details }, width, height, {
      ...options,
      view: options.view === 'super-wide' ? 'super-wide' : undefined,
    });
    return;
  }
  const frame = { width, height, horizonRatio: options.horizonRatio };
  const indoor = drawing.kind === 'indoor';
  const space = drawing.kind === 'outdoor' && Boolean(drawing.space);
  const spec = specOf(scene, place, indoor, space);
  const camera =
    drawing.camera?.(options.view, frame) ??
    (drawing.kind === 'indoor'
      ? roomCameraFor(drawing.shot, options.view, drawing.room, frame)
      : cameraFor(drawing.shot, options.view, frame));
  const world: World = {
    ctx,
    width,
    height,
    horizon: camera.horizon,
    unit: Math.min(width, height) / 100,
    rng: new Rng(options.seed),
    spec,
    haze: hazeFor(spec.time, isOvercast(spec), spec.storm),
    lights: [],
  };
  const stage = new Stage(world, camera);
  ctx.save();
  if (drawing.kind === 'outdoor') {
    drawSky(world);
    drawHorizon(stage, drawing.horizon, options.seed);
    if (drawing.ground === 'sea') {
      drawSeaPlane(stage);
    } else if (
      options.view === 'super-wide' &&
      drawing.ground.strokes !== 'grass' &&
      drawing.ground.strokes !== 'sand'
    ) {
      // Paving ends: from far away a town square or a street is a patch of stone in the country.
      drawGroundPlane(stage, spec.snow ? [210, 25, 92] : [95, 35, 44], 'grass');
      const { focusX, focusZ, distance } = drawing.shot;
      const reach = distance + 30;
      stage.surface(rect(focusX - reach, focusX + reach, focusZ - reach, focusZ + reach), drawing.ground.color);
    } else {
      drawGroundPlane(stage, spec.snow ? [210, 25, 92] : drawing.ground.color, drawing.ground.strokes);
    }
  } else {
    ctx.fillStyle = paint(world, [30, 20, 30]);
    ctx.fillRect(0, 0, width, height);
  }
  drawing.build(stage, place);
  if (options.view === 'super-wide' && drawing.kind === 'outdoor') surroundings(stage, drawing);
  stage.render();
  for (const light of world.lights) light();
  if (options.view === 'low' && drawing.kind === 'outdoor' && drawing.ground !== 'sea') nearGround(world, drawing);
  if (drawing.kind === 'outdoor' && !space) drawWeather(world);
  grade(world);
  ctx.restore();
}

/** Far from the place the camera sees the country round it: woods and farms on land, islands and sails at sea. */
function surroundings(stage: Stage, drawing: OutdoorDrawing): void {
  const { rng } = stage.world;
  const { focusX, focusZ } = drawing.shot;
  const near = (x: number, z: number): boolean => Math.hypot(x - focusX, z - focusZ) < drawing.shot.distance + 40;
  if (drawing.ground === 'sea') {
    for (let index = 0; index < 4; index++) {
      const x = focusX + rng.range(-600, 600);
      const z = focusZ + rng.range(-600, 600);
      if (!near(x, z)) rowingBoat(stage, x, z, 14, [0, 0, 90], true);
    }
    return;
  }
  scatterTrees(
    stage,
    140,
    { x0: focusX - 500, x1: focusX + 500, z0: focusZ - 500, z1: focusZ + 500 },
    { pine: 0.5, height: [10, 18], keepOut: near },
  );
  for (let index = 0; index < 5; index++) {
    const x = focusX + rng.range(-400, 400);
    const z = focusZ + rng.range(-400, 400);
    if (near(x, z)) continue;
    house(stage, { x, z, width: 10, depth: 8, height: 5, roofHeight: 3, wall: [40, 40, 82], roof: [8, 55, 40] });
  }
}

/** A low camera sees the ground close up: tall blades, pebbles and tufts across the bottom of the frame. */
function nearGround(world: World, drawing: OutdoorDrawing): void {
  if (drawing.ground === 'sea') return;
  const { ctx, width, height, rng, unit } = world;
  const base: Hsl = world.spec.snow ? [210, 20, 88] : drawing.ground.color;
  const grass = drawing.ground.strokes === 'grass' && !world.spec.snow;
  ctx.lineCap = 'round';
  for (let index = 0; index < 90; index++) {
    const x = rng.next() * width;
    const y = height - rng.next() * height * 0.12;
    const size = unit * rng.range(1.5, 5);
    if (grass) {
      ctx.strokeStyle = paint(world, [base[0] + rng.range(-10, 10), base[1], base[2] - rng.range(5, 18)]);
      ctx.lineWidth = Math.max(1, size * 0.18);
      ctx.beginPath();
      ctx.moveTo(x, height);
      ctx.quadraticCurveTo(x + size * 0.1, y - size, x + size * rng.range(-0.6, 0.6), y - size * 2.2);
      ctx.stroke();
    } else {
      ctx.fillStyle = paint(world, [base[0], base[1] * 0.6, base[2] - rng.range(8, 25)]);
      ctx.beginPath();
      ctx.ellipse(x, y, size * 0.7, size * 0.35, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.lineCap = 'butt';
}

/** The light of the plan over the whole frame: warm gold, moody or dark edges. Daylight and soft light add none. */
function grade(world: World): void {
  const { ctx, width, height, spec } = world;
  const light = spec.light;
  const edges = (alpha: number, color: Hsl): void => {
    const vignette = ctx.createRadialGradient(
      width / 2,
      height / 2,
      Math.min(width, height) * 0.3,
      width / 2,
      height / 2,
      Math.max(width, height) * 0.75,
    );
    vignette.addColorStop(0, css(color, 0));
    vignette.addColorStop(1, css(color, alpha));
    ctx.fillStyle = vignette;
    ctx.fillRect(0, 0, width, height);
  };
  if (light === 'golden') {
    ctx.save();
    ctx.globalCompositeOperation = 'soft-light';
    ctx.fillStyle = css([38, 90, 55], 0.5);
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  } else if (light === 'moody') {
    edges(0.55, [220, 40, 8]);
  } else if (light === 'dark' || light === 'dim') {
    // The sky too: dark light is a darker frame, not only darker things in it.
    // Lamps still light a room: it darkens less than the open air. Out at night the moonlight is already dim.
    const dark = light === 'dark' && !(spec.time === 'night' && !spec.indoor);
    ctx.fillStyle = css([230, 30, 8], (dark ? 0.4 : 0.22) * (spec.indoor ? 0.6 : 1));
    ctx.fillRect(0, 0, width, height);
    edges(dark ? 0.6 : 0.35, [230, 30, 4]);
  }
  if (spec.indoor && spec.time === 'night') edges(0.3, [25, 50, 8]);
}
