import { STORAGE_KEYS } from '@sym/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { makeCredits } from '../../../test/creditFixtures';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

describe('header', () => {
  it('shows brand, global links, credits placeholder and the user menu', async () => {
    stubApi({});
    renderApp('/projects', { isSignedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/projects');
    expect(within(nav).getByRole('link', { name: 'Styles' }).getAttribute('href')).toBe('/styles');
    const credits = screen.getByRole('link', { name: 'Credits: —' });
    expect(credits.getAttribute('href')).toBe('/credits');
    expect(screen.getByRole('button', { name: 'User menu' }).textContent).toBe('AL');
    expect(screen.queryByRole('navigation', { name: 'Project sections' })).toBeNull();
  });

  it('hides the page scrolling under it behind an opaque background', async () => {
    stubApi({});
    renderApp('/projects', { isSignedIn: true });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    const header = document.querySelector('header.sticky');
    const classes = header?.className.split(/\s+/) ?? [];
    expect(classes).toContain('bg-canvas');
    // A see-through background (bg-canvas/85, backdrop blur) lets the content read through the header.
    expect(classes.filter((name) => /^(supports-\S+:)?bg-\S+\/\d+$|backdrop-blur/.test(name))).toEqual([]);
  });

  it('shows the balance once it is loaded', async () => {
    stubApi({ 'GET /api/credits/balance': () => ok(makeCredits({ balance: 1250 })) });
    renderApp('/projects', { isSignedIn: true });
    const credits = await screen.findByRole('link', { name: 'Credits: 1,250' });
    expect(credits.getAttribute('href')).toBe('/credits');
  });

  it('shows the project tabs inside a project with Scenarios active in an episode', async () => {
    stubApi({});
    renderApp('/projects/p1/scenarios/s1', { isSignedIn: true });
    const tabs = await screen.findByRole('navigation', { name: 'Project sections' });
    const names = within(tabs)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Scenarios', 'Assets', 'Styles', 'Settings']);
    expect(within(tabs).getByRole('link', { name: 'Scenarios' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Assets' }).getAttribute('href')).toBe('/projects/p1/assets');
  });

  it('opens the user menu with name, theme toggle, languages, Recycle Bin and Logout', async () => {
    stubApi({});
    const { router } = renderApp('/projects', { isSignedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();

    const before = document.documentElement.dataset.theme;
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Toggle theme' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Toggle theme' }));
    expect(document.documentElement.dataset.theme).toBe(before === 'light' ? 'dark' : 'light');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe(document.documentElement.dataset.theme);

    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['en', 'de', 'ja', 'it', 'es', 'fr']);
    expect(screen.getByRole('menuitem', { name: 'Recycle Bin' }).getAttribute('href')).toBe('/recycling');

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Recycle Bin' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'User menu' }));

    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.loggingOut)).toBe('true');
  });

  it('switches the interface language and caches the choice', async () => {
    stubApi({});
    renderApp('/projects', { isSignedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projekte' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Benutzermenü' }));
    expect(screen.getByRole('menuitem', { name: 'Design umschalten' })).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await act(() => i18n.changeLanguage('en'));
  });

  it('opens the mobile menu, locks scrolling, and closes on Escape', async () => {
    stubApi({});
    renderApp('/projects/p1/assets', { isSignedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(dialog).getByRole('navigation', { name: 'Project sections' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the mobile menu on an outside click and on navigation', async () => {
    stubApi({});
    renderApp('/projects', { isSignedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Styles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Styles library' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
