import { describe, expect, it } from 'vitest';
import type { StoryboardOrientation } from '@sym/contracts';
import { aspectOf, CAPTION_GAP, chooseGrid, gridCandidates, layoutPanels, type Rect } from './storyboard-grid.ts';

/** The panel area of an A4 page after margins, header and footer. */
const AREA: Record<StoryboardOrientation, Rect> = {
  landscape: { x: 32, y: 54, width: 778, height: 470 },
  portrait: { x: 32, y: 54, width: 531, height: 716 },
};
const GAP = { x: 14, y: 12 };

const spec = (panels: number, orientation: StoryboardOrientation, aspect = 16 / 9, captionHeight = 40) => ({
  panels,
  orientation,
  area: AREA[orientation],
  aspect,
  captionHeight,
  gap: GAP,
});

const shape = (panels: number, orientation: StoryboardOrientation, aspect?: number, captionHeight?: number) => {
  const { columns, rows } = chooseGrid(spec(panels, orientation, aspect, captionHeight));
  return `${columns}x${rows}`;
};

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 1e-6 &&
  inner.y >= outer.y - 1e-6 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-6 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-6;

describe('storyboard grid', () => {
  it('offers only shapes of at most three panels a side', () => {
    expect(gridCandidates(1)).toEqual([{ columns: 1, rows: 1 }]);
    expect(gridCandidates(2)).toEqual([
      { columns: 1, rows: 2 },
      { columns: 2, rows: 1 },
    ]);
    expect(gridCandidates(4)).toEqual([{ columns: 2, rows: 2 }]);
    expect(gridCandidates(6)).toEqual([
      { columns: 2, rows: 3 },
      { columns: 3, rows: 2 },
    ]);
    expect(gridCandidates(9)).toEqual([{ columns: 3, rows: 3 }]);
    expect(gridCandidates(5)).toEqual([]);
    expect(() => chooseGrid(spec(5, 'landscape'))).toThrow();
  });

  it('puts wide pictures side by side on a landscape page and stacks them on a portrait page', () => {
    // columns x rows
    const landscape = [1, 2, 3, 4, 6, 9].map((panels) => shape(panels, 'landscape'));
    const portrait = [1, 2, 3, 4, 6, 9].map((panels) => shape(panels, 'portrait'));
    expect(landscape).toEqual(['1x1', '2x1', '3x1', '2x2', '3x2', '3x3']);
    expect(portrait).toEqual(['1x1', '1x2', '1x3', '2x2', '2x3', '3x3']);
    // Without texts, stacking two wide pictures on a landscape page would make them a little larger: not enough
    // to go against the orientation the user chose.
    expect([2, 3, 6].map((panels) => shape(panels, 'landscape', 16 / 9, 0))).toEqual(['2x1', '3x1', '3x2']);
    expect([2, 3, 6].map((panels) => shape(panels, 'portrait', 16 / 9, 0))).toEqual(['1x2', '1x3', '2x3']);
  });

  it('gives tall pictures another shape when it makes them clearly larger', () => {
    // Three 9:16 pictures stacked on a portrait page would be thumbnails; side by side they fill the width.
    expect(shape(3, 'portrait', 9 / 16)).toBe('3x1');
    expect(shape(2, 'landscape', 9 / 16)).toBe('2x1');
    expect(shape(6, 'landscape', 9 / 16)).toBe('3x2');
  });

  it('lets the page orientation decide between shapes of about the same picture size', () => {
    // Square pictures without texts on a square area: 1x2 and 2x1 give the same frames.
    const square = { x: 0, y: 0, width: 400, height: 400 };
    const equal = (orientation: StoryboardOrientation) =>
      chooseGrid({ panels: 2, orientation, area: square, aspect: 1, captionHeight: 0, gap: { x: 0, y: 0 } });
    expect(equal('landscape')).toEqual({ columns: 2, rows: 1 });
    expect(equal('portrait')).toEqual({ columns: 1, rows: 2 });
  });

  it.each([
    [1, 'portrait'],
    [2, 'landscape'],
    [3, 'portrait'],
    [4, 'landscape'],
    [6, 'landscape'],
    [6, 'portrait'],
    [9, 'portrait'],
  ] as const)(
    'lays %i panels on a %s page inside their cells, in reading order, at the aspect ratio',
    (panels, orientation) => {
      for (const ratio of ['landscape', 'portrait', 'square'] as const) {
        const aspect = aspectOf(ratio);
        const { grid, boxes } = layoutPanels(spec(panels, orientation, aspect));
        expect(boxes).toHaveLength(panels);
        expect(grid.columns * grid.rows).toBe(panels);
        for (const [index, box] of boxes.entries()) {
          expect(box.frame.width / box.frame.height).toBeCloseTo(aspect, 6);
          expect(inside(box.cell, AREA[orientation])).toBe(true);
          expect(inside(box.frame, box.cell)).toBe(true);
          expect(inside(box.caption, box.cell)).toBe(true);
          // The caption holds at least the height asked for, under the frame.
          expect(box.caption.height).toBeGreaterThanOrEqual(40 - 1e-6);
          expect(box.caption.y + box.caption.height).toBeCloseTo(box.frame.y - CAPTION_GAP, 6);
          for (const other of boxes.slice(index + 1)) expect(overlaps(box.cell, other.cell)).toBe(false);
          // Reading order: the next panel is to the right on the same row, or on a lower row.
          const next = boxes[index + 1];
          if (next) {
            const sameRow = Math.abs(next.cell.y - box.cell.y) < 1e-6;
            expect(sameRow ? next.cell.x > box.cell.x : next.cell.y < box.cell.y).toBe(true);
          }
        }
      }
    },
  );

  it('makes the frame as large as the cell allows', () => {
    const { boxes } = layoutPanels(spec(1, 'landscape'));
    const [box] = boxes;
    // A 16:9 frame on a landscape page is limited by height: it touches the cell's top and its caption.
    expect(box!.frame.y + box!.frame.height).toBeCloseTo(AREA.landscape.y + AREA.landscape.height, 6);
    expect(box!.caption.height).toBeCloseTo(40, 6);
    // On a portrait page it is limited by width and leaves the rest to the caption.
    const [tall] = layoutPanels(spec(1, 'portrait')).boxes;
    expect(tall!.frame.width).toBeCloseTo(AREA.portrait.width, 6);
    expect(tall!.caption.height).toBeGreaterThan(300);
  });
});
