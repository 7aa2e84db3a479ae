// Drives the real renderer, served by a real host, in Debian's Chromium (playwright-core): launching,
// pages with their console watched, screenshots, and a player that makes random legal moves through
// the interface only.
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type HostTuning, type RunningApp } from '../../main/app/compose.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tools/bench/chromium.ts';
import type { Language } from '../../languages/languages.ts';
import { pastArming } from './legibility.ts';

export const HAVE_CHROMIUM = existsSync(CHROMIUM);
export const STATIC = fileURLToPath(new URL('../../dist/renderer', import.meta.url));
export const HAVE_BUILD = existsSync(`${STATIC}/index.html`);
/** Browser tests need Debian's Chromium and the built renderer (npm test builds it first). */
export const CAN_RUN = HAVE_CHROMIUM && HAVE_BUILD;
const SHOTS = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

/** Chromium, headless; `extraArgs` e.g. to resolve a test's LAN name to loopback. */
export function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** A LAN host as `norenberc host --bind 127.0.0.1 --no-mdns` runs it, built by the composition root. */
export interface HostedApp {
  readonly app: RunningApp;
  /** Its LAN host. */
  readonly host: RunningHost;
  /** Its data folder (a fresh one per host; the database there is the real one). */
  readonly dataDir: string;
}

/**
 * The app as `norenberc host` composes it, on a fresh data folder that `prepare` may fill first (e.g.
 * with imported games); `tuning` keeps bots quick on this shared machine and sets what a test needs.
 */
export async function host(
  tuning: Partial<HostTuning> = {},
  prepare: (dataDir: string) => void = () => {},
): Promise<HostedApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-browser-'));
  prepare(dataDir);
  const app = await startApp({
    program: 'host',
    dataDir,
    localPort: null,
    lan: { name: 'Test table', port: 0, bind: '127.0.0.1' },
    mdns: { advertise: false },
    // No review weighed ahead unless a test asks for it (programs.ts says why).
    tuning: { staticDir: STATIC, botThreads: 1, hardBotBudgetMs: 200, reviewsAhead: false, ...tuning },
    log: () => {},
  });
  return { app, host: app.hosts.lan!.host, dataDir };
}

/**
 * A host serving the built renderer and a browser, for the tests of one describe block: started
 * before them (with the tuning `tuning()` gives then, on a data folder `prepare` fills) and closed after.
 */
export function browserAndHost(
  tuning: () => Partial<HostTuning> = () => ({}),
  prepare?: (dataDir: string) => void,
): HostedApp & { readonly browser: Browser } {
  const live: { browser?: Browser; hosted?: HostedApp } = {};
  beforeAll(async () => {
    live.hosted = await host(tuning(), prepare);
    live.browser = await launch();
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.hosted?.app.close();
  });
  const hosted = (): HostedApp => {
    if (!live.hosted) throw new Error('the host is not started');
    return live.hosted;
  };
  return {
    get browser() {
      if (!live.browser) throw new Error('the browser is not started');
      return live.browser;
    },
    get app() {
      return hosted().app;
    },
    get host() {
      return hosted().host;
    },
    get dataDir() {
      return hosted().dataDir;
    },
  };
}

/**
 * A host as a test reaches it: its port, and the evening's code where it asks for one — a running
 * host's (its lobby's) or a program's (as it printed it).
 */
export type Reachable = Pick<RunningHost, 'port'> &
  Partial<Pick<RunningHost, 'lobby'>> & { code?: () => string | null };

/** The evening's code a guest of `h` comes in with; null: its door is open. */
export function codeOf(h: Reachable): string | null {
  return h.lobby ? h.lobby.evening.code : (h.code?.() ?? null);
}

/**
 * A page of the host: the household's (its key, as the app's own page or the operator opens it) when
 * the host's key is at hand, else a guest's (a program's, whose key the test does not hold).
 */
export function appUrl(h: Reachable & { appKey?: string }, hash = ''): string {
  return h.appKey ? `http://127.0.0.1:${h.port}/?key=${h.appKey}${hash}` : guestUrl(h, hash);
}

/** A page of the host as a guest on the LAN opens it from the QR code: no key, the evening's code. */
export function guestUrl(h: Reachable, hash = ''): string {
  const code = codeOf(h);
  return `http://127.0.0.1:${h.port}/${code ? `?code=${code}` : ''}${hash}`;
}

export interface AppPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

