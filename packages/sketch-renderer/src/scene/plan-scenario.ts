import { planScene, type SceneBefore, type ScenePlanInput } from './plan-scene.ts';

/** How many earlier shots are read back: a scene rarely runs longer, and each is planned again. */
export const SHOTS_READ_BACK = 12;

/**
 * Where and when the shot after `earlier` happens when its words do not say: each earlier shot (first to last) is
 * planned with what the one before it carried, so a place named in shot 3 holds through shots 4 and 5 until a
 * shot names another, and a night stays night until the words change it. Undefined without earlier shots.
 */
export function sceneBefore(earlier: readonly ScenePlanInput[]): SceneBefore | undefined {
  let before: SceneBefore | undefined;
  for (const shot of earlier.slice(-SHOTS_READ_BACK)) {
    const plan = planScene({ ...shot, ...(before ? { before } : {}) });
    // A shot that names no place ("Inside, she waits") passes on the place of the shots before it.
    const setting = plan.setting.source.from !== 'default' ? plan.setting : before?.setting;
    before = { ...(setting ? { setting } : {}), time: plan.time };
  }
  return before;
}
