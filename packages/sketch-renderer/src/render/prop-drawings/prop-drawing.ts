import type { Hsl } from '../color.ts';
import type { Pen } from '../figure-pen.ts';

/**
 * One prop's drawing: painted into a 100 × 100 box whose base line is y = 96 (things stand on it), in the colour
 * the traits give (`tint`) or its own.
 */
export interface PropDrawing {
  /** The colour it has when the text names none (a brass telescope, a wooden boat). */
  color: Hsl;
  /** Side of the 100-unit box relative to a standing adult's height (a boat is longer than a person is tall). */
  scale: number;
  /** Where a hand holds it, in box units. */
  grip: readonly [number, number];
  draw(pen: Pen, tint: Hsl): void;
}

export type PropDrawings = Readonly<Record<string, PropDrawing>>;

export const WOOD: Hsl = [28, 45, 36];
export const PAPER: Hsl = [44, 45, 86];
export const STEEL: Hsl = [210, 10, 70];
export const BRASS: Hsl = [42, 70, 50];
export const DARK: Hsl = [220, 10, 18];
