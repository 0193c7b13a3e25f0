import type { SKRSContext2D } from '@napi-rs/canvas';
import { applyMood } from './backdrop.ts';
import type { SettingSpec } from './setting-words.ts';

/**
 * Time of day and weather over a studio portrait. The studio wall is pale, so rain, snow or fog first turn it to an
 * overcast grey-blue (by day, and under the moonlight too: a rainy night is darker than a rainy day); otherwise
 * light streaks would vanish against it.
 */
export function applyStudioMood(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  spec: SettingSpec,
  seed: number,
): void {
  if ((spec.time === 'day' || spec.time === 'night') && (spec.rain || spec.snow || spec.fog)) {
    ctx.save();
    ctx.globalCompositeOperation = 'multiply';
    const sky = ctx.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, spec.snow ? 'rgb(190,198,212)' : 'rgb(128,140,160)');
    sky.addColorStop(1, spec.snow ? 'rgb(215,220,228)' : 'rgb(165,172,185)');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  }
  applyMood(ctx, width, height, spec, seed);
}
