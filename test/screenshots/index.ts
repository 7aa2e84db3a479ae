// `npm run screenshots`: every picture the README and docs/ show, taken in Chromium of the real
// programs (`norenberc start` and `norenberc host`, as people start them) on data folders holding fixed
// games, written into docs/screenshots; pictures no scene takes are removed from there.
// Chromium and the built renderer, or a sentence saying what is missing.
import '../browser/required.ts';
import { launch } from '../browser/driver.ts';
import { newDataDir } from '../browser/programs.ts';
import { appScenes } from './appScenes.ts';
import { Camera, SHOTS } from './camera.ts';
import { LAN_NAME, lanScenes } from './lanScenes.ts';
import { tableScenes } from './tableScenes.ts';

const camera = new Camera();
const browser = await launch([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
try {
  process.stdout.write(`Pictures of the app (norenberc start), into ${SHOTS}:\n`);
  await appScenes(browser, camera, newDataDir('screenshots-app'));
  process.stdout.write('Pictures of a LAN evening (norenberc host):\n');
  await lanScenes(browser, camera, newDataDir('screenshots-lan'));
  process.stdout.write('Pictures of playing at the table (norenberc host):\n');
  await tableScenes(browser, camera, newDataDir('screenshots-table'));
} finally {
  await browser.close();
}
const stale = camera.sweep();
if (stale.length) process.stdout.write(`Removed, as no scene takes them: ${stale.join(', ')}\n`);
