import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandTitleOf } from '@sym/contracts';
import { newMediaKey } from '../src/media/media-storage.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { pageText, panelFrames, renderPage } from './helpers/pdf-pages.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);

/** Mid-tone pictures: far from the frames' dark border, so only the borders count as frames. */
const COLOURS = ['#c8a070', '#80b0d0', '#a0c890', '#d0a0b0', '#b0b0e0', '#e0c080', '#90c0c0', '#c0c0c0'];

interface Episode {
  token: string;
  scenarioId: string;
  shotIds: string[];
}

/** A project "Lighthouse" with an episode of eight shots, each with a stored picture and some text. */
async function episodeOfEightShots(): Promise<Episode> {
  const owner = await server.register();
  const project = await fixtures.project(owner.user.id, { name: 'Lighthouse' });
  const scenario = await fixtures.scenario(project.id, owner.user.id, { name: 'Storm Night' });
  const shotIds: string[] = [];
  for (const [index, background] of COLOURS.entries()) {
    const key = newMediaKey('png');
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background } })
      .png()
      .toBuffer();
    await server.services.files.put(owner.user.id, key, png, 'image/png');
    const shot = await fixtures.shot(scenario.id, index + 1, {
      description: `Panel text ${index + 1}`,
      imageUrl: `/media/${key}`,
      duration: 2 + index,
      type: index === 1 ? 'close' : 'medium',
      cameraMotion: index === 1 ? 'pan_left' : 'auto',
      animationInstructions: index === 2 ? 'Slow push towards the lamp' : null,
      metadata: index === 0 ? { dialogue: 'KEEPER: The storm is coming.' } : {},
    });
    shotIds.push(shot.id);
  }
  return { token: owner.accessToken, scenarioId: scenario.id, shotIds };
}

