// Every test run has a temporary folder of its own, removed when the run ends: the data folders,
// databases and records the tests make, the programs they start and the browsers they drive all take
// their temporary files from the system's temporary folder (TMPDIR, which the test processes and the
// programs they start inherit), so a run leaves nothing behind in it however a test ends.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Set once the run has its folder: each project of the run sets up globally, and they share it. */
const RUN_TEMP = 'NORENBERC_TEST_TEMP';

export default function runTemp(): () => void {
  if (process.env[RUN_TEMP]) return () => {};
  const folder = mkdtempSync(join(tmpdir(), 'norenberc-test-run-'));
  // Open to every user, as the system's own is: a test runs a program as another user (store/processes.ts).
  chmodSync(folder, 0o1777);
  process.env[RUN_TEMP] = folder;
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
