import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

async function openShowcase() {
  stubApi({});
  renderApp('/ui-showcase', { isSignedIn: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'UI Showcase' })).toBeTruthy();
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('/ui-showcase', () => {
  it('shows every generic piece of spec §2', async () => {
    await openShowcase();
    for (const name of [
      'Modal',
      'Confirmation',
      'Toolbar, grid and cards',
      'Skeletons',
      'Sub-tabs',
      'Empty state',
      'Auto-growing textarea',
      'Share dialog',
      'Content language selector',
      'Presence avatars',
    ]) {
      expect(section(name)).toBeTruthy();
    }
    await waitFor(() => expect(document.title).toContain('UI Showcase'));
  });

  it('opens a modal of the chosen size and shows the answer of the confirmation dialog', async () => {
    await openShowcase();
    fireEvent.click(within(section('Modal')).getByRole('button', { name: 'Fullscreen' }));
    const dialog = screen.getByRole('dialog', { name: 'Fullscreen modal, Default variant' });
    expect(dialog.dataset.size).toBe('fullscreen');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    const confirmSection = section('Confirmation');
    fireEvent.click(within(confirmSection).getByRole('button', { name: 'Ask with the defaults' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Action' });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    });
    expect(within(confirmSection).getByText('Last answer: Cancelled')).toBeTruthy();
  });

  it('drives the sample grid from the toolbar and selects cards', async () => {
    await openShowcase();
    const collection = section('Toolbar, grid and cards');
    expect(within(collection).getAllByRole('article')).toHaveLength(10);

    fireEvent.change(within(collection).getByRole('combobox', { name: 'Type' }), { target: { value: 'prop' } });
    expect(
      within(collection)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Glass Lantern', 'Brass Compass', 'Silver Key']);

    fireEvent.keyDown(within(collection).getByRole('article', { name: 'Silver Key' }), { key: ' ' });
    expect(within(collection).getByText('Selected: 1')).toBeTruthy();

    fireEvent.click(within(collection).getByRole('button', { name: 'List view' }));
    expect(within(collection).queryByRole('slider', { name: 'Card size' })).toBeNull();
  });
});
