import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReviewComment } from '@sym/contracts';
import { toWinAnsi } from '../win-ansi-text.ts';
import type { StoryboardShot } from './storyboard-captions.ts';
import type { Rect } from './storyboard-grid.ts';
import { wrapText } from './pdf-text.ts';

/** One open thread printed as a footnote: its number (the marker on its panel) and its comments as paragraphs. */
export interface Footnote {
  number: number;
  shotId: string | null;
  /** The thread's first comment, then each reply. */
  paragraphs: string[];
}

/** The footnotes of the shots' threads by shot, numbered in the order the panels are printed, then the others. */
export interface StoryboardFootnotes {
  byShot: ReadonlyMap<string, Footnote[]>;
  /** Threads about a moment of the animatic or the whole episode: printed after the last panel's. */
  general: Footnote[];
}

/** 64.5 → "1:04.5"; whole seconds without decimals. */
export function clockTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round((seconds - minutes * 60) * 10) / 10;
  return `${minutes}:${rest < 10 ? '0' : ''}${rest}`;
}

function authorOf(comment: ReviewComment): string {
  return `${comment.author.name}${comment.author.isGuest ? ' (guest)' : ''}`;
}

function placeOf(root: ReviewComment, shotNumbers: ReadonlyMap<string, number>): string {
  if (root.shotId) {
    const version = root.version ? ` (v${root.version.number})` : '';
    return `Shot ${shotNumbers.get(root.shotId) ?? '?'}${version}`;
  }
  if (root.timeSeconds !== null) {
    const end = root.timeEndSeconds !== null ? `-${clockTime(root.timeEndSeconds)}` : '';
    return `At ${clockTime(root.timeSeconds)}${end}`;
  }
  return 'Episode';
}

/**
 * Numbers the open threads (comments in thread order: each first comment followed by its replies) as footnotes:
 * the threads of each shot in the shots' order, then those about a moment or the whole episode.
 */
export function storyboardFootnotes(
  comments: readonly ReviewComment[],
  shots: readonly StoryboardShot[],
): StoryboardFootnotes {
  const threads = new Map<string, { root: ReviewComment; replies: ReviewComment[] }>();
  for (const comment of comments) {
    if (!comment.parentId) threads.set(comment.id, { root: comment, replies: [] });
    else threads.get(comment.parentId)?.replies.push(comment);
  }
  const shotNumbers = new Map(shots.map((shot) => [shot.id, shot.number]));
  const ordered = [...threads.values()].sort((a, b) => {
    const place = (thread: { root: ReviewComment }) =>
      thread.root.shotId ? (shotNumbers.get(thread.root.shotId) ?? Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER;
    return place(a) - place(b);
  });
  const byShot = new Map<string, Footnote[]>();
  const general: Footnote[] = [];
  ordered.forEach(({ root, replies }, index) => {
    const drawing = root.annotation ? ' [drawing]' : '';
    const footnote: Footnote = {
      number: index + 1,
      shotId: root.shotId && shotNumbers.has(root.shotId) ? root.shotId : null,
      paragraphs: [
        toWinAnsi(`${placeOf(root, shotNumbers)} - ${authorOf(root)}${drawing}: ${root.body}`),
        ...replies.map((reply) => toWinAnsi(`${authorOf(reply)}: ${reply.body}`)),
      ],
    };
    if (footnote.shotId) byShot.set(footnote.shotId, [...(byShot.get(footnote.shotId) ?? []), footnote]);
    else general.push(footnote);
  });
  return { byShot, general };
}

/** The label of a panel's footnote marker: "3", or "3-5" for several threads (numbered one after another). */
export function markerLabel(footnotes: readonly Footnote[]): string {
  if (footnotes.length === 0) return '';
  const first = footnotes[0]!.number;
  const last = footnotes.at(-1)!.number;
  return first === last ? String(first) : `${first}-${last}`;
}

interface FlowLine {
  text: string;
  /** The footnote's number, drawn in the gutter on its first line. */
  number?: string;
  indent: number;
}

const GUTTER = 18;
const REPLY_INDENT = 12;
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.75, 0.75, 0.78);

/**
 * Footnote lines waiting to be printed: each page's band takes what fits, and what does not carries on to the
 * next band or a page of its own.
 */
export class FootnoteFlow {
  private lines: FlowLine[] = [];

  constructor(
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly size: number,
    private readonly width: number,
  ) {}

  get isEmpty(): boolean {
    return this.lines.length === 0;
  }

  get lineHeight(): number {
    return this.size * 1.3;
  }

  push(footnotes: readonly Footnote[]): void {
    for (const footnote of footnotes) {
      footnote.paragraphs.forEach((paragraph, index) => {
        const indent = GUTTER + (index === 0 ? 0 : REPLY_INDENT);
        wrapText(paragraph, this.fonts.regular, this.size, this.width - indent).forEach((text, line) => {
          this.lines.push({ text, indent, ...(index === 0 && line === 0 && { number: String(footnote.number) }) });
        });
      });
    }
  }

  /** Prints under a rule and a title as many waiting lines as fit in `area`, top down. */
  drawInto(page: PDFPage, area: Rect, title: string): void {
    if (this.isEmpty) return;
    const top = area.y + area.height;
    page.drawLine({
      start: { x: area.x, y: top },
      end: { x: area.x + area.width, y: top },
      thickness: 0.5,
      color: RULE,
    });
    let baseline = top - 4 - this.size;
    page.drawText(title, { x: area.x, y: baseline, size: this.size, font: this.fonts.bold, color: MUTED });
    baseline -= this.lineHeight;
    while (!this.isEmpty && baseline >= area.y) {
      const line = this.lines.shift()!;
      if (line.number) {
        page.drawText(line.number, { x: area.x, y: baseline, size: this.size, font: this.fonts.bold });
      }
      page.drawText(line.text, { x: area.x + line.indent, y: baseline, size: this.size, font: this.fonts.regular });
      baseline -= this.lineHeight;
    }
  }
}
