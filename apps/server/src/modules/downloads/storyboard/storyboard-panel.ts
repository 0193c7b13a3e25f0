import { rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import type { ShotApprovalState } from '@sym/contracts';
import { allocateLines, type CaptionStyle, type StoryboardShot } from './storyboard-captions.ts';
import type { PanelBox, Rect } from './storyboard-grid.ts';
import { clampLines, fitLine, wrapText } from './pdf-text.ts';

export interface PanelFonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** What one panel prints: its shot, its picture, the label of its footnote marker and its approval tag. */
export interface Panel {
  shot: StoryboardShot;
  image: PDFImage | undefined;
  /** "3" or "3-5"; empty without open comments. */
  marker: string;
  approval: ApprovalTag | null;
}

export interface ApprovalTag {
  label: string;
  color: RGB;
}

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const EMPTY_FILL = rgb(0.94, 0.94, 0.95);
const WHITE = rgb(1, 1, 1);
/** Every frame has the same dark border: the panels read as a grid even with pale pictures. */
export const FRAME_BORDER = 1.5;

/** The tag of a shot's state: its newest verdict, told apart when it was given on an earlier take. */
export function approvalTag(state: ShotApprovalState | undefined): ApprovalTag | null {
  const approval = state?.approval;
  if (!approval) return null;
  if (state.isOutdated) {
    const verdict = approval.state === 'approved' ? 'Approved' : 'Changes requested';
    return { label: `${verdict} on an earlier version`, color: rgb(0.55, 0.45, 0.1) };
  }
  return approval.state === 'approved'
    ? { label: 'Approved', color: rgb(0.12, 0.5, 0.25) }
    : { label: 'Changes requested', color: rgb(0.75, 0.25, 0.1) };
}

/** The picture scaled to fit the frame (the service crops it to the episode's aspect ratio, so it fills it). */
function drawPicture(page: PDFPage, fonts: PanelFonts, image: PDFImage | undefined, frame: Rect, size: number) {
  if (!image) {
    page.drawRectangle({ ...frame, color: EMPTY_FILL });
    const label = 'No picture';
    const width = fonts.regular.widthOfTextAtSize(label, size);
    page.drawText(label, {
      x: frame.x + (frame.width - width) / 2,
      y: frame.y + frame.height / 2 - size / 3,
      size,
      font: fonts.regular,
      color: MUTED,
    });
    return;
  }
  const scale = Math.min(frame.width / image.width, frame.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: frame.x + (frame.width - width) / 2,
    y: frame.y + (frame.height - height) / 2,
    width,
    height,
  });
}

const BADGE_SIZE = 7;
const BADGE_INSET = FRAME_BORDER + 3;
const badgeWidth = (font: PDFFont, text: string) => font.widthOfTextAtSize(text, BADGE_SIZE) + 8;

/** A small filled label in the frame's top corner, at most `room` wide: the approval tag or the footnote marker. */
function drawBadge(
  page: PDFPage,
  font: PDFFont,
  frame: Rect,
  badge: { text: string; color: RGB; corner: 'left' | 'right'; room: number },
) {
  const natural = badgeWidth(font, badge.text);
  const width = Math.min(natural, badge.room);
  if (width < 12) return;
  const height = BADGE_SIZE + 6;
  const x = badge.corner === 'left' ? frame.x + BADGE_INSET : frame.x + frame.width - BADGE_INSET - width;
  const y = frame.y + frame.height - BADGE_INSET - height;
  page.drawRectangle({ x, y, width, height, color: badge.color });
  const text = width < natural ? fitLine(badge.text, font, BADGE_SIZE, width - 8) : badge.text;
  page.drawText(text, { x: x + 4, y: y + 4, size: BADGE_SIZE, font, color: WHITE });
}

function drawHeading(
  page: PDFPage,
  fonts: PanelFonts,
  style: CaptionStyle,
  shot: StoryboardShot,
  area: Rect,
  y: number,
) {
  const { size, fields } = style;
  const duration = fields.has('duration') ? shot.duration : '';
  const durationWidth = duration ? fonts.regular.widthOfTextAtSize(duration, size) : 0;
  if (duration) page.drawText(duration, { x: area.x + area.width - durationWidth, y, size, font: fonts.regular });
  let x = area.x;
  if (fields.has('number')) {
    const label = `Shot ${shot.number}`;
    page.drawText(label, { x, y, size, font: fonts.bold, color: INK });
    x += fonts.bold.widthOfTextAtSize(label, size) + size * 0.8;
  }
  if (fields.has('camera')) {
    const room = area.x + area.width - x - (duration ? durationWidth + size : 0);
    if (room > size)
      page.drawText(fitLine(shot.camera, fonts.regular, size, room), { x, y, size, font: fonts.regular, color: MUTED });
  }
}

/** The texts under the frame: the heading line, then text, dialogue and notes sharing the lines left. */
function drawCaption(page: PDFPage, fonts: PanelFonts, style: CaptionStyle, shot: StoryboardShot, area: Rect) {
  const { size, lineHeight, fields } = style;
  let y = area.y + area.height - size;
  if (style.hasHeading) {
    if (y < area.y) return;
    drawHeading(page, fonts, style, shot, area, y);
    y -= lineHeight;
  }
  const parts = [
    { lines: shot.scene ? wrapText(shot.scene, fonts.bold, size, area.width) : [], font: fonts.bold, color: INK },
    {
      lines: fields.has('text') ? wrapText(shot.text, fonts.regular, size, area.width) : [],
      font: fonts.regular,
      color: INK,
    },
    {
      lines: fields.has('dialogue')
        ? shot.dialogue.flatMap((line) => wrapText(line, fonts.italic, size, area.width))
        : [],
      font: fonts.italic,
      color: INK,
    },
    {
      lines: fields.has('notes') && shot.notes ? wrapText(`Notes: ${shot.notes}`, fonts.regular, size, area.width) : [],
      font: fonts.regular,
      color: MUTED,
    },
  ];
  const room = Math.floor((y - area.y) / lineHeight) + 1;
  const counts = allocateLines(
    parts.map((part) => part.lines.length),
    room,
  );
  parts.forEach((part, index) => {
    for (const line of clampLines(part.lines, counts[index]!, part.font, size, area.width)) {
      page.drawText(line, { x: area.x, y, size, font: part.font, color: part.color });
      y -= lineHeight;
    }
  });
}

/** One panel: the picture in its bordered frame, its badges, and the texts asked for under it. */
export function drawPanel(page: PDFPage, fonts: PanelFonts, style: CaptionStyle, box: PanelBox, panel: Panel): void {
  drawPicture(page, fonts, panel.image, box.frame, style.size);
  page.drawRectangle({ ...box.frame, borderColor: INK, borderWidth: FRAME_BORDER });
  const room = box.frame.width - 2 * BADGE_INSET;
  const markerWidth = panel.marker ? Math.min(badgeWidth(fonts.bold, panel.marker), room) : 0;
  if (panel.marker) drawBadge(page, fonts.bold, box.frame, { text: panel.marker, color: INK, corner: 'right', room });
  if (panel.approval) {
    const { label, color } = panel.approval;
    const left = room - (markerWidth ? markerWidth + 4 : 0);
    drawBadge(page, fonts.bold, box.frame, { text: label, color, corner: 'left', room: left });
  }
  drawCaption(page, fonts, style, panel.shot, box.caption);
}
