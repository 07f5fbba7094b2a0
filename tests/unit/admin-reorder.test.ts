import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOrder, autoScrollStep, moveItem, orderChanges, pageFloor, type Ordered } from '#admin/lib/reorder.ts';

// The writes the admin sends when a list is reordered (admin/lib/reorder.ts).

const list = (...orders: number[]): Ordered[] => orders.map((display_order, index) => ({ id: `r${index}`, display_order }));

/** The order the API lists records in: display_order, then (here) id. */
const apiOrder = (items: readonly Ordered[]) =>
  [...items].sort((a, b) => a.display_order - b.display_order || a.id.localeCompare(b.id)).map((item) => item.id);

function afterWrites(items: readonly Ordered[], changes: readonly Ordered[]): Ordered[] {
  const written = new Map(changes.map((change) => [change.id, change.display_order]));
  return items.map((item) => ({ ...item, display_order: written.get(item.id) ?? item.display_order }));
}

describe('orderChanges', () => {
  it('writes only the moved record when there is room around it', () => {
    const items = list(1, 2, 3, 4, 5);
    expect(orderChanges(items, ['r4', 'r0', 'r1', 'r2', 'r3'])).toEqual([{ id: 'r4', display_order: 0 }]);
    expect(orderChanges(items, ['r1', 'r2', 'r3', 'r4', 'r0'])).toEqual([{ id: 'r0', display_order: 6 }]);
  });

  it('writes two records to swap neighbours numbered one apart', () => {
    expect(orderChanges(list(1, 2, 3, 4), ['r0', 'r2', 'r1', 'r3'])).toHaveLength(2);
  });

  it('writes nothing when the order does not change', () => {
    expect(orderChanges(list(0, 3, 9), ['r0', 'r1', 'r2'])).toEqual([]);
  });

  it('separates records that share a number', () => {
    const items = list(0, 0, 0);
    const changes = orderChanges(items, ['r2', 'r0', 'r1']);
    expect(apiOrder(afterWrites(items, changes))).toEqual(['r2', 'r0', 'r1']);
  });

  it('always makes the API list the records in the chosen order, with numbers of 0 or more', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 12 }), fc.nat(), fc.nat(), (orders, from, to) => {
        const items = list(...orders);
        const start = apiOrder(items);
        const wanted = moveItem(start, from % start.length, to % start.length);
        const changes = orderChanges(items, wanted);
        const result = afterWrites(items, changes);
        expect(apiOrder(result)).toEqual(wanted);
        expect(result.every((item) => item.display_order >= 0)).toBe(true);
        expect(applyOrder(items, wanted, changes).map((item) => item.id)).toEqual(wanted);
      }),
    );
  });
});

it('dragging near an edge scrolls the page toward it, faster closer to the edge, and not at all in the middle', () => {
  const height = 600; // edge band: 64 px
  expect(autoScrollStep(300, height)).toBe(0);
  expect(autoScrollStep(64, height)).toBe(0);
  expect(autoScrollStep(536, height)).toBe(0);
  expect(autoScrollStep(40, height)).toBeLessThan(0);
  expect(autoScrollStep(0, height)).toBe(-20);
  expect(autoScrollStep(-30, height)).toBe(-20);
  expect(autoScrollStep(580, height)).toBeGreaterThan(0);
  expect(autoScrollStep(599, height)).toBeGreaterThan(autoScrollStep(560, height));
  expect(autoScrollStep(900, height)).toBe(20);
  // A short viewport keeps a band of a sixth of its height, leaving a middle where nothing scrolls.
  expect(autoScrollStep(150, 300)).toBe(0);
  expect(autoScrollStep(10, 300)).toBeLessThan(0);
});

describe('pageFloor', () => {
  it('keeps a record moved to the top of page 2 after page 1, and the page in the chosen order', () => {
    // Page 2 of a list numbered 1 to 120, 50 a page: records 51 to 100.
    const page = Array.from({ length: 50 }, (_, index) => ({ id: `c${String(index + 51)}`, display_order: index + 51 }));
    const ids = page.map((item) => item.id);
    const wanted = moveItem(ids, 2, 0);
    const floor = pageFloor({ page: 2, items: page });
    const changes = orderChanges(page, wanted, floor);
    const result = afterWrites(page, changes);
    expect(apiOrder(result)).toEqual(wanted);
    expect(Math.min(...result.map((item) => item.display_order))).toBeGreaterThan(50);
    // The first page keeps its own floor: a record moved to its top may take 0.
    expect(pageFloor({ page: 1, items: page })).toBe(-1);
  });
});
