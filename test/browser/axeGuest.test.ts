// Every screen of a LAN guest's view checked by axe-core (WCAG 2.0 to 2.2, A and AA, target sizes
// included, and axe's best practices), on a host's page opened without its key, at a laptop's size and
// on a phone: the door (the bare address, which asks for the evening's code), the tables to join, the
// lobby, and a game with the household's player (planning, the round-end story, the final scores and
// the review). No violation on any.
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { AxeRound, SIZES } from './axe.ts';
import { appUrl, browserAndHost, guestUrl, openApp, play } from './driver.ts';
import { announced, hearAnnouncements } from './keyboard.ts';

describe("every screen of a LAN guest's view under axe", () => {
  const env = browserAndHost(() => ({ reviewsAhead: true }));

  for (const size of SIZES) {
    it(`has no violation at ${size.name}`, async () => {
      const round = new AxeRound(size.name);
      const touch = size.name !== '1366×768';

      // The bare address: the door asks for the evening's code.
      const door = await openApp(env.browser, `http://127.0.0.1:${env.host.port}/`, size.options);
      await door.page.locator('[data-testid=door]').waitFor();
      await round.check(door.page, 'door');
      await door.context.close();

      // Ana (the household) opens a table for two; Ben comes with the code, sees it, and joins.
      const ana = await openApp(env.browser, appUrl(env.host, '#/host'));
      await ana.page.fill('[data-testid=seat-name-0]', 'Ana');
      await ana.page.fill('[data-testid=table-name]', `Axe ${size.name}`);
      await ana.page.locator('[data-testid=seat-2] button.remove').click();
      await ana.page.click('[data-testid=create-table]');
      await ana.page.locator('[data-testid=lobby]').waitFor();
      const ben = await openApp(env.browser, guestUrl(env.host, '#/join'), {
        ...size.options,
        speed: 'off',
        prepare: hearAnnouncements,
      });
      await ben.page.getByText(`Axe ${size.name}`).waitFor();
      await ben.page.fill('[data-testid=join-name]', 'Ben');
      await round.check(ben.page, 'tables to join');
      await ben.page.locator('[data-testid^=join-]', { hasText: 'Join' }).first().click();
      await ben.page.locator('[data-testid=lobby]').waitFor();
      await ana.page.locator('[data-testid=lobby-seat-1]', { hasText: 'Ben' }).waitFor();
      await round.check(ben.page, 'lobby');

      // The game: Ana passes every round; Ben plays, and sees the round's story and the final scores.
      await ana.page.locator('[data-testid=lobby-start]:enabled').click();
      await ben.page.locator('[data-testid=plan-confirm]').waitFor();
      await round.check(ben.page, 'planning');
      const anaPlays = play(ana.page, { pass: async () => true });
      const story = async (): Promise<boolean> =>
        (await ben.page.locator('[data-testid=round-end]').count()) > 0;
      await play(ben.page, { stop: story, touch });
      await round.check(ben.page, 'round-end story');
      expect(await play(ben.page, { pass: async () => true, touch })).toBe('final');
      await round.check(ben.page, 'final scores');
      expect(await anaPlays).toBe('final');
      // Ana's moves were told to Ben's screen reader, each once, on a phone too (its log in a sheet).
      const told = (await announced(ben.page)).filter((s) => s.region === en.log.title && !s.removed);
      expect(told.filter((s) => s.text === en.log.passed('Ana')).length).toBe(4);
      await ben.page.locator('[data-testid=scores-review]').click({ timeout: 180_000 });
      await ben.page.locator('[data-testid=review][data-status=done]').waitFor({ timeout: 180_000 });
      await round.check(ben.page, 'review');

      expect(round.found).toEqual([]);
      expect(ben.errors).toEqual([]);
      await ana.context.close();
      await ben.context.close();
    }, 600_000);
  }
});
