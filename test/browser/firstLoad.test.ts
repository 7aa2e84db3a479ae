// The first load, as the app ships it (`norenberc start --browser` on a data folder holding three
// games): Home fetches only what it shows, in the player's language from its first paint; chart.js
// comes with the statistics; a screen that takes long says so, and one that cannot be fetched (the host
// restarted with a newer build, whose files have other names) says so in the player's language, and a
// reload brings it; a language chosen in the settings shows at once, with the host gone.
import type { BrowserContext, Response, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openHostStore } from '../../main/store/hostStore.ts';
import { importRecord } from '../../main/store/recordImport.ts';
import { messages as de } from '../../languages/de/messages.ts';
import { home as homeDe } from '../../languages/de/home.ts';
import { home as homeEn } from '../../languages/en/home.ts';
import { home as homeFr } from '../../languages/fr/home.ts';
import { randomRecord } from '../renderer/games.ts';
import { launch, openApp } from './driver.ts';
import { newDataDir, startApp } from './programs.ts';
import { appAndBrowser } from './rig.ts';

/** chart.js's own words, in whichever file of the build carries it. */
const CHART_JS = "Failed to create chart: can't acquire context";

/** A data folder holding three finished games, for the statistics to chart. */
function withGames(): string {
  const dataDir = newDataDir('first-load');
  const opened = openHostStore(dataDir, () => {});
  for (const seed of [1, 2, 3]) {
    const done = importRecord(opened.store.store, randomRecord(2, seed), 1_700_000_000_000 + seed);
    if (!done.ok) throw new Error(done.error);
  }
  opened.close();
  return dataDir;
}

/** The text of every script a page receives from now on. */
function scriptsOf(context: BrowserContext): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  context.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

/** A response as it came over the wire: its kind, its encoding, its body's bytes sent and decoded. */
async function measured(
  response: Response,
): Promise<{ type: string; encoding: string | null; wire: number; bytes: number }> {
  const [sizes, body] = await Promise.all([
    response.request().sizes(),
    response.body().catch(() => Buffer.alloc(0)),
  ]);
  return {
    type: response.request().resourceType(),
    encoding: response.headers()['content-encoding'] ?? null,
    wire: sizes.responseBodySize,
    bytes: body.length,
  };
}

/** Holds the responses whose text includes `marker` until `release()`; `held` resolves at the first. */
function holding(marker: string): {
  handler: (route: Route) => Promise<void>;
  held: Promise<void>;
  release: () => void;
} {
  let heldNow = (): void => {};
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (heldNow = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    held,
    release,
    handler: async (route) => {
      // A browser sends a GET again over a new connection when the host closed the kept-alive one it
      // reused; Playwright's fetch does not, so it is asked twice here.
      const response = await route.fetch().catch(() => route.fetch());
      if ((await response.text()).includes(marker)) {
        heldNow();
        await released;
      }
      await route.fulfill({ response });
    },
  };
}

