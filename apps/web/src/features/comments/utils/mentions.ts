/** A project member who can be named with @ (the owner and the collaborators). */
export interface MentionMember {
  userId: string;
  name: string;
  email: string;
}

/** A piece of a comment's body: plain text, or an @mention of a member (shown highlighted, never as HTML). */
export type BodySegment = { kind: 'text'; text: string } | { kind: 'mention'; text: string; userId: string };

/** What may follow a name for it to be a whole mention: the server reads "@Ann Leeward" as no mention of "Ann Lee". */
const WORD = /[\p{L}\p{N}_]/u;
/** Longer than any name or e-mail typed after @: the box stops suggesting. */
const QUERY_MAX = 64;
export const SUGGESTIONS_MAX = 6;

/**
 * The body cut into text and mentions. `names` are the texts a mentioned member may be written as (their name
 * and e-mail); as on the server, matching is case-insensitive, longest first, and a name must not run on into
 * another letter or digit.
 */
export function splitMentions(body: string, names: readonly { userId: string; text: string }[]): BodySegment[] {
  const candidates = names
    .filter((name) => name.text.length > 0)
    .map((name) => ({ ...name, lower: name.text.toLowerCase() }))
    .sort((a, b) => b.lower.length - a.lower.length);
  const lower = body.toLowerCase();
  const segments: BodySegment[] = [];
  let textStart = 0;
  let at = lower.indexOf('@');
  while (at !== -1 && candidates.length > 0) {
    const rest = lower.slice(at + 1);
    const match = candidates.find(({ lower: text }) => rest.startsWith(text) && !WORD.test(rest.charAt(text.length)));
    if (match) {
      if (at > textStart) segments.push({ kind: 'text', text: body.slice(textStart, at) });
      const end = at + 1 + match.lower.length;
      segments.push({ kind: 'mention', text: body.slice(at, end), userId: match.userId });
      textStart = end;
      at = lower.indexOf('@', end);
    } else {
      at = lower.indexOf('@', at + 1);
    }
  }
  if (textStart < body.length) segments.push({ kind: 'text', text: body.slice(textStart) });
  return segments;
}

/** The texts a comment's mentions may be written as: each mentioned member's name and, when known, e-mail. */
export function mentionNames(
  mentions: readonly { userId: string; name: string }[],
  members: readonly MentionMember[],
): { userId: string; text: string }[] {
  return mentions.flatMap((mention) => {
    const email = members.find((member) => member.userId === mention.userId)?.email;
    return [
      { userId: mention.userId, text: mention.name },
      ...(email ? [{ userId: mention.userId, text: email }] : []),
    ];
  });
}

/** The @word being typed before the caret: where its @ stands and what follows it so far. */
export interface MentionQuery {
  start: number;
  end: number;
  query: string;
}

/**
 * The mention the caret is in, if any: an @ at the start or after a space or punctuation (not inside an
 * e-mail address), followed by at most QUERY_MAX characters on the same line, not starting with a space.
 */
export function activeMentionQuery(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at === -1) return null;
  if (at > 0 && WORD.test(before.charAt(at - 1))) return null;
  const query = before.slice(at + 1);
  if (query.length > QUERY_MAX || /[\n\r]/.test(query) || /^\s/.test(query)) return null;
  return { start: at, end: caret, query };
}

/**
 * Members whose name (or a word of it) or e-mail starts with the query, case-insensitive: names starting with it
 * first, then alphabetical; every member for an empty query. At most `limit`.
 */
export function suggestMembers(
  members: readonly MentionMember[],
  query: string,
  limit: number = SUGGESTIONS_MAX,
): MentionMember[] {
  const wanted = query.toLowerCase();
  const rank = (member: MentionMember): number => {
    const name = member.name.toLowerCase();
    if (name.startsWith(wanted)) return 0;
    if (name.split(/\s+/).some((word) => word.startsWith(wanted))) return 1;
    if (member.email.toLowerCase().startsWith(wanted)) return 2;
    return -1;
  };
  return members
    .map((member) => ({ member, rank: rank(member) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.member.name.localeCompare(b.member.name))
    .slice(0, limit)
    .map((entry) => entry.member);
}

/** The text with the typed @query replaced by the member's full mention and a space, and where the caret goes. */
export function insertMention(
  text: string,
  range: Pick<MentionQuery, 'start' | 'end'>,
  member: MentionMember,
): { text: string; caret: number } {
  const mention = `@${member.name || member.email} `;
  const after = text.slice(range.end).replace(/^ /, '');
  return { text: text.slice(0, range.start) + mention + after, caret: range.start + mention.length };
}
