// Two guests at the household's table, on a phone and on a tablet, against the real `norenberc host`
// program: its operator opens the table from their own page (the host's key) and holds no seat, bots
// fill the rest. The join page names the open seats in words. The operator's messages reach both
// guests, in the lobby and in the game, and each answers: on the phone held upright and sideways (the
// chat open in the log's sheet, its unread message counted on the bar), on the tablet beside the log.
// At the end the final scores fit the phone at 360 to 430 px wide and sideways, every player's column
// readable; each guest is offered the review of their own seat, and Play again once the operator
// offers it (before, nothing: no empty pill); the tablet plays again, the phone declines and reviews.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { messages as en } from '../../languages/en/messages.ts';
import { guestUrl, openApp, play, shot, type AppPage } from './driver.ts';
import { scrollsSideways, smallTargets, textSizes, unreachable } from './legibility.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';
import { appAndBrowser } from './rig.ts';
import { openTouch, tapPlay } from './touch.ts';

const TABLE = 'Household evening';
const PHONE = { width: 390, height: 844 };

/** What of the final scores does not fit the window, in words (none: an empty list). */
function scoresMisfit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const dialog = document.querySelector<HTMLElement>('[data-testid=final-scores]');
    if (!dialog) return ['no final scores'];
    const d = dialog.getBoundingClientRect();
    if (d.left < -0.5 || d.right > innerWidth + 0.5) out.push(`the dialog spans ${d.left}–${d.right}`);
    const inner = {
      left: d.left + dialog.clientLeft,
      right: d.left + dialog.clientLeft + dialog.clientWidth,
    };
    if (dialog.scrollWidth > dialog.clientWidth + 0.5) {
      const wide = [...dialog.querySelectorAll<HTMLElement>('*')].find(
        (e) => e.getBoundingClientRect().right > inner.right + 0.5,
      );
      out.push(`the dialog scrolls sideways: ${wide?.outerHTML.slice(0, 80)}`);
    }
    for (const th of dialog.querySelectorAll<HTMLElement>('table.score-table thead th[scope=col]')) {
      const r = th.getBoundingClientRect();
      if (r.left < inner.left - 0.5 || r.right > inner.right + 0.5)
        out.push(`${th.innerText.trim() || 'the first column'} spans ${r.left}–${r.right}`);
      if (th.scrollWidth > th.clientWidth + 0.5) out.push(`${th.innerText.trim()} is cut`);
    }
    // Its parts one under the other: none runs into the next (a chart taller than its box would).
    const parts = [...dialog.querySelectorAll<HTMLElement>(':scope > *, :scope > * > *')].filter(
      (e) => e.offsetParent !== null,
    );
    for (const canvas of dialog.querySelectorAll('canvas')) {
      const r = canvas.getBoundingClientRect();
      const next = parts.find((e) => !e.contains(canvas) && e.getBoundingClientRect().top > r.top + 1);
      if (next && next.getBoundingClientRect().top < r.bottom - 0.5)
        out.push(
          `the chart runs ${Math.round(r.bottom - next.getBoundingClientRect().top)} px into what follows`,
        );
    }
    return out;
  });
}

/** `name` joins the table from the join page, where its open seats are named in words. */
async function join(browser: Browser, host: Program, name: string, screen: typeof PHONE): Promise<AppPage> {
  const guest = await openTouch(browser, guestUrl(host, '#/join'), screen);
  const { page } = guest;
  const row = page.locator('[data-testid^=table-]', { hasText: TABLE });
  await row.waitFor();
  expect(await row.locator('.seat.open').first().innerText()).toBe('open seat');
  expect(await row.locator('.who').innerText()).not.toContain('·');
  await page.fill('[data-testid=join-name]', name);
  await row.locator('[data-testid^=join-]').tap();
  await page.locator('[data-testid=lobby]').waitFor();
  return guest;
}

/** `guest` types `text` into the chat they see and sends it by a tap; it shows on `readers` too. */
async function reply(guest: Page, within: string, text: string, readers: Page[]): Promise<void> {
  const input = guest.locator(`${within} [data-testid=chat-input]`);
  expect(await unreachable(guest, [`${within} [data-testid=chat-input]`])).toEqual([]);
  await input.tap();
  await input.pressSequentially(text);
  await guest.locator(`${within} [data-testid=chat] form button[type=submit]`).tap();
  for (const page of [guest, ...readers])
    await page.locator('[data-testid=chat-lines] li', { hasText: text }).waitFor();
}

