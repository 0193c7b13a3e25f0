import { describe, expect, it } from 'vitest';
import { cleanText } from './cleanText';

describe('cleanText', () => {
  it('decodes the HTML entities of spec §5', () => {
    expect(cleanText('Tom &amp; Jerry &lt;3 &gt; &quot;hi&quot; it&#39;s&nbsp;fine')).toBe(
      'Tom & Jerry <3 > "hi" it\'s fine',
    );
  });

  it('decodes once, so an escaped entity stays an entity', () => {
    expect(cleanText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('straightens curly quotes', () => {
    expect(cleanText('\u201CHello\u201D, she said. \u2018Fine\u2019, it\u2019s')).toBe(
      "\"Hello\", she said. 'Fine', it's",
    );
  });

  it('turns en and em dashes into hyphens', () => {
    expect(cleanText('2019\u20132024 \u2014 done')).toBe('2019-2024 - done');
  });

  it('leaves other text alone', () => {
    const text = 'Plain text & ampersand; 日本語 «guillemets» ... &copy;';
    expect(cleanText(text)).toBe(text);
    expect(cleanText('')).toBe('');
  });
});
