import { SITE_META, brandTitleOf, type Tier } from '@sym/contracts';
import { escapeHtml } from './share-page.ts';

/** The site a page announces: the site tier (APP_TIER, limits) and the edition it shows (branding). */
export interface PageSite {
  tier: Tier;
  edition: Tier;
}

/** The meta tags the web app reads at start (contracts' SITE_META). */
export function siteMetaTags(site: PageSite): string {
  return [
    `<meta name="${SITE_META.tier}" content="${escapeHtml(site.tier)}">`,
    `<meta name="${SITE_META.edition}" content="${escapeHtml(site.edition)}">`,
  ].join('\n    ');
}

/** What a page's head shows of a white label: its product name (the title) and its favicon. */
export interface PageBrand {
  productName: string | null;
  faviconUrl: string | null;
}

/** The built page's own icon links, which a white label's favicon replaces. */
const FAVICON_LINK = /\s*<link\b[^>]*\brel=["']?(?:shortcut )?icon["']?[^>]*>/gi;

/**
 * index.html as this site serves it: the site's meta tags in the head and its brand as the title ("Motion Maker
 * Studio", or a white label's product name), so the first paint, the tab and the web app all show the server's
 * edition without a rebuild; a white label's favicon replaces the built one.
 */
export function renderSitePage(indexHtml: string, site: PageSite, brand?: PageBrand): string {
  const title = `<title>${escapeHtml(brand?.productName ?? brandTitleOf(site.edition))}</title>`;
  const hasTitle = /<title>[^<]*<\/title>/i.test(indexHtml);
  const titled = hasTitle ? indexHtml.replace(/<title>[^<]*<\/title>/i, () => title) : indexHtml;
  const html = brand?.faviconUrl ? titled.replace(FAVICON_LINK, '') : titled;
  const favicon = brand?.faviconUrl
    ? `\n    <link rel="icon" type="image/png" href="${escapeHtml(brand.faviconUrl)}">`
    : '';
  const tags = `${siteMetaTags(site)}${hasTitle ? '' : `\n    ${title}`}${favicon}`;
  // Before the first script or stylesheet of the head, so the tags are there when the app starts.
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (open) => `${open}\n    ${tags}`);
  // A page without a head (the tests' minimal index.html): a head goes first, where parsers still read it.
  return html.replace(/<html[^>]*>/i, (open) => `${open}<head>${tags}</head>`);
}
