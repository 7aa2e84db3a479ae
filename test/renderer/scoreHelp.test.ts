// How the final scoring counts, in every language: a rule for each category of the table (the
// Apprentice's VP under the majorities, where the score counts them), the crest collection's scale
// from the rules' own table, and the majorities' notation read out as the table writes it.
import { describe, expect, it } from 'vitest';
import { CREST_VP } from '../../engine/index.ts';
import ScoreHelp from '../../renderer/play/ScoreHelp.svelte';
import { CATALOGS } from './catalogs.ts';
import { settings } from '../../renderer/settings/settings.svelte.ts';
import { CATEGORIES, majorityCell } from '../../renderer/view/scoreTable.ts';
import { render } from './mount.ts';

describe('how the points are counted', () => {
  for (const [language, m] of Object.entries(CATALOGS)) {
    it(`explains each category, the crest scale and the notation in ${language}`, () => {
      settings.chooseLanguage(language as keyof typeof CATALOGS);
      const el = render(ScoreHelp, { open: true });
      expect(el.querySelector('details')!.open).toBe(true);
      for (const c of CATEGORIES) {
        const row = el.querySelector(`[data-testid=score-help-${c}]`)!.textContent!;
        expect(row).toContain(m.scoring.categories[c]);
        expect(row).not.toMatch(/undefined|NaN/);
      }
      const crests = el.querySelector('[data-testid=score-help-crests]')!.textContent!;
      // The scale starts with the fewest crests, which score nothing (the rules' "0 to 2").
      expect(crests).toContain(m.scoreHelp.crestNone(2));
      CREST_VP.forEach((vp, n) => {
        if (vp > 0) expect(crests).toContain(m.scoreHelp.crestStep(n, vp, n === CREST_VP.length - 1));
      });
      expect(crests).toContain(m.townsmen.engraver);
      // The Apprentice's VP are told where the score counts them: in the majorities, not the townsmen.
      const row = (c: string): string => el.querySelector(`[data-testid=score-help-${c}]`)!.textContent!;
      expect(row('majorities')).toContain(m.townsmen.apprentice);
      expect(row('townsmen')).not.toContain(m.townsmen.apprentice);
      const notation = el.querySelector('[data-testid=score-help-notation]')!.textContent!;
      expect(notation).toContain(majorityCell(m, { value: 14, count: 3, place: 3, vp: 1 }));
      expect(render(ScoreHelp, {}).querySelector('details')!.open).toBe(false);
    });
  }
});
