// The native menu: the app's main destinations, and quitting. Commands go to the renderer, which
// navigates (it knows whether a game is in progress and asks before leaving it).
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

export function menuTemplate(platform: NodeJS.Platform): MenuItemSpec[] {
  const mac = platform === 'darwin';
  const game: MenuItemSpec = {
    label: 'Game',
    submenu: [
      { label: 'New Game', accelerator: 'CmdOrCtrl+N', command: 'new-game' },
      { label: 'Open Game Record…', accelerator: 'CmdOrCtrl+O', command: 'open-record' },
      { type: 'separator' },
      { label: 'History', accelerator: 'CmdOrCtrl+H', command: 'history' },
      { label: 'Statistics', command: 'statistics' },
      { type: 'separator' },
      { label: mac ? 'Settings…' : 'Settings', accelerator: 'CmdOrCtrl+,', command: 'settings' },
      ...(mac
        ? []
        : [
            { type: 'separator' } as const,
            { role: 'quit', label: 'Quit', accelerator: 'CmdOrCtrl+Q' } as const,
          ]),
    ],
  };
  const edit: MenuItemSpec = {
    label: 'Edit',
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
    label: 'View',
    submenu: [
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  const help: MenuItemSpec = {
    label: 'Help',
    submenu: [{ label: 'Rules of Norenberc', accelerator: 'F1', command: 'rules' }],
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
