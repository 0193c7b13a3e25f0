#!/usr/bin/env node
// `npm run house`: the state of the house — imports that run back up (the rules of .dependency-cruiser.cjs), cycles
// between the server's folders and between modules, files over 400 lines, line counts. `npm run house -- --check`
// (a step of `npm test`) exits 1 when a forbidden import, a folder cycle, a file over 400 lines or a server folder of
// no layer (which would escape the import rules) exists; module cycles are reported, not checked.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const root = new URL('..', import.meta.url).pathname;
const CONFIG = join(root, '.dependency-cruiser.cjs');
const CRUISED = ['apps/server/src', 'apps/web/src', 'packages'];
const SERVER = 'apps/server/src/';
const MAX_LINES = 400;
const SHOWN = 8; // members shown per cycle; the rest are counted
const isCheck = process.argv.includes('--check');
const isTest = (path) => /\.test\.tsx?$|^apps\/server\/test\/|^apps\/web\/src\/test\//.test(path);
const started = Date.now();
process.chdir(root);

function lineCount(path) {
  const text = readFileSync(path, 'utf8');
  return text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Every .ts/.tsx file under `dir` (repository-relative paths), leaving out dependencies and build output. */
function sourceFiles(dir) {
  const found = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name)) found.push(relative(root, child));
    }
  };
  walk(join(root, dir));
  return found;
}

/** Strongly connected sets of more than one node (Tarjan), each sorted, largest first. */
function cycleGroups(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    // Iterative depth-first walk: the web's import chains are deeper than a recursion would comfortably allow.
    const frames = [[node, [...(graph.get(node) ?? [])], 0]];
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      const [current, targets] = frame;
      if (frame[2] < targets.length) {
        const target = targets[frame[2]++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          frames.push([target, [...(graph.get(target) ?? [])], 0]);
        } else if (onStack.has(target)) low.set(current, Math.min(low.get(current), index.get(target)));
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(current)));
      }
      if (low.get(current) !== index.get(current)) continue;
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== current);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

const isTypeOnly = (dependency) =>
  dependency.dependencyTypes.some((type) => type === 'type-only' || type === 'type-import');

/** The project's own imports of non-test files, once per pair, node built-ins left out. */
function ownEdges(modules) {
  const edges = new Map();
  for (const module of modules) {
    if (module.coreModule || isTest(module.source)) continue;
    for (const dependency of module.dependencies) {
      if (dependency.coreModule || dependency.couldNotResolve) continue;
      const key = `${module.source} ${dependency.resolved}`;
      const typeOnly = isTypeOnly(dependency) && (edges.get(key)?.typeOnly ?? true);
      edges.set(key, { from: module.source, to: dependency.resolved, typeOnly });
    }
  }
  return [...edges.values()];
}

function graphOf(edges) {
  const graph = new Map();
  for (const { from, to } of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from).add(to);
  }
  return graph;
}

/** The folder every path of the group lies in, with its trailing slash. */
function commonFolder(paths) {
  let folder = paths[0].slice(0, paths[0].lastIndexOf('/') + 1);
  while (!paths.every((path) => path.startsWith(folder)))
    folder = folder.slice(0, folder.lastIndexOf('/', folder.length - 2) + 1);
  return folder;
}

const serverFolder = (path) => {
  if (!path.startsWith(SERVER)) return undefined;
  const rest = path.slice(SERVER.length);
  return rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : '(entry files)';
};

// ── imports ──────────────────────────────────────────────────────────────────────────────────────────────────────
const options = await extractDepcruiseOptions(CONFIG);
const { output } = await cruise(CRUISED, { ...options, outputType: 'json' }, {});
const result = typeof output === 'string' ? JSON.parse(output) : output;
const violations = result.summary.violations.filter((violation) => violation.type === 'dependency');
const errors = violations.filter((violation) => violation.rule.severity === 'error');
const warnings = violations.filter((violation) => violation.rule.severity !== 'error');
const rules = createRequire(import.meta.url)(CONFIG).forbidden;

console.log(
  `House report (${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports)`,
);
console.log(`\nForbidden imports: ${errors.length}${warnings.length ? ` (+ ${warnings.length} warnings)` : ''}`);
for (const rule of rules) {
  const broken = violations.filter((violation) => violation.rule.name === rule.name);
  console.log(
    `  ${broken.length.toString().padStart(4)}  ${rule.severity === 'error' ? '' : '(warn) '}${rule.comment}`,
  );
  for (const violation of broken.sort((a, b) => a.from.localeCompare(b.from))) {
    console.log(`          ${violation.from} → ${violation.to}`);
  }
}

