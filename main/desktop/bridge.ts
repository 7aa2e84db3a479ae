// The narrow API the preload script gives the renderer (window.norenberc), and its IPC channels.
// Shared by main, preload and renderer: types and names only.
import type { GameRecord } from '../../engine/index.ts';

export interface LanTable {
  /** ws:// URL to join. */
  url: string;
  name: string;
  freeSeats: number;
  phase: string;
}

export type MenuCommand = 'new-game' | 'history' | 'statistics' | 'settings' | 'rules' | 'open-record';

export interface OpenedRecord {
  fileName: string;
  record: GameRecord;
}

export interface NorenbercBridge {
  version(): Promise<string>;
  /** WebSocket URL of the game host running inside the app. */
  hostUrl(): Promise<string>;
  lanTables(): Promise<LanTable[]>;
  onLanTables(listener: (tables: LanTable[]) => void): () => void;
  /** Asks for a game record file; null when the player cancels. */
  openRecord(): Promise<OpenedRecord | null>;
  /** Asks where to save a record; false when the player cancels. */
  saveRecord(record: GameRecord, suggestedName: string): Promise<boolean>;
  openDataFolder(): Promise<void>;
  onMenu(listener: (command: MenuCommand) => void): () => void;
  /** A record opened from the file system (double-click on a .norenberc.json). */
  onRecordOpened(listener: (opened: OpenedRecord) => void): () => void;
}

export const CHANNELS = {
  version: 'app:version',
  hostUrl: 'app:host-url',
  lanTables: 'lan:tables',
  lanChanged: 'lan:changed',
  openRecord: 'record:open',
  saveRecord: 'record:save',
  recordOpened: 'record:opened',
  openDataFolder: 'data:open-folder',
  menu: 'menu',
} as const;

export const RECORD_EXTENSION = '.norenberc.json';
