// The household's page across restarts of `norenberc host`: its key is kept in the data folder, so
// the operator's page stays the household's after a restart; a page whose key the host no longer has
// (its key file deleted) is told that it now shows what a guest sees; a page whose host went away
// before it could connect says so, and connects by itself when the host is back.
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HOUSEHOLD_KEY_FILE } from '../../main/app/householdKey.ts';
import { STATIC, launch, openApp, beyondHostGone } from './driver.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';

const operatorUrl = (program: Program): string => /(http:\/\/\S+\?key=[\w-]{32})/.exec(program.stdout())![1]!;

/** The host goes away and comes back on the same port and folder; the page reconnects by itself. */
async function restart(page: Page, program: Program): Promise<Program> {
  expect(await program.stop()).toBe(0);
  await page.locator('[data-testid=connection]').waitFor();
  const again = await startHostProgram(program.dataDir, [], program.port);
  await page.locator('[data-testid=connection]').waitFor({ state: 'detached', timeout: 30_000 });
  return again;
}

describe("the household's page across host restarts", () => {
  let browser: Browser;
  let program: Program | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async () => {
    await program?.stop();
    program = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('stays the household’s with the kept key, and says so when the key is gone', async () => {
    const dir = newDataDir('household-key');
    program = await startHostProgram(dir);
    const url = operatorUrl(program);
    expect(statSync(join(dir, HOUSEHOLD_KEY_FILE)).mode & 0o777).toBe(0o600);
    const { page, errors } = await openApp(browser, url);
    // Connected: the host's welcome named it. (No banner proves nothing: the app draws none before it runs.)
    await page.locator('[data-testid=host-name]').waitFor();

    program = await restart(page, program);
    expect(operatorUrl(program)).toBe(url);
    // The household's page still: it may seat players at its own screen.
    await page.goto(`${url}#/new`);
    await page.locator('[data-testid=seat-kind-0] option[value=human]').waitFor({ state: 'attached' });
    expect(await page.locator('[data-testid=notice]').count()).toBe(0);

    rmSync(join(dir, HOUSEHOLD_KEY_FILE));
    program = await restart(page, program);
    expect(operatorUrl(program)).not.toBe(url);
    await expect
      .poll(() => page.locator('[data-testid=notice]').innerText())
      .toMatch(/opened with a key the host no longer has/);
    expect(beyondHostGone(errors)).toEqual([]);
  });

  it('says it cannot reach a host gone before it connected, and connects when the host is back', async () => {
    program = await startHostProgram(newDataDir('household-late'));
    // The app waits for its catalogue before it connects: the page gets it once its host is gone (a
    // phone slow to open it, a host restarted just then), with what it imports, from the built files
    // the host serves.
    let held = 0;
    let hostGone!: () => void;
    const gone = new Promise<void>((resolve) => (hostGone = resolve));
    const { page, errors } = await openApp(browser, operatorUrl(program), {
      prepare: async (context) => {
        await context.route(/\/assets\//, async (route) => {
          const path = new URL(route.request().url()).pathname;
          // The home catalogues' chunks (languages/*/home.ts): the app mounts once its own is here.
          if (/\/assets\/home-/.test(path)) {
            held++;
            await gone;
          }
          await route.fulfill({ path: join(STATIC, path) });
        });
      },
    });
    expect(await program.stop()).toBe(0);
    // The catalogue is held until the host has gone (a test that held nothing would prove nothing).
    await expect.poll(() => held).toBeGreaterThan(0);
    hostGone();
    const banner = page.locator('[data-testid=connection]');
    // Chromium spaces out repeated failed WebSocket connections to one address: under load the first
    // refusal may take a while to come.
    await banner.and(page.locator('.bad')).waitFor({ timeout: 30_000 });
    // It goes on saying so while it tries again by itself (several tries in these seconds): no flicker
    // back to "connecting" at each try.
    const states = await banner.evaluate(
      (el) =>
        new Promise<string[]>((resolve) => {
          const seen = [el.textContent ?? ''];
          new MutationObserver(() => seen.push(el.isConnected ? (el.textContent ?? '') : 'gone')).observe(
            el,
            {
              attributes: true,
              childList: true,
              subtree: true,
              characterData: true,
            },
          );
          setTimeout(() => resolve(seen), 3_000);
        }),
    );
    expect(
      states.every((text) => /Cannot reach the host/.test(text)),
      states.join(' | '),
    ).toBe(true);

    program = await startHostProgram(program.dataDir, [], program.port);
    await page.locator('[data-testid=host-name]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid=connection]').count()).toBe(0);
    // What the page asked of the host as it went (an image, say) is cut off: Chromium logs it, as it
    // logs each refused try; nothing else may go wrong.
    expect(beyondHostGone(errors)).toEqual([]);
  });
});