// A top-level server folder no layer names would escape every rule: it must be placed first.
const layerPaths = rules
  .filter((rule) => rule.name.startsWith('server-up-from-'))
  .flatMap((rule) => [rule.from.path, ...rule.to.path])
  .map((pattern) => new RegExp(pattern));
const unplaced = readdirSync(join(root, SERVER), { withFileTypes: true })
  .map((entry) => `${SERVER}${entry.name}${entry.isDirectory() ? '/' : ''}`)
  .filter((path) => (path.endsWith('/') || /\.tsx?$/.test(path)) && !isTest(path))
  .filter((path) => !layerPaths.some((layer) => layer.test(path)));
if (unplaced.length > 0) {
  console.log(`\nServer entries in no layer of .dependency-cruiser.cjs: ${unplaced.length}`);
  for (const path of unplaced) console.log(`        ${path}`);
}

// ── cycles ───────────────────────────────────────────────────────────────────────────────────────────────────────
const edges = ownEdges(result.modules);
const folderEdges = new Map(); // "a → b" → files that make it
for (const { from, to } of edges) {
  const a = serverFolder(from);
  const b = serverFolder(to);
  if (!a || !b || a === b) continue;
  const key = `${a} → ${b}`;
  if (!folderEdges.has(key)) folderEdges.set(key, []);
  folderEdges.get(key).push(`${from.slice(SERVER.length)} → ${to.slice(SERVER.length)}`);
}
const folderGroups = cycleGroups(
  graphOf([...folderEdges.keys()].map((key) => ({ from: key.split(' → ')[0], to: key.split(' → ')[1] }))),
);
console.log(`\nFolder cycles in ${SERVER}: ${folderGroups.length}`);
for (const group of folderGroups) {
  console.log(`        ${group.join(' ⇄ ')}`);
  for (const [key, files] of folderEdges) {
    const [a, b] = key.split(' → ');
    if (!group.includes(a) || !group.includes(b)) continue;
    console.log(`          ${key} (${files.length}): ${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''}`);
  }
}

const moduleGroups = cycleGroups(graphOf(edges));
const runtimeGroups = cycleGroups(graphOf(edges.filter((edge) => !edge.typeOnly)));
const inCycles = (groups) => groups.reduce((sum, group) => sum + group.length, 0);
console.log(
  `\nModule cycles: ${moduleGroups.length} (${inCycles(moduleGroups)} modules); ` +
    `without type-only imports ${runtimeGroups.length} (${inCycles(runtimeGroups)} modules)`,
);
for (const group of moduleGroups) {
  const folder = commonFolder(group);
  const shown = group.slice(0, SHOWN).map((path) => path.slice(folder.length));
  console.log(
    `  ${group.length.toString().padStart(4)}  ${folder}{${shown.join(', ')}${group.length > SHOWN ? ', …' : ''}}`,
  );
}

// ── sizes ────────────────────────────────────────────────────────────────────────────────────────────────────────
const measured = ['apps', 'packages'].flatMap(sourceFiles).map((path) => ({ path, lines: lineCount(path) }));
const code = measured.filter((file) => !isTest(file.path));
const long = code.filter((file) => file.lines > MAX_LINES).sort((a, b) => b.lines - a.lines);
console.log(`\nFiles over ${MAX_LINES} lines (non-test .ts/.tsx in apps/, packages/): ${long.length}`);
for (const file of long) console.log(`  ${file.lines.toString().padStart(4)}  ${file.path}`);

const linesUnder = (dir, files) =>
  files.filter((file) => file.path.startsWith(dir)).reduce((sum, file) => sum + file.lines, 0);
const tests = measured.filter((file) => isTest(file.path));
console.log('\nLines (non-test, + tests):');
for (const dir of [SERVER, 'packages/story-analysis/', 'packages/sketch-renderer/']) {
  const testDir = dir === SERVER ? 'apps/server/' : dir; // the server's API tests live beside src/, in test/
  console.log(`  ${linesUnder(dir, code).toString().padStart(6)}  ${dir} (+ ${linesUnder(testDir, tests)} test)`);
}

// ── verdict ──────────────────────────────────────────────────────────────────────────────────────────────────────
const problems = errors.length + folderGroups.length + long.length + unplaced.length;
console.log(
  `\n${errors.length} forbidden imports, ${folderGroups.length} folder cycles, ${moduleGroups.length} module cycles, ` +
    `${long.length} files over ${MAX_LINES} lines, ${linesUnder(SERVER, code)} server lines ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
if (isCheck && problems > 0) {
  console.error(
    'house check failed: forbidden imports, folder cycles, files over 400 lines or unplaced folders (see above)',
  );
  process.exit(1);
}
