import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/** The client's address as Express gives it (with TRUST_PROXY: the address the trusted proxies name). */
export function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

/**
 * What a limit per address counts by: an IPv4 address (also when written IPv4-mapped, `::ffff:1.2.3.4`),
 * or for IPv6 the /64 network, which is what one subscriber line or phone gets: any host can pick new
 * addresses inside its /64 at will, so counting single IPv6 addresses would limit nothing.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  const plain = address.split('%')[0];
  if (!isIPv6(plain)) return address;
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ('2001:db8::1' -> 2001, db8, 0, ..., 1). */
function ipv6Groups(address: string): string[] {
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head, tail] = address.toLowerCase().split('::');
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  const all =
    tail === undefined
      ? start
      : [...start, ...Array<string>(8 - start.length - end.length).fill('0'), ...end];
  return all.map((group) => parseInt(group, 16).toString(16));
}
