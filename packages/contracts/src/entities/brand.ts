import { z } from 'zod';
import { Id } from '../limits.ts';
import { MediaUrl } from '../media.ts';

/** Whose brand it is: the site's (its administrator sets it) or a team's (its owner and admins). */
export const BRAND_SCOPES = ['site', 'team'] as const;
export type BrandScope = (typeof BRAND_SCOPES)[number];

/** Why a colour is refused. */
export const BRAND_COLOR_MESSAGE = 'Use a colour in the form #rrggbb';

/** A colour as #rrggbb, stored and answered in lower case. */
export const HexColor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, BRAND_COLOR_MESSAGE);
export type HexColor = z.infer<typeof HexColor>;

/**
 * A brand's colours: `primary` (buttons, links, the accent of the app), `accent` (highlights such as the brand
 * title's second word), `background` (the page) and `text` (what is written on the page and on primary).
 */
export const BrandColors = z.object({ primary: HexColor, accent: HexColor, background: HexColor, text: HexColor });
export type BrandColors = z.infer<typeof BrandColors>;
export const BRAND_COLOR_NAMES = ['primary', 'accent', 'background', 'text'] as const;
export type BrandColorName = (typeof BRAND_COLOR_NAMES)[number];

/**
 * The brand a page shows (white label, issue 33): the product name, logo, favicon and colours. Null fields keep
 * the edition's own. Its pictures are addressed in the brand's scope (`/media/<key>?brand=<id>`), so anyone may
 * load them while the brand uses them.
 */
export const Brand = z.object({
  id: Id,
  scope: z.enum(BRAND_SCOPES),
  productName: z.string().nullable(),
  logoUrl: MediaUrl.nullable(),
  faviconUrl: MediaUrl.nullable(),
  colors: BrandColors.nullable(),
});
export type Brand = z.infer<typeof Brand>;
