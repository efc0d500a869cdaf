import { describe, expect, it } from 'vitest';
import { isLiteralHost, isPublicAddress } from './address';

describe('isPublicAddress', () => {
  it('refuses loopback, link-local, private and unspecified IPv4 addresses', () => {
    for (const address of ['127.0.0.1', '127.255.255.254', '169.254.169.254', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '0.0.0.0', '100.64.0.1', '224.0.0.1', '255.255.255.255']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses loopback, link-local, unique-local and unspecified IPv6 addresses', () => {
    for (const address of ['::1', '::', 'fe80::1', 'febf::1', 'fc00::1', 'fd12:3456::1', 'ff02::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('reads IPv4-mapped IPv6 addresses as the IPv4 address they map', () => {
    for (const address of ['::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:10.1.2.3', '::ffff:169.254.169.254', '::ffff:0.0.0.0']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('accepts public addresses next to the refused ranges', () => {
    for (const address of ['8.8.8.8', '172.15.255.255', '172.32.0.1', '192.169.0.1', '11.0.0.1', '2001:4860:4860::8888', '2a00:1450::1', 'fec0::1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses anything that is not an IP address (odd forms are resolved by DNS first)', () => {
    for (const address of ['', 'localhost', '2130706433', '0x7f.1', '127.1', 'example.org']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('isLiteralHost', () => {
  it('is true for hosts that name their address: IPs and localhost', () => {
    for (const host of ['127.0.0.1', '[::1]', '::1', 'localhost', 'LOCALHOST', 'db.localhost', '10.0.0.5']) {
      expect(isLiteralHost(host), host).toBe(true);
    }
  });

  it('is false for names that DNS resolves', () => {
    for (const host of ['lindas.admin.ch', 'localhost.example.org', 'virtuoso', '127.0.0.1.nip.io']) {
      expect(isLiteralHost(host), host).toBe(false);
    }
  });
});
