import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GridLayout } from './GridLayout';
import { clampCardSize } from './viewMode';

describe('GridLayout', () => {
  it('fills columns of at least 280 px with a 16 px gap by default', () => {
    render(
      <GridLayout label="Projects">
        <div role="listitem">A</div>
      </GridLayout>,
    );
    const grid = screen.getByRole('list', { name: 'Projects' });
    expect(grid.style.gap).toBe('16px');
    expect(grid.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(100%, 280px), 1fr))');
  });

  it('uses the card size as the minimum column, and one column in list mode', () => {
    const { container, rerender } = render(<GridLayout cardSize={360}>x</GridLayout>);
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.style.gridTemplateColumns).toContain('360px');
    rerender(
      <GridLayout cardSize={360} viewMode="list">
        x
      </GridLayout>,
    );
    expect(grid.style.gridTemplateColumns).toBe('minmax(0, 1fr)');
    expect(grid.dataset.viewMode).toBe('list');
  });
});

describe('clampCardSize', () => {
  const range = { min: 220, max: 480, step: 20 };
  it('keeps sizes within the range and on its step', () => {
    expect(clampCardSize(100, range)).toBe(220);
    expect(clampCardSize(999, range)).toBe(480);
    expect(clampCardSize(291, range)).toBe(300);
    expect(clampCardSize(Number.NaN, range)).toBe(220);
  });
});
