// The log's line for a Guardsman's swap (renderer/view/log.ts) names each craftsman where he lay before
// it, in the words the choice used, the one the board showed first first, in every language; a swap
// of the choices names them in that same order.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, view, type Action } from '../../engine/index.ts';
import { CATALOGS } from './catalogs.ts';
import { logLine } from '../../renderer/view/log.ts';
import { swapLabel } from '../../renderer/view/places.ts';
import { swapGroups } from '../../renderer/view/swaps.ts';
import { guardsmanPosition } from './games.ts';

describe("the log's words for a Guardsman's swap", () => {
  const { state } = guardsmanPosition();
  const recruits = legalActions(state, 0).filter(
    (a): a is Extract<Action, { type: 'recruit' }> =>
      a.type === 'recruit' && !!a.ability && 'swap' in a.ability,
  );
  const before = view(state, 0);
  const options = swapGroups(
    before,
    recruits.map((a) => a.ability),
  ).flatMap((g) => g.options);

  it.each(Object.entries(CATALOGS))(
    'in %s, name the craftsmen where they were, as the choice did',
    (_, m) => {
      const players = before.seats.map((s) => ({ name: s.name, color: s.color }));
      for (const o of options.slice(0, 12)) {
        const action = recruits.find((a) => a.ability === o.ability)!;
        const done = apply(state, action);
        if (!done.ok) throw new Error(done.error);
        const event = done.events.find((e) => e.type === 'guardsmanSwapped')!;
        const line = logLine(m, players as never, event)!;
        // The choice's words, its windows (given only beside a twin) aside.
        const [a, b] = swapLabel(m, before, o.tiles)
          .split(m.turn.guardsmanPair('\u0000', '\u0000').replaceAll('\u0000', ''))
          .map((w) => w.split(', ')[0]!);
        expect(line).toContain(a);
        expect(line).toContain(b);
        expect(line.indexOf(a!)).toBeLessThan(line.indexOf(b!));
      }
    },
  );
});
