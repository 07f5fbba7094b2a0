import { describe, expect, test } from 'vitest';
import { afterFailure, claimedRelay, isDueForSchedule, serviceDown, stillClaimedBy } from '#functions/enquiries/relay-schedule.ts';

const at = new Date('2026-11-28T10:00:00.000Z');
const minutes = (n: number) => n * 60 * 1000;

describe('a relayed notification tried again', () => {
  test('waits 5 minutes, 30 minutes, 2 hours then 12 hours, and is given up after the fifth attempt', () => {
    const waits = [1, 2, 3, 4].map((attempts) => {
      const state = afterFailure(attempts, at, 'refused');
      expect(state.status).toBe('failed');
      return (Date.parse(state.next_attempt_at ?? '') - at.getTime()) / minutes(1);
    });
    expect(waits).toEqual([5, 30, 120, 720]);
    expect(afterFailure(5, at, 'timeout')).toEqual({ status: 'given_up', reason: 'timeout', attempts: 5, attempted_at: at.toISOString() });
  });

  test('is due once its wait is over, and never after a day', () => {
    const failed = afterFailure(1, at, 'unreachable');
    const created = at.toISOString();
    expect(isDueForSchedule(failed, created, at.getTime() + minutes(4))).toBe(false);
    expect(isDueForSchedule(failed, created, at.getTime() + minutes(5))).toBe(true);
    expect(isDueForSchedule(failed, created, at.getTime() + minutes(24 * 60))).toBe(false);
  });

  test('a claim counts one more attempt, and only that claim may record its outcome', () => {
    const first = claimedRelay(afterFailure(1, at, 'refused'), at);
    expect(first).toMatchObject({ status: 'pending', attempts: 2 });
    const later = claimedRelay(first, new Date(at.getTime() + 1000));
    expect(stillClaimedBy(later, first)).toBe(false);
    expect(stillClaimedBy(later, later)).toBe(true);
  });

  test('a batch stops when the service is down, not when one message is refused', () => {
    expect(serviceDown('unreachable')).toBe(true);
    expect(serviceDown('timeout')).toBe(true);
    expect(serviceDown('refused')).toBe(false);
    expect(serviceDown(undefined)).toBe(false);
  });
});
