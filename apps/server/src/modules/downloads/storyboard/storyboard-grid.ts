import type { AspectRatio, StoryboardOrientation } from '@sym/contracts';

/** PDF points; a rectangle's x, y is its bottom-left corner (PDF pages grow upwards). */
export interface Size {
  width: number;
  height: number;
}
export interface Rect extends Size {
  x: number;
  y: number;
}

/** Panels across (columns) and down (rows) a page. */
export interface Grid {
  columns: number;
  rows: number;
}

/** One panel's place: its cell, the picture frame at the cell's top, and the caption space under the frame. */
export interface PanelBox {
  cell: Rect;
  frame: Rect;
  caption: Rect;
}

export interface GridSpec {
  panels: number;
  orientation: StoryboardOrientation;
  /** Where the panels go: the page between header, footer and margins (and any footnote band). */
  area: Rect;
  /** Width over height of every picture: the episode's aspect ratio. */
  aspect: number;
  /** Height kept under each frame for its texts (0 without texts); a frame limited by width leaves more. */
  captionHeight: number;
  gap: { x: number; y: number };
}

/** More than three panels along one side makes pictures and their texts too narrow to read. */
const MAX_PER_SIDE = 3;
/** Another shape than the page orientation's must make the pictures this much larger to be chosen. */
const CLEARLY_LARGER = 1.25;
/** A frame narrower than this share of its cell has its texts run the cell's width. */
const NARROW_FRAME = 0.6;
/** Space between a frame and its caption. */
export const CAPTION_GAP = 4;

const ASPECTS: Record<AspectRatio, number> = { landscape: 16 / 9, portrait: 9 / 16, square: 1 };

export const aspectOf = (ratio: AspectRatio): number => ASPECTS[ratio];

/** Every columns × rows holding exactly `panels`, neither side above three (4 → 2×2 only, 9 → 3×3 only). */
export function gridCandidates(panels: number): Grid[] {
  const grids: Grid[] = [];
  for (let columns = 1; columns <= MAX_PER_SIDE; columns += 1) {
    const rows = panels / columns;
    if (Number.isInteger(rows) && rows <= MAX_PER_SIDE) grids.push({ columns, rows });
  }
  return grids;
}

function cellSize(area: Size, grid: Grid, gap: GridSpec['gap']): Size {
  return {
    width: (area.width - gap.x * (grid.columns - 1)) / grid.columns,
    height: (area.height - gap.y * (grid.rows - 1)) / grid.rows,
  };
}

/** The largest frame of the aspect ratio fitting the cell's width and its height above the caption. */
export function frameSize(cell: Size, aspect: number, captionHeight: number): Size {
  const room = Math.max(0, cell.height - (captionHeight > 0 ? captionHeight + CAPTION_GAP : 0));
  const width = Math.min(cell.width, room * aspect);
  return { width, height: width / aspect };
}

/**
 * The shape of the grid: the page's orientation decides (a landscape page puts two or three panels side by side,
 * a portrait page stacks them), unless another shape makes the pictures clearly larger, as side by side does for
 * tall 9:16 pictures on a portrait page.
 */
export function chooseGrid(spec: Omit<GridSpec, 'area'> & { area: Size }): Grid {
  const candidates = gridCandidates(spec.panels);
  if (candidates.length === 0) throw new Error(`No grid holds ${spec.panels} panels`);
  const frameArea = (grid: Grid) => {
    const frame = frameSize(cellSize(spec.area, grid, spec.gap), spec.aspect, spec.captionHeight);
    return frame.width * frame.height;
  };
  const fitsOrientation = (grid: Grid) =>
    spec.orientation === 'landscape' ? grid.columns >= grid.rows : grid.rows >= grid.columns;
  const preferred = candidates.find(fitsOrientation) ?? candidates[0]!;
  const largest = candidates.reduce((best, grid) => (frameArea(grid) > frameArea(best) ? grid : best));
  return frameArea(largest) >= CLEARLY_LARGER * frameArea(preferred) ? largest : preferred;
}

/** The panels of a page in reading order (left to right, then top to bottom), each frame centred in its cell. */
export function layoutPanels(spec: GridSpec): { grid: Grid; boxes: PanelBox[] } {
  const grid = chooseGrid(spec);
  const cell = cellSize(spec.area, grid, spec.gap);
  const frame = frameSize(cell, spec.aspect, spec.captionHeight);
  // Texts line up with a frame that nearly fills its cell; under a narrow (tall) picture they use the cell's width.
  const alignToFrame = frame.width >= NARROW_FRAME * cell.width;
  const boxes: PanelBox[] = [];
  for (let row = 0; row < grid.rows; row += 1) {
    for (let column = 0; column < grid.columns; column += 1) {
      const x = spec.area.x + column * (cell.width + spec.gap.x);
      const top = spec.area.y + spec.area.height - row * (cell.height + spec.gap.y);
      const frameBottom = top - frame.height;
      boxes.push({
        cell: { x, y: top - cell.height, ...cell },
        frame: { x: x + (cell.width - frame.width) / 2, y: frameBottom, ...frame },
        caption: {
          x: alignToFrame ? x + (cell.width - frame.width) / 2 : x,
          y: top - cell.height,
          width: alignToFrame ? frame.width : cell.width,
          height: Math.max(0, frameBottom - CAPTION_GAP - (top - cell.height)),
        },
      });
    }
  }
  return { grid, boxes };
}
