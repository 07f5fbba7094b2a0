import { isIPv4, isIPv6 } from 'node:net';

// What a rate limit counts as one client. An IPv4 address is one. An IPv6
// address is not: a home or mobile line is given a whole /64 (2^64
// addresses), any of which its owner may use, so a limit per address would
// give one line as many allowances as it likes. Its /64 is counted instead,
// as an IPv4 address is. An IPv4 address written as IPv6 (::ffff:a.b.c.d)
// is the IPv4 address.

/** The client a rate limit counts for an address: the IPv4 address, or the IPv6 address's /64 (`2001:db8:1:2::/64`). */
export function limitedAddress(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  let groups = headGroups;
  if (tail !== undefined) {
    const tailGroups = tail === '' ? [] : tail.split(':');
    // An IPv4 address at the end stands for two groups.
    const tailCount = tailGroups.length + (tail.includes('.') ? 1 : 0);
    groups = [...headGroups, ...Array.from({ length: 8 - headGroups.length - tailCount }, () => '0'), ...tailGroups];
  }
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
