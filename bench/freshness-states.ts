// Stale marking (issue 35): the time to work out the state (current / stale / missing) of every shot's image and
// video of a long episode, as GET /api/scenarios/{id}/freshness answers it. The server runs in this process on its
// embedded database; the episode has N shots (default 1,000), each linking 2 of 20 assets, each with a drawn image
// that recorded what it was made from. One asset's look is then changed, so a tenth of the shots are stale.
// Prints p50 / p95 / max of the request over the runs, and the counts it answered.
// Usage: node --import tsx bench/freshness-states.ts [--shots 1000] [--runs 20]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScenarioFreshness } from '@sym/contracts';
import { loadConfig } from '../apps/server/src/config/index.ts';
import { startServer } from '../apps/server/src/composition/process.ts';
import { shotAssets, shotGenerations, shots, storedFiles } from '../apps/server/src/db/schema.ts';
import { imageMadeFrom, lookOf, shotImageInputs } from '../apps/server/src/modules/generation/made-from.ts';
import { argument } from './support/episode-browser.ts';

const SHOTS = Number(argument('shots', '1000'));
const RUNS = Number(argument('runs', '20'));
const ASSETS = 20;
const CHUNK = 500;

const root = mkdtempSync(join(tmpdir(), 'sym-bench-freshness-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: join(root, 'data'),
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
});
const server = await startServer(config);
try {
  let token = '';
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  token = (
    await call<{ accessToken: string }>('POST', '/api/auth/register', {
      name: 'Bench User',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench password',
    })
  ).accessToken;
  const project = await call<{ id: string; style?: unknown }>('POST', '/api/projects', { name: 'Bench freshness' });
  const scenario = await call<{ id: string; styleModuleId: string | null }>('POST', '/api/scenarios', {
    projectId: project.id,
    name: `${SHOTS} shots`,
  });
  const assets: { id: string; name: string; description: string }[] = [];
  for (let i = 0; i < ASSETS; i += 1) {
    assets.push(
      await call('POST', '/api/assets', {
        projectId: project.id,
        name: `Character ${i + 1}`,
        type: 'character',
        description: `a sailor with a lantern, number ${i + 1}`,
      }),
    );
  }
  const { db } = server.database;
  const projectRow = await call<{ style: unknown }>('GET', `/api/projects/${project.id}`);
  const rows = Array.from({ length: SHOTS }, (_, i) => ({
    scenarioId: scenario.id,
    sequence: i + 1,
    type: 'medium',
    cameraMotion: 'auto',
    description: `Shot ${i + 1}: the keeper climbs the stairs while the storm rolls in.`,
    action: '',
    imageUrl: `/media/benchFreshnessImage${String(i).padStart(6, '0')}.png`,
  }));
  await db.insert(storedFiles).values(rows.map((row) => ({ key: row.imageUrl.slice('/media/'.length), sizeBytes: 1 })));
  const inserted: { id: string; imageUrl: string | null; description: string }[] = [];
  for (let at = 0; at < rows.length; at += CHUNK) {
    inserted.push(
      ...(await db
        .insert(shots)
        .values(rows.slice(at, at + CHUNK))
        .returning()),
    );
  }
  const linksOf = (index: number) => [assets[index % ASSETS]!, assets[(index + 7) % ASSETS]!];
  const links = inserted.flatMap((shot, index) =>
    linksOf(index).map((asset) => ({ shotId: shot.id, assetId: asset.id })),
  );
  for (let at = 0; at < links.length; at += CHUNK) await db.insert(shotAssets).values(links.slice(at, at + CHUNK));
  const generations = inserted.map((shot, index) => {
    const looks = linksOf(index).map((asset) => lookOf(asset, null));
    const inputs = imageMadeFrom(
      shotImageInputs(
        { ...rows[index]!, modificationPrompt: null, referenceImageUrl: null, styleModuleId: null },
        looks,
        { styleModuleId: scenario.styleModuleId },
        { style: projectRow.style },
      ),
    );
    return {
      shotId: shot.id,
      kind: 'image',
      status: 'completed',
      url: shot.imageUrl,
      isPrimary: true,
      metadata: { inputs },
    };
  });
  for (let at = 0; at < generations.length; at += CHUNK) {
    await db.insert(shotGenerations).values(generations.slice(at, at + CHUNK));
  }
  // One look changes: the shots that link it go stale.
  await call('PATCH', `/api/assets/${assets[3]!.id}`, { description: 'a sailor in a yellow oilskin' });

  const times: number[] = [];
  let last: ScenarioFreshness | undefined;
  for (let run = 0; run < RUNS + 2; run += 1) {
    const started = performance.now();
    last = await call<ScenarioFreshness>('GET', `/api/scenarios/${scenario.id}/freshness`);
    if (run >= 2) times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  console.log(`freshness of ${SHOTS} shots (${ASSETS} assets, 2 links each), ${RUNS} runs after 2 warm-ups`);
  console.log(`  p50 ${at(0.5)} ms · p95 ${at(0.95)} ms · max ${sorted.at(-1)!.toFixed(1)} ms`);
  console.log(`  images: ${JSON.stringify(last?.counts.image)} · videos: ${JSON.stringify(last?.counts.video)}`);
  console.log(
    `  load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
