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

/**
 * index.html as this site serves it: the site's meta tags in the head and its brand as the title ("Motion Maker
 * Studio"), so the first paint, the tab and the web app all show the server's edition without a rebuild.
 */
export function renderSitePage(indexHtml: string, site: PageSite): string {
  const title = `<title>${escapeHtml(brandTitleOf(site.edition))}</title>`;
  const hasTitle = /<title>[^<]*<\/title>/i.test(indexHtml);
  const html = hasTitle ? indexHtml.replace(/<title>[^<]*<\/title>/i, () => title) : indexHtml;
  const tags = hasTitle ? siteMetaTags(site) : `${siteMetaTags(site)}\n    ${title}`;
  // Before the first script or stylesheet of the head, so the tags are there when the app starts.
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (open) => `${open}\n    ${tags}`);
  // A page without a head (the tests' minimal index.html): a head goes first, where parsers still read it.
  return html.replace(/<html[^>]*>/i, (open) => `${open}<head>${tags}</head>`);
}
