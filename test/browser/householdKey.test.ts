// The household's page across restarts of `norenberc host`: its key is kept in the data folder, so
// the operator's page stays the household's after a restart; a page whose key the host no longer has
// (its key file deleted) is told that it now shows what a guest sees.
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HOUSEHOLD_KEY_FILE } from '../../main/app/householdKey.ts';
import { CAN_RUN, launch, openApp } from './driver.ts';
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

describe.skipIf(!CAN_RUN)("the household's page across host restarts", () => {
  let browser: Browser;
  let program: Program | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await program?.stop();
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
    expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED|WebSocket/.test(e))).toEqual([]);
  });
});
