// Who plays each seat over time, with the real Roster and Presence on fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotLevel } from '../../../engine/bots/index.ts';
import { hashToken } from '../../../main/host/ids.ts';
import { Presence } from '../../../main/host/presence.ts';
import { Roster } from '../../../main/host/roster.ts';
import { Seating } from '../../../main/host/seating.ts';
import type { TablePhase } from '../../../protocol/messages.ts';
import { recordingPeer } from './fakes.ts';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function seating(phase: TablePhase, autoStandIn: { level: BotLevel; ms: number } | null = null) {
  const heard: string[] = [];
  const ana = recordingPeer();
  const { roster } = Roster.fromSpecs([{ kind: 'local', name: 'Ana' }, { kind: 'open' }], ana);
  const presence = new Presence(100, () => 1000, {
    graceOver: (seat) => s.graceOver(seat),
    adminGone: () => {},
    idle: () => {},
  });
  const s: Seating = new Seating(roster, presence, {
    phase: () => phase,
    autoStandIn,
    warmBots: () => heard.push('warm'),
    grant: (_hash, seat) => heard.push(`grant ${seat}`),
    revoke: () => heard.push('revoke'),
    stopBot: (seat) => heard.push(`stop bot ${seat}`),
    seatsChanged: () => heard.push('stored'),
    standInChanged: (seat, level) => heard.push(`stand-in ${seat} ${level}`),
    changed: () => heard.push('changed'),
  });
  return { s, roster, heard, ana };
}

describe('Seating', () => {
  it('seats a guest in the first open seat, refusing a taken seat or colour and a second seat', () => {
    const { s, roster, heard, ana } = seating('lobby');
    const ben = recordingPeer();
    expect(s.seatFor(ana, undefined, 'Ana', undefined, null)).toMatchObject({ code: 'already-seated' });
    expect(s.seatFor(ben, 0, 'Ben', undefined, null)).toMatchObject({
      code: 'conflict',
      message: 'seat 0 is taken',
    });
    expect(s.seatFor(ben, 7, 'Ben', undefined, null)).toMatchObject({ code: 'not-found' });
    expect(s.seatFor(ben, undefined, 'Ben', roster.at(0)!.color!, null)).toMatchObject({
      code: 'color-taken',
    });
    expect(s.seatFor(ben, undefined, 'Ben', 'red', null)).toBe(1);
    const token = s.take(ben, 1, 'Ben', 'red', null);
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(roster.heldBy(ben)).toEqual([1]);
    // A guest the host knows nothing of is their seat's player.
    expect(roster.human(1)!.guestKey).toBe(hashToken(token));
    expect(heard).toEqual(['grant 1']);
    expect(s.seatFor(recordingPeer(), undefined, 'Ben', undefined, null)).toMatchObject({
      message: 'no seat is open',
    });
  });

  it('seats a player once: the same player from another screen is refused a second seat', () => {
    const { s } = seating('lobby');
    const ben = recordingPeer();
    s.take(ben, 1, 'Ben', 'red', 'ben-player');
    expect(s.seatFor(recordingPeer(), undefined, 'Ben 2', undefined, 'ben-player')).toMatchObject({
      code: 'already-seated',
      message: 'you already hold seat 1 in this game, on another screen',
    });
    // Another player is told of the table, not of a seat of theirs.
    expect(s.seatFor(recordingPeer(), undefined, 'Cleo', undefined, 'cleo-player')).toMatchObject({
      message: 'no seat is open',
    });
  });

  it("opens an absent player's lobby seat after the grace period, and not once they are back", () => {
    const { s, roster, heard, ana } = seating('lobby');
    s.away(ana);
    vi.advanceTimersByTime(50);
    expect(s.takeBack(ana, 0)).toBeNull();
    vi.advanceTimersByTime(100);
    expect(roster.at(0)!.kind).toBe('human');
    s.away(ana);
    vi.advanceTimersByTime(100);
    expect(roster.at(0)).toEqual({ kind: 'open', name: null, color: null });
    expect(heard).toEqual(['stop bot 0', 'revoke', 'stop bot 0', 'stored', 'changed']);
  });

  it('with the automatic stand-in, lets a bot stand in for an absent player and take over an empty seat', () => {
    const { s, roster, ana, heard } = seating('playing', { level: 'easy', ms: 100 });
    roster.set(1, { kind: 'open', name: 'Ben', color: 'red' });
    s.away(ana);
    s.waitFor(1);
    vi.advanceTimersByTime(100);
    expect(roster.info().map((i) => [i.kind, i.name, i.level])).toEqual([
      ['human', 'Ana', 'easy'],
      ['bot', 'Ben', 'easy'],
    ]);
    const ben = recordingPeer();
    expect(s.takeBack(ben, 0)).toBeNull();
    expect(roster.botLevel(0)).toBeNull();
    expect(roster.heldBy(ben)).toEqual([0]);
    expect(heard.filter((h) => h.startsWith('stand-in'))).toEqual([
      'stand-in 0 easy',
      'stand-in 1 easy',
      'stand-in 0 null',
    ]);
  });

  it('waits for an absent player in a running game for good, unless the creator hands the seat to a bot', () => {
    const { s, roster, ana, heard } = seating('playing');
    s.away(ana);
    vi.advanceTimersByTime(3_600_000);
    expect(roster.info()[0]).toMatchObject({ kind: 'human', connected: false, level: null });
    s.standIn(0, 'hard');
    expect(roster.info()[0]).toMatchObject({ kind: 'human', connected: false, level: 'hard' });
    s.standIn(0, null);
    expect(roster.info()[0]).toMatchObject({ kind: 'human', connected: false, level: null });
    expect(heard.filter((h) => h.startsWith('stand-in'))).toEqual(['stand-in 0 hard', 'stand-in 0 null']);
  });

  it("turns a seat into a bot: in a running game under the seat's name, in the lobby under a bot's name", () => {
    const running = seating('playing');
    running.s.change(0, { kind: 'bot', level: 'hard' });
    expect(running.roster.at(0)).toMatchObject({ kind: 'bot', name: 'Ana', level: 'hard' });
    // The player's token dies, the bot threads get ready, and the store hears of it.
    expect(running.heard.filter((h) => !h.startsWith('stop bot'))).toEqual([
      'revoke',
      'warm',
      'stand-in 0 hard',
      'stored',
    ]);
    const lobby = seating('lobby');
    lobby.s.change(1, { kind: 'bot', level: 'easy' });
    lobby.s.add({ kind: 'bot', level: 'easy' });
    lobby.s.add({ kind: 'open' });
    expect(lobby.roster.info().map((i) => [i.kind, i.name])).toEqual([
      ['human', 'Ana'],
      ['bot', 'Easy bot'],
      ['bot', 'Easy bot 2'],
      ['open', null],
    ]);
  });
});
