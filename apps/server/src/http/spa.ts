import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGE, ErrorCode, brandTitleOf, type ApiFailure, type PublicVideo, type Tier } from '@sym/contracts';
import { tierFromHeaders } from '../operations/operation-input.ts';
import { isApiPath, isSocketPath, pathOf } from './paths.ts';
import { mainAddressRedirect, reviewPageTokenOf } from './custom-domain.ts';
import { renderSharePage, sharePageIdOf } from './share-page.ts';
import { renderSitePage, type PageBrand, type PageSite } from './site-page.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Web app not built</title></head>
<body>
<h1>The web app is not built</h1>
<p>The API is running, but there is no built web app to serve.</p>
<p>Build it from the repository root with <code>npm run build</code> (or start everything with <code>npm start</code>),
then restart the server. The server looks for it in the folder set by <code>WEB_DIST_DIR</code>.</p>
</body>
</html>
`;

const notFoundBody: ApiFailure = {
  success: false,
  error: { code: ErrorCode.NOT_FOUND, message: ERROR_MESSAGE.NOT_FOUND },
};

/** The app's page itself: served by us with the site's tags, never as the raw file. */
function isIndexPath(urlPath: string): boolean {
  return urlPath === '/' || urlPath === '/index.html';
}

/** A last path segment with a dot names a file (e.g. a missing /assets/x.js), not a client-side route. */
function looksLikeFile(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** Vite names each built asset by its content hash: a browser may keep it for good. Other files may change. */
function cacheControlOf(relativePath: string): string {
  const isHashedAsset = relativePath.split(path.sep)[0] === 'assets';
  return isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=0';
}

/** What the share page /v/{id} needs to tell apart a live link (with its preview tags) from a dead one. */
export interface SharePageOptions {
  /** PUBLIC_URL: the tags' addresses are absolute. */
  publicUrl: string;
  /** The video of an active link, else undefined. */
  findSharedVideo(shareId: string): Promise<PublicVideo | undefined>;
  /** White labels: which brand a page shows, and which hosts are brands' custom domains. */
  brands?: PageBrands;
}

/** What the pages need of the white labels. */
export interface PageBrands {
  /** The brand of a page: by its Host when that is a custom domain, else its share or review link's, else the site's. */
  brandOf(page: { host: string; shareId?: string; reviewToken?: string }): Promise<PageBrand | undefined>;
  /** Whether the host is one of the brands' custom domains (never the main address). */
  isCustomDomain(host: string): Promise<boolean>;
}

/** The site of a page request: the server's tier, and the edition a proxy may pick with X-App-Tier (branding). */
function pageSiteOf(request: FastifyRequest, siteTier: Tier): PageSite {
  return { tier: siteTier, edition: tierFromHeaders(request.headers, siteTier) };
}

/**
 * The SPA page of a share link: with its Open Graph tags when the link is live; otherwise the plain page (the
 * app shows not found) with status 404, so crawlers and chat apps drop a revoked link.
 */
async function sendSharePage(
  reply: FastifyReply,
  indexHtml: string,
  page: { site: PageSite; host: string; shareId: string },
  options: SharePageOptions,
) {
  const video = await options.findSharedVideo(page.shareId);
  // A dead link's page tells nothing of its project: only its host's (or the site's) brand shows.
  const brand = await options.brands?.brandOf(video ? { host: page.host, shareId: page.shareId } : { host: page.host });
  const html = renderSitePage(indexHtml, page.site, brand);
  // A revoked link must not keep its preview in a cache.
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  if (!video) return reply.status(404).send(html);
  const siteName = brand?.productName ?? brandTitleOf(page.site.edition);
  return reply.send(renderSharePage(html, video, options.publicUrl, siteName));
}

/**
 * Serves the built SPA from `distDir` and answers index.html, announcing the site tier (APP_TIER) in its meta
 * tags and title, for any other GET outside /api and /socket.io, so client-side routes load (/v/{id} with its
 * share tags). Unknown /api routes (and other methods) get the 404 envelope.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  siteTier: Tier,
  sharePage?: SharePageOptions,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const isBuilt = fs.existsSync(indexFile);
  if (isBuilt) {
    // index.html is read per request (a rebuild while running renames the assets it names) and rendered below.
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      index: false,
      allowedPath: (urlPath) => !isIndexPath(urlPath),
      // The build writes .br and .gz copies of its scripts and styles (apps/web/build/precompress.ts): sent as
      // they are to a browser that accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader('cache-control', cacheControlOf(path.relative(distDir, filePath)));
        response.setHeader('vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ distDir }, 'Web app is not built; / answers a page explaining how to build it');
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = pathOf(request.url);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || isApiPath(urlPath) || isSocketPath(urlPath)) return reply.status(404).send(notFoundBody);
    if (looksLikeFile(urlPath) && !isIndexPath(urlPath))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (!isBuilt)
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
    return sendPage(request, reply);
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const site = pageSiteOf(request, siteTier);
    const urlPath = pathOf(request.url);
    const host = request.hostname.toLowerCase();
    const brands = sharePage?.brands;
    // A brand's custom domain serves its share and review pages; sign-in and the app stay at the main address.
    if (sharePage && brands && (await brands.isCustomDomain(host))) {
      const target = mainAddressRedirect(sharePage.publicUrl, request.url, urlPath);
      if (target) return reply.header('cache-control', 'no-cache').redirect(target, 302);
    }
    const indexHtml = await fs.promises.readFile(indexFile, 'utf8');
    const shareId = sharePage ? sharePageIdOf(urlPath) : undefined;
    if (sharePage && shareId !== undefined) return sendSharePage(reply, indexHtml, { site, host, shareId }, sharePage);
    const reviewToken = reviewPageTokenOf(urlPath);
    const brand = await brands?.brandOf(reviewToken === undefined ? { host } : { host, reviewToken });
    // The page varies with X-App-Tier (a proxy may set the edition per host name).
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'X-App-Tier')
      .send(renderSitePage(indexHtml, site, brand));
  }
}
