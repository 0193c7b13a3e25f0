#!/usr/bin/env node
// `npm start` and `npm run build`: builds the web app (Vite, apps/web) unless apps/web/dist was built from exactly
// the current inputs (see web-build-inputs.mjs). `--force` builds anyway, as `npm run build` does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent, stampBuild, webBuildFingerprint } from './web-build-inputs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(root, 'apps', 'web', 'dist');
/** What the last build here was made from; outside dist, which the server serves as it is. */
const stampFile = path.join(root, 'node_modules', '.cache', 'sym-studio', 'web-build.json');
const isForced = process.argv.includes('--force');

// Taken before building: a source edited during the build leaves a stamp that no longer matches, so the next
// start builds again.
const fingerprint = webBuildFingerprint(root);
if (!isForced && isBuildCurrent(distDir, stampFile, fingerprint)) {
  console.log('Web app up to date (apps/web/dist was built from the current sources): not rebuilding.');
  process.exit(0);
}
fs.rmSync(stampFile, { force: true });
const build = spawnSync('npm', ['run', 'build', '-w', '@sym/web'], { cwd: root, stdio: 'inherit' });
if (build.status === 0) stampBuild(distDir, stampFile, fingerprint);
process.exit(build.status ?? 1);
