// The pages the pictures are taken of, and the camera that writes them into docs/screenshots: each
// page opened in a context of its own (English unless asked, animations off, sound off, the guided
// first game already offered), holding the seat tokens given, as a desktop window, a phone or a tablet.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { HeldToken } from '../../protocol/tokens.ts';
import type { Language } from '../../languages/languages.ts';
import { pageIn, type AppPage } from '../browser/driver.ts';

export const SHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** The desktop window most pictures are taken in. */
export const DESKTOP = { width: 1366, height: 768 };

export interface PageOptions {
  language?: Language;
  viewport?: { width: number; height: number };
  /** A touch screen with two device pixels per CSS pixel (a phone); a desktop window without. */
  touch?: boolean;
  /** Seat tokens the browser holds, by the host's WebSocket address. */
  held?: Record<string, HeldToken[]>;
  /** The browser's own player id (a guest's). */
  playerId?: string;
  /** A first start: Home offers the guided first game. */
  firstStart?: boolean;
}

export async function openPage(browser: Browser, url: string, options: PageOptions = {}): Promise<AppPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    ...(options.touch ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    reducedMotion: 'no-preference',
  });
  const stored: Record<string, string> = {
    'norenberc.settings': JSON.stringify({
      language: options.language ?? 'en',
      speed: 'off',
      sound: false,
      colourBlind: false,
      lessonOffered: !options.firstStart,
    }),
  };
  if (options.held) stored['norenberc.tokens'] = JSON.stringify(options.held);
  if (options.playerId) stored['norenberc.playerId'] = options.playerId;
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items))
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
  }, stored);
  return pageIn(context, url);
}

/** Writes each picture once, and at the end removes the pictures in the folder that it did not write. */
export class Camera {
  private readonly taken = new Set<string>();

  constructor() {
    mkdirSync(SHOTS, { recursive: true });
  }

  async shoot(page: Page, name: string): Promise<void> {
    if (this.taken.has(name)) throw new Error(`${name}.jpg taken twice`);
    await settle(page);
    // JPEG: the parchment's grain makes a PNG of a screen five times larger, for no visible gain.
    await page.screenshot({ path: join(SHOTS, `${name}.jpg`), type: 'jpeg', quality: 88 });
    this.taken.add(name);
    process.stdout.write(`  ${name}.jpg\n`);
  }

  /** Removes the files of the folder no scene took (older pictures among them): no doc shows them. */
  sweep(): string[] {
    const stale = readdirSync(SHOTS).filter((f) => !this.taken.has(f.replace(/\.jpg$/, '')));
    for (const file of stale) rmSync(join(SHOTS, file));
    return stale;
  }
}

/** The fonts loaded, the layout settled over two frames, no caret blinking, no pointer hovering. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/**
 * The board has caught up and the player's decision is offered (unless `decides` is false: the page
 * waits for others), the account of what they missed put away unless `keepCatchUp`.
 */
export async function atTable(page: Page, { decides = true, keepCatchUp = false } = {}): Promise<void> {
  await page.locator('[data-testid=game][data-playing=false]').waitFor({ timeout: 30_000 });
  if (!decides) return;
  const offered = '[data-testid=plan-confirm], [data-testid=nothing], [data-testid=handoff]';
  const catchUp = page.locator('[data-testid=catch-up]');
  await page.locator(`[data-testid=catch-up], ${offered}`).first().waitFor({ timeout: 30_000 });
  if (keepCatchUp || !(await catchUp.count())) return;
  const done = page.locator('[data-testid=catch-up-done]');
  await ((await page.evaluate(() => matchMedia('(pointer: coarse)').matches)) ? done.tap() : done.click());
  await page.locator(offered).first().waitFor();
}
