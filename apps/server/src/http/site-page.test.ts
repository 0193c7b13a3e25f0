import { describe, expect, it } from 'vitest';
import { renderSitePage, siteMetaTags } from './site-page.ts';

const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>Sym Studio</title>',
  '    <script type="module" src="/assets/index.js"></script>',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

describe('site page', () => {
  it('announces the site tier and the edition in meta tags', () => {
    expect(siteMetaTags({ tier: 'motionmaker', edition: 'sym' })).toBe(
      '<meta name="sym-site-tier" content="motionmaker">\n    <meta name="sym-edition" content="sym">',
    );
  });

  it('puts the tags first in the head and the edition brand into the title', () => {
    const html = renderSitePage(INDEX, { tier: 'motionmaker', edition: 'motionmaker' });
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<meta name="sym-site-tier" content="motionmaker">');
    expect(head).toContain('<meta name="sym-edition" content="motionmaker">');
    expect(head.indexOf('sym-site-tier')).toBeLessThan(head.indexOf('<script'));
    expect(html).toContain('<title>Motion Maker Studio</title>');
    expect(html).not.toContain('Sym Studio');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('keeps the base brand on a base site', () => {
    const html = renderSitePage(INDEX, { tier: 'sym', edition: 'sym' });
    expect(html).toContain('<title>Sym Studio</title>');
    expect(html).toContain('<meta name="sym-site-tier" content="sym">');
  });

  it('adds a head with the tags and the title to a page without one', () => {
    const html = renderSitePage('<!doctype html><html><body>spa</body></html>', {
      tier: 'motionmaker',
      edition: 'motionmaker',
    });
    expect(html).toBe(
      '<!doctype html><html><head><meta name="sym-site-tier" content="motionmaker">\n    ' +
        '<meta name="sym-edition" content="motionmaker">\n    <title>Motion Maker Studio</title></head><body>spa</body></html>',
    );
  });
});

describe('site page with a white label', () => {
  const BUILT = INDEX.replace('<title>', '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />\n    <title>');

  it("shows the brand's product name as the title and its favicon instead of the built one", () => {
    const html = renderSitePage(
      BUILT,
      { tier: 'motionmaker', edition: 'motionmaker' },
      {
        productName: 'Acme <Boards>',
        faviconUrl: '/media/QWNtZUZhdmljb24xMjM0.png?brand=6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      },
    );
    expect(html).toContain('<title>Acme &lt;Boards&gt;</title>');
    expect(html).not.toContain('Motion Maker Studio');
    expect(html).not.toContain('/favicon.svg');
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="icon" type="image/png" href="/media/QWNtZUZhdmljb24xMjM0.png?brand=6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b">',
    );
  });

  it("keeps the edition's title and icon for what the brand leaves unset", () => {
    const html = renderSitePage(BUILT, { tier: 'sym', edition: 'sym' }, { productName: null, faviconUrl: null });
    expect(html).toContain('<title>Sym Studio</title>');
    expect(html).toContain('/favicon.svg');
  });

  it('adds the favicon to a page without a head', () => {
    const html = renderSitePage(
      '<!doctype html><html><body></body></html>',
      { tier: 'sym', edition: 'sym' },
      { productName: 'Acme', faviconUrl: '/media/QWNtZUZhdmljb24xMjM0.png' },
    );
    expect(html).toMatch(/<head>.*<title>Acme<\/title>.*rel="icon".*<\/head>/s);
  });
});
