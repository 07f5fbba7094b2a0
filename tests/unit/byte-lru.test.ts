import { expect, test } from 'vitest';
import { ByteLru } from '#functions/platform/byte-lru.ts';

// What an instance holds of its answers stays within its bytes, the least
// recently read going first (ADR 0092).

test('never holds more bytes than its limit, dropping the least recently read first', () => {
  const held = new ByteLru<string>(100);
  held.set('a', 'A', 40);
  held.set('b', 'B', 40);
  expect(held.get('a')).toBe('A');
  held.set('c', 'C', 40);
  expect(held.bytes).toBe(80);
  expect(held.get('b')).toBeUndefined();
  expect(held.get('a')).toBe('A');
  expect(held.get('c')).toBe('C');
  for (let n = 0; n < 1000; n++) {
    held.set(`page ${String(n)}`, 'x', 1 + (n % 30));
    expect(held.bytes).toBeLessThanOrEqual(100);
  }
  expect(held.size).toBeLessThan(100);
});

test('a value larger than the limit is not held, and replacing a key counts its new size only', () => {
  const held = new ByteLru<string>(100);
  held.set('a', 'A', 30);
  held.set('a', 'A2', 50);
  expect(held.bytes).toBe(50);
  expect(held.get('a')).toBe('A2');
  held.set('a', 'huge', 101);
  expect(held.get('a')).toBeUndefined();
  expect(held.bytes).toBe(0);
  held.set('b', 'B', 10);
  held.delete('b');
  expect(held.size).toBe(0);
  expect(held.bytes).toBe(0);
});
