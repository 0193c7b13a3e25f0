import type { SceneFigure, ScenePlan, SceneProp } from '@sym/contracts';
import { RULES } from './framing.ts';
import type { FigureLook } from './plan-figures.ts';
import type { Pose } from './poses.ts';

// The frame as a stage for a plan's figures and props: their placements, and where people stand at each depth.

/** One drawn member of a plan figure, where it stands and how. */
export interface PlacedFigure {
  figure: SceneFigure;
  member: number;
  look: FigureLook;
  /** Frame x of its centre line and y of the ground under it. */
  x: number;
  groundY: number;
  /** Standing height of a person, or an animal's height, in pixels. */
  heightPx: number;
  facing: 1 | -1;
  gaze: -1 | 0 | 1;
  pose: Pose;
}

export interface PlacedProp {
  prop: SceneProp;
  /** Top-left of the drawing's square box and its side. */
  x: number;
  y: number;
  size: number;
  /** Held props are drawn in the holder's hand, mirrored with the holder. */
  held: boolean;
  /** A boat out on the water: its hull sits in it. */
  afloat?: boolean;
  facing: 1 | -1;
}
const DEPTH_SCALE = { front: 1.18, middle: 1, back: 0.5 } as const;
/** Frame x of the left, centre and right slots, as a fraction of the width. */
export const SLOT_X = { left: 0.27, center: 0.5, right: 0.73 } as const;

/** The frame as the plan's figures stand in it. */
export interface Stage {
  width: number;
  height: number;
  unit: number;
  rule: (typeof RULES)[keyof typeof RULES];
  /** Standing adult height and ground line at each depth. */
  personAt: (depth: SceneFigure['depth']) => { heightPx: number; groundY: number };
}

/** Where people stand in a frame of this plan's shot type. */
export function stageOf(plan: ScenePlan, width: number, height: number): Stage {
  const rule = RULES[plan.framing.shotType];
  const unit = Math.min(height, width * rule.widthCap);
  const horizon = height * rule.horizonRatio;
  return {
    width,
    height,
    unit,
    rule,
    personAt(depth) {
      const heightPx = unit * rule.figure * DEPTH_SCALE[depth];
      if (rule.headLine !== undefined) {
        const top = depth === 'back' ? height * 0.3 : depth === 'front' ? height * 0.06 : height * rule.headLine;
        return { heightPx, groundY: top + heightPx };
      }
      const line = height * rule.line;
      const groundY =
        depth === 'front' ? line + (height - line) * 0.6 : depth === 'back' ? horizon + (line - horizon) * 0.35 : line;
      return { heightPx, groundY };
    },
  };
}

/** An x kept inside the frame's margins. */
export function clampX(x: number, width: number): number {
  return Math.min(width * 0.95, Math.max(width * 0.05, x));
}
