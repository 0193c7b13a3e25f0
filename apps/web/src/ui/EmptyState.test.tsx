import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/renderUi';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it("defaults to spec §8's 'No results found'", async () => {
    await renderUi(<EmptyState />);
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeTruthy();
  });

  it('shows a custom title, message and action', async () => {
    await renderUi(
      <EmptyState
        title="No assets found."
        message="Try adding more details to your story."
        action={<button type="button">Add asset</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No assets found.' })).toBeTruthy();
    expect(screen.getByText('Try adding more details to your story.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add asset' })).toBeTruthy();
  });
});
