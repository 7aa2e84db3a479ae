// One position of the advice bench measured: the hint exactly as the host asks for it, against the same
// search at ten times the hint's budget (twice, on other seeds: does the deep search agree with itself?),
// searches at a quarter and half the hint's budget against ten times theirs (does agreement grow with
// the budget?), and the hint's choice against the deep one's on new common worlds (what it loses).
import { actionKey, hashSeed, type Action } from '../../engine/index.ts';
import { BotRandom, freshLead, hint, hintIterations } from '../../engine/bots/index.ts';
import type { AdvicePosition } from './advice-positions.ts';

/** Deep searches spend this many times the budget of the search they judge. */
export const DEEP = 10;
/** The budgets of the agreement curve, as shares of the hint's (the hint's own is the last). */
export const CURVE = [0.25, 0.5, 1] as const;
/** New common worlds on which the hint's choice is played against the deep search's. */
export const FRESH_WORLDS = 400;

export interface Measured {
  players: number;
  kind: AdvicePosition['kind'];
  /** The hint's budget at this table size. */
  budget: number;
  hint: string;
  /** The deep search's choice, and another deep search's on other worlds. */
  deep: string;
  deepAgain: string;
  /** For each budget of CURVE: whether the search there agreed with one at DEEP times it. */
  curve: boolean[];
  /** The deep choice's lead over the hint's on fresh worlds, and its margin of noise (0, 0 when they agree). */
  lead: number;
  margin: number;
  /** The same, for the search at each larger multiple of the hint's budget asked for, against DEEP times it. */
  larger: Judged[];
}

/** A search's choice judged against one at DEEP times its budget. */
export interface Verdict {
  agrees: boolean;
  /** The deeper choice's lead over it on fresh worlds, and its margin of noise (0, 0 when they agree). */
  lead: number;
  margin: number;
}

/** The verdict on the search at a larger budget. */
export interface Judged extends Verdict {
  /** The search's budget, as a multiple of the hint's. */
  multiple: number;
}

/**
 * The position's measures; `seed` and `index` give every search of it a seed of its own. `larger`:
 * multiples of the hint's budget at which the search is judged too (what a larger budget would buy).
 */
export function measure(
  position: AdvicePosition,
  seed: string,
  index: number,
  larger: readonly number[] = [],
): Measured {
  const { view } = position;
  const seat = view.viewer!;
  const budget = hintIterations(view.seats.length);
  const seedOf = (label: string): number => hashSeed(`${seed}-${index}-${label}`);
  // The hint's own search (its choice is the best option weighed), at another seed and budget.
  const search = (iterations: number, label: string): Action =>
    hint(view, { seed: seedOf(label), iterations }).options[0]!.action;
  // As the advice threads ask for it (main/host/bots/think.ts).
  const advised = hint(view).options[0]!.action;
  const deep = search(DEEP * budget, 'deep');
  const deepAgain = search(DEEP * budget, 'deep-again');
  const curve = CURVE.map((share) => {
    if (share === 1) return actionKey(advised) === actionKey(deep);
    const k = Math.round(share * budget);
    return actionKey(search(k, `k${k}`)) === actionKey(search(DEEP * k, `deep${k}`));
  });
  /** The deeper choice's lead over `chosen` on fresh worlds drawn from `label`'s seed (none where they agree). */
  const judge = (chosen: Action, deeper: Action, label: string): Verdict =>
    actionKey(chosen) === actionKey(deeper)
      ? { agrees: true, lead: 0, margin: 0 }
      : {
          agrees: false,
          ...freshLead(view, seat, new BotRandom(seedOf(label)), deeper, chosen, FRESH_WORLDS),
        };
  const fresh = judge(advised, deep, 'fresh');
  return {
    players: position.players,
    kind: position.kind,
    budget,
    hint: actionKey(advised),
    deep: actionKey(deep),
    deepAgain: actionKey(deepAgain),
    curve,
    lead: fresh.lead,
    margin: fresh.margin,
    larger: larger.map((multiple) => {
      const k = multiple * budget;
      const chosen = search(k, `larger${k}`);
      return { multiple, ...judge(chosen, search(DEEP * k, `larger-deep${k}`), `larger-fresh${k}`) };
    }),
  };
}
