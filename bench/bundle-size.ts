// Prints the gzip size of the JavaScript a browser loads before the first screen: the entry script of
// apps/web/dist/index.html and every module it preloads. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map(
  (match) => match[1]!,
);
let raw = 0;
let gzip = 0;
for (const file of new Set(scripts)) {
  const bytes = readFileSync(join(dist, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
  console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KiB raw`);
}
console.log(
  `initial JS: ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip (${scripts.length} files)`,
);
