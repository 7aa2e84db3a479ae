// Hints and reviews in words: every reason code and every kind of action has its phrase in each
// language, with the guild, good, player and numbers it names; gains apart from costs; "as good" only
// where the estimate cannot tell the options apart.
import { describe, expect, it } from 'vitest';
import { activeSeats, legalActions, view } from '../../engine/index.ts';
import { CATALOGS } from './catalogs.ts';
import { REASON_CODES, guildsNamed } from '../../engine/bots/reasons.ts';
import {
  actionText,
  decisionKey,
  reasonText,
  reasonsText,
  standingText,
  tradeOff,
} from '../../renderer/view/hints.ts';
import type { Reason } from '../../protocol/review.ts';
import { tileName } from '../../renderer/view/tiles.ts';
import { randomState } from '../bots/states.ts';

/** One reason of each code, with what it names. */
const REASONS: Reason[] = [
  { code: 'guest', gain: true, tile: 'bakers-7' },
  { code: 'majority-lead', gain: true, guild: 'printers' },
  { code: 'majority-level', gain: true, guild: 'bakers' },
  { code: 'majority-place', gain: true, guild: 'tailors', count: 2 },
  { code: 'thirty-plus', gain: true, guild: 'brewers' },
  { code: 'all-types', gain: true },
  { code: 'agent', gain: true, count: 1 },
  { code: 'income', gain: true, count: 3 },
  { code: 'robs', gain: true, seat: 1, goods: { shoes: 2 } },
  {
    code: 'swaps',
    gain: true,
    swap: [
      { tile: 'bakers-2', guild: 'bakers', area: 'workshop', window: 2 },
      { tile: 'bakers-9', guild: 'shoemakers', area: 'lodgings', window: 3 },
    ],
  },
  { code: 'peddler', gain: true, good: 'beer' },
  { code: 'favour-lead', gain: true, guild: 'shoemakers' },
  { code: 'favour-level', gain: true, guild: 'brewers' },
  { code: 'front', gain: true },
  { code: 'talers', gain: true, count: 8 },
  { code: 'goods', gain: true, good: 'pages', count: 2 },
  {
    code: 'there',
    gain: true,
    guild: 'hatmakers',
    then: [
      { code: 'favour-lead', gain: true, guild: 'hatmakers' },
      { code: 'goods', gain: true, good: 'hats', count: 2 },
    ],
  },
  { code: 'keeps-agents', gain: true, count: 2 },
  { code: 'keeps-talers', gain: true, count: 22 },
  { code: 'keeps-for-favour', gain: true, guild: 'tailors', good: 'cloth', count: 3 },
  { code: 'ties-by-talers', gain: true, count: 6 },
  { code: 'favour-shared', gain: false, guild: 'printers' },
  { code: 'favour-lost', gain: false, guild: 'bakers' },
  { code: 'no-agents-left', gain: false },
  { code: 'idle-agents', gain: false, count: 3 },
  { code: 'favour-gap', gain: true, guild: 'tailors', count: 3, rival: 1 },
  { code: 'favour-gap', gain: true, guild: 'brewers', count: 2, rival: 4 },
  { code: 'favour-gap', gain: false, guild: 'bakers', count: 2, rival: 1 },
  { code: 'favour-gap', gain: false, guild: 'printers', count: 1, rival: 3 },
  { code: 'victim-paid', gain: false, seat: 1, count: 10 },
  { code: 'nothing-there', gain: false, guild: 'tailors' },
  { code: 'nothing-left', gain: false, guild: 'shoemakers' },
  { code: 'talers', gain: false, count: -8 },
  { code: 'goods', gain: false, good: 'shoes', count: -1 },
];
const SEATS = [{ name: 'Ana' }, { name: 'Bruno' }];

