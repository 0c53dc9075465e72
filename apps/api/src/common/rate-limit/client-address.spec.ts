import { addressKey } from './client-address.js';

describe('addressKey', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts IPv6 addresses by their /64 network', () => {
    expect(addressKey('2001:db8:1:2:a:b:c:d')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:0:0:1::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });

  it('gives two hosts of one /64 the same key and other networks another', () => {
    expect(addressKey('2401:4900:1:2::aaaa')).toBe(addressKey('2401:4900:1:2:1234:5678:9abc:def0'));
    expect(addressKey('2401:4900:1:3::aaaa')).not.toBe(addressKey('2401:4900:1:2::aaaa'));
  });

  it('keeps anything else as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
