import type { ShotType } from '@sym/contracts';
import type { SketchReference, SketchRequest } from '../types.ts';
import { FIGURE_BOUNDS, figureTraits } from './figures.ts';
import { readOwnFigure } from './own-figure.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where one character goes. Only the shot type and frame size decide its scale, so it looks the same in every shot. */
export interface FigurePlacement {
  referenceId: string;
  /** Head top to soles, in pixels. */
  heightPx: number;
  /** Frame x of the figure's centre line. */
  centerX: number;
  /** 'feet': `anchorY` is where the soles stand; 'face': `anchorY` is the centre of the face. */
  anchor: 'feet' | 'face';
  anchorY: number;
  /** Approximate extent in the frame; may reach past the edges. */
  box: Box;
  /** A region inside the figure's body (or face, for close-ups): the same pixels wherever the figure stands. */
  focusBox: Box;
}

export interface PropPlacement {
  referenceId: string;
  /** Icon side in pixels. */
  size: number;
  centerX: number;
  top: number;
  box: Box;
}

export interface ShotLayout {
  width: number;
  height: number;
  /** Absent for asset images. */
  shotType?: ShotType;
  /** For asset images: what the single asset is. */
  assetType?: SketchReference['type'];
  /** Horizon of a procedural setting, as a fraction of the height. */
  horizonRatio: number;
  /** How far the background is magnified around the horizon (1 = whole setting). */
  zoom: number;
  /** Background softness as a downscale factor (1 = sharp); close shots get a shallow depth of field. */
  softness: number;
  figures: FigurePlacement[];
  props: PropPlacement[];
}

export interface ShotRule {
  /** Figure height as a multiple of the frame unit. */
  figure: number;
  /** The frame unit is the height, but at most this multiple of the width (portrait frames). */
  widthCap: number;
  anchor: 'feet' | 'face';
  /** Feet line (or face line) as a fraction of the frame height. */
  line: number;
  /** When set, the feet stand this fraction of the height plus one figure height down (waist-up framing). */
  headLine?: number;
  /** Whether smaller species stand shorter (true) or every face fills the frame the same (false). */
  bySpecies: boolean;
  maxFigures: number;
  /** Distance between figure centres as a multiple of the frame unit. */
  spacing: number;
  prop: { size: number; max: number; slots: readonly number[] };
  horizonRatio: number;
  zoom: number;
  softness: number;
}

export const RULES: Readonly<Record<ShotType, ShotRule>> = {
  establishing: {
    figure: 0.16,
    widthCap: 1.4,
    anchor: 'feet',
    line: 0.74,
    bySpecies: true,
    maxFigures: 6,
    spacing: 0.075,
    prop: { size: 0, max: 0, slots: [] },
    horizonRatio: 0.56,
    zoom: 1,
    softness: 1,
  },
  wide: {
    figure: 0.56,
    widthCap: 1.4,
    anchor: 'feet',
    line: 0.92,
    bySpecies: true,
    maxFigures: 4,
    spacing: 0.3,
    prop: { size: 0.11, max: 4, slots: [0.09, 0.91, 0.24, 0.76] },
    horizonRatio: 0.58,
    zoom: 1,
    softness: 1,
  },
  medium: {
    figure: 1.42,
    widthCap: 1.65,
    anchor: 'feet',
    line: 1,
    headLine: 0.12,
    bySpecies: true,
    maxFigures: 3,
    spacing: 0.42,
    prop: { size: 0.17, max: 2, slots: [0.11, 0.89] },
    horizonRatio: 0.56,
    zoom: 1.4,
    softness: 1.6,
  },
  close: {
    figure: 3,
    widthCap: 1.1,
    anchor: 'face',
    line: 0.42,
    bySpecies: false,
    maxFigures: 1,
    spacing: 0,
    prop: { size: 0.2, max: 1, slots: [0.86] },
    horizonRatio: 0.55,
    zoom: 2,
    softness: 3,
  },
  extreme_close: {
    figure: 7.5,
    widthCap: 1.1,
    anchor: 'face',
    line: 0.5,
    bySpecies: false,
    maxFigures: 1,
    spacing: 0,
    prop: { size: 0, max: 0, slots: [] },
    horizonRatio: 0.55,
    zoom: 2.6,
    softness: 4,
  },
};

/** The size unit of a frame: its height, but no more than 90 % of its width so portrait frames still fit figures. */
export function frameUnit(width: number, height: number): number {
  return Math.min(height, width * 0.9);
}

function heightFactor(reference: SketchReference): number {
  if (!reference.image) return figureTraits(reference).heightFactor;
  // A portrait this renderer drew is redrawn from its traits, so it keeps its species' height.
  const own = readOwnFigure(reference.image);
  return own ? figureTraits(own).heightFactor : 1;
}