async function downloadPdf(episode: Episode, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/scenarios/${episode.scenarioId}/download/pdf${query}`, {
    headers: { authorization: `Bearer ${episode.token}`, ...headers },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Every text drawn on the PDF's pages (pdf-lib writes them as hex strings in flate-compressed streams). */
function drawnTexts(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  let texts = '';
  for (const match of raw.toString('latin1').matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(raw.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      texts += `${Buffer.from(text[1]!, 'hex').toString('latin1')}\n`;
  }
  return texts;
}

/** Page count, the first page's size in whole points, and the picture frames counted on its rendering. */
async function inspect(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const { width, height } = pdf.getPage(0).getSize();
  const frames = panelFrames(await renderPage(bytes));
  return { pages: pdf.getPageCount(), size: [Math.round(width), Math.round(height)], frames };
}

describe('storyboard PDF layouts', () => {
  let episode: Episode;
  beforeAll(async () => {
    episode = await episodeOfEightShots();
  });

  it('prints 6 panels a landscape page in three columns and two rows', async () => {
    const { response, bytes } = await downloadPdf(episode, '?panels=6&orientation=landscape');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { pages, size, frames } = await inspect(bytes);
    expect(size).toEqual([842, 595]);
    expect(pages).toBe(2);
    expect(frames).toHaveLength(6);
    // Three columns and two rows: three distinct left edges, two distinct top edges, all frames 16:9.
    const distinct = (values: number[]) => new Set(values.map((value) => Math.round(value / 4))).size;
    expect(distinct(frames.map((frame) => frame.left))).toBe(3);
    expect(distinct(frames.map((frame) => frame.top))).toBe(2);
    for (const frame of frames) {
      expect((frame.right - frame.left + 1) / (frame.bottom - frame.top + 1)).toBeCloseTo(16 / 9, 1);
    }
    // The second page holds the last two shots.
    expect(panelFrames(await renderPage(bytes, 2))).toHaveLength(2);
  });

  it('prints one panel a portrait page, and up to nine a page', async () => {
    const single = await inspect((await downloadPdf(episode, '?panels=1&orientation=portrait')).bytes);
    expect(single.size).toEqual([595, 842]);
    expect(single.pages).toBe(8);
    expect(single.frames).toHaveLength(1);

    // Nine a page: the episode's eight shots fill one page, leaving the ninth cell empty.
    const nine = await inspect((await downloadPdf(episode, '?panels=9')).bytes);
    expect(nine.size).toEqual([842, 595]);
    expect(nine.pages).toBe(1);
    expect(nine.frames).toHaveLength(8);

    // Without options: four a landscape page, as the shot list PDF always was.
    const standard = await inspect((await downloadPdf(episode, '')).bytes);
    expect(standard.size).toEqual([842, 595]);
    expect(standard.pages).toBe(2);
    expect(standard.frames).toHaveLength(4);
  });

  it('prints two and three panels a page, portrait and landscape, stacked or side by side', async () => {
    const distinct = (values: number[]) => new Set(values.map((value) => Math.round(value / 4))).size;
    for (const [panels, orientation, pageSize, pageCount, lastPage] of [
      [2, 'portrait', [595, 842], 4, 2],
      [2, 'landscape', [842, 595], 4, 2],
      [3, 'portrait', [595, 842], 3, 2],
      [3, 'landscape', [842, 595], 3, 2],
    ] as const) {
      const label = `${panels} ${orientation}`;
      const { bytes } = await downloadPdf(episode, `?panels=${panels}&orientation=${orientation}`);
      const { pages, size, frames } = await inspect(bytes);
      expect([size, pages, frames.length], label).toEqual([pageSize, pageCount, panels]);
      // A portrait page stacks the panels in one column, a landscape page puts them side by side in one row.
      const columns = distinct(frames.map((frame) => frame.left));
      const rows = distinct(frames.map((frame) => frame.top));
      expect([columns, rows], label).toEqual(orientation === 'portrait' ? [1, panels] : [panels, 1]);
      for (const frame of frames) {
        expect((frame.right - frame.left + 1) / (frame.bottom - frame.top + 1), label).toBeCloseTo(16 / 9, 1);
      }
      // The last page holds what is left of the eight shots.
      expect(panelFrames(await renderPage(bytes, pageCount)), label).toHaveLength(lastPage);
    }
  });

  it('prints the project and the brand on every page of a many-page PDF', async () => {
    const { bytes } = await downloadPdf(episode, '?panels=1&orientation=portrait', { 'x-app-tier': 'motionmaker' });
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBe(8);
    for (let page = 1; page <= pages; page += 1) {
      const text = await pageText(bytes, page);
      expect(text, `page ${page}`).toContain('Lighthouse');
      expect(text, `page ${page}`).toContain(brandTitleOf('motionmaker'));
      expect(text, `page ${page}`).toContain(`Page ${page} of ${pages}`);
    }
  });

  it('prints the texts asked for under each panel, with the project, brand and page numbers on every page', async () => {
    const all = await downloadPdf(episode, '?panels=4&fields=number,text,dialogue,duration,camera,notes', {
      'x-app-tier': 'motionmaker',
    });
    const texts = drawnTexts(all.bytes);
    for (const expected of [
      'Shot 1',
      'Panel text 1',
      'KEEPER: The storm is coming.',
      '2 s',
      'Close-up, camera pan left',
      'Notes: Slow push towards the lamp',
      'Lighthouse',
      '  /  Storm Night',
      brandTitleOf('motionmaker'),
      'Page 1 of 2',
      'Page 2 of 2',
    ]) {
      expect(texts).toContain(expected);
    }

    const pictureOnly = drawnTexts((await downloadPdf(episode, '?panels=4&fields=')).bytes);
    expect(pictureOnly).not.toContain('Panel text 1');
    expect(pictureOnly).not.toContain('Shot 1');
    expect(pictureOnly).toContain(brandTitleOf(server.config.APP_TIER));
    const numbersOnly = drawnTexts((await downloadPdf(episode, '?panels=4&fields=number')).bytes);
    expect(numbersOnly).toContain('Shot 1');
    expect(numbersOnly).not.toContain('Panel text 1');
    expect(numbersOnly).not.toContain('KEEPER');
  });

  it('prints open comments as numbered footnotes and each shot’s approval state', async () => {
    const own = await episodeOfEightShots();
    const base = `/api/scenarios/${own.scenarioId}`;
    const comment = async (body: Record<string, unknown>) =>
      dataOf<{ id: string }>(await server.request('POST', `${base}/comments`, { token: own.token, body }));
    const first = await comment({ shotId: own.shotIds[1], body: 'The keeper should carry a lantern' });
    await comment({ parentId: first.id, body: 'Redrawing it now' });
    await comment({ shotId: own.shotIds[1], body: 'Less fog please' });
    await comment({ timeSeconds: 4, body: 'The flash comes too early' });
    const resolved = await comment({ shotId: own.shotIds[0], body: 'Already fixed' });
    const closed = await server.request('PATCH', `/api/comments/${resolved.id}`, {
      token: own.token,
      body: { resolved: true },
    });
    expect(closed.status).toBe(200);
    const approve = async (shotId: string, state: string) =>
      expect(
        (await server.request('POST', `${base}/approvals`, { token: own.token, body: { shotId, state } })).status,
      ).toBeLessThan(300);
    await approve(own.shotIds[0]!, 'approved');
    await approve(own.shotIds[1]!, 'changes_requested');

    const { bytes } = await downloadPdf(own, '?panels=6&orientation=landscape&comments=true&approvals=1');
    const texts = drawnTexts(bytes);
    for (const expected of [
      'Open comments',
      'Shot 2 - ',
      'The keeper should carry a lantern',
      'Redrawing it now',
      'At 0:04 - ',
      'The flash comes too early',
      'Approved',
      'Changes requested',
      '1 of 8 approved',
    ]) {
      expect(texts).toContain(expected);
    }
    // Shot 2 has two open threads: its marker reads "1-2"; the moment of the animatic is footnote 3.
    expect(texts).toMatch(/^1-2$/m);
    expect(texts).toMatch(/^3$/m);
    expect(texts).not.toContain('Already fixed');
    // The footnote band takes room at the bottom: the six panels are still there.
    const { frames } = await inspect(bytes);
    expect(frames).toHaveLength(6);

    const plain = drawnTexts((await downloadPdf(own, '?panels=6')).bytes);
    expect(plain).not.toContain('The keeper should carry a lantern');
    expect(plain).not.toContain('Changes requested');
  });

  it('answers 422 to a layout it does not offer, naming the field', async () => {
    for (const [query, field] of [
      ['?panels=5', 'panels'],
      ['?panels=six', 'panels'],
      ['?orientation=diagonal', 'orientation'],
      ['?fields=number,colour', 'fields'],
      ['?comments=maybe', 'comments'],
    ] as const) {
      const response = await server.request('GET', `/api/scenarios/${episode.scenarioId}/download/pdf${query}`, {
        token: episode.token,
      });
      const details = errorOf(response, 422).details ?? [];
      expect(details.map((detail) => detail.field.split('.')[0])).toEqual([field]);
    }
  });
});
