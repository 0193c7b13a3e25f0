import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedFromTemplate } from './pglite-template.ts';

const folders: string[] = [];
function tempDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-template-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A stand-in for initdb + migrations: writes a small "cluster" and counts its runs. */
function fakeBuild() {
  const runs: string[] = [];
  return {
    runs,
    build: async (folder: string) => {
      runs.push(folder);
      fs.mkdirSync(path.join(folder, 'base'));
      fs.writeFileSync(path.join(folder, 'base', 'table'), 'rows');
      fs.writeFileSync(path.join(folder, 'PG_VERSION'), '17');
    },
  };
}

describe('seedFromTemplate', () => {
  it('builds the template once and gives every empty data directory a copy of it', async () => {
    const cacheDir = tempDir();
    const { runs, build } = fakeBuild();
    const [first, second] = [path.join(tempDir(), 'db'), path.join(tempDir(), 'db')];
    fs.mkdirSync(first);
    await seedFromTemplate(first, { schemaName: 'public', build, cacheDir });
    await seedFromTemplate(second, { schemaName: 'public', build, cacheDir });
    expect(runs).toHaveLength(1);
    for (const dataDir of [first, second]) {
      expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17');
      expect(fs.readFileSync(path.join(dataDir, 'base', 'table'), 'utf8')).toBe('rows');
    }
    // The copies are the data directories' own: writing one changes neither the template nor the other.
    fs.writeFileSync(path.join(first, 'base', 'table'), 'more rows');
    const third = path.join(tempDir(), 'db');
    await seedFromTemplate(third, { schemaName: 'public', build, cacheDir });
    expect(fs.readFileSync(path.join(second, 'base', 'table'), 'utf8')).toBe('rows');
    expect(fs.readFileSync(path.join(third, 'base', 'table'), 'utf8')).toBe('rows');
  });

  it('keeps one template per schema', async () => {
    const cacheDir = tempDir();
    const { runs, build } = fakeBuild();
    await seedFromTemplate(path.join(tempDir(), 'db'), { schemaName: 'public', build, cacheDir });
    await seedFromTemplate(path.join(tempDir(), 'db'), { schemaName: 'tenant_a', build, cacheDir });
    expect(runs).toHaveLength(2);
  });

  it('leaves a data directory that holds a cluster alone', async () => {
    const cacheDir = tempDir();
    const { runs, build } = fakeBuild();
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '16');
    await seedFromTemplate(dataDir, { schemaName: 'public', build, cacheDir });
    expect(runs).toEqual([]);
    expect(fs.readdirSync(dataDir)).toEqual(['PG_VERSION']);
  });

  it('copies nothing and keeps no half-made template when the build fails', async () => {
    const cacheDir = tempDir();
    const dataDir = tempDir();
    const failing = async (folder: string) => {
      fs.writeFileSync(path.join(folder, 'PG_VERSION'), '17');
      throw new Error('migration failed');
    };
    await seedFromTemplate(dataDir, { schemaName: 'public', build: failing, cacheDir });
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(fs.readdirSync(cacheDir)).toEqual([]);
  });
});
