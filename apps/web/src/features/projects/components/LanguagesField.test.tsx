import type { Language, Tier } from '@sym/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { createQueryClient } from '../../../app/queryClient';
import { stubApi } from '../../../test/fakeApi';
import { renderUi } from '../../../test/renderUi';
import { LanguagesField } from './LanguagesField';

function Field({ initial }: { initial: Language[] }) {
  const [value, setValue] = useState<Language[]>(initial);
  return <LanguagesField value={value} onChange={setValue} />;
}

async function renderField(tier: Tier, initial: Language[] = ['en']) {
  stubApi({});
  await renderUi(
    <MemoryRouter>
      <AppProviders tier={tier} queryClient={createQueryClient()}>
        <Field initial={initial} />
      </AppProviders>
    </MemoryRouter>,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('supported languages by edition', () => {
  it('lets the base edition choose one language besides English, then says what the upgrade adds', async () => {
    await renderField('sym');
    expect(box('English').disabled).toBe(true);
    fireEvent.click(box('Deutsch'));
    expect(box('Deutsch').checked).toBe(true);
    expect(box('日本語').disabled).toBe(true);
    expect(box('Français').disabled).toBe(true);
    expect(screen.getByText(/More than one language besides English/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Motion Maker Pro' }).getAttribute('href')).toBe('/credits');
    // Taking the language away frees the choice again.
    fireEvent.click(box('Deutsch'));
    expect(box('日本語').disabled).toBe(false);
    expect(screen.queryByRole('link', { name: 'Upgrade to Motion Maker Pro' })).toBeNull();
  });

  it('lets a project that already has several languages drop them on the base edition', async () => {
    await renderField('sym', ['en', 'de', 'ja']);
    expect(box('日本語').disabled).toBe(false);
    fireEvent.click(box('日本語'));
    expect(box('日本語').checked).toBe(false);
    expect(box('Italiano').disabled).toBe(true);
  });

  it('lets the professional edition choose every language', async () => {
    await renderField('motionmaker');
    for (const name of ['Deutsch', '日本語', 'Français']) fireEvent.click(box(name));
    for (const name of ['Deutsch', '日本語', 'Français']) expect(box(name).checked).toBe(true);
    expect(box('Italiano').disabled).toBe(false);
    expect(screen.queryByRole('link', { name: 'Upgrade to Motion Maker Pro' })).toBeNull();
  });
});
