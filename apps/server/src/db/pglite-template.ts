import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MIGRATIONS_DIR, REPO_ROOT } from '../config/paths.ts';

/** Where templates are kept by default: beside the installed packages, so a reinstall starts afresh. */
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'sym-studio');
/** Templates of other versions or migrations are removed once this old (none is in use for long). */
const STALE_TEMPLATE_MS = 60 * 60 * 1000;

/** The installed PGlite's version: a template made by another version is not used. */
function pgliteVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('The @electric-sql/pglite package.json was not found');
    folder = parent;
  }
}

/** The template's name: what its content depends on (PGlite version, schema, every migration file). */
function templateName(schemaName: string): string {
  const hash = createHash('sha256').update(`schema ${schemaName}\0`);
  const files = fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(`${file}\0`).update(fs.readFileSync(full)).update('\0');
  }
  return `pglite-${pgliteVersion()}-${hash.digest('hex').slice(0, 16)}`;
}

function removeStaleTemplates(cacheDir: string, current: string): void {
  for (const entry of fs.readdirSync(cacheDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith('pglite-') || entry.name === current) continue;
    const folder = path.join(cacheDir, entry.name);
    if (Date.now() - fs.statSync(folder).mtimeMs > STALE_TEMPLATE_MS)
      fs.rmSync(folder, { recursive: true, force: true });
  }
}

export interface TemplateOptions {
  /** The schema the migrations go into. */
  schemaName: string;
  /** Makes the template's database in an empty folder: initdb (PGlite does it on open) and the migrations. */
  build(folder: string): Promise<void>;
  /** Where templates are kept; node_modules/.cache/sym-studio by default. */
  cacheDir?: string;
}

/** The template folder, made (once) with `build` when missing; undefined when it cannot be made. */
async function templateFor({ schemaName, build, cacheDir = CACHE_DIR }: TemplateOptions): Promise<string | undefined> {
  const name = templateName(schemaName);
  const template = path.join(cacheDir, name);
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;
  let scratch: string | undefined;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    scratch = fs.mkdtempSync(`${template}.tmp-`);
    await build(scratch);
    // Made aside and renamed into place: a template is whole or absent, also when two servers start at once.
    fs.renameSync(scratch, template);
    scratch = undefined;
    removeStaleTemplates(cacheDir, name);
  } catch {
    // Another process got there first, the cache is not writable, or the build failed: the caller then opens the
    // data directory as before (initdb and migrations there), where a real failure is reported.
  } finally {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
  return fs.existsSync(path.join(template, 'PG_VERSION')) ? template : undefined;
}

/**
 * Gives an empty data directory a ready database copied from a template: initialised and migrated. PGlite's
 * initdb runs PostgreSQL's bootstrap in WebAssembly (several seconds, most of a first start) and gives the same
 * result every time; the migrations then run on code not warmed up yet (seconds more). So `build` makes that
 * database once, in a scratch folder, per PGlite version, schema and set of migrations; every new data directory
 * starts from a copy (the first start pays one copy more). A directory that already holds a cluster is left alone.
 */
export async function seedFromTemplate(dataDir: string, options: TemplateOptions): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const template = await templateFor(options);
  if (!template) return;
  // PG_VERSION (what marks a cluster as present) goes last: a copy cut short is made again at the next start.
  const marker = path.join(template, 'PG_VERSION');
  fs.cpSync(template, dataDir, {
    recursive: true,
    mode: fs.constants.COPYFILE_FICLONE,
    filter: (source) => source !== marker,
  });
  fs.copyFileSync(marker, path.join(dataDir, 'PG_VERSION'));
}
