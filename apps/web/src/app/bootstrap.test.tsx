import { describe, expect, it } from 'vitest';
import { startApp } from './bootstrap';

describe('startApp', () => {
  it('throws when the root element is missing', () => {
    expect(() => startApp(null)).toThrow('Root element #root not found');
  });
});
