import { StoryAnalysisError } from '../errors.ts';
import type { SplitTextRequest, SplitTextResult } from '../types.ts';

const WORD_CHAR = /[\p{L}\p{N}'’-]/u;
const EDGE_WORD_END = /[\p{L}\p{N}'’-]+$/u;
const EDGE_WORD_START = /^[\p{L}\p{N}'’-]+/u;
// Sentence-ending punctuation, possibly followed by closing quotes or brackets.
const TERMINAL = /[.!?…]["”’)\]]*$/u;
const LEADING_TERMINAL = /^\s*([.!?…]+)/u;
const LEADING_JUNK = /^[\s,;:.!?…)\]—–-]+/u;
const TRAILING_SOFT_PUNCTUATION = /[\s,;:—–-]+(["”’)\]]*)$/u;

/** The error shown when a cut would leave one side without text. */
export const EMPTY_PART_MESSAGE = 'Cannot cut at this position - both parts must have content';

function moveSplitWord(first: string, second: string): [string, string] {
  const left = EDGE_WORD_END.exec(first)?.[0] ?? '';
  const right = EDGE_WORD_START.exec(second)?.[0] ?? '';
  if (!left || !right) return [first, second];
  // The whole word goes to the side that already holds most of it.
  if (left.length >= right.length) return [first + right, second.slice(right.length)];
  return [first.slice(0, first.length - left.length), left + second];
}

const hasOpenQuote = (text: string): boolean =>
  (text.match(/"/g)?.length ?? 0) % 2 === 1 || (text.match(/“/g)?.length ?? 0) > (text.match(/”/g)?.length ?? 0);

/** Punctuation that closes the first part's sentence or quotation moves back to it instead of being dropped. */
function moveClosingPunctuation(first: string, second: string): [string, string] {
  let left = first.trimEnd();
  let right = second;
  const terminal = LEADING_TERMINAL.exec(right);
  if (terminal?.[1] && !TERMINAL.test(left)) {
    left += terminal[1];
    right = right.slice(terminal[0].length);
  }
  const quote = /^\s*(["”])/u.exec(right);
  if (quote?.[1] && hasOpenQuote(left)) {
    left += quote[1];
    right = right.slice(quote[0].length);
  }
  return [left, right];
}

function capitalizeFirstLetter(text: string): string {
  const index = text.search(/\p{L}/u);
  if (index < 0) return text;
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}

function endSentence(text: string): string {
  if (TERMINAL.test(text)) return text;
  // "Hello," → "Hello." and "He said "hi"," → "He said "hi"."
  if (TRAILING_SOFT_PUNCTUATION.test(text)) return text.replace(TRAILING_SOFT_PUNCTUATION, '.$1');
  return `${text}.`;
}

/** Cleans both halves of a text cut at a position: no split word, no dangling punctuation, tidy sentence ends. */
export function repairSplit(request: SplitTextRequest): SplitTextResult {
  const { originalText } = request;
  const position = Math.min(Math.max(0, Math.trunc(request.cutPosition)), originalText.length);
  let first = request.firstPart;
  let second = request.secondPart;
  const splitsWord = WORD_CHAR.test(originalText.charAt(position - 1)) && WORD_CHAR.test(originalText.charAt(position));
  if (splitsWord) [first, second] = moveSplitWord(first, second);
  [first, second] = moveClosingPunctuation(first, second);
  first = first.trim();
  second = second.replace(LEADING_JUNK, '').trim();
  if (!/[\p{L}\p{N}]/u.test(first) || !/[\p{L}\p{N}]/u.test(second)) {
    throw new StoryAnalysisError('input', EMPTY_PART_MESSAGE);
  }
  return { firstPart: endSentence(first), secondPart: capitalizeFirstLetter(second) };
}