const DESKTOP = { viewport: { width: 1280, height: 720 } };
/** A phone held upright: a small touch screen, tapped rather than clicked. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export async function openApp(
  browser: Browser,
  url: string,
  options: {
    language?: Language;
    speed?: 'off' | 'fast' | 'normal' | 'slow';
    viewport?: { width: number; height: number };
    /** The app on a phone (its viewport unless `viewport` is given); a desktop window by default. */
    device?: 'desktop' | 'phone';
    /** A first visit: no settings stored, the app's defaults apply. */
    firstVisit?: boolean;
    reducedMotion?: boolean;
    /** Browser permissions granted to the app's page, e.g. notifications. */
    permissions?: string[];
    /** Prepares the context before the app opens in it, e.g. routes its socket. */
    prepare?: (context: BrowserContext) => Promise<void>;
    /** The context's proxy (`socks5://…`), e.g. a relay that makes it another machine of the LAN (relay.ts). */
    proxy?: string;
  } = {},
): Promise<AppPage> {
  const device = options.device === 'phone' ? PHONE : DESKTOP;
  const context = await browser.newContext({
    ...device,
    viewport: options.viewport ?? device.viewport,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    // Only when asked: an empty list would deny every permission rather than leave them to ask.
    ...(options.permissions ? { permissions: options.permissions } : {}),
    ...(options.proxy ? { proxy: { server: options.proxy } } : {}),
  });
  await options.prepare?.(context);
  if (!options.firstVisit) {
    const settings = {
      language: options.language ?? 'en',
      speed: options.speed ?? 'off',
      sound: false,
      colourBlind: false,
    };
    await context.addInitScript((s) => {
      if (!localStorage.getItem('norenberc.settings')) localStorage.setItem('norenberc.settings', s);
    }, JSON.stringify(settings));
  }
  return pageIn(context, url);
}

/** A new page of `context` at `url`, its console errors and uncaught exceptions watched. */
export async function pageIn(context: BrowserContext, url: string): Promise<AppPage> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    // A resource that failed is named, so that a failing test says which.
    if (m.type() === 'error') errors.push(m.location().url ? `${m.text()} (${m.location().url})` : m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  return { page, context, errors };
}

/** What Chromium logs of a host that went away: its requests and sockets refused, or cut off on the way. */
const HOST_GONE =
  /net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE)\b|^WebSocket connection to .* failed/;

/** The errors a page logged, but what Chromium logs of its host going away (a restart, a crash). */
export const beyondHostGone = (errors: string[]): string[] => errors.filter((e) => !HOST_GONE.test(e));

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A box as playwright measures one. */
export type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
export const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether what is drawn at the middle of the element's part in the window is its own (nothing covers it). */
export function ownsItsMiddle(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + Math.min(r.height, innerHeight - r.y) / 2);
    return !!hit && el.contains(hit);
  });
}

const pick = <T>(list: T[], n: number): T => list[n % list.length]!;

/** The number of actions applied in the game the page shows. */
export async function moves(page: Page): Promise<string | null> {
  return page.locator('[data-testid=game]').getAttribute('data-moves');
}

/** The words of what `field`'s aria-describedby points to. */
export function described(field: Locator): Promise<string> {
  return field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim(),
  );
}

/** The lines of the game's log, oldest first. */
export const logLines = (page: Page): Promise<string[]> =>
  page.locator('[data-testid=log] li').allInnerTexts();

/** How a player presses what the screen offers: a click with the mouse, or a tap on a phone. */
type Hand = (target: Locator) => Promise<void>;

const byMouse: Hand = (target) => target.click();
export const byTouch: Hand = async (target) => {
  // At once as the moment passes, rather than at Playwright's next try to hit it.
  await pastArming(target.page());
  await target.tap();
};

/**
 * Presses a panel's button unless the panel gives way first (a round end arriving over the catch-up
 * takes its place until told): then the caller reads the screen again rather than wait for the button.
 */
async function pressWhileShown(hand: Hand, panel: Locator, button: Locator): Promise<void> {
  const pressed = hand(button).then(() => true);
  const gone = panel.waitFor({ state: 'detached', timeout: 30_000 }).then(() => false);
  // Whichever comes second settles on its own: a press still pending lands when the panel is back, or
  // fails quietly; the loop's next reading sees the screen either way.
  pressed.catch(() => undefined);
  gone.catch(() => undefined);
  await Promise.race([pressed, gone]);
}

/** Ticks a box or picks a radio button, unless it already is. */
async function tick(hand: Hand, target: Locator): Promise<void> {
  if (!(await target.isChecked())) await hand(target);
}

/**
 * Presses a button that sends an action, and waits until the host has answered it (the screen is no
 * longer busy) and the board moved on: it shows the action, or (an action ending a round) the round's
 * story begins, or the refusal shows. The board moving is not enough: in planning another player's
 * plan may come while this one is still on its way, and the panel drawn meanwhile is about to go.
 */
