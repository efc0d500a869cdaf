/**
 * Which IP addresses an outbound request may reach without the operator naming them: public
 * ones only. Loopback, link-local, private, unspecified and other special-purpose ranges are not
 * public; IPv4-mapped IPv6 forms (::ffff:127.0.0.1) count as the IPv4 address they map.
 */
import { BlockList, isIP } from 'node:net';

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast included
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** True for a public unicast IP address; false for special-purpose ranges and for anything not an IP address. */
export const isPublicAddress = (address: string): boolean => {
  const version = isIP(address);
  if (version === 0) return false;
  return !notPublic.check(address, version === 4 ? 'ipv4' : 'ipv6');
};

/**
 * True when a URL host is itself an address or `localhost`: the operator who lists such an
 * endpoint names the machine it reaches, so no resolution can move it elsewhere.
 */
export const isLiteralHost = (hostname: string): boolean => {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost');
};
