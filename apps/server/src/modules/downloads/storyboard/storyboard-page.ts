import { rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { StoryboardOrientation } from '@sym/contracts';
import type { Rect, Size } from './storyboard-grid.ts';
import { fitLine } from './pdf-text.ts';

/** A4 in points. */
const A4 = { short: 595.28, long: 841.89 } as const;
export const MARGIN = 32;
const HEADER_HEIGHT = 30;
const FOOTER_HEIGHT = 20;
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.75, 0.75, 0.78);

export function pageSize(orientation: StoryboardOrientation): Size {
  return orientation === 'landscape' ? { width: A4.long, height: A4.short } : { width: A4.short, height: A4.long };
}

/** The page between the margins, under the header and over the footer. */
export function bodyArea(page: Size): Rect {
  return {
    x: MARGIN,
    y: MARGIN + FOOTER_HEIGHT,
    width: page.width - 2 * MARGIN,
    height: page.height - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT,
  };
}

/** What every page names: the project, the episode and the brand (a white label's, else the edition's). */
export interface PageFrame {
  projectName: string;
  scenarioName: string;
  brand: string;
  /** A white label's logo, drawn before the brand's name. */
  logo?: PDFImage | undefined;
  /** Left in the footer, e.g. "Storyboard - 2 of 3 approved". */
  footnote: string;
}

/** A logo in the header is at most this tall and wide, in points. */
const LOGO_BOX = { width: 96, height: 18 } as const;
const LOGO_GAP = 6;

/** Draws the logo right-aligned to `right`, scaled into LOGO_BOX and centred on the header's text line; its width. */
function drawLogo(page: PDFPage, logo: PDFImage, right: number, top: number): number {
  const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 1);
  const size = { width: logo.width * scale, height: logo.height * scale };
  page.drawImage(logo, { x: right - size.width, y: top - 9 - size.height / 2, ...size });
  return size.width;
}

/** The header (project and episode left, brand right, a rule under them) and the footer with "Page n of N". */
export function drawPageFrame(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  frame: PageFrame,
  pageNumber: number,
  pageCount: number,
): void {
  const { width, height } = page.getSize();
  const top = height - MARGIN;
  const nameWidth = fonts.regular.widthOfTextAtSize(frame.brand, 9);
  page.drawText(frame.brand, {
    x: width - MARGIN - nameWidth,
    y: top - 12,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });
  const logoWidth = frame.logo ? drawLogo(page, frame.logo, width - MARGIN - nameWidth - LOGO_GAP, top) : 0;
  const brandWidth = nameWidth + (logoWidth > 0 ? logoWidth + LOGO_GAP : 0);
  // A long project or episode name is cut with an ellipsis before it runs into the brand.
  const room = width - 2 * MARGIN - brandWidth - 16;
  const project = fitLine(frame.projectName, fonts.bold, 12, room * 0.5);
  page.drawText(project, { x: MARGIN, y: top - 12, size: 12, font: fonts.bold });
  const after = MARGIN + fonts.bold.widthOfTextAtSize(project, 12);
  const episode = fitLine(`  /  ${frame.scenarioName}`, fonts.regular, 12, MARGIN + room - after);
  page.drawText(episode, { x: after, y: top - 12, size: 12, font: fonts.regular });
  page.drawLine({
    start: { x: MARGIN, y: top - HEADER_HEIGHT + 10 },
    end: { x: width - MARGIN, y: top - HEADER_HEIGHT + 10 },
    thickness: 0.5,
    color: RULE,
  });

  const label = `Page ${pageNumber} of ${pageCount}`;
  const labelWidth = fonts.regular.widthOfTextAtSize(label, 8);
  page.drawText(label, { x: width - MARGIN - labelWidth, y: MARGIN, size: 8, font: fonts.regular, color: MUTED });
  const left = fitLine(frame.footnote, fonts.regular, 8, width - 2 * MARGIN - labelWidth - 16);
  page.drawText(left, { x: MARGIN, y: MARGIN, size: 8, font: fonts.regular, color: MUTED });
}
