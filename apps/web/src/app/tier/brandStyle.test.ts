import { afterEach, describe, expect, it } from 'vitest';
import { applyCssVariables, applyFavicon, brandCssVariables } from './brandStyle';

const DARK = { primary: '#1e40af', accent: '#ff7a1a', background: '#0b0c10', text: '#ffffff' };

describe('brand style', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("maps a brand's four colours onto the theme's variables", () => {
    const variables = brandCssVariables(DARK);
    expect(variables).toMatchObject({
      'color-scheme': 'dark',
      '--sym-canvas': '#0b0c10',
      '--sym-fg': '#ffffff',
      '--sym-accent': '#1e40af',
      '--sym-on-accent': '#ffffff',
      '--sym-ring': '#ff7a1a',
      '--sym-surface': 'color-mix(in srgb, #0b0c10 96%, #ffffff)',
    });
    expect(brandCssVariables({ ...DARK, background: '#fafafa', text: '#111111' })['color-scheme']).toBe('light');
  });

  it('sets the variables on an element and takes them off again', () => {
    const element = document.createElement('div');
    element.style.setProperty('color', 'red');
    const remove = applyCssVariables(element, { '--sym-canvas': '#0b0c10', '--sym-fg': '#ffffff' });
    expect(element.style.getPropertyValue('--sym-canvas')).toBe('#0b0c10');
    remove();
    expect(element.style.getPropertyValue('--sym-canvas')).toBe('');
    expect(element.style.getPropertyValue('color')).toBe('red');
  });

  it("points the page's icon at the brand's favicon and puts the built one back", () => {
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
    const restore = applyFavicon(document, '/media/QWNtZUZhdmljb24xMjM0.png?brand=b');
    const link = document.querySelector('link[rel~="icon"]')!;
    expect(link.getAttribute('href')).toBe('/media/QWNtZUZhdmljb24xMjM0.png?brand=b');
    expect(link.getAttribute('type')).toBe('image/png');
    restore();
    expect(link.getAttribute('href')).toBe('/favicon.svg');
    expect(link.getAttribute('type')).toBe('image/svg+xml');
    expect(document.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
  });

  it('adds an icon link to a page without one, and removes it again', () => {
    const restore = applyFavicon(document, '/icon.png');
    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/icon.png');
    restore();
    expect(document.querySelector('link[rel~="icon"]')).toBeNull();
  });
});
