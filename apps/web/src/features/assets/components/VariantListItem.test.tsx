import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { renderUi } from '../../../test/renderUi';
import { makeVariant } from './testData';
import { VariantListItem } from './VariantListItem';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const renderItem = (name: string) =>
  renderUi(
    <ul>
      <VariantListItem
        variant={makeVariant('v1', name, '2024-01-01T00:00:00.000Z')}
        isSelected={false}
        onSelect={() => undefined}
        onEdit={() => undefined}
        onDelete={() => undefined}
        isDeleting={false}
      />
    </ul>,
  );

describe('variant list item', () => {
  it("shows the server's 'Default' variant in the interface language, in its name and its delete button", async () => {
    await act(() => i18n.changeLanguage('ja'));
    await renderItem('Default');
    expect(screen.getByRole('button', { name: /^デフォルト/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'バリエーション デフォルト を削除' })).toBeTruthy();
    expect(screen.queryByText(/Default/)).toBeNull();
  });

  it('keeps a name the user chose', async () => {
    await act(() => i18n.changeLanguage('de'));
    await renderItem('Night');
    expect(screen.getByRole('button', { name: 'Variante Night löschen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Variante Night bearbeiten' })).toBeTruthy();
  });
});