export async function send(page: Page, hand: Hand, selector: string): Promise<void> {
  const before = await moves(page);
  await hand(page.locator(selector));
  await page.waitForFunction(
    (prev) => {
      const game = document.querySelector<HTMLElement>('[data-testid=game]');
      if (game?.dataset.busy !== 'false') return false;
      return (
        (game.dataset.moves ?? null) !== prev ||
        document.querySelector('[data-testid=round-end]') !== null ||
        document.querySelector('[data-testid=error]') !== null
      );
    },
    before,
    { timeout: 30_000 },
  );
}

export interface PlayOptions {
  /** Stop before acting when this holds. */
  stop?: () => Promise<boolean>;
  /** Called whenever the hand-off screen shows, before it is confirmed. */
  onHandOff?: () => Promise<void>;
  /** Called with the round-end story open, before it is skipped (unless this told it to the end). */
  onRoundEnd?: () => Promise<void>;
  /** At planning, pass for the round rather than plan whenever this holds (a seat with few decisions). */
  pass?: () => Promise<boolean>;
  /** Called with the account of what the player missed open, before it is put away. */
  onCatchUp?: () => Promise<void>;
  maxSteps?: number;
  /** Taps rather than clicks, as on a phone (the page's context must have touch). */
  touch?: boolean;
}

/** From Home, a new game on this screen: `name` against bots of `levels`, started. */
export async function startSoloGame(page: Page, levels: readonly string[], name = 'Ana'): Promise<void> {
  await page.click('[data-testid=home-new]');
  await page.fill('[data-testid=seat-name-0]', name);
  // The form starts with two seats.
  for (let seat = 2; seat <= levels.length; seat++) await page.click('[data-testid=add-seat]');
  for (const [i, level] of levels.entries())
    await page.selectOption(`[data-testid=seat-kind-${i + 1}]`, level);
  await page.click('[data-testid=start-game]');
}

/**
 * Plays whatever the screen asks for, choosing among the offered (legal) moves: plans of one or two
 * guilds, buys, sales, recruits with their follow-ups, doing nothing. Returns at the final scores or
 * when `stop` holds.
 */
export async function play(page: Page, options: PlayOptions = {}): Promise<'final' | 'stopped'> {
  const hand = options.touch ? byTouch : byMouse;
  for (let step = 0; step < (options.maxSteps ?? 2000); step++) {
    // Act only on a board that has caught up: while tokens fly the panel is out of reach.
    await page.locator('[data-testid=game][data-playing=false]').waitFor({ timeout: 60_000 });
    // `stop` is asked between two readings of the screen, and the player acts only on what both show:
    // a decision that came while `stop` answered (the game reached where it stops) is not played.
    const seen = await asking(page);
    if (await options.stop?.()) return 'stopped';
    const now = await asking(page);
    if (now.ask !== seen.ask || now.moves !== seen.moves) continue;
    if (now.ask === 'final') return 'final';
    if (now.ask === 'error') {
      throw new Error(
        `the interface showed an error: ${await page.locator('[data-testid=error] p').innerText()}`,
      );
    }
    if (now.ask === 'handoff') {
      await options.onHandOff?.();
      await hand(page.locator('[data-testid=handoff-ready]'));
      await page.locator('[data-testid=handoff]').waitFor({ state: 'detached' });
      continue;
    }
    if (now.ask === 'catch-up') {
      await options.onCatchUp?.();
      const panel = page.locator('[data-testid=catch-up]');
      if (await panel.count())
        await pressWhileShown(hand, panel, page.locator('[data-testid=catch-up-done]'));
      continue;
    }
    if (now.ask === 'round-end') {
      await options.onRoundEnd?.();
      if (await page.locator('[data-testid=round-end]').count())
        await hand(page.locator('[data-testid=round-end-skip]'));
      continue;
    }
    if (now.ask === 'plan') {
      if (await options.pass?.()) {
        await hand(page.locator('[data-testid=pass]'));
        await send(page, hand, '[data-testid=pass-confirm]');
        continue;
      }
      const wanted = 1 + (step % 2);
      for (let i = 0; i < wanted; i++) {
        // A phone shows one house at a time: the others' toggles are out of reach (inert).
        const toggles = page.locator(
          'button[aria-pressed=false][data-testid^=plan-]:not([disabled]):not([inert] *)',
        );
        const n = await toggles.count();
        if (n) await hand(toggles.nth(step % n));
      }
      if (await page.locator('[data-testid=plan-confirm]:not([disabled])').count())
        await send(page, hand, '[data-testid=plan-confirm]');
      else {
        await hand(page.locator('[data-testid=pass]'));
        await send(page, hand, '[data-testid=pass-confirm]');
      }
      continue;
    }
    if (now.ask === 'guild') {
      await actAtGuild(page, hand, step);
      continue;
    }
    await page.waitForTimeout(100);
  }
  throw new Error('the game did not end within the step limit');
}

