// Who is away, as the panel above (or on a phone, below) one's decision says it: a seat's stand-in
// controls for the table's creator, one sentence for everyone else when several players are away.
import { describe, expect, it } from 'vitest';
import type { GameSession } from '../../renderer/connection/session.svelte.ts';
import type { SeatInfo, TableInfo } from '../../protocol/messages.ts';
import AwayPlayers from '../../renderer/screens/AwayPlayers.svelte';
import { messages as en } from '../../languages/en/messages.ts';
import { render } from './mount.ts';

const seat = (n: number, name: string, connected: boolean, level: SeatInfo['level'] = null): SeatInfo =>
  ({ seat: n, kind: 'human', name, color: null, connected, level }) as SeatInfo;

/** A session at a running table with these seats, held by its creator or by a guest. */
function session(seats: SeatInfo[], admin: boolean): GameSession {
  const table = { id: 'g', name: 'T', phase: 'playing', seats, spectators: 0 } as TableInfo;
  return { table, you: { admin, seats: [0] }, request: async () => null } as unknown as GameSession;
}

describe('the away players', () => {
  const seats = [
    seat(0, 'Ana', true),
    seat(1, 'Ben', false),
    seat(2, 'Cleo', false),
    seat(3, 'Dora', false, 'easy'),
  ];

  it("tells a guest in one sentence who is awaited, and each stand-in's bot on its own line", () => {
    const shown = render(AwayPlayers, { session: session(seats, false) });
    expect(shown.querySelector('[data-testid=away-waiting]')!.textContent).toBe(
      en.away.waitingAll(['Ben', 'Cleo']),
    );
    expect(en.away.waitingAll(['Ben', 'Cleo'])).toBe('Ben and Cleo are away — waiting');
    expect(
      [...shown.querySelectorAll('[data-testid=away-seat]')].map((p) => p.getAttribute('data-seat')),
    ).toEqual(['3']);
  });

  it('gives the creator a line per away seat, with its stand-in controls', () => {
    const shown = render(AwayPlayers, { session: session(seats, true) });
    expect(shown.querySelector('[data-testid=away-waiting]')).toBeNull();
    expect(shown.querySelectorAll('[data-testid=away-seat]')).toHaveLength(3);
    expect(shown.querySelectorAll('[data-testid=stand-in]')).toHaveLength(2);
  });

  it('names a single awaited player as before', () => {
    const shown = render(AwayPlayers, { session: session(seats.slice(0, 2), false) });
    expect(shown.querySelector('[data-testid=away-seat]')!.textContent).toContain(en.away.waiting('Ben'));
  });
});
