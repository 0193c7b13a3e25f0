import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { SceneLight, SceneWeather } from '@sym/contracts';
import { DEFAULT_PLACE, PLACES } from '@sym/story-analysis';
import { drawPlace, type PlaceScene } from './places/draw-place.ts';
import type { PlaceView } from './places/camera.ts';
import { readSetting, wordsOf } from './setting-words.ts';
import { viewKindOf } from './view-transforms.ts';

/** A location asset drawn as a place of the vocabulary, seen from the default camera or a variant-suite view. */
export interface PlaceDrawing {
  scene: PlaceScene;
  view?: PlaceView;
  /** From the location's id only, so every view of it shows the same trees, boats and houses. */
  seed: number;
}

function weatherOf(text: string): SceneWeather {
  const spec = readSetting(text);
  if (spec.storm) return 'storm';
  if (spec.rain) return 'rain';
  if (spec.snow) return 'snow';
  if (spec.fog) return 'fog';
  return spec.cloudy ? 'cloudy' : 'clear';
}

const LIGHT_WORDS: readonly (readonly [SceneLight, readonly string[]])[] = [
  ['moody', ['moody', 'gloomy', 'ominous', 'brooding']],
  ['golden', ['golden', 'warm']],
  ['dim', ['dim', 'dusky', 'candlelit', 'shadowy']],
  ['bright', ['bright', 'sunny', 'sunlit']],
];

function matches(place: (typeof PLACES)[number], text: string): number {
  const lower = text.toLowerCase();
  const words = wordsOf(lower);
  return place.words.filter((word) => (word.includes(' ') ? lower.includes(word) : words.has(word))).length;
}

/**
 * The place a location's words describe: the vocabulary entry with most matching words (earlier entries win ties),
 * with its time of day, weather and light; every word is kept as a detail the drawing may use. A place its name
 * says wins over one its description mentions ("Old Lighthouse" with "spiral stairs" is the lighthouse).
 */
export function placeSceneOf(text: string, name = ''): PlaceScene {
  const words = wordsOf(`${name} ${text}`.toLowerCase());
  text = `${name} ${text}`;
  let best = PLACES.find((place) => place.key === DEFAULT_PLACE);
  let bestScore = 0;
  for (const place of PLACES) {
    const score = matches(place, text) + 10 * matches(place, name);
    if (score > bestScore) {
      best = place;
      bestScore = score;
    }
  }
  const time = readSetting(text).time;
  const light = LIGHT_WORDS.find(([, list]) => list.some((word) => words.has(word)))?.[0] ?? 'soft';
  return {
    place: best?.key ?? DEFAULT_PLACE,
    interior: best?.interior ?? false,
    details: [...words],
    time,
    weather: weatherOf(text),
    light,
  };
}

/** The camera of a suite view name ('Reverse Angle', '45° Right Angle', 'Low Angle', 'Exterior View'...). */
export function placeViewOf(viewName: string | undefined): PlaceView | undefined {
  if (!viewName) return undefined;
  const kind = viewKindOf(viewName);
  return kind === 'other' ? undefined : kind;
}

/** Draw a location from its place drawing (the horizon a little above the middle, as the backdrops have it). */
export function drawPlaceView(drawing: PlaceDrawing, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  drawPlace(ctx, drawing.scene, width, height, {
    horizonRatio: 0.58,
    seed: drawing.seed,
    ...(drawing.view ? { view: drawing.view } : {}),
  });
  return canvas;
}
