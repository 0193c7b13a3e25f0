import type { SKRSContext2D } from '@napi-rs/canvas';
import { applyMood } from './backdrop.ts';
import type { SettingSpec } from './setting-words.ts';

/**
 * Time of day and weather over a studio portrait. The studio wall is pale, so rain, snow or fog in daylight first
 * turn it to an overcast grey-blue; otherwise light streaks would vanish against it.
 */
export function applyStudioMood(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  spec: SettingSpec,
  seed: number,
): void {
  if (spec.time === 'day' && (spec.rain || spec.snow || spec.fog)) {
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