describe('a phone and a tablet guest at the household’s table', () => {
  const live = appAndBrowser(() =>
    startHostProgram(newDataDir('touch-guests'), [], 0, { reviewsAhead: true }),
  );

  it('chat with the operator, play to the end, fit the scores, review and answer Play again', async () => {
    // The operator's table: no seat of theirs, two open for the guests, three easy bots.
    const operator = await openApp(live.browser, `${live.program.operatorUrl()}#/host`);
    const op = operator.page;
    await op.fill('[data-testid=table-name]', TABLE);
    await op.click('[data-testid=add-seat]');
    await op.click('[data-testid=add-seat]');
    for (const seat of [0, 3, 4]) await op.selectOption(`[data-testid=seat-kind-${seat}]`, 'easy');
    await op.click('[data-testid=create-table]');
    await op.locator('[data-testid=lobby]').waitFor();

    const phone = await join(live.browser, live.program, 'Hana', PHONE);
    const tablet = await join(live.browser, live.program, 'Ida', { width: 768, height: 1024 });
    const [hana, ida] = [phone.page, tablet.page];

    // The lobby: the operator's word reaches both, the phone's chat open without a tap.
    await op.fill('[data-testid=chat-input]', 'Welcome!');
    await op.keyboard.press('Enter');
    for (const page of [hana, ida])
      await page.locator('[data-testid=chat-lines] li', { hasText: 'Welcome!' }).waitFor();
    await reply(hana, '[data-testid=lobby]', 'Hello from the sofa', [op, ida]);
    await shot(hana, 'touch-guests-lobby');

    await op.click('[data-testid=lobby-start]');
    for (const page of [hana, ida]) await page.locator('[data-testid=plan-confirm]').waitFor();

    // In the game: counted on the phone's bar, open at the top of its sheet, upright and sideways.
    await op.fill('[data-testid=chat-input]', 'Good luck!');
    await op.keyboard.press('Enter');
    await hana.locator('[data-testid=log-unread]').waitFor();
    await hana.locator('[data-testid=open-log]').tap();
    await hana
      .locator('[data-testid=log-sheet] [data-testid=chat-lines] li', { hasText: 'Good luck!' })
      .waitFor();
    await reply(hana, '[data-testid=log-sheet]', 'Thanks!', [op, ida]);
    await shot(hana, 'touch-guests-chat');
    await hana.locator('[data-testid=sheet-close]').tap();
    expect(await hana.locator('[data-testid=log-unread]').count()).toBe(0);
    await hana.setViewportSize({ width: 844, height: 390 });
    await op.fill('[data-testid=chat-input]', 'Tea?');
    await op.keyboard.press('Enter');
    await hana.locator('[data-testid=log-unread]').waitFor();
    await hana.locator('[data-testid=open-log]').tap();
    await reply(hana, '[data-testid=log-sheet]', 'Yes please', [op, ida]);
    expect(await scrollsSideways(hana)).toBe(false);
    await hana.locator('[data-testid=sheet-close]').tap();
    await hana.setViewportSize(PHONE);
    // The tablet: the chat beside the log, open.
    await reply(ida, '[data-testid=game]', 'Ida here', [op]);
    expect(await smallTargets(ida)).toEqual([]);

    // The operator reads each round's end on their screen too (skipping it), to the final scores.
    const [ended] = await Promise.all([
      play(op),
      tapPlay(hana, async () => {}),
      tapPlay(ida, async () => {}),
    ]);
    expect(ended).toBe('final');

    // Five players' scores on the phone, at every width it comes in, and sideways.
    for (const screen of [
      { width: 360, height: 640 },
      PHONE,
      { width: 430, height: 932 },
      { width: 844, height: 390 },
    ]) {
      await hana.setViewportSize(screen);
      const at = `${screen.width}×${screen.height}`;
      // Once laid out anew at this size (the chart redraws itself a frame after the window turns).
      await expect.poll(() => scoresMisfit(hana), { message: at }).toEqual([]);
      expect(await scrollsSideways(hana), at).toBe(false);
      const small = (await textSizes(hana, '[data-testid=final-scores]')).filter((t) => t.px < 11);
      expect(small, at).toEqual([]);
      if (screen.width === 360) await shot(hana, 'touch-guests-scores-360');
    }
    await hana.setViewportSize(PHONE);

    // Each guest is offered their own seat's review; no Play again before the operator offers it.
    for (const page of [hana, ida]) {
      await page.locator('[data-testid=scores-review]').waitFor();
      expect(await page.locator('[data-testid=rematch]').count()).toBe(0);
    }
    await hana.locator('[data-testid=scores-close]').tap();
    const end = hana.locator('[data-testid=game-end]');
    await end.locator('[data-testid=end-review]').waitFor();
    expect(await end.locator('[data-testid=rematch]').count()).toBe(0);

    await op.click('[data-testid=rematch-offer]');
    const offer = end.locator('[data-testid=rematch]');
    await offer.locator('[data-testid=rematch-accept]').waitFor();
    expect(await offer.innerText()).toContain('Play again: the same seats');
    expect(await smallTargets(hana)).toEqual([]);
    await shot(hana, 'touch-guests-rematch');
    await ida.locator('[data-testid=rematch-accept]').tap();
    await offer.locator('[data-testid=rematch-decline]').tap();
    await end.getByText('You declined the rematch.').waitFor();
    // Every seat answered: the new game waits in its lobby, the tablet's guest in it, the phone's seat open.
    await ida.locator('[data-testid=lobby]').waitFor();

    // The phone's guest reviews her own seat.
    await end.locator('[data-testid=end-review]').tap();
    const review = hana.locator('[data-testid=review]');
    await review.waitFor();
    expect(await hana.locator('[data-testid=review-seat] option:checked').innerText()).toBe('Hana');
    await hana
      .locator('[data-testid=review-progress], [data-testid=review-summary]')
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await hana.locator('[data-testid=review-error]').count()).toBe(0);
    if (await hana.locator('[data-testid=review-cancel]').count())
      await hana.locator('[data-testid=review-cancel]').tap();

    // Back on the list of tables, the game she played is over: its final scores, not a seat, to go to.
    await hana.evaluate(() => (location.hash = '#/join'));
    const played = hana.locator('[data-testid^=table-]', { hasText: en.guests.playedAs('Hana') });
    const scores = played.locator('[data-testid^=back-]');
    await scores.waitFor();
    expect(await scores.innerText()).toBe(en.guests.seeScores);
    await scores.tap();
    await hana.locator('[data-testid=final-scores]').waitFor();

    for (const p of [operator, phone, tablet]) expect(p.errors).toEqual([]);
  }, 400_000);
});
