import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_REFERENCE_PATH, OPENAPI_PATH } from '@sym/contracts';

export const REFERENCE_ASSETS_PATH = `${API_REFERENCE_PATH}/assets`;

/** The page: the viewer's stylesheet and scripts come from this server, no inline script (the app's CSP holds). */
export const REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="stylesheet" href="${REFERENCE_ASSETS_PATH}/swagger-ui.css">
<link rel="icon" type="image/png" href="${REFERENCE_ASSETS_PATH}/favicon-32x32.png">
</head>
<body>
<div id="reference"></div>
<script src="${REFERENCE_ASSETS_PATH}/swagger-ui-bundle.js"></script>
<script src="${REFERENCE_ASSETS_PATH}/reference.js"></script>
</body>
</html>
`;

/**
 * Starts the viewer on the document; no validator badge (it would call validator.swagger.io) and the token
 * entered under "Authorize" is kept for the tab only.
 */
const REFERENCE_SCRIPT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  persistAuthorization: false,
  tryItOutEnabled: false,
  displayOperationId: true,
  defaultModelsExpandDepth: 0,
});
`;

/** Files of swagger-ui-dist the page may load, with their types. */
const VIEWER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

export interface ReferenceAsset {
  body: Buffer | string;
  contentType: string;
}

function viewerDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

/** The reference page's files by name: the viewer's read from node_modules once and kept in memory. */
export class ReferenceAssets {
  private readonly directory = viewerDirectory();
  private readonly cache = new Map<string, ReferenceAsset>();

  /** A file of the reference page by name, or undefined for any other name. */
  async get(name: string): Promise<ReferenceAsset | undefined> {
    if (name === 'reference.js') return { body: REFERENCE_SCRIPT, contentType: 'text/javascript; charset=utf-8' };
    const contentType = Object.hasOwn(VIEWER_FILES, name) ? VIEWER_FILES[name] : undefined;
    if (!contentType) return undefined;
    let asset = this.cache.get(name);
    if (!asset) {
      asset = { body: await fs.readFile(path.join(this.directory, name)), contentType };
      this.cache.set(name, asset);
    }
    return asset;
  }
}
