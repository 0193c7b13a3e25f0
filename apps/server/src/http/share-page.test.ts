import { describe, expect, it } from 'vitest';
import type { PublicVideo } from '@sym/contracts';
import { escapeHtml, renderSharePage, shareMetaTags, sharePageIdOf } from './share-page.ts';

const VIDEO: PublicVideo = {
  shareId: '0b7d1c1e-1111-4222-8333-444455556666',
  title: 'Night "><script>alert(1)</script> & <b>',
  videoUrl: '/media/0123456789abcdef0123456789abcdef.mp4',
  posterUrl: '/media/fedcba9876543210fedcba9876543210.jpg',
  duration: 12,
  width: 1280,
  height: 720,
};
const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Sym Studio</title>\n  </head>\n  <body></body>\n</html>';

describe('share page tags', () => {
  it('reads the share id of /v/{id} paths only', () => {
    expect(sharePageIdOf('/v/abc')).toBe('abc');
    expect(sharePageIdOf('/v/abc/')).toBe('abc');
    expect(sharePageIdOf('/v/abc/more')).toBeUndefined();
    expect(sharePageIdOf('/video/abc')).toBeUndefined();
    expect(sharePageIdOf('/v/%E0%A4%A')).toBeUndefined();
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('gives absolute urls and the video size, with a large-image card when there is a poster', () => {
    const tags = shareMetaTags(VIDEO, 'https://studio.example');
    expect(tags).toContain('<meta property="og:type" content="video.other">');
    expect(tags).toContain(
      `<meta property="og:url" content="https://studio.example/v/0b7d1c1e-1111-4222-8333-444455556666">`,
    );
    expect(tags).toContain(
      '<meta property="og:video" content="https://studio.example/media/0123456789abcdef0123456789abcdef.mp4">',
    );
    expect(tags).toContain('<meta property="og:video:secure_url"');
    expect(tags).toContain('<meta property="og:video:type" content="video/mp4">');
    expect(tags).toContain('<meta property="og:video:width" content="1280">');
    expect(tags).toContain('<meta property="og:video:height" content="720">');
    expect(tags).toContain(
      '<meta property="og:image" content="https://studio.example/media/fedcba9876543210fedcba9876543210.jpg">',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('content="Night &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;"');
  });

  it('leaves out the image tags without a poster, and the secure url on plain http', () => {
    const tags = shareMetaTags({ ...VIDEO, posterUrl: null }, 'http://localhost:3000');
    expect(tags).not.toContain('og:image');
    expect(tags).not.toContain('og:video:secure_url');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
  });

  it('puts the tags into the head and the title into <title>, keeping the rest of the page', () => {
    const html = renderSharePage(INDEX, VIDEO, 'https://studio.example');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta property="og:title"');
    expect(html).toContain('<title>Night &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;</title>');
    expect(html).toContain('<body></body>');
    expect(html).not.toContain('<script>alert');
    // A title with "$&" must not be read as a replacement pattern.
    expect(renderSharePage(INDEX, { ...VIDEO, title: 'A $& B' }, 'https://x.example')).toContain(
      '<title>A $&amp; B</title>',
    );
  });

  it('names the site in the title and og:site_name when given its brand', () => {
    const html = renderSharePage(INDEX, { ...VIDEO, title: 'Night' }, 'https://x.example', 'Motion Maker Studio');
    expect(html).toContain('<title>Night · Motion Maker Studio</title>');
    expect(html).toContain('<meta property="og:site_name" content="Motion Maker Studio">');
    expect(html).toContain('<meta property="og:title" content="Night">');
    expect(shareMetaTags(VIDEO, 'https://x.example')).not.toContain('og:site_name');
  });

  it('adds a head to a page without one', () => {
    const html = renderSharePage('<!doctype html><html><body>spa</body></html>', VIDEO, 'https://x.example');
    expect(html).toMatch(/^<!doctype html><html><head><meta property="og:title"/);
    expect(html).toContain('<body>spa</body>');
  });
});
