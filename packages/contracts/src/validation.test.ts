import { describe, expect, it } from 'vitest';
import { LoginInput, RegisterInput } from './auth.ts';
import { initialsOf } from './text.ts';
import { Project, ProjectCreateInput, STYLE_PRESETS, StyleModule, WIZARD_STYLE_PRESETS } from './entities/project.ts';
import { Asset, sortVariants } from './entities/asset.ts';
import { Scenario, Shot } from './entities/scenario.ts';
import { User } from './entities/user.ts';
import { PurchaseInput, UpgradeInput } from './entities/credits.ts';
import { normalizeTheme } from './i18n.ts';
import { unwrapData } from './envelope.ts';
import { fillRoutePath } from './routes.ts';
import { HTTP_ONLY_OPERATIONS, OPERATION_ROUTES } from './operations/index.ts';

const id = '6f1c7c1e-4a0e-4b7a-9f55-2f0f3a7e9a11';
const now = new Date().toISOString();
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('§5 limits', () => {
  it('bounds names to 1-100 characters', () => {
    expect(ProjectCreateInput.safeParse({ name: '' }).success).toBe(false);
    expect(ProjectCreateInput.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(ProjectCreateInput.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
  });

  it('bounds project descriptions to 500 and asset/scenario descriptions to 1000', () => {
    expect(ProjectCreateInput.safeParse({ name: 'a', description: 'x'.repeat(501) }).success).toBe(false);
    const base = { id, name: 'A', projectId: id, userId: id, createdAt: now, updatedAt: now };
    expect(Asset.safeParse({ ...base, description: 'x'.repeat(1000) }).success).toBe(true);
    expect(fieldsOf(Asset.safeParse({ ...base, description: 'x'.repeat(1001) }))).toEqual(['description']);
    expect(fieldsOf(Scenario.safeParse({ ...base, description: 'x'.repeat(1001) }))).toEqual(['description']);
  });

  it('requires an integer sequence >= 1 and a positive duration on shots', () => {
    expect(Shot.safeParse({ id, sequence: 1, duration: 2.5 }).success).toBe(true);
    expect(fieldsOf(Shot.safeParse({ id, sequence: 0 }))).toEqual(['sequence']);
    expect(fieldsOf(Shot.safeParse({ id, sequence: 1.5 }))).toEqual(['sequence']);
    expect(fieldsOf(Shot.safeParse({ id, sequence: 1, duration: 0 }))).toEqual(['duration']);
    expect(fieldsOf(Shot.safeParse({ id, sequence: 1, imageUrl: 'not a url' }))).toEqual(['imageUrl']);
  });

  it('requires a valid e-mail and a non-empty name on users', () => {
    const user = { id, email: 'A@Example.com', name: 'Ada', createdAt: now, updatedAt: now };
    const parsed = User.parse(user);
    expect(parsed.email).toBe('a@example.com');
    expect(parsed.emailVerified).toBe(false);
    expect(parsed.authProvider).toBe('email');
    expect(parsed.tier).toBe('sym');
    expect(fieldsOf(User.safeParse({ ...user, email: 'nope' }))).toEqual(['email']);
    expect(fieldsOf(User.safeParse({ ...user, name: ' ' }))).toEqual(['name']);
  });

  it('keeps English among supported languages and applies project defaults', () => {
    const project = Project.parse({
      id,
      name: 'P',
      userId: id,
      supportedLanguages: ['de'],
      createdAt: now,
      updatedAt: now,
    });
    expect(project.supportedLanguages).toEqual(['en', 'de']);
    expect(project.visibility).toBe('private');
    expect(project.status).toBe('active');
  });

  it('offers the 14 style presets, five of them in the wizard, and checks a style module preset', () => {
    expect(STYLE_PRESETS).toHaveLength(14);
    expect(WIZARD_STYLE_PRESETS.every((preset) => STYLE_PRESETS.includes(preset))).toBe(true);
    const module = { id, name: 'Noir', userId: id, createdAt: now, updatedAt: now };
    expect(StyleModule.safeParse({ ...module, preset: 'comic-book' }).success).toBe(true);
    expect(fieldsOf(StyleModule.safeParse({ ...module, preset: 'neon' }))).toEqual(['preset']);
  });

  it('requires all register fields and a login e-mail', () => {
    expect(fieldsOf(RegisterInput.safeParse({}))).toEqual(['name', 'email', 'password']);
    expect(fieldsOf(LoginInput.safeParse({ email: 'x', password: 'y' }))).toEqual(['email']);
  });

  it('needs a numeric purchase amount and a plan id', () => {
    const result = PurchaseInput.safeParse({ amount: 'ten' });
    expect(result.error?.issues[0]?.message).toBe('purchaseCredits requires a numeric amount');
    expect(UpgradeInput.safeParse({ planId: ' ' }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('sorts the Default variant first, then newest first', () => {
    const sorted = sortVariants([
      { variant_name: 'Old', created_at: '2026-01-01T00:00:00Z' },
      { variant_name: 'Default', created_at: '2025-01-01T00:00:00Z' },
      { variant_name: 'New', created_at: '2026-06-01T00:00:00Z' },
    ]);
    expect(sorted.map((v) => v.variant_name)).toEqual(['Default', 'New', 'Old']);
  });

  it('builds initials from up to two words of the name or e-mail', () => {
    expect(initialsOf('Ada Lovelace King')).toBe('AL');
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('grace.hopper@navy.mil')).toBe('GH');
    expect(initialsOf('')).toBe('?');
  });

  it('falls back to dark for unknown themes', () => {
    expect(normalizeTheme('light')).toBe('light');
    expect(normalizeTheme('high-contrast-light')).toBe('high-contrast-light');
    expect(normalizeTheme('purple')).toBe('dark');
    expect(normalizeTheme(undefined)).toBe('dark');
  });

  it('unwraps plain and data-wrapped envelopes', () => {
    expect(unwrapData({ success: true, data: { a: 1 } })).toEqual({ a: 1 });
    expect(unwrapData({ success: true, data: { data: { a: 1 } } })).toEqual({ a: 1 });
    expect(unwrapData([1, 2])).toEqual([1, 2]);
  });

  it('fills path parameters from the payload', () => {
    expect(fillRoutePath('/api/auth/sessions/:sessionId', { sessionId: 'a b', x: 1 })).toEqual({
      path: '/api/auth/sessions/a%20b',
      rest: { x: 1 },
    });
    expect(() => fillRoutePath('/api/x/:id', {})).toThrow('Missing path parameter id');
  });

  it('gives every HTTP-only operation a REST route', () => {
    expect(HTTP_ONLY_OPERATIONS.has('auth.login')).toBe(true);
    for (const action of HTTP_ONLY_OPERATIONS) expect(OPERATION_ROUTES[action], action).toBeDefined();
  });
});
