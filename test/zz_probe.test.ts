import { it } from 'vitest';
import { launch, openApp, startSoloGame } from './browser/driver.ts';
import { newDataDir, startApp } from './browser/programs.ts';

it('probe', async () => {
  const app = await startApp(newDataDir('probe'));
  const browser = await launch();
  const { page } = await openApp(browser, app.url, { viewport: { width: 360, height: 640 } });
  await startSoloGame(page, ['easy', 'easy', 'easy', 'easy']);
  await page.locator('[data-testid=plan-confirm]').waitFor();
  await page.locator('[data-testid=game][data-playing=false]').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/probe/plan360.png' });
  const dock = await page.locator('[data-testid=dock]').boundingBox();
  console.log('DOCK', JSON.stringify(dock));
  await browser.close();
  await app.stop();
}, 300_000);
