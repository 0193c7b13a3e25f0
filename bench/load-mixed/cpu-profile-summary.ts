// The top self-time functions of a V8 CPU profile (`node --cpu-prof`), and the same time by where the code lives
// (our server, a package of node_modules, node's own internals, garbage collection, idle), for a bench's printout.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function's code lives: `server:<module folder>`, a package name, `node`, or the profile's own entries. */
function place(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1]!;
  const serverMatch = /apps\/server\/src\/(?:modules\/)?([^/]+)/.exec(url);
  if (serverMatch) return `server:${serverMatch[1]!.replace(/\.ts$/, '')}`;
  if (/packages\/([^/]+)/.test(url)) return `@sym/${/packages\/([^/]+)/.exec(url)![1]!}`;
  if (url.startsWith('node:')) return 'node';
  return url.replace(/^file:\/\/.*\//, '');
}

function shortUrl(url: string): string {
  return url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/(apps|packages)\//, '$1/');
}

interface Tallies {
  file: string;
  total: number;
  busy: number;
  byFunction: Map<string, number>;
  byPlace: Map<string, number>;
}

function tally(file: string): Tallies {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const result: Tallies = { file, total: 0, busy: 0, byFunction: new Map(), byPlace: new Map() };
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const micros = profile.timeDeltas[index] ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    result.total += micros;
    if (functionName !== '(idle)') result.busy += micros;
    const name = `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim();
    result.byFunction.set(name, (result.byFunction.get(name) ?? 0) + micros);
    const where = place(url, functionName);
    result.byPlace.set(where, (result.byPlace.get(where) ?? 0) + micros);
  });
  return result;
}

/**
 * Self time per function and per place of the busiest profile in `dir` (or of the file `only` there) (the server's main thread, not its loader
 * or worker threads), as printable lines; percentages are of the thread's busy (not idle) time.
 */
export function summariseCpuProfile(dir: string, only?: string, top = 15): string[] {
  const files = readdirSync(dir).filter((name) => (only ? name === only : name.endsWith('.cpuprofile')));
  if (files.length === 0) return [`no .cpuprofile in ${dir}`];
  const profiles = files.map((name) => tally(join(dir, name))).sort((a, b) => b.busy - a.busy);
  const { file, total, busy, byFunction, byPlace } = profiles[0]!;
  const percent = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%`;
  const lines = [
    `profile ${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (shares below)`,
  ];
  lines.push('  self time by place:');
  for (const [where, micros] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, top))
    if (where !== '(idle)') lines.push(`    ${percent(micros)}  ${where}`);
  lines.push('  top functions by self time:');
  for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    if (name !== '(idle)') lines.push(`    ${percent(micros)}  ${name}`);
  return lines;
}
