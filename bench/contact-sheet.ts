// The main job end to end, as a new user meets it in the wizard with the local providers: a story is analysed,
// every asset gets its preview (the asset step's "Generate"), the story is broken into shots, the project is
// created and every shot's image generated. Writes one contact sheet PNG of the shots (numbered in order) and a
// Markdown list with one line per shot: its text and what the renderer says it drew. Prints the seconds each step
// took. Usage: node --import tsx bench/contact-sheet.ts <story.txt> <out-name> [--language de]
// e.g. node --import tsx bench/contact-sheet.ts bench/contact-sheet/lighthouse.en.txt lighthouse
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type {
  AuthResult,
  Job,
  JobTicket,
  ProjectCreateWithStoryResult,
  Shot,
  ShotGeneration,
  StoryAnalysis,
} from '@sym/contracts';
import type { StoryBreakdown } from '@sym/contracts';
import { apiClient, freePort, launchServer, option, ROOT, waitHealthy } from './support/server-process.ts';
import { sceneLine } from './support/scene-line.ts';

const [storyFile, outName] = process.argv.slice(2);
if (!storyFile || !outName) throw new Error('usage: contact-sheet.ts <story.txt> <out-name> [--language de]');
const language = option('language') ?? 'en';
const story = readFileSync(storyFile, 'utf8').trim();
const OUT_DIR = path.join(ROOT, 'docs', 'contact-sheets');
const CELL = { width: 640, height: 360 };
const COLUMNS = 3;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sym-contact-'));
const server = launchServer({ port, dataDir, logLevel: 'warn' });
const api = apiClient(base);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function finished(token: string, ticket: JobTicket): Promise<Job> {
  for (;;) {
    const job = await api.data<Job>('GET', `/api/jobs/${ticket.queue}/${ticket.jobId}`, token);
    if (job.status === 'completed') return job;
    if (job.status === 'failed' || job.status === 'not_found') throw new Error(`job ${job.id}: ${job.error}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

try {
  await waitHealthy(server, base);
  const { accessToken: token } = await api.data<AuthResult>('POST', '/api/auth/register', undefined, {
    name: 'Contact Sheet',
    email: `contact-${Date.now()}@example.com`,
    password: 'harbour-lamp-keeper-1887',
  });

  let started = performance.now();
  const { assets } = await api.data<StoryAnalysis>('POST', '/api/story/analyze', token, { story, language });
  console.log(`analysis: ${assets.length} assets in ${seconds(started)} s`);
  for (const asset of assets) console.log(`  ${asset.type}: ${asset.name} — ${asset.description}`);

  started = performance.now();
  const previews = await Promise.all(
    assets.map(async (asset) => {
      const ticket = await api.data<JobTicket>('POST', '/api/story/asset-preview', token, {
        name: asset.name,
        type: asset.type,
        description: asset.description,
      });
      const job = await finished(token, ticket);
      return String(job.result?.url ?? job.result?.imageUrl ?? '') || null;
    }),
  );
  console.log(`asset previews: ${previews.filter(Boolean).length} in ${seconds(started)} s`);

  const { shots } = await api.data<StoryBreakdown>('POST', '/api/story/breakdown', token, {
    story,
    assets: assets.map(({ name, type, aliases }) => ({ name, type, aliases })),
  });
  const keyOf = (name: string) => `asset-${assets.findIndex((asset) => asset.name === name)}`;
  const created = await api.data<ProjectCreateWithStoryResult>('POST', '/api/projects/create-with-story', token, {
    name: outName,
    story,
    supportedLanguages: [...new Set(['en', language])],
    assets: assets.map((asset, index) => ({
      key: `asset-${index}`,
      name: asset.name,
      type: asset.type,
      description: asset.description,
      imageUrl: previews[index],
    })),
    shots: shots.map((shot) => ({ ...shot, assetKeys: shot.assetNames.map(keyOf) })),
  });

  started = performance.now();
  const batch = await api.data<{ jobs: JobTicket[] }>(
    'POST',
    `/api/scenarios/${created.scenarioId}/generate/images`,
    token,
    {},
  );
  const jobs = await Promise.all(batch.jobs.map((ticket) => finished(token, ticket)));
  console.log(`shot images: ${jobs.length} in ${seconds(started)} s`);

  const list = await api.data<Shot[]>('GET', `/api/scenarios/${created.scenarioId}/shots`, token);
  const cells = await Promise.all(
    list.map(async (shot, index) => {
      const image = Buffer.from(await (await fetch(new URL(shot.imageUrl ?? '', base))).arrayBuffer());
      const label = Buffer.from(
        `<svg width="64" height="40"><rect width="64" height="40" fill="#000" opacity="0.7"/>` +
          `<text x="32" y="29" font-size="26" font-family="sans-serif" fill="#fff" text-anchor="middle">${index + 1}</text></svg>`,
      );
      const cell = await sharp(image)
        .resize(CELL.width, CELL.height, { fit: 'cover' })
        .composite([{ input: label, left: 0, top: 0 }])
        .png()
        .toBuffer();
      return { input: cell, left: (index % COLUMNS) * CELL.width, top: Math.floor(index / COLUMNS) * CELL.height };
    }),
  );
  mkdirSync(OUT_DIR, { recursive: true });
  const rows = Math.ceil(list.length / COLUMNS);
  await sharp({ create: { width: COLUMNS * CELL.width, height: rows * CELL.height, channels: 3, background: '#222' } })
    .composite(cells)
    .png()
    .toFile(path.join(OUT_DIR, `${outName}.png`));
  const lines = await Promise.all(
    list.map(async (shot, index) => {
      const generations = await api.data<ShotGeneration[]>(
        'GET',
        `/api/scenarios/${created.scenarioId}/shots/${shot.id}/generations`,
        token,
      );
      const scene = generations.find((generation) => generation.url === shot.imageUrl)?.scene ?? generations[0]?.scene;
      return `${index + 1}. “${[shot.description, shot.action].filter(Boolean).join(' / ')}” — ${sceneLine(scene)}`;
    }),
  );
  writeFileSync(
    path.join(OUT_DIR, `${outName}.md`),
    `# ${outName}\n\n![contact sheet](${outName}.png)\n\n${lines.join('\n')}\n`,
  );
  console.log(lines.join('\n'));
} finally {
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
