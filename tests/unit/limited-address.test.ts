import { expect, test } from 'vitest';
import { limitedAddress } from '#functions/platform/limited-address.ts';

test('an IPv4 address is counted whole, written as IPv4 or as IPv6', () => {
  expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7');
  expect(limitedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(limitedAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
});

test('an IPv6 address is counted by its /64, however it is written', () => {
  const network = '2001:db8:1:2::/64';
  for (const address of [
    '2001:db8:1:2::1',
    '2001:0db8:0001:0002:0000:0000:0000:0001',
    '2001:DB8:1:2:ffff:ffff:ffff:ffff',
    '2001:db8:1:2:a:b::',
    '2001:db8:1:2::203.0.113.7',
    '2001:db8:1:2::1%eth0',
  ])
    expect(limitedAddress(address), address).toBe(network);
  expect(limitedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
  expect(limitedAddress('2001:db8:1:3::1')).not.toBe(network);
});

test('what is not an address is counted as it is (the platform gave none)', () => {
  expect(limitedAddress('unknown')).toBe('unknown');
  expect(limitedAddress('')).toBe('');
});
