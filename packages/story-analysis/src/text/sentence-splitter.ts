/** One sentence of a story, in order, with the paragraph it belongs to. */
export interface Sentence {
  text: string;
  paragraph: number;
}

const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'mt',
  'jr',
  'sr',
  'prof',
  'capt',
  'col',
  'gen',
  'lt',
  'sgt',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'no',
]);
const TERMINALS = '.!?…';
const CLOSERS = '"”’\')]';
const OPEN_QUOTES = '"“';
const MAX_QUOTE_CHARS = 600;

/** Collapses runs of spaces and line breaks inside a paragraph to single spaces. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function isAbbreviation(text: string, dotIndex: number): boolean {
  const before = /([A-Za-z.]+)$/.exec(text.slice(0, dotIndex));
  const word = before?.[1]?.toLowerCase();
  if (!word) return false;
  // A single capital letter ("J. Smith") is an initial, not a sentence end.
  return ABBREVIATIONS.has(word) || /^[a-z]$/.test(word);
}

function splitParagraph(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let inStraightQuote = false;
  let curlyDepth = 0;
  let quoteStart = 0;
  for (let index = 0; index < paragraph.length; index++) {
    const char = paragraph[index] ?? '';
    const wasQuoted = inStraightQuote || curlyDepth > 0;
    if (char === '"') inStraightQuote = !inStraightQuote;
    else if (char === '“') curlyDepth++;
    else if (char === '”') curlyDepth = Math.max(0, curlyDepth - 1);
    if (!wasQuoted && (inStraightQuote || curlyDepth > 0)) quoteStart = index;
    if (!TERMINALS.includes(char)) continue;
    const terminalIndex = index;
    let end = index + 1;
    while (end < paragraph.length && TERMINALS.includes(paragraph[end] ?? '')) end++;
    while (end < paragraph.length && CLOSERS.includes(paragraph[end] ?? '')) {
      const closer = paragraph[end];
      if (closer === '"') inStraightQuote = !inStraightQuote;
      if (closer === '”') curlyDepth = Math.max(0, curlyDepth - 1);
      end++;
    }
    index = end - 1;
    // A sentence inside a quotation ends with the quotation, so a line of dialogue stays whole; a quotation
    // running on for paragraph lengths is an unbalanced quote mark, and splitting resumes.
    if ((inStraightQuote || curlyDepth > 0) && index - quoteStart < MAX_QUOTE_CHARS) continue;
    if (char === '.' && isAbbreviation(paragraph, terminalIndex)) continue;
    const next = paragraph.slice(end).trimStart();
    const nextChar = next[0] ?? '';
    if (next.length > 0 && !/[A-Z0-9]/.test(nextChar) && !OPEN_QUOTES.includes(nextChar)) continue;
    const sentence = paragraph.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** Splits a story into sentences; quotations stay whole and blank lines start new paragraphs. */
export function splitSentences(story: string): Sentence[] {
  const paragraphs = story
    .split(/\n\s*\n/)
    .map(normalizeWhitespace)
    .filter((paragraph) => paragraph.length > 0);
  return paragraphs.flatMap((paragraph, index) =>
    splitParagraph(paragraph).map((text) => ({ text, paragraph: index })),
  );
}
