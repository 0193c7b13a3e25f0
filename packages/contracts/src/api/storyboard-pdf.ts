import { z } from 'zod';

/** How many panels a storyboard PDF page holds. */
export const STORYBOARD_PANEL_COUNTS = [1, 2, 3, 4, 6, 9] as const;
export type StoryboardPanelCount = (typeof STORYBOARD_PANEL_COUNTS)[number];

export const STORYBOARD_ORIENTATIONS = ['portrait', 'landscape'] as const;
export type StoryboardOrientation = (typeof STORYBOARD_ORIENTATIONS)[number];

/** The texts a panel may carry under its picture; `camera` is the shot type with the camera motion. */
export const STORYBOARD_FIELDS = ['number', 'text', 'dialogue', 'duration', 'camera', 'notes'] as const;
export type StoryboardField = (typeof STORYBOARD_FIELDS)[number];

/**
 * Without options the PDF is what the shot list PDF always was: four shots a page, A4 landscape, each with its
 * number, type and camera motion, duration and description.
 */
export const STORYBOARD_PDF_DEFAULTS = {
  panels: 4,
  orientation: 'landscape',
  fields: ['number', 'text', 'duration', 'camera'],
  comments: false,
  approvals: false,
} as const satisfies {
  panels: StoryboardPanelCount;
  orientation: StoryboardOrientation;
  fields: readonly StoryboardField[];
  comments: boolean;
  approvals: boolean;
};

export const STORYBOARD_PDF_MESSAGES = {
  panels: `Panels per page must be one of ${STORYBOARD_PANEL_COUNTS.join(', ')}`,
  fields: `Fields must be a comma-separated list of ${STORYBOARD_FIELDS.join(', ')}`,
} as const;

/** A query-string flag: 'true', 'false', '1', '0' (or a real boolean from a client that sends JSON). */
const QueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Must be true or false' })
  .transform((value) => value === true || value === 'true' || value === '1');

const Panels = z.coerce
  .number({ error: STORYBOARD_PDF_MESSAGES.panels })
  .pipe(z.literal(STORYBOARD_PANEL_COUNTS, { error: STORYBOARD_PDF_MESSAGES.panels }));

/** `number,text,camera` (an empty value: no text under the panels); each name at most once. */
const Fields = z
  .union([z.string(), z.array(z.enum(STORYBOARD_FIELDS))])
  .transform((value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : value,
  )
  .pipe(z.array(z.enum(STORYBOARD_FIELDS, { error: STORYBOARD_PDF_MESSAGES.fields })).max(STORYBOARD_FIELDS.length))
  .transform((names) => [...new Set(names)]);

/**
 * The layout of the storyboard PDF (GET /api/scenarios/{id}/download/pdf?panels=6&orientation=landscape&…): panels
 * per page, page orientation, the texts under each panel, and whether open comments (as numbered footnotes) and
 * each shot's approval state are printed.
 */
export const StoryboardPdfOptions = z.object({
  panels: Panels.default(STORYBOARD_PDF_DEFAULTS.panels),
  orientation: z.enum(STORYBOARD_ORIENTATIONS).default(STORYBOARD_PDF_DEFAULTS.orientation),
  fields: Fields.default([...STORYBOARD_PDF_DEFAULTS.fields]),
  comments: QueryFlag.default(STORYBOARD_PDF_DEFAULTS.comments),
  approvals: QueryFlag.default(STORYBOARD_PDF_DEFAULTS.approvals),
});
export type StoryboardPdfOptions = z.output<typeof StoryboardPdfOptions>;

/** The options as the download route's query string values (what a client sends). */
export function storyboardPdfQuery(options: StoryboardPdfOptions): Record<string, string> {
  return {
    panels: String(options.panels),
    orientation: options.orientation,
    fields: options.fields.join(','),
    comments: String(options.comments),
    approvals: String(options.approvals),
  };
}
