// The hint panel in words: a Burglar advised names whom he robs and of what, in the player's language;
// every option shows what it does at once, its gains apart from its costs (the engine's own reasons),
// and how far behind the choice it is projected.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { replay, view } from '../../engine/index.ts';
import { explain } from '../../engine/bots/explain.ts';
import type { Hint } from '../../protocol/review.ts';
import { lessonRecord } from '../../protocol/lesson/steps.ts';
import HintPanel from '../../renderer/play/HintPanel.svelte';
import { CATALOGS } from './catalogs.ts';
import { goodsText } from '../../renderer/view/log.ts';
import { settings } from '../../renderer/settings/settings.svelte.ts';
import { render } from './mount.ts';

/** The guided game's Burglar: Anselm robs Berta of a pastry and a page (the record's own move). */
const BURGLAR = lessonRecord.actions.findIndex(
  (a) => a.type === 'recruit' && a.ability && 'victim' in a.ability,
);

describe('the hint panel', () => {
  const before = replay(lessonRecord, BURGLAR);
  if (!before.ok) throw new Error(before.error);
  const action = lessonRecord.actions[BURGLAR]!;
  const v = view(before.state, action.seat);
  const nothing = { type: 'nothing' as const, seat: action.seat };
  const hint: Hint = {
    options: [
      { action, difference: 0, margin: 0, level: true, reasons: explain(v, action) },
      { action: nothing, difference: -1.4, margin: 0.6, level: false, reasons: explain(v, nothing) },
    ],
  };

  for (const [language, m] of Object.entries(CATALOGS)) {
    it(`names the Burglar's victim and loot, and both sides of another option, in ${language}`, async () => {
      settings.chooseLanguage(language as keyof typeof CATALOGS);
      const el = render(HintPanel, { view: v, busy: false, ask: () => Promise.resolve({ hint }) });
      el.querySelector<HTMLButtonElement>('[data-testid=hint]')!.click();
      const choice = await vi.waitFor(() => {
        flushSync();
        const text = el.querySelector('[data-testid=hint-choice]')?.textContent;
        if (!text) throw new Error('no hint shown yet');
        return text;
      });
      if (action.type !== 'recruit' || !action.ability || !('victim' in action.ability))
        throw new Error('the record has no Burglar');
      const victim = v.seats[action.ability.victim]!.name;
      const loot = goodsText(m, action.ability.goods);
      expect(choice).toContain(m.advice.ability.burglar(victim, loot));
      // Its gains name the robbery again; its costs the payment.
      const gains = el.querySelector('[data-testid=hint-choice] [data-testid=hint-gains]')!.textContent;
      expect(gains).toContain(m.common.labelled(m.advice.gains, ''));
      expect(gains).toContain(m.advice.reasons.robs(victim, loot));
      const costs = el.querySelector('[data-testid=hint-choice] [data-testid=hint-costs]')!.textContent;
      expect(costs).toContain(m.common.labelled(m.advice.costs, ''));
      const paid = Object.entries(action.payment).map(([good, n]) =>
        m.advice.reasons.goods(false, m.goodCount(n!, good as 'beer')),
      );
      for (const p of paid) expect(costs).toContain(p);
      // Doing nothing keeps the talers, 1.4 VP behind.
      const other = el.querySelector('[data-testid=hint-option]')!;
      expect(other.querySelector('[data-testid=hint-standing]')!.textContent).toBe(m.hints.behind(1.4, 0.6));
      expect(other.querySelector('[data-testid=hint-gains]')!.textContent).toContain(
        m.advice.reasons.keepsTalers(before.state.seats[action.seat]!.talers),
      );
    });
  }
});
