import { describe, expect, it } from 'vitest';
import { describePlace } from './describePlace';
import { describeUserAgent } from './describeUserAgent';
import { relativeTime } from './relativeTime';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Linux', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', os: 'Windows', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { browser: 'Safari', os: 'macOS', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', kind: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android', kind: 'mobile' },
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0', { browser: 'Firefox', os: 'Linux', kind: 'desktop' }],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) CriOS/131.0 Mobile/15E148',
      { browser: 'Chrome', os: 'iOS', kind: 'tablet' },
    ],
    ['curl/8.5.0', { browser: null, os: null, kind: 'desktop' }],
    [null, { browser: null, os: null, kind: 'desktop' }],
  ])('%s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });
});

describe('describePlace', () => {
  it.each([
    ['127.0.0.1', { kind: 'thisComputer' }],
    ['::1', { kind: 'thisComputer' }],
    ['::ffff:127.0.0.1', { kind: 'thisComputer' }],
    ['10.1.2.3', { kind: 'localNetwork' }],
    ['172.20.0.5', { kind: 'localNetwork' }],
    ['192.168.1.20', { kind: 'localNetwork' }],
    ['::ffff:192.168.1.20', { kind: 'localNetwork' }],
    ['fd12:3456::1', { kind: 'localNetwork' }],
    ['fe80::1', { kind: 'localNetwork' }],
    ['172.32.0.1', { kind: 'address', ip: '172.32.0.1' }],
    ['203.0.113.7', { kind: 'address', ip: '203.0.113.7' }],
    ['2001:db8::1', { kind: 'address', ip: '2001:db8::1' }],
  ])('%s', (ip, expected) => {
    expect(describePlace(ip)).toEqual(expected);
  });

  it('says nothing without an address', () => {
    expect(describePlace(null)).toBeNull();
    expect(describePlace('')).toBeNull();
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  it.each([
    ['2026-11-27T11:59:50.000Z', 'now'],
    ['2026-11-27T11:55:00.000Z', '5 minutes ago'],
    ['2026-11-27T09:00:00.000Z', '3 hours ago'],
    ['2026-11-26T12:00:00.000Z', 'yesterday'],
    ['2026-11-17T12:00:00.000Z', '10 days ago'],
    ['2026-08-27T12:00:00.000Z', '3 months ago'],
    ['2024-11-27T12:00:00.000Z', '2 years ago'],
  ])('%s is %s', (date, expected) => {
    expect(relativeTime(date, 'en', now)).toBe(expected);
  });

  it('speaks the given language', () => {
    expect(relativeTime('2026-11-27T11:55:00.000Z', 'de', now)).toBe('vor 5 Minuten');
  });
});
