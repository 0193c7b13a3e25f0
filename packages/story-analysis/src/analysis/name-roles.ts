import { ANIMALS, HUMAN_ROLES } from './asset-lexicon.ts';
import type { Mention } from './noun-phrases.ts';
import type { Token } from './story-tokens.ts';

const isRole = (mention: Mention | undefined): mention is Mention =>
  mention !== undefined && !mention.proper && (HUMAN_ROLES.has(mention.key) || ANIMALS.has(mention.key));
const joinsApposition = (token: Token | undefined): boolean => token !== undefined && /^,?\s*$/.test(token.post);

/**
 * Names a proper name's role when the text puts them side by side: "Tobias, a retired fisherman", "Sal the
 * bartender", "his little sister Wren", "a baker's daughter named Elsa", "Sheriff Ada Hale".
 */
export function linkRoles(tokens: readonly Token[], mentions: Mention[]): void {
  mentions.forEach((mention, position) => {
    if (!mention.proper || mention.appositiveOf) return;
    const next = mentions[position + 1];
    const previous = mentions[position - 1];
    const title = tokens
      .slice(mention.start, mention.index)
      .map((token) => token.word.replace(/\.$/, ''))
      .find((word) => HUMAN_ROLES.has(word));
    let role: string | undefined;
    // After a comma the role must close its phrase: "Thornby, the villagers lit a fire" is a new clause.
    const afterComma = /,/.test(tokens[mention.index]?.post ?? '');
    const closes = (end: Mention): boolean =>
      /[,;:.!?)]/.test(tokens[end.index]?.post ?? '') ||
      ['with', 'in', 'who', 'whose'].includes(tokens[end.index + 1]?.word ?? '');
    if (
      isRole(next) &&
      next.start === mention.index + 1 &&
      joinsApposition(tokens[mention.index]) &&
      (!afterComma || closes(next))
    )
      role = next.key;
    else if (isRole(previous) && joinsApposition(tokens[previous.index])) {
      const between = tokens.slice(previous.index + 1, mention.start).map((token) => token.word);
      if (between.length === 0 || (between.length === 1 && ['named', 'called'].includes(between[0] ?? '')))
        role = previous.key;
    }
    role ??= title;
    if (role) mention.appositiveOf = role;
  });
}
