import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../app/i18n';
import { useTranslation } from './useTranslation';

function ShotLabel({ n }: { n: number }) {
  const { t, i18n: instance } = useTranslation();
  return (
    <p>
      {t('storyboard.shot.label', { n })} ({instance.resolvedLanguage})
    </p>
  );
}

describe('the shared useTranslation', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('renders the current language, again after a change, with remembered texts started afresh', async () => {
    await i18nReady;
    render(
      <Suspense fallback="loading">
        <ShotLabel n={3} />
        <ShotLabel n={4} />
      </Suspense>,
    );
    expect(await screen.findByText('Shot 3 (en)')).toBeTruthy();
    expect(screen.getByText('Shot 4 (en)')).toBeTruthy();
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Plan 3 (fr)')).toBeTruthy();
    expect(screen.getByText('Plan 4 (fr)')).toBeTruthy();
  });

  // Web test files share i18next (no isolation): Italian is loaded first, so the strings added here do not pass
  // for the whole language, and its own label is put back after.
  it('shows strings added to the language after the first render', async () => {
    await i18nReady;
    await i18n.loadLanguages('it');
    const label = 'storyboard.shot.label';
    const original = i18n.getResource('it', 'translation', label) as string;
    function Added() {
      const { t } = useTranslation();
      return <p>{t(label, { n: 1 })}</p>;
    }
    try {
      await act(() => i18n.changeLanguage('it'));
      render(<Added />);
      expect(screen.getByText(original.replace('{{n}}', '1'))).toBeTruthy();
      await act(async () => {
        i18n.addResource('it', 'translation', label, 'Ripresa {{n}}');
      });
      expect(await screen.findByText('Ripresa 1')).toBeTruthy();
    } finally {
      i18n.addResource('it', 'translation', label, original);
    }
  });
});
