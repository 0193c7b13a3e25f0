import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ScenePlan } from '@sym/contracts';
import { drawBackdrop } from './backdrop.ts';
import type { ShotLayout } from './framing.ts';
import { hashString } from './prng.ts';
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

/** The backdrop's setting for a plan: its place, time of day and weather, read from the plan's fields, not its words. */
export function settingOfPlan(plan: ScenePlan): SettingSpec {
  const { setting } = plan;
  const kind = SETTING_OF_PLACE[setting.place] ?? (setting.interior ? 'interior' : 'field');
  const details = setting.details.join(' ').toLowerCase();
  return {
    kind,
    time: kind === 'space' || plan.time === 'night' ? 'night' : plan.time === 'day' ? 'day' : 'sunset',
    rain: plan.weather === 'rain' || plan.weather === 'storm',
    snow: plan.weather === 'snow',
    fog: plan.weather === 'fog',
    waterBehind:
      ['village', 'castle', 'city', 'mountain', 'field'].includes(kind) &&
      (BY_THE_SEA.has(setting.place) || /\b(sea|ocean|lake|bay|coast|harbour|harbor)\b/.test(details)),
  };
}

/** Paint the place of a plan behind its figures, magnified and softened as the shot's framing asks. */
export function drawPlanBackdrop(ctx: SKRSContext2D, plan: ScenePlan, layout: ShotLayout, seed: number): void {
  const spec = settingOfPlan(plan);
  const anchor = plan.setting.assetId ?? `${plan.setting.place}|${plan.setting.name}`;
  drawBackdrop(ctx, { ...layout, spec, seed: hashString(anchor, seed) });
}