describe('the first load, as the app ships', () => {
  const live = appAndBrowser(() => startApp(withGames()));

  it('shows Home in the player’s language from its first paint, with no chart.js nor other language, which the statistics fetch', async () => {
    // The French words are held on their way: until they come, the page shows nothing, English least.
    const marker = 'Vos amis rejoignent depuis leur ordinateur'; // as their file writes it
    expect(homeFr.home.hostGameHelp).toContain(marker);
    const french = holding(marker);
    let scripts = (): Promise<string[]> => Promise.resolve([]);
    const { page, errors } = await openApp(live.browser, live.program.url, {
      language: 'fr',
      prepare: async (context) => {
        scripts = scriptsOf(context);
        await context.route('**/assets/*.js', french.handler);
      },
    });
    await french.held;
    expect(await page.locator('#app').innerHTML()).toBe('');
    french.release();
    await page.locator('[data-testid=home-host] strong').waitFor();
    expect(await page.locator('[data-testid=home-host] strong').innerText()).toBe(homeFr.home.hostGame);
    await page.waitForLoadState('networkidle');

    const home = await scripts();
    expect(home.length).toBeGreaterThan(0);
    expect(home.filter((s) => s.includes(CHART_JS))).toEqual([]);
    expect(
      home.filter((s) => s.includes(homeEn.home.hostGameHelp) || s.includes(homeDe.home.hostGameHelp)),
    ).toEqual([]);

    await page.click('[data-testid=home-stats]');
    await page.locator('[data-testid=chart-winrate]').waitFor();
    expect((await scripts()).filter((s) => s.includes(CHART_JS))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('says a screen is coming when it takes long, and why it cannot come when its file is gone; a reload brings it', async () => {
    const { page, context } = await openApp(live.browser, live.program.url, { language: 'fr' });
    await page.locator('[data-testid=home-stats]').waitFor();
    await page.waitForLoadState('networkidle');

    // Slow: every file the statistics need waits, and the screen says so.
    const slow = holding('');
    await context.route('**/assets/**', slow.handler);
    await page.click('[data-testid=home-stats]');
    await slow.held;
    await page.locator('[data-testid=loading]').waitFor();
    expect(await page.locator('[data-testid=loading]').innerText()).toBe(homeFr.common.working);
    slow.release();
    await page.locator('[data-testid=chart-winrate]').waitFor();
    expect(await page.locator('[data-testid=loading]').count()).toBe(0);
    await context.unroute('**/assets/**', slow.handler);

    // Gone: the host now serves a newer build, and none of the files this page would ask for.
    const gone = (route: Route): Promise<void> => route.fulfill({ status: 404, body: 'not found\n' });
    await context.route('**/assets/**', gone);
    await page.goBack();
    await page.click('[data-testid=home-rules]');
    const failed = page.locator('[data-testid=load-failed]');
    await failed.waitFor();
    expect(await failed.locator('p').innerText()).toBe(homeFr.common.loadFailed);
    expect(await failed.locator('[data-testid=load-reload]').innerText()).toBe(homeFr.common.reload);
    expect(await page.locator('[data-testid=rules-lesson]').count()).toBe(0);
    // Home needs nothing more; the rules, asked again, are still missing.
    await page.click('[data-testid=load-home]');
    await page.locator('[data-testid=home-rules]').click();
    await failed.waitFor();

    await context.unroute('**/assets/**', gone);
    await page.click('[data-testid=load-reload]');
    await page.locator('[data-testid=rules-lesson]').waitFor();
    expect(await page.locator('[data-testid=load-failed]').count()).toBe(0);
  });

  it('arrives compressed: brotli on this machine, gzip to a guest under a LAN name, Home shown either way', async () => {
    const lan = await launch(['--host-resolver-rules=MAP norenberc-first.local 127.0.0.1']);
    try {
      for (const [host, wanted] of [
        ['127.0.0.1', 'br'],
        ['norenberc-first.local', 'gzip'],
      ] as const) {
        const sent: Promise<{ type: string; encoding: string | null; wire: number; bytes: number }>[] = [];
        const url = new URL(live.program.url);
        url.hostname = host;
        const { page, context, errors } = await openApp(lan, url.href, {
          prepare: async (context) => {
            context.on('response', (response) => void sent.push(measured(response)));
          },
        });
        await page.locator('[data-testid=home-host]').waitFor();
        await page.waitForLoadState('networkidle');
        const scripts = (await Promise.all(sent)).filter((r) => r.type === 'script' && r.bytes >= 1024);
        expect(scripts.length).toBeGreaterThan(0);
        expect({ host, encodings: [...new Set(scripts.map((s) => s.encoding))] }).toEqual({
          host,
          encodings: [wanted],
        });
        for (const s of scripts) expect(s.wire).toBeLessThan(s.bytes / 2);
        expect(errors).toEqual([]);
        await context.close();
      }
    } finally {
      await lan.close();
    }
  });

  it('switches language at once in the settings, with the host gone', async () => {
    const { page } = await openApp(live.browser, live.program.url, { language: 'en' });
    await page.click('[data-testid=home-settings]');
    await page.locator('[data-testid=language]').waitFor();
    await live.program.kill();

    await page.selectOption('[data-testid=language]', 'de');
    expect(await page.locator('h1').innerText()).toBe(de.settings.title);
    await page.goBack();
    expect(await page.locator('[data-testid=home-host] strong').innerText()).toBe(homeDe.home.hostGame);
  });
});
