import type { WhiteLabelSettings } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { STARTING_COLORS, checkDomain, formOf, isHexColor, updateOf } from './brandForm';

const EMPTY: WhiteLabelSettings = {
  id: null,
  scope: 'site',
  teamId: null,
  productName: null,
  logoUrl: null,
  faviconUrl: null,
  colors: null,
  emailSenderName: null,
  domains: [],
  updatedAt: null,
};

describe('brand form', () => {
  it('starts an unsaved brand empty, with colours switched off at the theme’s own', () => {
    expect(formOf(EMPTY)).toEqual({
      productName: '',
      emailSenderName: '',
      hasColors: false,
      colors: STARTING_COLORS,
      domains: [],
    });
  });

  it('sends empty texts and switched-off colours as cleared', () => {
    const colors = { primary: '#112233', accent: '#445566', background: '#ffffff', text: '#000000' };
    const form = formOf({ ...EMPTY, productName: 'Acme', colors, domains: ['a.acme.example'] });
    expect(updateOf({ ...form, productName: '  Acme Boards ', emailSenderName: ' ' })).toEqual({
      productName: 'Acme Boards',
      emailSenderName: null,
      colors,
      domains: ['a.acme.example'],
    });
    expect(updateOf({ ...form, hasColors: false }).colors).toBeNull();
  });

  it('takes #rrggbb colours only', () => {
    expect(isHexColor('#A1b2C3')).toBe(true);
    expect(isHexColor('#abc')).toBe(false);
    expect(isHexColor('blue')).toBe(false);
  });

  it('checks a domain before it joins the list', () => {
    expect(checkDomain(' Boards.Acme.Example ', [])).toEqual({ domain: 'boards.acme.example', problem: null });
    expect(checkDomain('https://acme.example', []).problem).toBe('invalid');
    expect(checkDomain('192.168.1.10', []).problem).toBe('invalid');
    expect(checkDomain('boards.acme.example', ['boards.acme.example']).problem).toBe('duplicate');
    const full = Array.from({ length: 10 }, (_, index) => `d${index}.acme.example`);
    expect(checkDomain('more.acme.example', full).problem).toBe('tooMany');
  });
});
