import { describe, expect, it } from 'vitest';
import { addressRange, isLoopbackAddress, isPublicAddress } from '../../../src/platform/net/addresses.js';

/** The address of a URL's host as the URL parser leaves it (it normalises IPv4 spellings and IPv6). */
const hostOf = (url: string) => new URL(url).hostname;

describe('addressRange: what an IP address is', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    // IPv4-mapped IPv6 is the IPv4 address it maps.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    // IPv6 forms that hand an IPv4 address to a gateway.
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001:0:4136:e378::1', 'teredo'],
    ['8.8.8.8', 'unicast'],
    ['142.250.184.10', 'unicast'],
    ['2a00:1450:4003:80e::200a', 'unicast'],
    ['::ffff:8.8.8.8', 'unicast'],
  ])('%s is %s', (address, range) => {
    expect(addressRange(address)).toBe(range);
  });

  it('reads IPv4 in decimal, hex and octal as the address it spells', () => {
    expect(addressRange('2130706433')).toBe('loopback');
    expect(addressRange('0x7f000001')).toBe('loopback');
    expect(addressRange('0177.0.0.1')).toBe('loopback');
  });

  it('sees through the spellings a URL parser normalises', () => {
    for (const url of [
      'https://0x7f000001/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://0x7f.0.0.1/',
      'https://[::ffff:127.0.0.1]/',
      'https://[0:0:0:0:0:0:0:1]/',
    ]) {
      expect(isLoopbackAddress(hostOf(url)), url).toBe(true);
      expect(isPublicAddress(hostOf(url)), url).toBe(false);
    }
    expect(addressRange(hostOf('https://0xa9fea9fe/'))).toBe('linkLocal');
  });

  it('answers null for a name', () => {
    expect(addressRange('localhost')).toBeNull();
    expect(addressRange('fcm.googleapis.com')).toBeNull();
    expect(addressRange('')).toBeNull();
  });

  it('only unicast is public', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2a00:1450:4003:80e::200a')).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '100.64.1.1',
      '0.0.0.0',
      'localhost',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});
