// The narrow API the preload script gives the renderer (window.norenberc), and its IPC channels.
// Shared by main, preload and renderer: types and names only.
import type { GameRecord } from '../engine/index.ts';

export interface LanTable {
  /** ws:// URL to join. */
  url: string;
  name: string;
  freeSeats: number;
  phase: string;
}

export interface LanHosting {
  /** ws:// URL this app connects to (loopback). */
  url: string;
  /** The advertised name (the table name, with a suffix if another host had it). */
  name: string;
  port: number;
}

export type MenuCommand = 'new-game' | 'history' | 'statistics' | 'settings' | 'rules' | 'open-record';

/** Why the desktop app could not read a record file (the page says it in its player's language). */
export type RecordFileProblem = 'missing' | 'not-a-file' | 'too-large' | 'unreadable' | 'not-json';

/**
 * A record file the desktop app read: its JSON, which the page checks and the host adds to the history
 * as for a file chosen in a browser; or why it could not be read.
 */
export type OpenedRecord =
  { fileName: string; record: unknown } | { fileName: string; problem: RecordFileProblem };

/** A system notification: a player's turn has come while the window is in the background. */
export interface TurnNotice {
  title: string;
  body: string;
}

export interface NorenbercBridge {
  version(): Promise<string>;
  /** WebSocket URL of the game host running inside the app. */
  hostUrl(): Promise<string>;
  /** Tables found on the LAN (listening starts with the first call). */
  lanTables(): Promise<LanTable[]>;
  onLanTables(listener: (tables: LanTable[]) => void): () => void;
  /** Opens a host to the LAN under a table name; returns where this window connects to it. */
  hostLan(tableName: string): Promise<LanHosting>;
  stopLan(): Promise<void>;
  /** Asks for a game record file; null when the player cancels. */
  openRecord(): Promise<OpenedRecord | null>;
  /** Asks where to save a record; false when the player cancels. */
  saveRecord(record: GameRecord, suggestedName: string): Promise<boolean>;
  openDataFolder(): Promise<void>;
  onMenu(listener: (command: MenuCommand) => void): () => void;
  /** A record opened from the file system (double-click on a .norenberc.json). */
  onRecordOpened(listener: (opened: OpenedRecord) => void): () => void;
  /** Shows a notification (and flashes the window) unless the window is in front. */
  notify(notice: TurnNotice): Promise<void>;
  /** The page's language (one of LANGUAGES): the menu and the file dialogs speak it. */
  speak(language: string): Promise<void>;
}

export const CHANNELS = {
  version: 'app:version',
  hostUrl: 'app:host-url',
  lanTables: 'lan:tables',
  lanChanged: 'lan:changed',
  hostLan: 'lan:host',
  stopLan: 'lan:stop',
  openRecord: 'record:open',
  saveRecord: 'record:save',
  recordOpened: 'record:opened',
  openDataFolder: 'data:open-folder',
  menu: 'menu',
  notify: 'app:notify',
  speak: 'app:language',
} as const;

export const RECORD_EXTENSION = '.norenberc.json';
