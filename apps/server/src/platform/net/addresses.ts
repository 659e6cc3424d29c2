import ipaddr from 'ipaddr.js';

/**
 * What an IP address is, by ipaddr.js's table of the special-purpose ranges (IANA's IPv4 and IPv6
 * registries): 'unicast' is a public address; anything else (loopback, private, linkLocal, uniqueLocal,
 * carrierGradeNat, multicast, unspecified, broadcast, reserved, the IPv6 forms that carry an IPv4 address
 * to a gateway: 6to4, teredo, rfc6052, rfc6145, ...) is not one the server posts to for a client. An
 * IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is the IPv4 address it maps; IPv4 written in decimal, hex or
 * octal (`2130706433`, `0x7f000001`, `0177.0.0.1`) is read as the address it spells. null: not an address.
 */
export function addressRange(address: string): string | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return null;
  return ipaddr.process(bare).range();
}

/** A public address: one the server may connect to for a client-given URL. */
export const isPublicAddress = (address: string): boolean => addressRange(address) === 'unicast';

/** The machine itself (127.0.0.0/8, ::1, and their IPv4-mapped forms). */
export const isLoopbackAddress = (address: string): boolean => addressRange(address) === 'loopback';
