import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/renderUi';
import { GridToolbar } from './GridToolbar';
import type { ViewMode } from './viewMode';

const SORTS = [
  { value: 'recent', label: 'Recent' },
  { value: 'name', label: 'Name' },
] as const;

function renderToolbar(overrides: Partial<Parameters<typeof GridToolbar<'recent' | 'name'>>[0]> = {}) {
  const props = {
    search: '',
    onSearchChange: vi.fn(),
    sortOptions: SORTS,
    sort: 'recent' as const,
    onSortChange: vi.fn(),
    viewMode: 'grid' as ViewMode,
    onViewModeChange: vi.fn(),
    cardSize: 280,
    onCardSizeChange: vi.fn(),
    ...overrides,
  };
  return renderUi(<GridToolbar {...props} />).then((view) => ({ ...view, props }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GridToolbar', () => {
  it('reports the search once typing pauses, and at once on Enter', async () => {
    const { props } = await renderToolbar();
    vi.useFakeTimers();
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.change(input, { target: { value: 'au' } });
    act(() => vi.advanceTimersByTime(299));
    expect(props.onSearchChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(props.onSearchChange).toHaveBeenCalledTimes(1);
    expect(props.onSearchChange).toHaveBeenLastCalledWith('au');

    fireEvent.change(input, { target: { value: 'aur' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onSearchChange).toHaveBeenLastCalledWith('aur');
    act(() => vi.advanceTimersByTime(500));
    expect(props.onSearchChange).toHaveBeenCalledTimes(2);
  });

  it('clears the search at once and follows a search reset by the owner', async () => {
    const { props, rerender } = await renderToolbar({ search: 'harbour' });
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    expect(input.value).toBe('harbour');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(props.onSearchChange).toHaveBeenCalledWith('');
    expect(input.value).toBe('');

    rerender(<GridToolbar {...props} search="station" />);
    expect(input.value).toBe('station');
  });

  it('offers the given sort options', async () => {
    const { props } = await renderToolbar();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect([...select.options].map((option) => option.textContent)).toEqual(['Recent', 'Name']);
    fireEvent.change(select, { target: { value: 'name' } });
    expect(props.onSortChange).toHaveBeenCalledWith('name');
  });

  it('toggles grid and list with pressed buttons', async () => {
    const { props } = await renderToolbar();
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(list.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(list);
    expect(props.onViewModeChange).toHaveBeenCalledWith('list');
  });

  it('has a card-size slider of 220–480 step 20 in grid mode only', async () => {
    const { props, rerender } = await renderToolbar();
    const slider = screen.getByRole('slider', { name: 'Card size' });
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual([
      '220',
      '480',
      '20',
    ]);
    expect(slider.getAttribute('aria-valuetext')).toBe('280 pixels');
    fireEvent.change(slider, { target: { value: '320' } });
    expect(props.onCardSizeChange).toHaveBeenCalledWith(320);

    rerender(<GridToolbar {...props} viewMode="list" />);
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('renders the filters slot and actions', async () => {
    await renderToolbar({
      filters: <button type="button">Characters</button>,
      actions: <button type="button">Delete 2</button>,
      sortOptions: undefined,
    });
    expect(screen.getByRole('button', { name: 'Characters' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete 2' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });
});
