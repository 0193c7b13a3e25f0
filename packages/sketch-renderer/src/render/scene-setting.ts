import type { SKRSContext2D } from '@napi-rs/canvas';
import type { SceneWeather } from '@sym/contracts';
import { drawPlace } from './places/draw-place.ts';
import type { SettingKind, SettingSpec } from './setting-words.ts';

export { drawPlace, type PlaceOptions, type PlaceScene } from './places/draw-place.ts';
export { PLACE_VIEWS, type PlaceView } from './places/camera.ts';

/** The place drawn for each of the old setting kinds, so callers that still read a SettingSpec draw the new places. */
const PLACE_OF_KIND: Record<SettingKind, string> = {
  forest: 'forest',
  city: 'city',
  sea: 'sea',
  harbor: 'harbour',
  beach: 'beach',
  mountain: 'mountain',
  desert: 'desert',
  village: 'village',
  castle: 'castle',
  interior: 'room',
  kitchen: 'kitchen',
  cave: 'cave',
  field: 'field',
  river: 'river',
  space: 'space',
};

function weatherOf(spec: SettingSpec): SceneWeather {
  if (spec.storm) return 'storm';
  if (spec.rain) return 'rain';
  if (spec.snow) return 'snow';
  if (spec.fog) return 'fog';
  return spec.cloudy ? 'cloudy' : 'clear';
}

/** Draws a whole procedural setting read from words (the old SettingSpec), through the place drawings. */
export function drawSetting(
  ctx: SKRSContext2D,
  spec: SettingSpec,
  width: number,
  height: number,
  options: { horizonRatio: number; seed: number },
): void {
  const place = PLACE_OF_KIND[spec.kind];
  drawPlace(
    ctx,
    {
      place,
      interior: spec.kind === 'interior' || spec.kind === 'kitchen',
      details: spec.waterBehind || spec.kind === 'harbor' ? ['sea'] : [],
      time: spec.time,
      weather: weatherOf(spec),
      light: spec.light ?? 'soft',
    },
    width,
    height,
    options,
  );
}
