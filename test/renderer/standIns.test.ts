// A stand-in in words: the seat's moves go by the bot's name for its player while it plays, its coming
// and going are told where they happened, in the live log's order and in the replay's steps.
import { describe, expect, it } from 'vitest';
import {
  activeSeats,
  apply,
  legalActions,
  newGame,
  toRecord,
  type Action,
  type GameState,
} from '../../engine/index.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { messages as fr } from '../../languages/fr/messages.ts';
import { actionList, replayRecord } from '../../renderer/view/replay.ts';
import { playersAt, standInNotes } from '../../renderer/view/standIns.ts';

const players = [
  { name: 'Ana', color: 'blue' },
  { name: 'Mira', color: 'red' },
];
const standIns = [{ seat: 1, from: 3, to: 7, level: 'medium' as const }];

describe('stand-ins in words', () => {
  it("names the seat's moves as the bot's for its player while it plays, and only then", () => {
    expect(playersAt(en, players, standIns, 2)).toBe(players);
    expect(playersAt(en, players, standIns, 3).map((p) => p.name)).toEqual(['Ana', 'Medium bot (for Mira)']);
    expect(playersAt(en, players, standIns, 6)[1]!.name).toBe('Medium bot (for Mira)');
    expect(playersAt(en, players, standIns, 7)).toBe(players);
    expect(playersAt(en, players, [{ seat: 1, from: 3, level: 'easy' }], 90)[1]!.name).toBe(
      'Easy bot (for Mira)',
    );
  });

  it('tells when the bot takes the seat and when its player is back, in each language', () => {
    expect(standInNotes(en, players, standIns)).toEqual([
      { at: 3, text: 'Stand-in for Mira: Medium bot.' },
      { at: 7, text: 'Mira is back and plays again.' },
    ]);
    expect(standInNotes(fr, players, standIns).map((n) => n.text)).toEqual([
      'Remplaçant de Mira\u202f: Robot moyen.',
      'Mira est de retour et rejoue.',
    ]);
  });

  it("puts the lines in the replay's steps: before the action they came at, the last with the last", () => {
    const created = newGame({ players, seed: 'stand-in words' });
    if (!created.ok) throw new Error(created.error);
    let state: GameState = created.value;
    const actions: Action[] = [];
    while (actions.length < 9 && activeSeats(state).length) {
      const action = legalActions(state, activeSeats(state)[0]!)[0]!;
      const result = apply(state, action);
      if (!result.ok) throw new Error(result.error);
      state = result.state;
      actions.push(action);
    }
    const record = {
      ...toRecord(state, actions),
      standIns: [{ seat: 1, from: 3, to: actions.length, level: 'medium' as const }],
    };
    const steps = actionList(en, players, replayRecord(record));
    expect(steps[3]!.lines[0]).toBe('Stand-in for Mira: Medium bot.');
    expect(steps[2]!.lines.join(' ')).not.toContain('Medium bot');
    expect(steps.at(-1)!.lines.at(-1)).toBe('Mira is back and plays again.');
    const seatOnes = steps.slice(3).filter((s) => actions[s.step - 1]!.seat === 1);
    expect(seatOnes.length).toBeGreaterThan(0);
    for (const s of seatOnes) expect(s.lines.join(' ')).toContain('Medium bot (for Mira)');
  });
});
