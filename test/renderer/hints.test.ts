// Hints and reviews in words: every reason code and every kind of action has its phrase in each
// language, with the guild, good and numbers it names.
import { describe, expect, it } from 'vitest';
import { activeSeats, legalActions, view } from '../../engine/index.ts';
import { CATALOGS } from '../../renderer/i18n/i18n.svelte.ts';
import { actionText, decisionKey, reasonText, reasonsText } from '../../renderer/view/hints.ts';
import type { Reason } from '../../protocol/review.ts';
import { randomState } from '../bots/states.ts';

const REASONS: Reason[] = [
  { code: 'majority-lead', vp: 5, guild: 'printers' },
  { code: 'majority-lost', vp: -3, guild: 'bakers' },
  { code: 'majority', vp: 1.5, guild: 'tailors' },
  { code: 'goods', vp: 0.6, good: 'beer', count: 2 },
  { code: 'crests', vp: 4, count: 1 },
  { code: 'townsmen', vp: 1 },
  { code: 'thirty-plus', vp: 2 },
  { code: 'all-types', vp: -1.2 },
  { code: 'talers', vp: 0.8, count: -6 },
  { code: 'agents', vp: 2.2, count: 1 },
  { code: 'keeps-agents', count: 2 },
  { code: 'keeps-for-favour', guild: 'tailors', good: 'cloth', count: 3 },
];

describe('hints in words', () => {
  it('word every reason in every language, with its value and what it names', () => {
    for (const [lang, m] of Object.entries(CATALOGS)) {
      for (const r of REASONS) {
        const text = reasonText(m, r)!;
        expect(text, `${lang} ${r.code}`).toBeTruthy();
        if (r.guild) expect(text).toContain(m.guilds[r.guild as keyof typeof m.guilds]);
        if (r.good) expect(text).toContain(m.goods[r.good as keyof typeof m.goods]);
        if (r.vp !== undefined) expect(text.startsWith(m.hints.vp(r.vp))).toBe(true);
        if (lang !== 'en') expect(text).not.toBe(reasonText(CATALOGS.en, r));
      }
      expect(reasonText(m, { code: 'unknown' })).toBeNull();
      expect(reasonsText(m, REASONS.slice(0, 2)).split('; ')).toHaveLength(2);
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
