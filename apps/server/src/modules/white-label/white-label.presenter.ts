import { BrandColors, type Brand, type WhiteLabelSettings } from '@sym/contracts';
import type { WhiteLabelRow } from '../../db/schema.ts';
import { brandMediaAddress } from '../../media/media-access.ts';

/** The stored colours, or null when none are set (or a row holds something that is not a full set). */
function colorsOf(row: WhiteLabelRow): BrandColors | null {
  const parsed = BrandColors.safeParse(row.colors);
  return parsed.success ? parsed.data : null;
}

const imageOf = (row: WhiteLabelRow, key: string | null) => (key ? brandMediaAddress(key, row.id) : null);

/** A brand's settings as its managers see them; the scope's empty settings when nothing was saved yet. */
export function presentWhiteLabel(row: WhiteLabelRow | undefined, teamId: string | null): WhiteLabelSettings {
  return {
    id: row?.id ?? null,
    scope: teamId === null ? 'site' : 'team',
    teamId,
    productName: row?.productName ?? null,
    logoUrl: row ? imageOf(row, row.logoKey) : null,
    faviconUrl: row ? imageOf(row, row.faviconKey) : null,
    colors: row ? colorsOf(row) : null,
    emailSenderName: row?.emailSenderName ?? null,
    domains: row?.domains ?? [],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** What a page shows of a brand: never its sender name or domains. */
export function presentBrand(row: WhiteLabelRow): Brand {
  return {
    id: row.id,
    scope: row.teamId === null ? 'site' : 'team',
    productName: row.productName,
    logoUrl: imageOf(row, row.logoKey),
    faviconUrl: imageOf(row, row.faviconKey),
    colors: colorsOf(row),
  };
}

/** Whether a brand changes anything a page or a mail shows (a row cleared of everything does not). */
export function isBrandShown(row: WhiteLabelRow): boolean {
  return Boolean(row.productName || row.logoKey || row.faviconKey || row.emailSenderName || colorsOf(row));
}
