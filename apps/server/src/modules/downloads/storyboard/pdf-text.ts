import type { PDFFont } from 'pdf-lib';

const ELLIPSIS = '…';

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

/** The line shortened until it fits `width` with an ellipsis after it. */
export function withEllipsis(line: string, font: PDFFont, size: number, width: number): string {
  let cut = line.trimEnd();
  while (cut && font.widthOfTextAtSize(`${cut}${ELLIPSIS}`, size) > width) cut = cut.slice(0, -1).trimEnd();
  return `${cut}${ELLIPSIS}`;
}

/** The first `count` lines, the last one ending with an ellipsis when lines were left out. */
export function clampLines(lines: readonly string[], count: number, font: PDFFont, size: number, width: number) {
  if (lines.length <= count) return [...lines];
  if (count <= 0) return [];
  const shown = lines.slice(0, count);
  shown[count - 1] = withEllipsis(shown[count - 1]!, font, size, width);
  return shown;
}

/** The text on one line, cut with an ellipsis when it is wider than `width`. */
export function fitLine(text: string, font: PDFFont, size: number, width: number): string {
  return font.widthOfTextAtSize(text, size) <= width ? text : withEllipsis(text, font, size, width);
}
