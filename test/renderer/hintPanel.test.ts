// The hint panel in words: a Burglar advised names whom he robs and of what, in the player's language,
// and every other option shows what it gains and what it loses against the advice.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { replay, view } from '../../engine/index.ts';
import type { Hint } from '../../protocol/review.ts';
import { lessonRecord } from '../../protocol/lesson/steps.ts';
import HintPanel from '../../renderer/play/HintPanel.svelte';
import { CATALOGS } from '../../renderer/i18n/i18n.svelte.ts';
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
  const hint: Hint = {
    options: [
      { action, difference: 0, reasons: [{ code: 'crests', vp: 2.5, count: 1 }] },
      {
        action: { type: 'nothing', seat: action.seat },
        difference: -1.4,
        reasons: [
          { code: 'talers', vp: 0.6, count: 3 },
          { code: 'majority-lost', vp: -2, guild: 'brewers' },
        ],
      },
    ],
  };

  for (const [language, m] of Object.entries(CATALOGS)) {
    it(`names the Burglar's victim and loot, and both sides of another option, in ${language}`, async () => {
      settings.language = language as keyof typeof CATALOGS;
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
      expect(choice).toContain(m.advice.ability.burglar(victim, goodsText(m, action.ability.goods)));
      expect(choice).toContain(victim);
      expect(el.querySelector('[data-testid=hint-gains]')!.textContent).toContain(m.advice.gains);
      expect(el.querySelector('[data-testid=hint-losses]')!.textContent).toContain(m.guilds.brewers);
    });
  }
});
