import { describe, expect, it } from 'vitest';
import { isLocalHostName, isLoopbackAddress, isPublicAddress } from './public-address.ts';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local (metadata), CGNAT, this-network, multicast and reserved IPv4', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '169.254.0.1',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
      '198.18.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses IPv6 loopback, unspecified, unique-local, link-local, multicast and IPv6 forms of private IPv4', () => {
    for (const address of [
      '::1',
      '::',
      'fc00::1',
      'fd12:3456:789a::1',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b::10.0.0.1',
      '64:ff9b:1::8.8.8.8',
      '2001:db8::1',
      '2002:7f00:1::1',
      '2001:0:4136:e378::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('allows public unicast addresses, and refuses what is not an IP address', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '169.253.255.255',
      '11.0.0.1',
      '223.255.255.254',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const notAnAddress of ['', 'example.com', '256.0.0.1', '1.2.3', '::ffff:999.0.0.1', '1:2:3']) {
      expect(isPublicAddress(notAnAddress), notAnAddress).toBe(false);
    }
  });
});

describe('isLoopbackAddress', () => {
  it('knows the loopback addresses and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['10.0.0.1', '::', '::2', '169.254.169.254', '8.8.8.8', 'localhost']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});

describe('isLocalHostName', () => {
  it('refuses local and single-label names, allows ordinary public ones', () => {
    for (const name of [
      'localhost',
      'LOCALHOST.',
      'app.localhost',
      'printer.local',
      'metadata.google.internal',
      'intranet',
      'nas.home.arpa',
      'box.localdomain',
    ]) {
      expect(isLocalHostName(name), name).toBe(true);
    }
    for (const name of ['example.com', 'images.example.org', 'localhost.example.com', 'cdn.internal-images.com']) {
      expect(isLocalHostName(name), name).toBe(false);
    }
  });
});
