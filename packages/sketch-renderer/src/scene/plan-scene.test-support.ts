import { expect } from 'vitest';
import { ScenePlan, type ShotType } from '@sym/contracts';
import { planScene, type PlanAsset } from './plan-scene.ts';

// Shared by the planScene tests: the shape of a case (a shot text and what its plan must hold), the check of a plan
// against it, and the assets the lighthouse story links.

/** What a shot's plan must hold; figures are found by name, props and holds by their kind. */
export interface Expected {
  place?: string;
  interior?: boolean;
  time?: ScenePlan['time'];
  weather?: ScenePlan['weather'];
  light?: ScenePlan['light'];
  figures?: Array<{
    name: string;
    kind?: 'person' | 'animal' | 'group';
    species?: string;
    action?: string;
    holds?: string | null;
    lookAt?: string;
    traits?: string[];
    count?: number;
    /** Traits the figure must not have (another figure's clothes). */
    notTraits?: string[];
  }>;
  /** Exactly these figure names, in any order. */
  figureNames?: string[];
  props?: string[];
  /** Place words the setting keeps as details. */
  details?: string[];
  subject?: string | null;
  angle?: ScenePlan['framing']['angle'];
}

export interface Case {
  genre: string;
  text: string;
  /** The shot's action line, as the breakdown writes it. */
  action?: string;
  type?: ShotType;
  assets?: PlanAsset[];
  expect: Expected;
}

export const mara: PlanAsset = {
  id: 'mara',
  name: 'Mara',
  type: 'character',
  description: 'a young woman in a red scarf',
};
export const tobias: PlanAsset = {
  id: 'tobias',
  name: 'Old Tobias',
  type: 'character',
  description: 'a retired fisherman with a grey beard and a wooden pipe',
};
export const seaCave: PlanAsset = {
  id: 'cave',
  name: 'Sea Cave',
  type: 'location',
  description: 'a dark cave under the cliffs',
};

/** Plans a case's shot as the generation does and checks the plan against what it must hold. */
export function planCase(each: Case): void {
  const plan = planScene({
    shotType: each.type ?? 'medium',
    description: each.text,
    action: each.action,
    assets: each.assets ?? [],
  });
  expect(ScenePlan.parse(plan)).toEqual(plan);
  check(plan, each.expect);
}

function check(plan: ScenePlan, expected: Expected): void {
  const figureByName = (name: string) => plan.figures.find((figure) => figure.name === name);
  const keyName = (key: string | null) =>
    plan.figures.find((figure) => figure.key === key)?.name ??
    plan.props.find((prop) => prop.key === key)?.kind ??
    null;
  if (expected.place !== undefined) expect(plan.setting.place).toBe(expected.place);
  if (expected.interior !== undefined) expect(plan.setting.interior).toBe(expected.interior);
  if (expected.time !== undefined) expect(plan.time).toBe(expected.time);
  if (expected.weather !== undefined) expect(plan.weather).toBe(expected.weather);
  if (expected.light !== undefined) expect(plan.light).toBe(expected.light);
  if (expected.angle !== undefined) expect(plan.framing.angle).toBe(expected.angle);
  if (expected.figureNames !== undefined)
    expect(plan.figures.map((figure) => figure.name).sort()).toEqual([...expected.figureNames].sort());
  for (const want of expected.figures ?? []) {
    const figure = figureByName(want.name);
    expect(figure, `figure ${want.name} in ${plan.figures.map((each) => each.name).join(', ')}`).toBeDefined();
    if (want.kind) expect(figure!.kind).toBe(want.kind);
    if (want.species) expect(figure!.species).toBe(want.species);
    if (want.action) expect(figure!.action, want.name).toBe(want.action);
    if (want.holds !== undefined) expect(keyName(figure!.holds), `${want.name} holds`).toBe(want.holds);
    if (want.lookAt) expect(keyName(figure!.lookAt), `${want.name} looks at`).toBe(want.lookAt);
    if (want.count) expect(figure!.count).toBe(want.count);
    for (const trait of want.traits ?? []) expect(figure!.traits).toContain(trait);
    for (const trait of want.notTraits ?? []) expect(figure!.traits).not.toContain(trait);
  }
  if (expected.props !== undefined)
    expect(plan.props.map((prop) => prop.kind).sort()).toEqual([...expected.props].sort());
  for (const detail of expected.details ?? []) expect(plan.setting.details).toContain(detail);
  if (expected.subject !== undefined) expect(keyName(plan.framing.subject)).toBe(expected.subject);
}
