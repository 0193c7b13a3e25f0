import fs from 'node:fs';
import path from 'node:path';

// What the third-party notice is made of (issue 37 item 8): the packages the shipped app runs with, read from
// package-lock.json, and whether their licences may be combined into the project's AGPL-3.0-or-later.

/**
 * Licences that may be combined into an AGPL-3.0-or-later work (the FSF's list of GPLv3-compatible licences), as
 * SPDX ids. GPL-2.0-only is not among them; an expression passes when every AND part, or one OR branch, does.
 */
export const COMPATIBLE = new Set([
  '0BSD',
  'AGPL-3.0',
  'AGPL-3.0-only',
  'AGPL-3.0-or-later',
  'Apache-2.0',
  'Artistic-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'CC-BY-4.0',
  'GPL-2.0-or-later',
  'GPL-3.0',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'ISC',
  'LGPL-2.1',
  'LGPL-2.1-only',
  'LGPL-2.1-or-later',
  'LGPL-3.0',
  'LGPL-3.0-only',
  'LGPL-3.0-or-later',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Python-2.0',
  'Unicode-3.0',
  'Unicode-DFS-2016',
  'Unlicense',
  'WTFPL',
  'Zlib',
  // The DejaVu fonts' licence (the Bitstream Vera licence with the Arev additions): free, GPL-compatible.
  'Bitstream-Vera',
]);

/**
 * Licences a package states in words rather than as an SPDX id, read from what it ships, with why. Keyed by the
 * package name; each is checked against the licence text it carries.
 */
export const STATED = {
  // The npm package of the DejaVu fonts (subtitles' fontsdir) names its licence by its file.
  'dejavu-fonts-ttf': 'Bitstream-Vera',
  // Its own code is MIT, and it bundles eSpeak NG (WebAssembly) with its voice data, GPL-3.0-or-later.
  text2wav: 'MIT AND GPL-3.0-or-later',
  // ffmpeg's static builds, one package per platform: they state "GPLv3", or (darwin-arm64) FFmpeg's LICENSE.md,
  // whose builds with --enable-gpl are GPL; the notice's header says so.
  ...Object.fromEntries(
    [
      'darwin-arm64',
      'darwin-x64',
      'linux-arm',
      'linux-arm64',
      'linux-ia32',
      'linux-x64',
      'win32-ia32',
      'win32-x64',
    ].map((platform) => [`@ffmpeg-installer/${platform}`, 'GPL-3.0']),
  ),
};

/** Where node would find `name` from the package at `from` (a lock path), following node_modules up the tree. */
function resolve(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return packages[candidate].link ? packages[candidate].resolved : candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

/**
 * The lock paths of every package the `shipped` workspaces run with: their dependencies, optional and peer ones
 * included, and theirs, resolved the way node would in the tree package-lock.json describes. Dev-only packages of
 * the workspaces are not reached.
 */
export function runtimeClosure(packages, shipped) {
  const seen = new Set();
  const queue = [...shipped];
  while (queue.length > 0) {
    const at = queue.pop();
    if (seen.has(at)) continue;
    seen.add(at);
    const entry = packages[at] ?? {};
    const names = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const name of Object.keys(names)) {
      const found = resolve(packages, at, name);
      if (found && !seen.has(found)) queue.push(found);
    }
  }
  return [...seen].filter((at) => !shipped.includes(at) && !packages[at]?.link);
}

/** A package's name, version and licence (as the lock states it, else its manifest, else STATED). */
export function licenceOf(packages, root, at) {
  const name = at.slice(at.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const entry = packages[at];
  const manifestPath = path.join(root, at, 'package.json');
  const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
  const stated = entry.license ?? manifest.license ?? manifest.licenses?.map?.((item) => item.type).join(' OR ');
  const licence = STATED[name] ?? (typeof stated === 'object' ? stated?.type : stated);
  return {
    name,
    version: entry.version ?? manifest.version ?? '',
    licence: licence || null,
  };
}

/** Whether an SPDX expression may be combined into the AGPL work. */
export function isCompatible(expression) {
  const clean = expression.replace(/[()]/g, ' ').trim();
  return clean
    .split(/\s+OR\s+/)
    .some((branch) => branch.split(/\s+AND\s+/).every((id) => COMPATIBLE.has(id.trim().replace(/\+$/, '-or-later'))));
}

/** Problems with the packages' licences: none stated, or one not known to be compatible. */
export function licenceProblems(rows) {
  return rows.flatMap((row) =>
    !row.licence
      ? [`${row.name}@${row.version}: no licence stated`]
      : isCompatible(row.licence)
        ? []
        : [`${row.name}@${row.version}: ${row.licence} is not known to be compatible with AGPL-3.0-or-later`],
  );
}
