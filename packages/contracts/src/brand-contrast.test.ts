import { describe, expect, it } from 'vitest';
import { contrastChecks, contrastRatio, lowContrastPairs, relativeLuminance } from './brand-contrast.ts';

describe('brand contrast (WCAG 2.x)', () => {
  it('measures the extremes and is symmetric', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches published ratios', () => {
    // WebAIM's contrast checker: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBe(4.54);
    // #777777 on white just fails (4.47:1).
    expect(contrastRatio('#777777', '#FFFFFF')).toBe(4.47);
    expect(contrastRatio('#0000ff', '#ffffff')).toBe(8.59);
  });

  it('rounds down, so a ratio shown as 4.49 never passes', () => {
    const ratio = contrastRatio('#777777', '#ffffff');
    expect(ratio).toBeLessThan(4.5);
    expect(String(ratio)).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('checks text on the background and on the primary colour, and warns only below 4.5', () => {
    const colors = { primary: '#ffcc00', accent: '#ff0066', background: '#ffffff', text: '#1a1a1a' };
    expect(contrastChecks(colors).map((check) => check.pair)).toEqual(['text-background', 'text-primary']);
    expect(lowContrastPairs(colors)).toEqual([]);

    const pale = { ...colors, text: '#999999', primary: '#aaaaaa' };
    const warnings = lowContrastPairs(pale);
    expect(warnings.map((warning) => [warning.pair, warning.foreground, warning.background])).toEqual([
      ['text-background', '#999999', '#ffffff'],
      ['text-primary', '#999999', '#aaaaaa'],
    ]);
    expect(warnings[0]!.ratio).toBe(2.84);
    expect(warnings.every((warning) => warning.minimum === 4.5)).toBe(true);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).toThrow(/#rrggbb/);
    expect(() => relativeLuminance('#fff')).toThrow();
  });
});
