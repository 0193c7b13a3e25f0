import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/renderUi';
import { ContentLanguageSelector } from './ContentLanguageSelector';

describe('ContentLanguageSelector', () => {
  it('renders nothing when only one language is supported', async () => {
    const { container } = await renderUi(
      <ContentLanguageSelector languages={['en']} value="en" onChange={() => undefined} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('offers the supported languages by name', async () => {
    const onChange = vi.fn();
    await renderUi(<ContentLanguageSelector languages={['en', 'de', 'ja']} value="en" onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Content language' });
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['en', 'English'],
      ['de', 'Deutsch'],
      ['ja', '日本語'],
    ]);
    fireEvent.change(select, { target: { value: 'ja' } });
    expect(onChange).toHaveBeenCalledWith('ja');
  });
});
