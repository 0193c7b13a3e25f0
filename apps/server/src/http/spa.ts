import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_MESSAGE, ErrorCode, type ApiFailure, type PublicVideo } from '@sym/contracts';
import { isApiPath, isSocketPath, pathOf } from './paths.ts';
import { renderSharePage, sharePageIdOf } from './share-page.ts';

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

/** A last path segment with a dot names a file (e.g. a missing /assets/x.js), not a client-side route. */
function looksLikeFile(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** What the share page /v/{id} needs to tell apart a live link (with its preview tags) from a dead one. */
export interface SharePageOptions {
  /** PUBLIC_URL: the tags' addresses are absolute. */
  publicUrl: string;
  /** The video of an active link, else undefined. */
  findSharedVideo(shareId: string): Promise<PublicVideo | undefined>;
}

/**
 * The SPA page of a share link: with its Open Graph tags when the link is live; otherwise the plain page (the
 * app shows not found) with status 404, so crawlers and chat apps drop a revoked link.
 */
async function sendSharePage(reply: FastifyReply, indexFile: string, shareId: string, options: SharePageOptions) {
  const [html, video] = await Promise.all([fs.promises.readFile(indexFile, 'utf8'), options.findSharedVideo(shareId)]);
  // A revoked link must not keep its preview in a cache.
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  if (!video) return reply.status(404).send(html);
  return reply.send(renderSharePage(html, video, options.publicUrl));
}

/**
 * Serves the built SPA from `distDir` and answers index.html for any other GET outside /api and /socket.io,
 * so client-side routes load (/v/{id} with its share tags). Unknown /api routes (and other methods) get the
 * 404 envelope.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, sharePage?: SharePageOptions): Promise<void> {
  const isBuilt = fs.existsSync(path.join(distDir, 'index.html'));
  if (isBuilt) {
    await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: true, index: ['index.html'] });
  } else {
    app.log.warn({ distDir }, 'Web app is not built; / answers a page explaining how to build it');
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = pathOf(request.url);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || isApiPath(urlPath) || isSocketPath(urlPath)) return reply.status(404).send(notFoundBody);
    if (looksLikeFile(urlPath)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (!isBuilt)
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
    const shareId = sharePage ? sharePageIdOf(urlPath) : undefined;
    if (sharePage && shareId !== undefined)
      return sendSharePage(reply, path.join(distDir, 'index.html'), shareId, sharePage);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
