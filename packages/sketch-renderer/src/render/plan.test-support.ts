import { ScenePlan, SceneFigure, SceneProp, type SceneFraming } from '@sym/contracts';
import type { SketchRequest } from '../types.ts';

const TEXT = { from: 'text', evidence: '' } as const;

/** A figure of a plan: a named person by default. */
export function planFigure(fields: Partial<SceneFigure> & { key: string }): SceneFigure {
  return SceneFigure.parse({ name: fields.key.replace(/^text:/, ''), kind: 'person', source: TEXT, ...fields });
}

/** A prop of a plan. */
export function planProp(fields: Partial<SceneProp> & { key: string; kind: string }): SceneProp {
  return SceneProp.parse({ name: fields.kind, source: TEXT, ...fields });
}

/** A daylight plan on a beach, wide, with the given figures and props. */
export function scenePlan(
  fields: { figures?: SceneFigure[]; props?: SceneProp[]; place?: string; framing?: Partial<SceneFraming> } = {},
): ScenePlan {
  return ScenePlan.parse({
    version: 1,
    setting: { place: fields.place ?? 'beach', interior: false, source: TEXT },
    time: 'day',
    weather: 'clear',
    light: 'bright',
    figures: fields.figures ?? [],
    props: fields.props ?? [],
    framing: { shotType: 'wide', ...fields.framing },
    style: {},
  });
}

/** A 1280×720 shot request drawn from a plan. */
export function planShot(scene: ScenePlan, overrides: Partial<SketchRequest> = {}): SketchRequest {
  return {
    prompt: 'a shot',
    width: 1280,
    height: 720,
    shotType: scene.framing.shotType,
    references: [],
    scene,
    ...overrides,
  };
}
