import { describe, expect, it } from 'vitest';
import {
  activeMentionQuery,
  insertMention,
  mentionNames,
  splitMentions,
  suggestMembers,
  type MentionMember,
} from './mentions';

const ann: MentionMember = { userId: 'u1', name: 'Ann', email: 'ann@example.com' };
const annLee: MentionMember = { userId: 'u2', name: 'Ann Lee', email: 'lee@example.com' };
const ben: MentionMember = { userId: 'u3', name: 'Ben Collab', email: 'ben@studio.test' };
const members = [ann, annLee, ben];

describe('splitMentions', () => {
  const names = mentionNames(
    [
      { userId: 'u2', name: 'Ann Lee' },
      { userId: 'u1', name: 'Ann' },
      { userId: 'u3', name: 'Ben Collab' },
    ],
    members,
  );

  it('cuts the body into text and mentions, longest name first and case-insensitive', () => {
    expect(splitMentions('@ann lee and @Ann, look', names)).toEqual([
      { kind: 'mention', text: '@ann lee', userId: 'u2' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@Ann', userId: 'u1' },
      { kind: 'text', text: ', look' },
    ]);
  });

  it('knows a member written by e-mail', () => {
    expect(splitMentions('ask @ben@studio.test.', names)).toEqual([
      { kind: 'text', text: 'ask ' },
      { kind: 'mention', text: '@ben@studio.test', userId: 'u3' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves a name that runs on into another word, an unknown name and markup as text', () => {
    expect(splitMentions('@Annabel <b>@nobody</b>', names)).toEqual([
      { kind: 'text', text: '@Annabel <b>@nobody</b>' },
    ]);
  });

  it('is only text without mentions', () => {
    expect(splitMentions('plain @Ann', [])).toEqual([{ kind: 'text', text: 'plain @Ann' }]);
    expect(splitMentions('', names)).toEqual([]);
  });
});

describe('activeMentionQuery', () => {
  it('finds the @word before the caret, spaces included', () => {
    expect(activeMentionQuery('hi @Be', 6)).toEqual({ start: 3, end: 6, query: 'Be' });
    expect(activeMentionQuery('@Ben Co', 7)).toEqual({ start: 0, end: 7, query: 'Ben Co' });
    expect(activeMentionQuery('@', 1)).toEqual({ start: 0, end: 1, query: '' });
  });

  it('is nothing inside an e-mail address, after a new line, after "@ " or without @', () => {
    expect(activeMentionQuery('mail ann@ex', 11)).toBeNull();
    expect(activeMentionQuery('@Ben\nthanks', 11)).toBeNull();
    expect(activeMentionQuery('@ Ben', 5)).toBeNull();
    expect(activeMentionQuery('no mention', 10)).toBeNull();
  });
});

describe('suggestMembers', () => {
  it('offers members whose name, a word of it or e-mail starts with the query', () => {
    expect(suggestMembers(members, 'ann').map((member) => member.userId)).toEqual(['u1', 'u2']);
    expect(suggestMembers(members, 'LEE').map((member) => member.userId)).toEqual(['u2']);
    expect(suggestMembers(members, 'ben@').map((member) => member.userId)).toEqual(['u3']);
    expect(suggestMembers(members, 'ben co').map((member) => member.userId)).toEqual(['u3']);
  });

  it('offers everyone for an empty query, up to the limit, and nobody for a miss', () => {
    expect(suggestMembers(members, '')).toHaveLength(3);
    expect(suggestMembers(members, '', 2)).toHaveLength(2);
    expect(suggestMembers(members, 'zed')).toEqual([]);
  });
});

describe('insertMention', () => {
  it('replaces the typed query with the full name and a space, and puts the caret after it', () => {
    expect(insertMention('hi @be there', { start: 3, end: 6 }, ben)).toEqual({
      text: 'hi @Ben Collab there',
      caret: 15,
    });
    expect(insertMention('@a', { start: 0, end: 2 }, ann)).toEqual({ text: '@Ann ', caret: 5 });
  });
});
