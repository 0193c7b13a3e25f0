import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { ScenePlan } from '@sym/contracts';
import type { ShotLayout } from './framing.ts';
import type { PlaceIdentity } from './own-place.ts';
import { placeSceneOf } from './place-views.ts';
import { hashString } from './prng.ts';
import { drawPlace, type PlaceScene, type PlaceView } from './scene-setting.ts';
import type { SettingKind, SettingSpec } from './setting-words.ts';

// The procedural settings the backdrop can draw, for each place key of the vocabulary.
const SETTING_OF_PLACE: Readonly<Record<string, SettingKind>> = {
  space: 'space',
  spaceship: 'space',
  stairs: 'interior',
  lighthouse: 'sea',
  kitchen: 'kitchen',
  'throne-room': 'interior',
  library: 'interior',
  tavern: 'interior',
  classroom: 'interior',
  office: 'interior',
  hut: 'village',
  room: 'interior',
  cave: 'cave',
  palace: 'castle',
  castle: 'castle',
  temple: 'village',
  'ship-deck': 'sea',
  market: 'village',
  harbour: 'harbor',
  street: 'city',
  city: 'city',
  village: 'village',
  'finish-line': 'field',
  road: 'field',
  bridge: 'river',
  beach: 'beach',
  sea: 'sea',
  river: 'river',
  cliff: 'mountain',
  mountain: 'mountain',
  desert: 'desert',
  forest: 'forest',
  garden: 'field',
  field: 'field',
};
const BY_THE_SEA = new Set(['lighthouse', 'cliff', 'harbour', 'beach']);

/** The old setting kind, time and weather of a plan: the mood laid over a linked location's picture. */
export function settingOfPlan(plan: ScenePlan): SettingSpec {
  const { setting } = plan;
  const kind = SETTING_OF_PLACE[setting.place] ?? (setting.interior ? 'interior' : 'field');
  const details = setting.details.join(' ').toLowerCase();
  return {
    kind,
    time: kind === 'space' ? 'night' : plan.time,
    rain: plan.weather === 'rain' || plan.weather === 'storm',
    storm: plan.weather === 'storm',
    cloudy: plan.weather === 'cloudy',
    light: plan.light,
    snow: plan.weather === 'snow',
    fog: plan.weather === 'fog',
    waterBehind:
      ['village', 'castle', 'city', 'mountain', 'field'].includes(kind) &&
      (BY_THE_SEA.has(setting.place) || /\b(sea|ocean|lake|bay|coast|harbour|harbor)\b/.test(details)),
  };
}

/** The place part of a plan, as the place drawings take it. */
export function placeOfPlan(plan: ScenePlan): PlaceScene {
  const { setting } = plan;
  return {
    place: setting.place,
    interior: setting.interior,
    details: [...setting.details, ...(setting.name ? [setting.name] : [])],
    time: plan.time,
    weather: plan.weather,
    light: plan.light,
  };
}

/**
 * Whether a location picture this renderer drew (`shown`) shows the plan's place at the plan's time and in its
 * weather, so the shot may use it as it is. Otherwise the place is redrawn for the shot: a day picture merely
 * darkened for the night was rain on a black frame.
 */
export function pictureFits(plan: ScenePlan, shown: PlaceIdentity): boolean {
  const pictured = placeSceneOf(shown.description, shown.name);
  return pictured.place === plan.setting.place && pictured.time === plan.time && pictured.weather === plan.weather;
}

/**
 * The place of a plan whose location picture this renderer drew (`shown`): when the plan is at that place, the
 * picture's own words and seed, so the shot redraws the same lighthouse, houses and boats under its own time,
 * weather and light.
 */
function placeShown(plan: ScenePlan, shown: PlaceIdentity): { scene: PlaceScene; seed: number } | undefined {
  const scene = placeOfPlan(plan);
  const pictured = placeSceneOf(shown.description, shown.name);
  if (pictured.place !== scene.place) return undefined;
  const details = [...new Set([...pictured.details, ...scene.details])];
  return { scene: { ...scene, details }, seed: hashString(shown.id) };
}

/**
 * Paint the place of a plan behind its figures (the place drawing of its key, lit for its time, weather and light),
 * magnified around the horizon by the shot's zoom and drawn at 1/softness resolution for close shots' shallow focus.
 * A variant-suite `view` is another camera on the same place; `shown` is the location picture this renderer drew.
 */
export function drawPlanBackdrop(
  ctx: SKRSContext2D,
  plan: ScenePlan,
  layout: ShotLayout,
  seed: number,
  view?: PlaceView,
  shown?: PlaceIdentity,
): void {
  const { width, height, zoom, softness, horizonRatio } = layout;
  const smallWidth = Math.max(1, Math.round(width / softness));
  const smallHeight = Math.max(1, Math.round(height / softness));
  const target = softness > 1 ? createCanvas(smallWidth, smallHeight) : undefined;
  const draw = target ? target.getContext('2d') : ctx;
  draw.save();
  if (target) draw.scale(smallWidth / width, smallHeight / height);
  const horizon = height * horizonRatio;
  draw.translate(width / 2, horizon);
  draw.scale(zoom, zoom);
  draw.translate(-width / 2, -horizon);
  const anchor = plan.setting.assetId ?? `${plan.setting.place}|${plan.setting.name}`;
  const own = shown ? placeShown(plan, shown) : undefined;
  drawPlace(draw, own?.scene ?? placeOfPlan(plan), width, height, {
    horizonRatio,
    seed: own?.seed ?? hashString(anchor, seed),
    ...(view ? { view } : {}),
  });
  draw.restore();
  if (target) {
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(target, 0, 0, width, height);
  }
}
