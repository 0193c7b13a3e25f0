import { describe, expect, it } from 'vitest';
import { mentionsIn } from './mentions.ts';

const ann = { userId: 'u1', name: 'Ann', email: 'ann@example.com' };
const annLee = { userId: 'u2', name: 'Ann Lee', email: 'lee@example.com' };
const ben = { userId: 'u3', name: 'Ben Collab', email: 'ben@example.com' };

describe('mentions', () => {
  it('finds members by name or e-mail, the longest name first, each once', () => {
    expect(mentionsIn('@Ann Lee and @ann, see @BEN@EXAMPLE.COM and @ben collab', [ann, annLee, ben])).toEqual([
      { userId: 'u2', name: 'Ann Lee' },
      { userId: 'u1', name: 'Ann' },
      { userId: 'u3', name: 'Ben Collab' },
    ]);
  });

  it('ignores a name that runs on into another word, and strangers', () => {
    expect(mentionsIn('@Annabel and @nobody and mail@', [ann])).toEqual([]);
  });
});
