import { PDFDocument, StandardFonts, type PDFImage, type PDFPage } from 'pdf-lib';
import type { ApprovalSummary, ReviewComment, StoryboardPdfOptions } from '@sym/contracts';
import type { DownloadSource } from '../download-source.ts';
import { toWinAnsi } from '../win-ansi-text.ts';
import { captionHeight, captionStyle, storyboardShots } from './storyboard-captions.ts';
import { FootnoteFlow, markerLabel, storyboardFootnotes, type Footnote } from './storyboard-footnotes.ts';
import { aspectOf, layoutPanels, type Rect } from './storyboard-grid.ts';
import { bodyArea, drawPageFrame, pageSize } from './storyboard-page.ts';
import { approvalTag, drawPanel, type PanelFonts } from './storyboard-panel.ts';

/** JPEG or PNG bytes of a shot's current picture, keyed by shot id (the service reads, crops and shrinks them). */
export type ShotPictures = ReadonlyMap<string, { bytes: Uint8Array; format: 'jpg' | 'png' }>;

export interface StoryboardPdfInput {
  source: DownloadSource;
  projectName: string;
  /** The brand's product name: a white label's, else the edition's title ("Sym Studio"). */
  brand: string;
  /** A white label's logo (PNG), drawn in every page's header beside the brand. */
  logo?: Uint8Array | undefined;
  pictures: ShotPictures;
  /** The open threads (first comments followed by their replies); null when comments are not printed. */
  comments: readonly ReviewComment[] | null;
  /** null when approval states are not printed. */
  approvals: ApprovalSummary | null;
  options: StoryboardPdfOptions;
}

const GAP = { x: 14, y: 12 };
/** Share of the page body kept at its bottom for footnotes, when there are open comments to print. */
const FOOTNOTE_SHARE = 0.22;
const FOOTNOTE_SIZE = 7.5;
const NOTES_TITLE = 'Open comments';

function footerOf(shotCount: number, approvals: ApprovalSummary | null): string {
  const parts = ['Storyboard', `${shotCount} ${shotCount === 1 ? 'shot' : 'shots'}`];
  if (approvals) {
    parts.push(`${approvals.approvedCount} of ${approvals.shotCount} approved`);
    if (approvals.episode) {
      const verdict = approvals.episode.state === 'approved' ? 'approved' : 'changes requested';
      parts.push(`episode ${verdict}`);
    }
  }
  return parts.join(' - ');
}

/**
 * The storyboard as a PDF: A4 pages in the orientation asked for, each with a grid of `panels` pictures at the
 * episode's aspect ratio and the texts asked for under them, optionally each shot's approval tag and numbered
 * markers of its open comments printed as footnotes at the page bottom (running on to a page of their own when
 * they do not fit). Every page names the project, the episode and the brand (a white label's name and logo, else
 * the edition's), and is numbered.
 */
export async function buildStoryboardPdf(input: StoryboardPdfInput): Promise<Uint8Array> {
  const { source, options } = input;
  const document = await PDFDocument.create();
  const scenarioName = toWinAnsi(source.scenarioName);
  const brand = toWinAnsi(input.brand);
  document.setTitle(`${scenarioName} - storyboard`);
  document.setCreator(brand);
  const fonts: PanelFonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    italic: await document.embedFont(StandardFonts.HelveticaOblique),
  };
  const shots = storyboardShots(source);
  const footnotes = input.comments ? storyboardFootnotes(input.comments, shots) : null;
  const hasFootnotes = Boolean(footnotes && (footnotes.byShot.size > 0 || footnotes.general.length > 0));

  const size = pageSize(options.orientation);
  const body = bodyArea(size);
  const band = hasFootnotes ? Math.round(body.height * FOOTNOTE_SHARE) : 0;
  const notesArea: Rect = { ...body, height: band };
  const gridArea: Rect = hasFootnotes
    ? { ...body, y: body.y + band + GAP.y, height: body.height - band - GAP.y }
    : body;
  const style = captionStyle(options.panels, options.fields);
  const { boxes } = layoutPanels({
    panels: options.panels,
    orientation: options.orientation,
    area: gridArea,
    aspect: aspectOf(source.aspectRatio),
    captionHeight: captionHeight(style, options.panels),
    gap: GAP,
  });
  const flow = new FootnoteFlow(fonts, FOOTNOTE_SIZE, body.width);
  const approvals = new Map(input.approvals?.shots.map((state) => [state.shotId, state]));

  const addPage = () => document.addPage([size.width, size.height]);
  /** Prints the waiting footnotes in the page's band, then on pages of their own until none is left. */
  const flushFootnotes = (page: PDFPage, more: readonly Footnote[]) => {
    flow.push(more);
    if (hasFootnotes) flow.drawInto(page, notesArea, NOTES_TITLE);
    while (!flow.isEmpty) flow.drawInto(addPage(), body, `${NOTES_TITLE} (continued)`);
  };
  const embed = async (shotId: string): Promise<PDFImage | undefined> => {
    const picture = input.pictures.get(shotId);
    if (!picture) return undefined;
    return picture.format === 'png' ? document.embedPng(picture.bytes) : document.embedJpg(picture.bytes);
  };

  if (shots.length === 0) {
    const page = addPage();
    page.drawText('This episode has no shots yet.', {
      x: body.x,
      y: body.y + body.height - 14,
      size: 11,
      font: fonts.regular,
    });
    flushFootnotes(page, footnotes?.general ?? []);
  }
  for (let start = 0; start < shots.length; start += options.panels) {
    const page = addPage();
    const onPage = shots.slice(start, start + options.panels);
    const pageNotes: Footnote[] = [];
    for (const [index, shot] of onPage.entries()) {
      const notes = footnotes?.byShot.get(shot.id) ?? [];
      pageNotes.push(...notes);
      drawPanel(page, fonts, style, boxes[index]!, {
        shot,
        image: await embed(shot.id),
        marker: markerLabel(notes),
        approval: input.approvals ? approvalTag(approvals.get(shot.id)) : null,
      });
    }
    const isLast = start + options.panels >= shots.length;
    flushFootnotes(page, isLast ? [...pageNotes, ...(footnotes?.general ?? [])] : pageNotes);
  }

  const frame = {
    projectName: toWinAnsi(input.projectName),
    scenarioName,
    brand,
    logo: input.logo ? await document.embedPng(input.logo).catch(() => undefined) : undefined,
    footnote: footerOf(shots.length, input.approvals),
  };
  const pages = document.getPages();
  pages.forEach((page, index) => drawPageFrame(page, fonts, frame, index + 1, pages.length));
  return document.save();
}
