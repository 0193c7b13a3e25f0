import { describe, expect, it } from 'vitest';
import { neutraliseFormula, quoteCsvCell, toCsv } from './csv';

describe('CSV writer', () => {
  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    for (const text of ['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '\tTAB', '\rCR'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    expect(neutraliseFormula('Lighthouse = home')).toBe('Lighthouse = home');
    expect(neutraliseFormula("'quoted")).toBe("'quoted");
  });

  it('keeps numbers (negative ones too) as numbers and writes missing values as empty cells', () => {
    expect(neutraliseFormula(-12)).toBe('-12');
    expect(neutraliseFormula(3.5)).toBe('3.5');
    expect(neutraliseFormula(Number.NaN)).toBe('');
    expect(neutraliseFormula(null)).toBe('');
    expect(neutraliseFormula(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes or line breaks and doubles the quotes inside', () => {
    expect(quoteCsvCell('plain')).toBe('plain');
    expect(quoteCsvCell('a,b')).toBe('"a,b"');
    expect(quoteCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCsvCell('two\nlines')).toBe('"two\nlines"');
    expect(quoteCsvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes a header and rows with CRLF line ends after a byte order mark, neutralising before quoting', () => {
    const csv = toCsv(
      ['Project', 'Credits'],
      [
        ['=HYPERLINK("http://evil.example","x")', 12],
        ['Ocean, part 2', -3],
        ['東京の灯台', null],
      ],
    );
    expect(csv).toBe(
      '\uFEFFProject,Credits\r\n' +
        '"\'=HYPERLINK(""http://evil.example"",""x"")",12\r\n' +
        '"Ocean, part 2",-3\r\n' +
        '東京の灯台,\r\n',
    );
  });

  it('neutralises a header cell too', () => {
    expect(toCsv(['@name'], [])).toBe("\uFEFF'@name\r\n");
  });
});
