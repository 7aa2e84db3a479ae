// The round-end story as a player reads it (`norenberc start --browser`), in English and in French: in
// the favourites' step each favourite gives one good of the guild back, said under its row, and a guild
// with no favourite says so.
import { describe, expect, it } from 'vitest';
import { openApp, play, startSoloGame } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

describe('the round-end story', () => {
  it('says what each favourite gives back to the guild', async () => {
    const program = await rig.program(startApp(newDataDir('round-end-told')));
    const browser = await rig.browser();
    for (const [language, givesBack, none] of [
      ['en', /^(\S.*) gives 1 \S+ back to the guild\.$/, 'Nobody holds these goods'],
      ['fr', /^(\S.*) rend 1 \S+ à la guilde\.$/, 'Personne n’a ces marchandises'],
    ] as const) {
      const { page, context, errors } = await openApp(browser, program.url, { language });
      await startSoloGame(page, ['easy', 'easy', 'easy']);
      const rows: { seat: string | null; text: string; back: string | null }[] = [];
      let over = false;
      await play(page, {
        stop: async () => over,
        onRoundEnd: async () => {
          over = true;
          for (const row of await page.locator('[data-testid=favourite]').all())
            rows.push({
              seat: await row.getAttribute('data-seat'),
              text: await row.innerText(),
              back: (await row.locator('[data-testid=gives-back]').count())
                ? await row.locator('[data-testid=gives-back]').innerText()
                : null,
            });
        },
      });
      expect(rows.length, language).toBe(5);
      for (const row of rows) {
        if (row.seat === null) {
          expect(row.text, language).toContain(none);
          expect(row.back, language).toBeNull();
          continue;
        }
        const said = givesBack.exec(row.back ?? '');
        expect(said, `${language}: ${row.text}`).not.toBeNull();
        // The favourite of its row, by name.
        expect(row.text, language).toContain(said![1]!);
      }
      expect(rows.some((r) => r.seat !== null)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
