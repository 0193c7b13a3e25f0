import type { Hsl } from '../color.ts';
import type { PlaceView, Shot } from './camera.ts';
import type { HorizonSector } from './horizon.ts';
import type { Camera, Stage } from './stage.ts';

/** What a place drawing may read besides the stage: the detail words of the plan and the view being drawn. */
export interface PlaceContext {
  details: ReadonlySet<string>;
  view: PlaceView | undefined;
  /** Whether any detail word contains one of these words ("spiral stairs" has "spiral"). */
  has(...words: string[]): boolean;
}

interface Common {
  shot: Shot;
  /** Builds the place on the stage in world coordinates; the camera decides what is seen. */
  build(stage: Stage, place: PlaceContext): void;
  /** A camera of its own for some views (inside a cave, reverse looks deeper in, not out of the mouth). */
  camera?(view: PlaceView | undefined, frame: Frame): Camera | undefined;
}

export interface Frame {
  width: number;
  height: number;
  horizonRatio: number;
}

/** A place under the sky: sky, far skyline, base ground (land or sea), then what stands on it. */
export interface OutdoorDrawing extends Common {
  kind: 'outdoor';
  ground: { color: Hsl; strokes: 'grass' | 'sand' | 'stone' | 'none' } | 'sea';
  horizon: readonly HorizonSector[];
  /** Space: no weather, no clouds, always a starry sky. */
  space?: boolean;
}

/** A room: the camera stands inside walls; the exterior views show the building it is in. */
export interface IndoorDrawing extends Common {
  kind: 'indoor';
  room: { width: number; depth: number; height: number };
  /** The place drawn for the exterior views, and detail words it gets. */
  exterior(place: PlaceContext): { place: string; details: string[] };
}

export type PlaceDrawing = OutdoorDrawing | IndoorDrawing;
