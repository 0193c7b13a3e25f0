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

  it('shows strings added to the language after the first render', async () => {
    await i18nReady;
    function Added() {
      const { t } = useTranslation();
      return <p>{t('storyboard.shot.label', { n: 1, defaultValue: 'missing' })}</p>;
    }
    i18n.addResourceBundle('it', 'translation', { storyboard: { shot: { label: 'Inquadratura {{n}}' } } }, true, true);
    await act(() => i18n.changeLanguage('it'));
    render(<Added />);
    expect(screen.getByText('Inquadratura 1')).toBeTruthy();
    await act(async () => {
      i18n.addResourceBundle('it', 'translation', { storyboard: { shot: { label: 'Ripresa {{n}}' } } }, true, true);
    });
    expect(await screen.findByText('Ripresa 1')).toBeTruthy();
  });
});
