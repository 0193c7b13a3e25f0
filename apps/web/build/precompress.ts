// A Vite build plugin: writes a gzip (.gz) and a Brotli (.br) copy beside every script, stylesheet, SVG and JSON
// file of the build above 1 KiB, which the server sends as they are to browsers that accept them (spa.ts,
// @fastify/static preCompressed), so no request pays for compressing.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;
const MIN_BYTES = 1024;
/** Brotli's best quality costs ~15x its quality 9 in CPU: spent only on files small enough to be first-page code. */
const BEST_QUALITY_MAX_BYTES = 256 * 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompressFile(file: string): Promise<void> {
  const bytes = await fs.readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const quality = bytes.length <= BEST_QUALITY_MAX_BYTES ? zlib.constants.BROTLI_MAX_QUALITY : 9;
  const [gzipped, brotlied] = await Promise.all([
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  // A copy no smaller than the file itself would only cost the server a look-up.
  if (gzipped.length < bytes.length) await fs.writeFile(`${file}.gz`, gzipped);
  if (brotlied.length < bytes.length) await fs.writeFile(`${file}.br`, brotlied);
}

/** Pre-compresses the build output once it is written (the public folder's files included). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sym-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(precompressFile));
    },
  };
}
