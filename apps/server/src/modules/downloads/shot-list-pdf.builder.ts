import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { cameraMotionLabel, formatSeconds, shotTypeLabel, timelineOf, type DownloadSource } from './download-source.ts';
import { toWinAnsi } from './win-ansi-text.ts';

/** A4 landscape in points. */
const PAGE = { width: 841.89, height: 595.28 } as const;
const MARGIN = 36;
const HEADER_HEIGHT = 40;
/** Shots on one page: each gets a row with its thumbnail and its texts. */
export const SHOTS_PER_PAGE = 4;
const ROW_HEIGHT = (PAGE.height - 2 * MARGIN - HEADER_HEIGHT) / SHOTS_PER_PAGE;
const THUMB = { x: MARGIN + 34, width: 176, height: ROW_HEIGHT - 16 } as const;
const TEXT_X = THUMB.x + THUMB.width + 18;
const TEXT_WIDTH = PAGE.width - MARGIN - TEXT_X;
const BODY_SIZE = 10;
const LINE_HEIGHT = 13;
const MUTED = rgb(0.4, 0.4, 0.45);

/** JPEG or PNG bytes of a shot's image, keyed by shot id (the service reads and shrinks them). */
export type ShotThumbnails = ReadonlyMap<string, { bytes: Uint8Array; format: 'jpg' | 'png' }>;

/** The text broken into lines no wider than `width`; words longer than a line are cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function drawHeader(page: PDFPage, fonts: Fonts, title: string, pageNumber: number, pageCount: number): void {
  const top = PAGE.height - MARGIN;
  const label = `Shot list - page ${pageNumber} of ${pageCount}`;
  const width = fonts.regular.widthOfTextAtSize(label, 9);
  page.drawText(label, { x: PAGE.width - MARGIN - width, y: top - 14, size: 9, font: fonts.regular, color: MUTED });
  // A long episode name is cut with an ellipsis before it runs into the page label.
  const room = PAGE.width - 2 * MARGIN - width - 16;
  const lines = wrapText(title, fonts.bold, 16, room);
  const shown = lines.length > 1 ? `${lines[0]!.slice(0, -1)}…` : (lines[0] ?? '');
  page.drawText(shown, { x: MARGIN, y: top - 16, size: 16, font: fonts.bold });
}

function drawThumbnail(page: PDFPage, fonts: Fonts, image: PDFImage | undefined, rowTop: number): void {
  const boxY = rowTop - 8 - THUMB.height;
  if (!image) {
    page.drawRectangle({
      x: THUMB.x,
      y: boxY,
      width: THUMB.width,
      height: THUMB.height,
      borderColor: MUTED,
      borderWidth: 0.5,
    });
    page.drawText('No image', {
      x: THUMB.x + 8,
      y: boxY + THUMB.height / 2 - 4,
      size: 9,
      font: fonts.regular,
      color: MUTED,
    });
    return;
  }
  const scale = Math.min(THUMB.width / image.width, THUMB.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: THUMB.x + (THUMB.width - width) / 2,
    y: boxY + (THUMB.height - height) / 2,
    width,
    height,
  });
}

/**
 * The shot list as a PDF: A4 landscape pages of SHOTS_PER_PAGE rows, each with the shot's number, thumbnail,
 * type, camera motion, duration and wrapped description (cut with an ellipsis when it overflows its row).
 */
export async function buildShotListPdf(source: DownloadSource, thumbnails: ShotThumbnails): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const title = toWinAnsi(source.scenarioName);
  document.setTitle(`${title} - shot list`);
  document.setCreator('Sym Studio');
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const shots = timelineOf(source).shots;
  const pageCount = Math.max(1, Math.ceil(shots.length / SHOTS_PER_PAGE));
  const pages = Array.from({ length: pageCount }, (_, index) => {
    const page = document.addPage([PAGE.width, PAGE.height]);
    drawHeader(page, fonts, title, index + 1, pageCount);
    return page;
  });
  if (shots.length === 0) {
    pages[0]!.drawText('This episode has no shots yet.', {
      x: MARGIN,
      y: PAGE.height - MARGIN - HEADER_HEIGHT - 14,
      size: 11,
      font: fonts.regular,
    });
  }
  for (const { shot, index, duration } of shots) {
    const page = pages[Math.floor(index / SHOTS_PER_PAGE)]!;
    const rowTop = PAGE.height - MARGIN - HEADER_HEIGHT - (index % SHOTS_PER_PAGE) * ROW_HEIGHT;
    page.drawLine({
      start: { x: MARGIN, y: rowTop },
      end: { x: PAGE.width - MARGIN, y: rowTop },
      thickness: 0.5,
      color: MUTED,
    });
    page.drawText(String(index + 1), { x: MARGIN, y: rowTop - 22, size: 14, font: fonts.bold });

    const thumbnail = thumbnails.get(shot.id);
    const image = thumbnail
      ? await (thumbnail.format === 'png' ? document.embedPng(thumbnail.bytes) : document.embedJpg(thumbnail.bytes))
      : undefined;
    drawThumbnail(page, fonts, image, rowTop);

    const facts = `${shotTypeLabel(shot.type)}  |  Camera motion: ${cameraMotionLabel(shot.cameraMotion)}  |  Duration: ${formatSeconds(duration)} s`;
    page.drawText(facts, { x: TEXT_X, y: rowTop - 20, size: BODY_SIZE, font: fonts.bold });
    const maxLines = Math.floor((ROW_HEIGHT - 38) / LINE_HEIGHT);
    const lines = wrapText(toWinAnsi(shot.description), fonts.regular, BODY_SIZE, TEXT_WIDTH);
    const shown = lines.slice(0, maxLines);
    if (lines.length > maxLines) shown[maxLines - 1] = `${shown[maxLines - 1]!.slice(0, -2)}…`;
    shown.forEach((line, lineIndex) => {
      page.drawText(line, {
        x: TEXT_X,
        y: rowTop - 38 - lineIndex * LINE_HEIGHT,
        size: BODY_SIZE,
        font: fonts.regular,
      });
    });
  }
  return document.save();
}
