import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/renderUi';
import { PresenceAvatars } from './PresenceAvatars';

const PEOPLE = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Hedy Lamarr',
  'Claude Shannon',
  'Radia Perlman',
  'Tim Berners-Lee',
].map((name, index) => ({ id: `u${index}`, name }));

describe('PresenceAvatars', () => {
  it('shows 5 avatars by default with a +N bubble naming the rest', async () => {
    await renderUi(<PresenceAvatars people={PEOPLE} />);
    const list = screen.getByRole('list', { name: 'People here now' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.slice(0, 5).map((item) => item.title)).toEqual(PEOPLE.slice(0, 5).map((person) => person.name));
    expect(items[0]!.textContent).toBe('ALAda Lovelace');
    const bubble = items[5]!;
    expect(bubble.textContent).toContain('+2');
    expect(bubble.title).toBe('Radia Perlman, Tim Berners-Lee');
    expect(within(bubble).getByText('Also here: Radia Perlman, Tim Berners-Lee')).toBeTruthy();
  });

  it('shows up to 4 in the header and no bubble when all fit', async () => {
    const { rerender } = await renderUi(<PresenceAvatars people={PEOPLE} max={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('+3')).toBeTruthy();
    rerender(<PresenceAvatars people={PEOPLE.slice(0, 4)} max={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it('renders nothing when nobody is present', async () => {
    const { container } = await renderUi(<PresenceAvatars people={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