describe('hints in words', () => {
  it('word every reason code in every language, with what it names', () => {
    expect(new Set(REASONS.map((r) => r.code))).toEqual(new Set(REASON_CODES));
    for (const [lang, m] of Object.entries(CATALOGS)) {
      for (const r of REASONS) {
        const text = reasonText(m, SEATS, r)!;
        expect(text, `${lang} ${r.code}`).toMatch(/\p{L}{3}/u);
        for (const guild of guildsNamed(r)) expect(text).toContain(m.guilds[guild]);
        // A good counted in its own form: "1 Shoe", "2 Pages" (the Peddler carries one).
        if (r.good) expect(text).toContain(m.goodCount(Math.abs(r.count ?? 1), r.good));
        if (r.count) expect(text).toContain(String(Math.abs(r.count)));
        if (lang !== 'en') expect(text).not.toBe(reasonText(CATALOGS.en, SEATS, r));
      }
      // Whom the Burglar robs, of what; where the Guardsman puts each craftsman.
      expect(reasonText(m, SEATS, REASONS[8]!)).toContain('Bruno');
      expect(reasonText(m, SEATS, REASONS[8]!)).toContain(m.goodCount(2, 'shoes'));
      expect(reasonText(m, SEATS, REASONS[9]!)).toContain(tileName(m, 'bakers-9'));
      // A favour race's gap: widened, closed, narrowed or grown, each in words of its own, both counts.
      const gaps = REASONS.filter((r) => r.code === 'favour-gap');
      const gapWords = gaps.map((r) =>
        reasonText(m, SEATS, { ...r, guild: 'tailors' })!
          .replace(m.guilds.tailors, '')
          .replace(/\d/g, ''),
      );
      expect(new Set(gapWords).size).toBe(4);
      for (const r of gaps) expect(reasonText(m, SEATS, r)).toContain(String(r.rival));
      // The Burglar's victim is named with the talers the bank pays them; nothing there says which guild.
      const paid = reasonText(
        m,
        SEATS,
        REASONS.find((r) => r.code === 'victim-paid')!,
      )!;
      expect(paid).toContain('Bruno');
      expect(reasonText(m, SEATS, { code: 'nothing-left', gain: false, guild: 'tailors' })).not.toBe(
        reasonText(m, SEATS, { code: 'nothing-there', gain: false, guild: 'tailors' }),
      );
      // A sale earns, a purchase pays: the sign decides the words.
      expect(reasonText(m, SEATS, REASONS.at(-2)!)).not.toBe(reasonText(m, SEATS, REASONS[14]!));
      expect(reasonText(m, SEATS, { code: 'unknown' } as unknown as Reason)).toBeNull();
      expect(reasonsText(m, SEATS, REASONS.slice(0, 2)).split('; ')).toHaveLength(2);
    }
  });

  it('split an option into its gains and its costs', () => {
    const { gains, costs } = tradeOff(REASONS);
    expect(gains.every((r) => r.gain) && costs.every((r) => !r.gain)).toBe(true);
    expect(gains.length + costs.length).toBe(REASONS.length);
    expect(costs.map((r) => r.code)).toContain('talers');
  });

  it('read as what the seat could do, never contradicting advice to plan there', () => {
    const en = CATALOGS.en;
    // A guild of an advised plan where nothing can be done were it called now: said as of now.
    expect(reasonText(en, SEATS, { code: 'nothing-there', gain: false, guild: 'bakers' })).toBe(
      'at the Bakers, nothing you could do were it called now',
    );
    // The lead is the player's own, as "your talers" are.
    expect(
      reasonText(en, SEATS, { code: 'favour-gap', gain: false, guild: 'bakers', count: 3, rival: 1 }),
    ).toBe('narrows your lead in the race for the Bakers’ favour: 3 goods to 1');
    expect(
      reasonText(CATALOGS.fr, SEATS, { code: 'favour-gap', gain: true, guild: 'bakers', count: 3, rival: 1 }),
    ).toMatch(/^creuse votre avance/);
  });

  it('say "as good" only for an option level with the choice, and give the VP behind and the margin otherwise', () => {
    const en = CATALOGS.en;
    expect(standingText(en, { difference: 0, margin: 0, level: true })).toBe('as good');
    expect(standingText(en, { difference: -0.02, margin: 0, level: false })).toBe('as good');
    // Each option with its own margin: a wide one (few worlds) holds a larger gap than a narrow one.
    expect(standingText(en, { difference: -3.4, margin: 4.1, level: true })).toBe(
      "about as good, within the estimate's margin: −3.4 ± 4.1 VP",
    );
    expect(standingText(en, { difference: -2.2, margin: 1, level: false })).toBe(
      "behind, beyond the estimate's margin: −2.2 ± 1.0 VP",
    );
    for (const m of Object.values(CATALOGS)) {
      const within = standingText(m, { difference: -3.4, margin: 4.1, level: true });
      const beyond = standingText(m, { difference: -2.2, margin: 1, level: false });
      expect(within).toMatch(/3[.,]4.*4[.,]1/);
      expect(beyond).toMatch(/2[.,]2.*1/);
      expect(within).not.toBe(beyond);
    }
  });

  it('word every kind of action a seat may take', () => {
    for (const steps of [0, 6, 9, 14, 30]) {
      const s = randomState(3, 11, steps);
      for (const seat of activeSeats(s)) {
        const v = view(s, seat);
        for (const action of legalActions(s, seat).slice(0, 40))
          for (const m of Object.values(CATALOGS)) expect(actionText(m, v, action)).toMatch(/\S/);
      }
    }
  });

  it('keep a hint for one decision: others planning meanwhile do not end it', () => {
    const s = randomState(3, 11, 0);
    const before = view(s, 0);
    const after = { ...before, moves: before.moves + 1 };
    expect(decisionKey(after)).toBe(decisionKey(before));
    expect(decisionKey({ ...before, phase: 'action' })).not.toBe(decisionKey(before));
  });
});
