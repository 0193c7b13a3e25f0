import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/renderUi';
import { SkeletonGrid } from './SkeletonGrid';

describe('SkeletonGrid', () => {
  it('announces loading and lays out the requested number of skeleton cards', async () => {
    await renderUi(<SkeletonGrid count={4} viewMode="list" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading...');
    const grid = status.querySelector<HTMLElement>('[data-view-mode="list"]');
    expect(grid?.children).toHaveLength(4);
  });
});
