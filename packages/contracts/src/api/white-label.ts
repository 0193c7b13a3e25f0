import { z } from 'zod';
import { MINIMUM_TEXT_CONTRAST, CONTRAST_PAIRS } from '../brand-contrast.ts';
import { BRAND_COLOR_MESSAGE, BRAND_SCOPES, Brand, BrandColors, HexColor } from '../entities/brand.ts';
import { PublicVideo } from '../entities/export.ts';
import { PublicReview } from '../entities/review.ts';
import { Id, Timestamp } from '../limits.ts';
import { MediaUrl } from '../media.ts';
import { PathId } from './scenarios.ts';

/**
 * White label (issue 33, professional edition, feature `white_label`): the site's brand, set by its
 * administrator, and each team's, set by its owner and admins. A project of a team with a brand shows the team's;
 * any other shows the site's; without either, the edition's own name. A request whose Host is one of a brand's
 * custom domains shows that brand on share and review pages.
 */

/** User-facing texts of the white label. */
export const WHITE_LABEL_MESSAGES = {
  invalidColor: BRAND_COLOR_MESSAGE,
  invalidDomain: 'Enter a host name such as video.example.com',
  domainTaken: 'This domain is already used by another brand',
  mainDomain: 'The main address of this site cannot be a custom domain',
  siteAdminOnly: 'Only the site administrator can change the site brand',
  teamRightMissing: "Only a team's owner and admins can change its brand",
  notAnImage: 'Please select a PNG, JPEG or WebP image',
  imageTooLarge: 'File size must be less than 2MB',
  senderName: 'The sender name cannot hold line breaks or angle brackets',
  /** A contrast warning: `{ratio}` and `{minimum}` as numbers. */
  lowContrast: 'Contrast {ratio}:1 is below {minimum}:1, so text may be hard to read',
} as const;

export const WHITE_LABEL_LIMITS = {
  productNameMax: 60,
  senderNameMax: 60,
  domainsMax: 10,
  /** Uploaded logos and favicons, before decoding. */
  imageMaxBytes: 2 * 1024 * 1024,
  /** A logo is stored at most this size (fit inside, never enlarged). */
  logoMaxSide: 512,
  /** A favicon is stored at exactly this size (square, transparent margins). */
  faviconSide: 64,
} as const;

/** The images a brand has. */
export const BRAND_IMAGES = ['logo', 'favicon'] as const;
export type BrandImage = (typeof BRAND_IMAGES)[number];

/** The multipart field of logo and favicon uploads. */
export const BRAND_IMAGE_FIELD = 'image';
export const BRAND_IMAGE_UPLOAD_PATHS: Record<BrandImage, string> = {
  logo: '/api/white-label/logo',
  favicon: '/api/white-label/favicon',
};

/**
 * A host name (no scheme, port or path), in lower case: two or more labels of letters, digits and inner hyphens,
 * the last one starting with a letter (so no IP address).
 */
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const BrandDomain = z.string().trim().toLowerCase().regex(HOSTNAME, WHITE_LABEL_MESSAGES.invalidDomain);

/** Whose brand: a team's (`teamId`) or, without it, the site's. */
export const WhiteLabelScopeInput = z.object({ teamId: PathId.optional() });
export type WhiteLabelScopeInput = z.infer<typeof WhiteLabelScopeInput>;

const ProductName = z.string().trim().min(1).max(WHITE_LABEL_LIMITS.productNameMax);
const SenderName = z
  .string()
  .trim()
  .min(1)
  .max(WHITE_LABEL_LIMITS.senderNameMax)
  .regex(/^[^\r\n<>]*$/, WHITE_LABEL_MESSAGES.senderName);

/** Fields left out stay as they are; null clears one (the edition's own is shown again). */
export const WhiteLabelUpdateInput = WhiteLabelScopeInput.extend({
  productName: ProductName.nullable().optional(),
  colors: BrandColors.nullable().optional(),
  emailSenderName: SenderName.nullable().optional(),
  /** The brand's custom domains; each may belong to one brand only. */
  domains: z.array(BrandDomain).max(WHITE_LABEL_LIMITS.domainsMax).optional(),
});
export type WhiteLabelUpdateInput = z.infer<typeof WhiteLabelUpdateInput>;

export const BrandImageInput = WhiteLabelScopeInput.extend({ image: z.enum(BRAND_IMAGES) });
export type BrandImageInput = z.infer<typeof BrandImageInput>;

/** What a page asks the brand for: its share link, its review link, or the project on screen (signed in). */
export const BrandResolveInput = z.object({
  shareId: z.string().trim().max(100).optional(),
  reviewToken: z.string().trim().max(200).optional(),
  projectId: z.string().trim().max(100).optional(),
});
export type BrandResolveInput = z.infer<typeof BrandResolveInput>;

/** A brand's settings as its managers see them. */
export const WhiteLabelSettings = z.object({
  /** Null until the brand is first saved. */
  id: Id.nullable(),
  scope: z.enum(BRAND_SCOPES),
  teamId: Id.nullable(),
  productName: z.string().nullable(),
  logoUrl: MediaUrl.nullable(),
  faviconUrl: MediaUrl.nullable(),
  colors: BrandColors.nullable(),
  emailSenderName: z.string().nullable(),
  domains: z.array(z.string()),
  updatedAt: Timestamp.nullable(),
});
export type WhiteLabelSettings = z.infer<typeof WhiteLabelSettings>;

/** A pair of the brand's colours whose contrast is below WCAG AA: saved anyway, and told. */
export const ContrastWarning = z.object({
  pair: z.enum(CONTRAST_PAIRS),
  foreground: HexColor,
  background: HexColor,
  ratio: z.number(),
  minimum: z.number(),
  message: z.string(),
});
export type ContrastWarning = z.infer<typeof ContrastWarning>;

export const WhiteLabelUpdateResult = z.object({
  whiteLabel: WhiteLabelSettings,
  warnings: z.array(ContrastWarning),
});
export type WhiteLabelUpdateResult = z.infer<typeof WhiteLabelUpdateResult>;

/** The warning text of a low contrast (English; the web words it from `pair` and `ratio`). */
export function lowContrastMessage(ratio: number, minimum = MINIMUM_TEXT_CONTRAST): string {
  return WHITE_LABEL_MESSAGES.lowContrast.replace('{ratio}', String(ratio)).replace('{minimum}', String(minimum));
}

/** The public video of a share link with the brand its page shows (null: the edition's own). */
export const PublicVideoWithBrand = PublicVideo.extend({ brand: Brand.nullable() });
export type PublicVideoWithBrand = z.infer<typeof PublicVideoWithBrand>;
/** A review link's page with the brand it shows (null: the edition's own). */
export const PublicReviewWithBrand = PublicReview.extend({ brand: Brand.nullable() });
export type PublicReviewWithBrand = z.infer<typeof PublicReviewWithBrand>;
