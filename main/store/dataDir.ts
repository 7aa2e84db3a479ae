// Where the app keeps its data: the same folder Electron's app.getPath('userData') gives for the
// product name "Norenberc", so the command line and the desktop app share one database.
import { homedir } from 'node:os';
import { join } from 'node:path';

const PRODUCT_NAME = 'Norenberc';

export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), PRODUCT_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', PRODUCT_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), PRODUCT_NAME);
}
