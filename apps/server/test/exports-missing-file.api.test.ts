import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Export } from '@sym/contracts';
import { mediaUrlOf, newMediaKey } from '../src/media/media-storage.ts';
import { dataOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { settledExport as settledExportOf } from './helpers/exports.ts';

// An export missing a shot's file ends failed with the spec's text, without retrying, and leaves no file or temp
// folder behind. The default time limit applies: the failure must come from the missing file, however busy the
// machine.
const server = useTestServer();
const fixtures = rowFixtures(server);

const settled = (token: string, base: string, exportId: string) => settledExportOf(server, token, base, exportId);

async function exportTempFolders(): Promise<string[]> {
  const names = await fs.readdir(path.join(server.config.DATA_DIR, 'tmp')).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith('export-'));
}

describe('an export missing a file', () => {
  it("fails with 'Export failed: {error}' when a shot's file is missing, without retrying", async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const scenario = await fixtures.scenario(project.id, owner.user.id);
    const base = `/api/scenarios/${scenario.id}`;
    await fixtures.shot(scenario.id, 1, { duration: 1, imageUrl: mediaUrlOf(newMediaKey('png')) });
    const started = dataOf<Export>(await server.request('POST', `${base}/export`, { token, body: {} }));
    const done = await settled(token, base, started.exportId);
    expect(done).toMatchObject({ status: 'failed', error: 'Export failed: a file of the episode is missing' });
    expect(await exportTempFolders()).toEqual([]);
  }, 120_000);
});
