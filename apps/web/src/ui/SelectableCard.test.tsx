import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/renderUi';
import { SelectableCard } from './SelectableCard';

function Harness({ onOpen }: { onOpen?: () => void }) {
  const [isSelected, setIsSelected] = useState(false);
  return (
    <SelectableCard
      title="Aurora Station"
      subtitle="Location"
      isSelected={isSelected}
      onSelectedChange={setIsSelected}
      onOpen={onOpen}
      actions={<button type="button">More</button>}
    />
  );
}

describe('SelectableCard', () => {
  it('toggles with Space and opens with Enter when focused', async () => {
    const onOpen = vi.fn();
    await renderUi(<Harness onOpen={onOpen} />);
    const card = screen.getByRole('article', { name: 'Aurora Station' });
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Aurora Station' });
    expect(checkbox.checked).toBe(false);

    fireEvent.keyDown(card, { key: ' ' });
    expect(checkbox.checked).toBe(true);
    expect(card.dataset.selected).toBe('true');
    fireEvent.keyDown(card, { key: ' ' });
    expect(checkbox.checked).toBe(false);
    expect(card.dataset.selected).toBeUndefined();

    fireEvent.keyDown(card, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('opens on a click, toggles through the checkbox only, and leaves action clicks alone', async () => {
    const onOpen = vi.fn();
    await renderUi(<Harness onOpen={onOpen} />);
    fireEvent.click(screen.getByText('Location'));
    expect(onOpen).toHaveBeenCalledTimes(1);

    const checkbox = screen.getByRole<HTMLInputElement>('checkbox');
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(checkbox.checked).toBe(true);
  });

  it('toggles on a click when there is nothing to open', async () => {
    await renderUi(<Harness />);
    fireEvent.click(screen.getByText('Aurora Station'));
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
  });

  it('ignores keys pressed on controls inside the card', async () => {
    const onOpen = vi.fn();
    await renderUi(<Harness onOpen={onOpen} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'More' }), { key: 'Enter' });
    expect(onOpen).not.toHaveBeenCalled();
  });
});
