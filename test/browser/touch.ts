// A guest at a LAN table on a phone or a tablet: a touch screen in Chromium's mobile emulation, a
// table opened on the real `norenberc host` program (its creator a protocol client, easy bots in the
// other seats), and a player that plays the whole game by taps alone, looking at the screen at each
// decision before making it.
import type { Browser, Page } from 'playwright-core';
import { WebSocket } from 'ws';
import { connect, type Client } from '../../protocol/client.ts';
import type { SocketConstructor } from '../../protocol/socket.ts';
import { asking, byTouch, codeOf, guestUrl, pageIn, send, type AppPage, type Ask } from './driver.ts';
import type { Language } from '../../languages/languages.ts';
import type { Program } from './programs.ts';

export interface Screen {
  width: number;
  height: number;
}

/**
 * A page as a phone or a tablet shows it: touch, a mobile viewport, two device pixels per CSS pixel;
 * the board's movements off unless `speed` is given, in English unless `language` is.
 */
export async function openTouch(
  browser: Browser,
  url: string,
  screen: Screen,
  speed: 'off' | 'fast' | 'normal' = 'off',
  language: Language = 'en',
): Promise<AppPage> {
  const context = await browser.newContext({
    viewport: screen,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await context.addInitScript(
    ({ speed, language }) => {
      const settings = { language, speed, sound: false, colourBlind: false };
      if (!localStorage.getItem('norenberc.settings'))
        localStorage.setItem('norenberc.settings', JSON.stringify(settings));
    },
    { speed, language },
  );
  return pageIn(context, url);
}

/**
 * A table on the host program with one open seat and `bots` easy bots, opened by a guest who came in
 * with the evening's code, joined by `name` from the page's join screen (the address a guest's QR code
 * opens) and started by its creator; `away`: the guest back at the join screen as it starts.
 */
export async function joinTable(
  host: Program,
  guest: AppPage,
  name: string,
  bots: number,
  { away = false } = {},
): Promise<{ creator: Client; gameId: string }> {
  const creator = await connect(`${host.url.replace(/^http/, 'ws')}/ws`, {
    WebSocket: WebSocket as unknown as SocketConstructor,
    code: codeOf(host) ?? undefined,
  });
  const seats = [
    { kind: 'open' as const },
    ...Array.from({ length: bots }, () => ({ kind: 'bot' as const, level: 'easy' as const })),
  ];
  const table = `${name}'s evening`;
  const { gameId } = await creator.create(seats, table);
  const { page } = guest;
  await page.goto(guestUrl(host, '#/join'));
  await page.fill('[data-testid=join-name]', name);
  await page.locator(`[data-testid="table-${gameId}"]`, { hasText: table }).waitFor();
  await page.locator(`[data-testid="join-${gameId}"]`).tap();
  await page.locator('[data-testid=lobby]').waitFor();
  if (away) {
    await page.goto(guestUrl(host, '#/join'));
    await page.locator(`[data-testid="back-${gameId}"]`).waitFor();
  }
  await creator.start(gameId);
  return { creator, gameId };
}

/**
 * What the screen shows at a decision, handed to the check before the decision is made: planning, a
 * turn at a guild before its way to act is chosen, a recruit put together (before it is confirmed),
 * and the final scores.
 */
export interface Decision {
  kind: 'plan' | 'act' | 'recruit' | 'final';
  round: number;
  step: number;
}

/** Taps the first enabled control of `selector`'s matches picked by `n`, if there is one. */
async function tapSome(page: Page, selector: string, n: number): Promise<boolean> {
  const all = page.locator(selector);
  const count = await all.count();
  if (!count) return false;
  await byTouch(all.nth(n % count));
  return true;
}

/** What the guest playing by taps answers, the first shown first. */
const TAPPED: readonly Ask[] = [
  ['final', '[data-testid=final-scores]'],
  ['error', '[data-testid=error]'],
  ['round-end', '[data-testid=round-end]'],
  ['plan', '[data-testid=plan-confirm]'],
  ['guild', '[data-testid=nothing]'],
];

/**
 * Plays the guest's seat to the final scores by taps only, varying its choices (one or two guilds,
 * buys, sales, recruits with their follow-ups, doing nothing), and calls `check` at each decision
 * before making it (a recruit once it is put together, before its confirmation), and once more on the
 * final scores.
 */
export async function tapPlay(page: Page, check: (d: Decision) => Promise<void>): Promise<void> {
  // The first guest that can be recruited is, so that every game has a recruit whatever its seed.
  let recruited = false;
  for (let step = 0; step < 600; step++) {
    await page.locator('[data-testid=game][data-playing=false]').waitFor({ timeout: 60_000 });
    const round = Number((await page.locator('[data-testid=round]').innerText()).match(/\d/)?.[0]);
    const { ask } = await asking(page, TAPPED);
    if (ask === 'final') {
      await check({ kind: 'final', round, step });
      return;
    }
    if (ask === 'error')
      throw new Error(
        `the screen showed an error: ${await page.locator('[data-testid=error] p').innerText()}`,
      );
    if (ask === 'round-end') {
      await page.locator('[data-testid=round-end-skip]').tap();
      continue;
    }
    if (ask === 'plan') {
      await check({ kind: 'plan', round, step });
      await plan(page, step);
      continue;
    }
    if (ask === 'guild') {
      await check({ kind: 'act', round, step });
      recruited =
        (await act(page, step, recruited, () => check({ kind: 'recruit', round, step }))) || recruited;
      continue;
    }
    await page.waitForTimeout(100);
  }
  throw new Error('the game did not end within the step limit');
}

async function plan(page: Page, step: number): Promise<void> {
  const panel = '[data-region=panel] label:has(input[type=checkbox]:not(:disabled):not(:checked))';
  for (let i = 0; i < 1 + (step % 2); i++) await tapSome(page, panel, step + i);
  if (await page.locator('[data-testid=plan-confirm]:not([disabled])').count())
    return send(page, byTouch, '[data-testid=plan-confirm]');
  await byTouch(page.locator('[data-testid=pass]'));
  return send(page, byTouch, '[data-testid=pass-confirm]');
}

/** Acts at a guild, by the step's number once a guest has been recruited; says whether it recruited. */
async function act(
  page: Page,
  step: number,
  recruited: boolean,
  recruiting: () => Promise<void>,
): Promise<boolean> {
  const modes: string[] = [];
  for (const mode of ['recruit', 'buy', 'sell'])
    if (await page.locator(`[data-testid=mode-${mode}]`).count()) modes.push(mode);
  const mode =
    !recruited && modes.includes('recruit')
      ? 'recruit'
      : modes.length && step % 5 !== 0
        ? modes[step % modes.length]
        : 'nothing';
  if (mode === 'recruit') {
    await byTouch(page.locator('[data-testid=mode-recruit]'));
    await tapSome(page, '[data-testid^=window-]', step);
    await tapSome(page, 'label:has(input[name=payment])', 0);
    if (await tapSome(page, 'label:has([data-testid^=victim-])', 0))
      await tapSome(page, 'label:has([data-testid=loot])', 0);
    await tapSome(page, 'label:has([data-testid=ability])', step);
    if (step % 3 === 0) await byTouch(page.locator('label:has([data-testid=to-front])'));
    await recruiting();
    if (await page.locator('[data-testid=recruit-confirm]:not([disabled])').count()) {
      await send(page, byTouch, '[data-testid=recruit-confirm]');
      return true;
    }
  } else if (mode === 'buy') {
    await byTouch(page.locator('[data-testid=mode-buy]'));
    for (let i = 0; i < 1 + (step % 3); i++)
      await tapSome(page, '[data-testid^=buy-add-]:not([disabled])', step);
    if (await page.locator('[data-testid=buy-confirm]:not([disabled])').count()) {
      await send(page, byTouch, '[data-testid=buy-confirm]');
      return false;
    }
  } else if (mode === 'sell') {
    await byTouch(page.locator('[data-testid=mode-sell]'));
    await send(page, byTouch, '[data-testid=sell-confirm]');
    return false;
  }
  await send(page, byTouch, '[data-testid=nothing]');
  return false;
}
