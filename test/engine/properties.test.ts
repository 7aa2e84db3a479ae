// Invariants over thousands of random legal games at every player count (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOODS_PER_GUILD, MAX_AGENTS, craftsmenOf } from '../../engine/model/components.ts';
import { apply, legalActions, parseRecord, recordState, replay, toRecord, view } from '../../engine/index.ts';
import type { GameState, TileId } from '../../engine/index.ts';
import { actionKey, deepFreeze, playRandom, start } from './play.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/players.ts';

// Plain checks (not `expect` per item): they run on every state of a thousand games.
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

function goodsConserved(s: GameState): void {
  for (let g = 0; g < s.guilds.length; g++) {
    let n = 0;
    for (const guild of s.guilds) n += guild.storehouse[g]!;
    for (const p of s.seats) {
      n += p.goods[g]!;
      for (const x of p.peddlers) if (x.good === g) n++;
    }
    check(
      n === GOODS_PER_GUILD,
      `guild ${g} has ${n} goods in the game, not ${GOODS_PER_GUILD} (move ${s.moves})`,
    );
  }
}

function tilesOnce(s: GameState): void {
  const seen = new Map<TileId, number>();
  const add = (t: TileId | null): void => {
    if (t !== null) seen.set(t, (seen.get(t) ?? 0) + 1);
  };
  s.guestStack.forEach(add);
  s.outOfGame.forEach(add);
  for (const g of s.guilds) {
    g.workshop.forEach(add);
    g.lodgings.forEach(add);
    g.mayors.forEach(add);
    add(g.stacked);
  }
  for (const p of s.seats) {
    p.tiles.forEach(add);
    for (const x of p.peddlers)
      check(p.tiles.includes(x.tile), `peddler ${x.tile} not among its owner's tiles`);
  }
  const expected = [...s.setup.deal.townsmen];
  for (let g = 0; g < s.guilds.length; g++) expected.push(...craftsmenOf(g));
  check(
    seen.size === expected.length,
    `${seen.size} distinct tiles in play, expected ${expected.length} (move ${s.moves})`,
  );
  for (const t of expected)
    check(seen.get(t) === 1, `${t} is in ${seen.get(t) ?? 0} places (move ${s.moves})`);
}

function seatsSane(s: GameState): void {
  for (const p of s.seats) {
    check(p.talers >= 0, 'negative talers');
    check(p.agentsTotal >= 0 && p.agentsTotal <= MAX_AGENTS, `agents ${p.agentsTotal}`);
    check(p.agentsOnRoofs >= 0 && p.agentsOnRoofs <= p.agentsTotal, `agents on roofs ${p.agentsOnRoofs}`);
    check(
      p.goods.every((n) => n >= 0),
      'negative goods',
    );
  }
  check(s.round >= 1 && s.round <= 4, `round ${s.round}`);
}

const game = fc.record({
  players: fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

describe('random legal games', () => {
  it('conserve goods and tiles, keep talers and agents in range, and end after round 4', () => {
    fc.assert(
      fc.property(game, ({ players, seed }) => {
        const { state } = playRandom(start(players, `p${seed}`), seed, (s) => {
          goodsConserved(s);
          tilesOnce(s);
          seatsSane(s);
        });
        expect(state.phase).toBe('finished');
        expect(state.round).toBe(4);
        expect(state.seats.every((p) => p.agentsOnRoofs === 0)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('replay of the exported record reproduces the same final state', () => {
    fc.assert(
      fc.property(game, ({ players, seed }) => {
        const { state, actions } = playRandom(start(players, `r${seed}`), seed);
        const parsed = parseRecord(JSON.parse(JSON.stringify(toRecord(state, actions))));
        if (!parsed.ok) throw new Error(parsed.error);
        const again = replay(parsed.record);
        if (!again.ok) throw new Error(again.error);
        expect({ ...again.state, setup: null }).toEqual({ ...state, setup: null });
        // Without the written-out deal, the seed alone deals the same table.
        const seedOnly = replay({ ...parsed.record, deal: undefined });
        if (!seedOnly.ok) throw new Error(seedOnly.error);
        expect(recordState(seedOnly.state)).toEqual(recordState(state));
      }),
      { numRuns: 500 },
    );
  });

  it('never changes the state it is given, and accepts every legal action', () => {
    fc.assert(
      fc.property(game, ({ players, seed }) => {
        playRandom(start(players, `f${seed}`), seed, (s) => {
          deepFreeze(s);
          for (const seat of s.seats.keys()) {
            const legal = legalActions(s, seat);
            // Try a spread of them: all when few, else every k-th.
            const step = Math.max(1, Math.floor(legal.length / 12));
            for (let i = 0; i < legal.length; i += step) {
              const r = apply(s, legal[i]!);
              expect(r.ok, r.ok ? '' : `${r.error} ${actionKey(legal[i])}`).toBe(true);
            }
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it('never shows a seat another seat’s talers, face-down plans or the guest stack', () => {
    fc.assert(
      fc.property(game, fc.integer({ min: 1, max: 50 }), ({ players, seed }, bump) => {
        playRandom(
          start(players, `v${seed}`),
          seed,
          (s) => {
            for (let viewer = 0; viewer < players; viewer++) {
              const seen = view(s, viewer);
              const other = structuredClone({ ...s, setup: null }) as unknown as GameState;
              // Change every fact hidden from the viewer: others' talers, their face-down cards, the stack order.
              other.seats.forEach((p, seat) => {
                if (seat === viewer) return;
                p.talers += bump;
                if (p.plan && s.phase === 'planning') p.plan = p.plan.map((g) => (g + 1) % s.guilds.length);
              });
              other.guestStack.reverse();
              const changed = view({ ...other, setup: s.setup }, viewer);
              if (s.phase === 'finished') return;
              expect(changed).toEqual(seen);
              seen.seats.forEach((p, seat) => {
                if (seat !== viewer) expect(p.talers).toBeNull();
              });
            }
          },
          400,
        );
      }),
      { numRuns: 40 },
    );
  });
});
