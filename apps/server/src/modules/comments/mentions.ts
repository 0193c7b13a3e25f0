import type { ProjectMember } from './review-actor.ts';

const WORD = /[\p{L}\p{N}_]/u;

/**
 * The members a comment names: `@` followed by a member's name or e-mail (case-insensitive), not followed by
 * another letter or digit. Longer names are tried first, so "@Ann Lee" names Ann Lee, not Ann.
 */
export function mentionsIn(body: string, members: readonly ProjectMember[]): { userId: string; name: string }[] {
  const candidates = members
    .flatMap((member) =>
      [member.name, member.email].filter(Boolean).map((text) => ({ member, text: text.toLowerCase() })),
    )
    .sort((a, b) => b.text.length - a.text.length);
  const lower = body.toLowerCase();
  const found = new Map<string, string>();
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    const rest = lower.slice(at + 1);
    const match = candidates.find(({ text }) => rest.startsWith(text) && !WORD.test(rest.charAt(text.length)));
    if (match) found.set(match.member.userId, match.member.name);
  }
  return [...found].map(([userId, name]) => ({ userId, name }));
}
