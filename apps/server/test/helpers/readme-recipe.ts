import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** One line of a README recipe, as the test follows it. */
export type RecipeStep =
  | { kind: 'install'; line: string }
  | { kind: 'export'; settings: Record<string, string> }
  | { kind: 'script'; script: string; args: string[] }
  | { kind: 'start'; settings: Record<string, string>; args: string[] }
  | { kind: 'check'; url: string; headers: Record<string, string> };

/** `NAME=value` pairs of a line; a value may be a `<placeholder with spaces>`. */
function settingsOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/([A-Z][A-Z0-9_]*)=(<[^>]*>|\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

/** Words of a command line, a "quoted phrase" as one. */
function wordsOf(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

/** The line as a step; throws for a line the test does not know how to follow, so the README cannot drift. */
function stepOf(line: string): RecipeStep {
  if (line === 'npm ci && npm run build') return { kind: 'install', line };
  if (line.startsWith('export ')) return { kind: 'export', settings: settingsOf(line.slice('export '.length)) };
  const script = /^npm run (\w+) -- (.+)$/.exec(line);
  if (script) return { kind: 'script', script: script[1]!, args: wordsOf(script[2]!) };
  const start = /^((?:[A-Z_]+=\S+ )*)npm start -- (.+)$/.exec(line);
  if (start) return { kind: 'start', settings: settingsOf(start[1]!), args: wordsOf(start[2]!) };
  const check = /^curl -f (.+)$/.exec(line);
  if (check) {
    const words = wordsOf(check[1]!);
    const headers: Record<string, string> = {};
    for (let index = 0; index < words.length - 1; index += 1) {
      if (words[index] !== '-H') continue;
      const [name, ...value] = words[index + 1]!.split(':');
      headers[name!.trim().toLowerCase()] = value.join(':').trim();
    }
    return { kind: 'check', url: words.at(-1)!, headers };
  }
  throw new Error(`The production recipe has a line the test cannot follow: ${line}`);
}

/** The steps of the README's block marked `<!-- <marker> -->`, comments and blank lines left out. */
export function readmeRecipe(marker: string): RecipeStep[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const after = readme.split(`<!-- ${marker} -->`)[1];
  const block = after && /```sh\n([\s\S]*?)```/.exec(after)?.[1];
  if (!block) throw new Error(`README.md has no sh block after <!-- ${marker} -->`);
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map(stepOf);
}
