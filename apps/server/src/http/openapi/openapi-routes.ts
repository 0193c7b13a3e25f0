import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { API_REFERENCE_PATH, OPENAPI_PATH, brandTitleOf, type Tier } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { ReferenceAssets, REFERENCE_ASSETS_PATH, REFERENCE_HTML } from './reference-page.ts';

/** The server package's version: the document's info.version. */
function serverVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? '0.0.0';
}

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document, built once from the contracts on first request, named by the
 * site's edition: "Motion Maker Studio API" on a professional site) and GET /api/reference, its browsable
 * reference page, whose viewer files are served from node_modules under /api/reference/assets: nothing is
 * fetched from elsewhere. Both are public, like the API's description.
 */
export function registerOpenApiRoutes(app: FastifyInstance, siteTier: Tier): void {
  let json: string | undefined;
  const assets = new ReferenceAssets();

  app.get(OPENAPI_PATH, async (_request, reply) => {
    json ??= JSON.stringify(buildOpenApiDocument(undefined, serverVersion(), `${brandTitleOf(siteTier)} API`));
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json);
  });

  app.get(API_REFERENCE_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(REFERENCE_HTML),
  );

  app.get<{ Params: { file: string } }>(`${REFERENCE_ASSETS_PATH}/:file`, async (request, reply) => {
    const asset = await assets.get(request.params.file);
    if (!asset) throw new AppError('NOT_FOUND');
    return reply.header('cache-control', 'public, max-age=3600').type(asset.contentType).send(asset.body);
  });
}
