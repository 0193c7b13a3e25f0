import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** A page rendered to grey pixels: one byte a pixel, row after row. */
export interface GreyPage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * Renders one page of a PDF with poppler's pdftoppm (Debian poppler-utils, installed by .ci/run) at `dpi`, grey,
 * without anti-aliasing of lines so that a frame's border is solid pixels.
 */
export async function renderPage(pdf: Uint8Array, page = 1, dpi = 72): Promise<GreyPage> {
  const dir = await mkdtemp(join(tmpdir(), 'sym-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const out = join(dir, 'page');
    const args = ['-f', String(page), '-l', String(page), '-r', String(dpi), '-gray', '-aaVector', 'no'];
    await run('pdftoppm', [...args, '-png', '-singlefile', file, out]);
    const { data, info } = await sharp(await readFile(`${out}.png`))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, pixels: new Uint8Array(data) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of one page of a PDF, as poppler's pdftotext reads it (same package as pdftoppm). */
export async function pageText(pdf: Uint8Array, page: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sym-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const DARK = 100;

/** The bounding boxes of the page's connected regions of dark pixels (4-neighbours). */
function darkRegions(page: GreyPage): Box[] {
  const { width, height, pixels } = page;
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const boxes: Box[] = [];
  for (let start = 0; start < pixels.length; start += 1) {
    if (seen[start] || pixels[start]! >= DARK) continue;
    const box = { left: width, top: height, right: -1, bottom: -1 };
    let size = 0;
    stack[size++] = start;
    seen[start] = 1;
    while (size > 0) {
      const at = stack[--size]!;
      const x = at % width;
      const y = (at - x) / width;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
      const neighbours = [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, y > 0 ? at - width : -1];
      neighbours.push(y < height - 1 ? at + width : -1);
      for (const next of neighbours) {
        if (next < 0 || seen[next] || pixels[next]! >= DARK) continue;
        seen[next] = 1;
        stack[size++] = next;
      }
    }
    boxes.push(box);
  }
  return boxes;
}

/** Share of the positions along a box edge where one of the edge's outer pixels (two deep) is dark. */
function edgeCover(page: GreyPage, box: Box, edge: 'top' | 'bottom' | 'left' | 'right'): number {
  const horizontal = edge === 'top' || edge === 'bottom';
  const [from, to] = horizontal ? [box.left, box.right] : [box.top, box.bottom];
  const line = box[edge];
  const inward = edge === 'top' || edge === 'left' ? 1 : -1;
  let covered = 0;
  for (let along = from; along <= to; along += 1) {
    const dark = [0, inward].some((depth) => {
      const [x, y] = horizontal ? [along, line + depth] : [line + depth, along];
      return page.pixels[y * page.width + x]! < DARK;
    });
    if (dark) covered += 1;
  }
  return covered / (to - from + 1);
}

/**
 * The picture frames on a rendered page: dark regions large enough to be a panel (not a letter or a badge) whose
 * four edges are each a nearly unbroken dark line (a rectangle's border, not a blot or a line of text).
 */
export function panelFrames(page: GreyPage): Box[] {
  return darkRegions(page).filter((box) => {
    const width = box.right - box.left + 1;
    const height = box.bottom - box.top + 1;
    if (width < page.width * 0.06 || height < page.height * 0.05) return false;
    return (['top', 'bottom', 'left', 'right'] as const).every((edge) => edgeCover(page, box, edge) >= 0.95);
  });
}
