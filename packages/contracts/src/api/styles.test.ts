import { describe, expect, it } from 'vitest';
import { StyleModuleCreateInput, StyleModuleUpdateInput } from './styles.ts';

const KEY = '0123456789abcdef0123456789abcdef.png';

describe('a style module’s reference image address', () => {
  const create = (referenceImageUrl: unknown) =>
    StyleModuleCreateInput.safeParse({ name: 'Ink', preset: 'watercolor', referenceImageUrl });
  const update = (referenceImageUrl: unknown) => StyleModuleUpdateInput.safeParse({ id: 'abc', referenceImageUrl });

  it('takes http(s) URLs, this server’s stored media paths and null', () => {
    for (const good of ['https://cdn.example.com/style.png', 'http://example.com/a.jpg?x=1', `/media/${KEY}`, null]) {
      expect(create(good).success, String(good)).toBe(true);
      expect(update(good).success, String(good)).toBe(true);
    }
  });

  it('refuses script, file and other schemes, and paths outside /media/', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)//https://x',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      'ftp://example.com/a.png',
      '//evil.example/a.png',
      '/api/users/profile',
      '/media/../secrets.png',
    ]) {
      expect(create(bad).success, bad).toBe(false);
      expect(update(bad).success, bad).toBe(false);
    }
  });
});
