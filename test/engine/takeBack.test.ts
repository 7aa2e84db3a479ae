// Undo's safety rule (engine/takeBack.ts) over random legal games: what it allows loses nothing anyone
// has learnt and leaves the seat at the same decision; what it refuses, it refuses for the right reason.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeSeats,
  apply,
  legalActions,
  takeBack,
  type Action,
  type GameState,
  type Played,
} from '../../engine/index.ts';
import { actionKey, playRandom, start } from './play.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/players.ts';

/** A random game with the events of each action, and the state before each action. */
function played(players: number, seed: number): { moves: Played[]; before: GameState[] } {
  const { actions } = playRandom(start(players, `take-back-${seed}`), seed);
  let state = start(players, `take-back-${seed}`);
  const moves: Played[] = [];
  const before: GameState[] = [];
  for (const action of actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error);
    before.push(state);
    moves.push({ action, events: result.events });
    state = result.state;
  }
  return { moves, before };
}

const ACTION_TYPES: Action['type'][] = ['plan', 'pass', 'sell', 'buy', 'recruit', 'nothing'];
const allHuman = (): boolean => false;

describe('taking back a decision', () => {
  it('is allowed for every type of action right after it, and leaves the same decision to make', () => {
    const allowed = new Set<Action['type']>();
    for (let seed = 1; seed <= 40 && allowed.size < ACTION_TYPES.length; seed++) {
      const { moves, before } = played(3, seed);
      moves.forEach((move, i) => {
        const answer = takeBack(moves.slice(0, i + 1), move.action.seat, allHuman);
        if (!answer.ok) return;
        expect(answer.keep).toBe(i);
        const position = before[i]!;
        expect(activeSeats(position)).toContain(move.action.seat);
        expect(legalActions(position, move.action.seat).map(actionKey)).toContain(actionKey(move.action));
        allowed.add(move.action.type);
      });
    }
    expect([...allowed].sort()).toEqual([...ACTION_TYPES].sort());
  });

  it('refuses for each reason the rules give', () => {
    const reasons = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const { moves } = played(3, seed);
      for (let i = 0; i < moves.length; i++)
        for (let seat = 0; seat < 3; seat++) {
          const answer = takeBack(moves.slice(0, i + 1), seat, allHuman);
          if (!answer.ok) reasons.add(answer.reason);
        }
    }
    expect([...reasons].sort()).toEqual(
      ['drawn', 'finished', 'no-decision', 'other-acted', 'revealed', 'round-ended'].sort(),
    );
  });

  it('gives the most telling reason: at a round’s start, that the round ended, whatever came before it', () => {
    let told = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const { moves, before } = played(3, seed);
      for (let i = 1; i < moves.length; i++) {
        const start = before[i]!;
        // The first move of a round after the first: every seat's last decision was in an earlier round.
        if (start.round === 1 || start.round === before[i - 1]!.round) continue;
        for (let seat = 0; seat < 3; seat++) {
          const answer = takeBack(moves.slice(0, i), seat, allHuman);
          if (answer.ok || answer.reason === 'no-decision') continue;
          expect(answer.reason).toBe('round-ended');
          told++;
        }
      }
    }
    expect(told).toBeGreaterThan(20);
  });

  it('never takes back a reveal, a draw, a round end or another human’s move, and takes the bots’ moves with it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 31 }),
        (players, seed, botMask) => {
          const isBot = (seat: number): boolean => ((botMask >> seat) & 1) === 1;
          const { moves, before } = played(players, seed);
          for (let end = 1; end <= moves.length; end += 7) {
            const game = moves.slice(0, end);
            for (let seat = 0; seat < players; seat++) {
              if (isBot(seat)) continue;
              const answer = takeBack(game, seat, isBot);
              if (!answer.ok) continue;
              const undone = game.slice(answer.keep);
              expect(undone[0]!.action.seat).toBe(seat);
              for (const { action, events } of undone) {
                expect(action.seat === seat || isBot(action.seat)).toBe(true);
                const kinds = events.map((e) => e.type);
                for (const forbidden of ['roundEnded', 'gameEnded', 'townsmanReshuffled', 'lodgingsRefilled'])
                  expect(kinds).not.toContain(forbidden);
                if (action.type === 'plan' || action.type === 'pass')
                  expect(kinds).not.toContain('guildCalled');
              }
              expect(activeSeats(before[answer.keep]!)).toContain(seat);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a seat that never decided, and another human’s move since, but not a bot’s', () => {
    const { moves } = played(3, 3);
    const first = moves[0]!.action.seat;
    expect(takeBack([], first, allHuman)).toEqual({ ok: false, reason: 'no-decision' });
    // Find two planning moves in a row by different seats, the second revealing nothing.
    const i = moves.findIndex(
      (m, k) =>
        k > 0 &&
        m.action.type === 'plan' &&
        moves[k - 1]!.action.type === 'plan' &&
        m.action.seat !== moves[k - 1]!.action.seat &&
        m.events.every((e) => e.type === 'planned'),
    );
    expect(i).toBeGreaterThan(0);
    const seat = moves[i - 1]!.action.seat;
    const next = moves[i]!.action.seat;
    const game = moves.slice(0, i + 1);
    expect(takeBack(game, seat, allHuman)).toEqual({ ok: false, reason: 'other-acted' });
    expect(takeBack(game, seat, (s) => s === next)).toEqual({ ok: true, keep: i - 1 });
  });
});
