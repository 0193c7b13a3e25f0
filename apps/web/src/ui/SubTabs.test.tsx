import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/renderUi';
import { SubTabs, type SubTabItem } from './SubTabs';

const ITEMS: SubTabItem[] = [
  { id: 'storyboard', label: 'Storyboard' },
  { id: 'timeline', label: 'Timeline', count: 4 },
  { id: 'locked', label: 'Locked', isDisabled: true },
  { id: 'exports', label: 'Exports' },
];

function Harness() {
  const [active, setActive] = useState('storyboard');
  return <SubTabs label="Episode views" items={ITEMS} activeId={active} onChange={setActive} idPrefix="ep" />;
}

describe('SubTabs', () => {
  it('marks the active tab and gives only it a tab stop', async () => {
    await renderUi(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Episode views' })).toBeTruthy();
    const active = screen.getByRole('tab', { name: 'Storyboard' });
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(active.tabIndex).toBe(0);
    expect(active.id).toBe('ep-storyboard');
    const other = screen.getByRole('tab', { name: 'Timeline 4' });
    expect(other.getAttribute('aria-selected')).toBe('false');
    expect(other.tabIndex).toBe(-1);
  });

  it('moves and selects with the arrow keys, Home and End, skipping disabled tabs', async () => {
    await renderUi(<Harness />);
    const storyboard = screen.getByRole('tab', { name: 'Storyboard' });
    storyboard.focus();
    fireEvent.keyDown(storyboard, { key: 'ArrowRight' });
    const timeline = screen.getByRole('tab', { name: 'Timeline 4' });
    expect(document.activeElement).toBe(timeline);
    expect(timeline.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(timeline, { key: 'ArrowRight' });
    const exports = screen.getByRole('tab', { name: 'Exports' });
    expect(document.activeElement).toBe(exports);
    fireEvent.keyDown(exports, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(storyboard);
    fireEvent.keyDown(storyboard, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(exports);
    fireEvent.keyDown(exports, { key: 'Home' });
    expect(document.activeElement).toBe(storyboard);
    fireEvent.keyDown(storyboard, { key: 'End' });
    expect(document.activeElement).toBe(exports);
    expect(exports.getAttribute('aria-selected')).toBe('true');
  });

  it('selects a button tab on click and never a disabled one', async () => {
    await renderUi(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Locked' }));
    expect(screen.getByRole('tab', { name: 'Storyboard' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Exports' }));
    expect(screen.getByRole('tab', { name: 'Exports' }).getAttribute('aria-selected')).toBe('true');
  });

  it('renders link tabs that only move focus with the arrow keys', async () => {
    await renderUi(
      <MemoryRouter>
        <SubTabs
          label="Sections"
          activeId="a"
          items={[
            { id: 'a', label: 'Alpha', to: '/x/a' },
            { id: 'b', label: 'Beta', to: '/x/b' },
          ]}
        />
      </MemoryRouter>,
    );
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(alpha.tagName).toBe('A');
    expect(alpha.getAttribute('href')).toBe('/x/a');
    alpha.focus();
    fireEvent.keyDown(alpha, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Beta' }));
    expect(alpha.getAttribute('aria-selected')).toBe('true');
  });
});
