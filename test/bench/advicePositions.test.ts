// The advice bench's positions: drawn from the seed alone, as many of each table size and kind of
// decision, each a decision the seat has a choice in; and one measured as the bench measures it.
import { describe, expect, it } from 'vitest';
import { actionKey, legalActions, stateFromView } from '../../engine/index.ts';
import { measure } from '../../tools/bench/advice-measure.ts';
import { PLAYER_COUNTS } from '../../engine/players.ts';
import { DECISION_KINDS, advicePositions } from '../../tools/bench/advice-positions.ts';

describe('the advice bench', () => {
  it('draws the same positions from the same seed, as many of each table size and kind', () => {
    const positions = advicePositions('test', 24);
    expect(positions).toHaveLength(24);
    for (const players of PLAYER_COUNTS)
      for (const kind of DECISION_KINDS)
        expect(positions.filter((p) => p.players === players && p.kind === kind)).toHaveLength(2);
    for (const p of positions) {
      const legal = legalActions(stateFromView(p.view), p.view.viewer!);
      expect(legal.length).toBeGreaterThan(1);
      expect(p.view.seats).toHaveLength(p.players);
      if (p.kind === 'planning') expect(p.view.phase).toBe('planning');
      else expect(legal.some((a) => a.type === 'recruit')).toBe(p.kind === 'recruit');
    }
    const again = advicePositions('test', 24);
    expect(again.map((p) => [p.players, p.game, p.action])).toEqual(
      positions.map((p) => [p.players, p.game, p.action]),
    );
    expect(advicePositions('other', 24).map((p) => [p.players, p.game, p.action])).not.toEqual(
      positions.map((p) => [p.players, p.game, p.action]),
    );
  });

  it('measures a position: the hint against the deep search, and its loss where they differ', () => {
    const position = advicePositions('test', 12).find((p) => p.players === 2 && p.kind === 'trade')!;
    const m = measure(position, 'test', 0, [2]);
    const legal = new Set(legalActions(stateFromView(position.view), position.view.viewer!).map(actionKey));
    for (const key of [m.hint, m.deep, m.deepAgain]) expect(legal.has(key)).toBe(true);
    expect(m.curve).toHaveLength(3);
    expect(m.curve[2]).toBe(m.hint === m.deep);
    if (m.hint === m.deep) expect([m.lead, m.margin]).toEqual([0, 0]);
    else expect(m.margin).toBeGreaterThan(0);
    // At twice the hint's budget, judged alike: against a search at twenty times it.
    expect(m.larger).toHaveLength(1);
    const [twice] = m.larger;
    expect(twice!.multiple).toBe(2);
    if (twice!.agrees) expect([twice!.lead, twice!.margin]).toEqual([0, 0]);
    else expect(twice!.margin).toBeGreaterThan(0);
  });
});
