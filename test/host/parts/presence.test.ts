// The clocks of a table's presence, on fake timers: each calls back when its period is over, once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Presence } from '../../../main/host/presence.ts';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function presence(idleMs = 500) {
  const heard: string[] = [];
  const p = new Presence(100, () => idleMs, {
    graceOver: (seat) => heard.push(`grace ${seat}`),
    adminGone: () => heard.push('admin gone'),
    idle: () => heard.push('idle'),
  });
  return { p, heard };
}

describe('Presence', () => {
  it("ends a seat's grace period once, unless it was stopped; a second wait does not restart it", () => {
    const { p, heard } = presence();
    p.waitForSeat(0);
    vi.advanceTimersByTime(60);
    p.waitForSeat(0);
    p.waitForSeat(1);
    expect(p.waitingForSeat(1)).toBe(true);
    p.stopSeat(1);
    vi.advanceTimersByTime(40);
    expect(heard).toEqual(['grace 0']);
    expect(p.waitingForSeat(0)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(heard).toEqual(['grace 0']);
  });

  it('gives the creator the grace period, starting over when they go away again, and not once they are back', () => {
    const { p, heard } = presence();
    p.adminAway();
    vi.advanceTimersByTime(80);
    p.adminAway();
    vi.advanceTimersByTime(80);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(heard).toEqual(['admin gone']);
    p.adminAway();
    p.adminBack();
    vi.advanceTimersByTime(1000);
    expect(heard).toEqual(['admin gone']);
  });

  it('runs the idle clock only while the table is empty; a restart starts it over', () => {
    const { p, heard } = presence(500);
    p.occupancy(true);
    vi.advanceTimersByTime(400);
    p.occupancy(true);
    p.restartIdle(true);
    vi.advanceTimersByTime(400);
    expect(heard).toEqual([]);
    p.occupancy(false);
    vi.advanceTimersByTime(1000);
    expect(heard).toEqual([]);
    p.occupancy(true);
    vi.advanceTimersByTime(500);
    expect(heard).toEqual(['idle']);
  });

  it('stops every clock when disposed', () => {
    const { p, heard } = presence();
    p.waitForSeat(2);
    p.adminAway();
    p.occupancy(true);
    p.dispose();
    vi.advanceTimersByTime(10_000);
    expect(heard).toEqual([]);
  });
});