/** What a screen may ask of its player, each with what shows it; the first shown is what it asks. */
const ASKS = [
  ['final', '[data-testid=final-scores]'],
  ['error', '[data-testid=error]'],
  ['handoff', '[data-testid=handoff]'],
  ['catch-up', '[data-testid=catch-up]'],
  ['round-end', '[data-testid=round-end]'],
  ['plan', '[data-testid=plan-confirm]'],
  ['guild', '[data-testid=nothing]'],
] as const;
export type Ask = (typeof ASKS)[number];

/**
 * What the screen asks for among `asks` (`busy` while the board moves, `none` while it asks none of
 * them) and the moves its game shows, read in one script in the page: no update comes in between.
 */
export function asking(
  page: Page,
  asks: readonly Ask[] = ASKS,
): Promise<{ ask: Ask[0] | 'busy' | 'none'; moves?: string }> {
  return page.evaluate((asks) => {
    const game = document.querySelector<HTMLElement>('[data-testid=game]');
    if (game?.dataset.playing !== 'false') return { ask: 'busy' as const, moves: game?.dataset.moves };
    const shown = asks.find(([, selector]) => document.querySelector(selector) !== null);
    return { ask: shown?.[0] ?? ('none' as const), moves: game.dataset.moves };
  }, asks);
}

async function actAtGuild(page: Page, hand: Hand, step: number): Promise<void> {
  const modes: string[] = [];
  for (const mode of ['recruit', 'buy', 'sell'])
    if (await page.locator(`[data-testid=mode-${mode}]`).count()) modes.push(mode);
  const mode = modes.length && step % 5 !== 0 ? pick(modes, step) : 'nothing';
  if (mode === 'recruit') {
    await hand(page.locator('[data-testid=mode-recruit]'));
    const windows = page.locator('[data-testid^=window-]');
    await hand(windows.nth(step % (await windows.count())));
    const payments = page.locator('input[name=payment]');
    if (await payments.count()) await tick(hand, payments.first());
    const victims = page.locator('[data-testid^=victim-]');
    if (await victims.count()) {
      await tick(hand, victims.first());
      await tick(hand, page.locator('[data-testid=loot]').first());
    }
    const abilities = page.locator('[data-testid=ability]');
    if (await abilities.count()) await tick(hand, abilities.nth(step % (await abilities.count())));
    if (step % 3 === 0) await tick(hand, page.locator('[data-testid=to-front]'));
    if (await page.locator('[data-testid=recruit-confirm]:not([disabled])').count())
      return send(page, hand, '[data-testid=recruit-confirm]');
  } else if (mode === 'buy') {
    await hand(page.locator('[data-testid=mode-buy]'));
    for (let i = 0; i < 1 + (step % 3); i++) {
      const add = page.locator('[data-testid^=buy-add-]:not([disabled])');
      const n = await add.count();
      if (n) await hand(add.nth(step % n));
    }
    if (await page.locator('[data-testid=buy-confirm]:not([disabled])').count())
      return send(page, hand, '[data-testid=buy-confirm]');
  } else if (mode === 'sell') {
    await hand(page.locator('[data-testid=mode-sell]'));
    return send(page, hand, '[data-testid=sell-confirm]');
  }
  return send(page, hand, '[data-testid=nothing]');
}

/**
 * A LAN table of two browsers, in its lobby: Ana creates it for two, Ben joins it in `guest.language`
 * (`guest.join`: the join button's label in that language).
 */
export async function lanTableOfTwo(
  browser: Browser,
  h: Reachable & { appKey?: string },
  table: string,
  guest: {
    language: 'en' | 'fr' | 'it';
    join: string;
    /** The creator's further choices on the form before creating the table. */
    before?: (page: Page) => Promise<void>;
  },
  /** How the creator's app is opened. */
  creator: Parameters<typeof openApp>[2] = {},
): Promise<{ ana: AppPage; ben: AppPage }> {
  const ana = await openApp(browser, appUrl(h, '#/host'), creator);
  await ana.page.fill('[data-testid=seat-name-0]', 'Ana');
  await ana.page.fill('[data-testid=table-name]', table);
  await ana.page.locator('[data-testid=seat-2] button.remove').click();
  await guest.before?.(ana.page);
  await ana.page.click('[data-testid=create-table]');
  await ana.page.locator('[data-testid=lobby]').waitFor();
  const ben = await openApp(browser, guestUrl(h, '#/join'), { language: guest.language });
  await ben.page.fill('[data-testid=join-name]', 'Ben');
  await ben.page.getByText(table).waitFor();
  await ben.page.locator('[data-testid^=join-]', { hasText: guest.join }).click();
  await ben.page.locator('[data-testid=lobby]').waitFor();
  return { ana, ben };
}