function figurePlacement(
  reference: SketchReference,
  heightPx: number,
  centerX: number,
  anchor: 'feet' | 'face',
  anchorY: number,
): FigurePlacement {
  const perUnit = heightPx / 100;
  const top = anchor === 'feet' ? anchorY - heightPx : anchorY - Math.round(perUnit * 10.5);
  const box: Box = {
    x: centerX + FIGURE_BOUNDS.left * perUnit,
    y: top + FIGURE_BOUNDS.top * perUnit,
    width: (FIGURE_BOUNDS.right - FIGURE_BOUNDS.left) * perUnit,
    height: (FIGURE_BOUNDS.bottom - FIGURE_BOUNDS.top) * perUnit,
  };
  const focusBox: Box =
    anchor === 'feet'
      ? { x: centerX - 5 * perUnit, y: top + 28 * perUnit, width: 10 * perUnit, height: 12 * perUnit }
      : { x: centerX - 5 * perUnit, y: anchorY - 5 * perUnit, width: 10 * perUnit, height: 10 * perUnit };
  return {
    referenceId: reference.id,
    heightPx,
    centerX,
    anchor,
    anchorY,
    box: roundBox(box),
    focusBox: roundBox(focusBox),
  };
}

export function roundBox(box: Box): Box {
  const x = Math.round(box.x);
  const y = Math.round(box.y);
  return { x, y, width: Math.round(box.x + box.width) - x, height: Math.round(box.y + box.height) - y };
}

/** Centres for `count` items `spacing` apart around the middle of the frame, kept inside it. */
function spread(count: number, width: number, spacing: number): number[] {
  return Array.from({ length: count }, (_, index) =>
    Math.round(Math.min(width * 0.92, Math.max(width * 0.08, width / 2 + (index - (count - 1) / 2) * spacing))),
  );
}

function layoutAsset(request: SketchRequest, width: number, height: number): ShotLayout {
  const unit = frameUnit(width, height);
  const asset = request.references[0];
  const base: ShotLayout = {
    width,
    height,
    assetType: asset?.type ?? 'location',
    horizonRatio: 0.6,
    zoom: 1,
    softness: 1,
    figures: [],
    props: [],
  };
  if (asset?.type === 'character') {
    const heightPx = Math.round(unit * 0.76);
    base.figures.push(
      figurePlacement(asset, heightPx, Math.round(width / 2), 'feet', Math.round(height / 2 + heightPx / 2)),
    );
  } else if (asset?.type === 'prop') {
    const size = Math.round(unit * 0.5);
    const top = Math.round(height / 2 - size * 0.55);
    const centerX = Math.round(width / 2);
    base.props.push({
      referenceId: asset.id,
      size,
      centerX,
      top,
      box: roundBox({ x: centerX - size / 2, y: top, width: size, height: size }),
    });
  }
  return base;
}

/** Decide framing, figure scale and positions for a shot (or the single asset of an asset image). */
export function layoutShot(request: SketchRequest): ShotLayout {
  const { width, height } = request;
  if (!request.shotType) return layoutAsset(request, width, height);
  const rule = RULES[request.shotType];
  const unit = Math.min(height, width * rule.widthCap);
  const characters = request.references.filter((reference) => reference.type === 'character');
  // Portrait frames have room for fewer side-by-side figures.
  const maxFigures = Math.max(1, Math.min(rule.maxFigures, Math.floor(width / (unit * Math.max(rule.spacing, 0.01)))));
  const shown = characters.slice(0, maxFigures);
  const centres = spread(shown.length, width, unit * rule.spacing);
  const figures = shown.map((reference, index) => {
    const factor = rule.bySpecies ? heightFactor(reference) : 1;
    const heightPx = Math.round(unit * rule.figure * factor);
    // Waist-up framing: shorter characters stand a little lower, but not so low that they drop out of the frame.
    const anchorY = Math.round(
      rule.headLine === undefined
        ? height * rule.line
        : height * rule.headLine + unit * rule.figure * (1 - factor) * 0.35 + heightPx,
    );
    return figurePlacement(reference, heightPx, centres[index] ?? Math.round(width / 2), rule.anchor, anchorY);
  });
  const propRefs = request.references.filter((reference) => reference.type === 'prop').slice(0, rule.prop.max);
  const size = Math.round(unit * rule.prop.size);
  const props = propRefs.map((reference, index): PropPlacement => {
    const centerX = Math.round(width * (rule.prop.slots[index] ?? 0.5));
    const top = Math.round(height * 0.985 - size * 1.2);
    return {
      referenceId: reference.id,
      size,
      centerX,
      top,
      box: roundBox({ x: centerX - size / 2, y: top, width: size, height: size }),
    };
  });
  return {
    width,
    height,
    shotType: request.shotType,
    horizonRatio: rule.horizonRatio,
    zoom: rule.zoom,
    softness: rule.softness,
    figures,
    props,
  };
}
