// What the built web app (apps/web/dist) is made from, as one content hash, so `npm start` can skip a build whose
// inputs have not changed. Content, not modification times: a checkout, a copy or a reverted edit keeps mtimes from
// telling the truth, and hashing these few megabytes takes a fraction of a second.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Files and folders (from the repository root) that go into the build. All of apps/web counts, tests included:
 * Tailwind scans every file there for class names, so even a test can change the CSS. The contracts are bundled
 * in; the lockfile stands for the installed packages (Vite, its plugins, React …); the root package.json and
 * tsconfig.base.json for the workspace and compiler settings Vite reads.
 */
export const WEB_BUILD_INPUTS = [
  'apps/web',
  'packages/contracts',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/** Folders inside the inputs that are outputs or caches, never inputs. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.vite', 'coverage']);

function listFiles(root, relative, files) {
  const absolute = path.join(root, relative);
  const stat = fs.statSync(absolute, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    files.push(relative);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
    listFiles(root, path.join(relative, entry.name), files);
  }
}

/**
 * The fingerprint of the web build's inputs under `root`: every input file's path and bytes, and the build-time
 * settings from `env` (VITE_* variables, which Vite bakes into the bundle, and NODE_ENV).
 */
export function webBuildFingerprint(root, env = process.env) {
  const files = [];
  for (const input of WEB_BUILD_INPUTS) listFiles(root, input, files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    // Forward slashes, so the same tree hashes the same on every platform.
    hash.update(`file ${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  const settings = Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort();
  for (const name of settings) hash.update(`env ${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** The fingerprint of a built app: its index.html names every hashed asset, so any other build differs. */
function outputFingerprint(distDir) {
  const index = path.join(distDir, 'index.html');
  return fs.existsSync(index) ? createHash('sha256').update(fs.readFileSync(index)).digest('hex') : undefined;
}

/**
 * Whether `distDir` holds the build that `stampFile` records as made from the inputs with `fingerprint`. The stamp
 * lives outside the build folder (which the server serves as is) and names the output too, so a build made some
 * other way (`npm run build -w @sym/web` with other settings) is not taken for the recorded one.
 */
export function isBuildCurrent(distDir, stampFile, fingerprint) {
  const output = outputFingerprint(distDir);
  if (!output || !fs.existsSync(stampFile)) return false;
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    return stamp.inputs === fingerprint && stamp.output === output;
  } catch {
    return false;
  }
}

/** Records that the build in `distDir` was made from the inputs with `fingerprint`. */
export function stampBuild(distDir, stampFile, fingerprint) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${JSON.stringify({ inputs: fingerprint, output: outputFingerprint(distDir) })}\n`);
}
