// The seats of a table as data: set up from a creator's specs or a stored game, and what they tell.
import { describe, expect, it } from 'vitest';
import { MAX_PLAYERS } from '../../../engine/players.ts';
import { hashToken } from '../../../main/host/ids.ts';
import { Roster } from '../../../main/host/roster.ts';
import { recordingPeer } from './fakes.ts';

describe('Roster', () => {
  it("is full at the engine's largest table, and not before", () => {
    const seats = (n: number) =>
      Roster.fromSpecs(
        Array.from({ length: n }, () => ({ kind: 'open' as const })),
        recordingPeer(),
      );
    expect(seats(MAX_PLAYERS).roster.full()).toMatchObject({
      code: 'limit',
      message: `a game has at most ${MAX_PLAYERS} seats`,
    });
    expect(seats(MAX_PLAYERS - 1).roster.full()).toBeNull();
  });

  it("seats a creator's specs: local seats get tokens, colours are handed out free, bots get numbered names", () => {
    const ana = recordingPeer();
    const { roster, tokens } = Roster.fromSpecs(
      [
        { kind: 'local', name: 'Ana' },
        { kind: 'bot', level: 'easy' },
        { kind: 'open' },
        { kind: 'bot', level: 'easy', color: 'yellow' },
        { kind: 'local', name: 'Ben', color: 'blue' },
      ],
      ana,
    );
    expect(roster.info().map((s) => [s.kind, s.name, s.color, s.level])).toEqual([
      ['human', 'Ana', 'orange', null],
      ['bot', 'Easy bot', 'green', 'easy'],
      ['open', null, null, null],
      ['bot', 'Easy bot 2', 'yellow', 'easy'],
      ['human', 'Ben', 'blue', null],
    ]);
    expect(tokens.map((t) => t.seat)).toEqual([0, 4]);
    for (const t of tokens) expect(t.tokenHash).toBe(hashToken(t.token));
    expect(roster.heldBy(ana)).toEqual([0, 4]);
    expect(roster.heldBy(recordingPeer())).toEqual([]);
    expect(roster.firstOpen()).toBe(2);
    expect(roster.openCount()).toBe(1);
    expect(roster.freeColor()).toBe('red');
    expect(roster.missing(4)).toBeNull();
    expect(roster.missing(5)).toMatchObject({ code: 'not-found', message: 'this game has seats 0 to 4' });
    expect(roster.stored()).toEqual([
      { kind: 'human', tokenHash: tokens[0]!.tokenHash },
      { kind: 'bot', level: 'easy' },
      { kind: 'open' },
      { kind: 'bot', level: 'easy' },
      { kind: 'human', tokenHash: tokens[1]!.tokenHash },
    ]);
  });

  it("brings back a stored game's seats under the record's names and colours, every human away", () => {
    const roster = Roster.fromStored(
      [{ kind: 'human', tokenHash: 'h' }, { kind: 'bot', level: 'hard' }, { kind: 'open' }],
      [
        { name: 'Ana', color: 'red' },
        { name: 'Hilde', color: 'blue' },
        { name: 'Ben', color: 'not a colour' },
      ],
    );
    expect(roster.info()).toEqual([
      { seat: 0, kind: 'human', name: 'Ana', color: 'red', connected: false, level: null },
      { seat: 1, kind: 'bot', name: 'Hilde', color: 'blue', connected: false, level: 'hard' },
      { seat: 2, kind: 'open', name: 'Ben', color: 'orange', connected: false, level: null },
    ]);
    expect(roster.full()).toBeNull();
    expect(roster.players()).toEqual([
      { name: 'Ana', color: 'red' },
      { name: 'Hilde', color: 'blue' },
      { name: 'Ben', color: 'orange' },
    ]);
  });

  it('tells the bot playing a seat: a bot seat, or the stand-in of an absent human', () => {
    const roster = Roster.fromStored(
      [
        { kind: 'human', tokenHash: 'h' },
        { kind: 'bot', level: 'medium' },
      ],
      [
        { name: 'Ana', color: 'red' },
        { name: 'Bot', color: 'blue' },
      ],
    );
    expect([roster.botLevel(0), roster.botLevel(1), roster.botLevel(2)]).toEqual([null, 'medium', null]);
    roster.human(0)!.standIn = 'easy';
    expect(roster.botLevel(0)).toBe('easy');
    expect(roster.info()[0]!.level).toBe('easy');
  });
});
