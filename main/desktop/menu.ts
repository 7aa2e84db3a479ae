// The native menu: the app's main destinations, and quitting. Commands go to the renderer, which
// navigates (it knows whether a game is in progress and asks before leaving it).
import type { DesktopWords } from '../../languages/en/start.ts';
import type { MenuCommand } from '../../protocol/bridge.ts';

export interface MenuItemSpec {
  label?: string;
  role?:
    | 'quit'
    | 'undo'
    | 'redo'
    | 'cut'
    | 'copy'
    | 'paste'
    | 'selectAll'
    | 'togglefullscreen'
    | 'resetZoom'
    | 'zoomIn'
    | 'zoomOut'
    | 'about'
    | 'hide'
    | 'hideOthers'
    | 'unhide'
    | 'close'
    | 'minimize';
  type?: 'separator';
  accelerator?: string;
  command?: MenuCommand;
  submenu?: MenuItemSpec[];
}

/** The menu in `words`' language; the standard items (roles) are named by the system in its own. */
export function menuTemplate(platform: NodeJS.Platform, words: DesktopWords): MenuItemSpec[] {
  const mac = platform === 'darwin';
  const game: MenuItemSpec = {
    label: words.game,
    submenu: [
      { label: words.newGame, accelerator: 'CmdOrCtrl+N', command: 'new-game' },
      { label: words.openRecord, accelerator: 'CmdOrCtrl+O', command: 'open-record' },
      { type: 'separator' },
      { label: words.history, accelerator: 'CmdOrCtrl+H', command: 'history' },
      { label: words.statistics, command: 'statistics' },
      { type: 'separator' },
      { label: mac ? words.settingsMac : words.settings, accelerator: 'CmdOrCtrl+,', command: 'settings' },
      ...(mac
        ? []
        : [
            { type: 'separator' } as const,
            { role: 'quit', label: words.quit, accelerator: 'CmdOrCtrl+Q' } as const,
          ]),
    ],
  };
  const edit: MenuItemSpec = {
    label: words.edit,
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };
  const viewMenu: MenuItemSpec = {
    label: words.view,
    submenu: [
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  const help: MenuItemSpec = {
    label: words.help,
    submenu: [{ label: words.rules, accelerator: 'F1', command: 'rules' }],
  };
  const appMenu: MenuItemSpec = {
    label: 'Norenberc',
    submenu: [
      { role: 'about' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  };
  return mac ? [appMenu, game, edit, viewMenu, help] : [game, edit, viewMenu, help];
}
