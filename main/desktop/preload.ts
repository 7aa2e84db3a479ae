// Preload (sandboxed): exposes window.norenberc, the renderer's only way to the main process.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  CHANNELS,
  type LanTable,
  type MenuCommand,
  type NorenbercBridge,
  type OpenedRecord,
} from '../../protocol/bridge.ts';

function subscribe<T>(channel: string, listener: (value: T) => void): () => void {
  const handler = (_event: IpcRendererEvent, value: T): void => listener(value);
  ipcRenderer.on(channel, handler);
  return () => ipcRenderer.removeListener(channel, handler);
}

const bridge: NorenbercBridge = {
  version: () => ipcRenderer.invoke(CHANNELS.version),
  hostUrl: () => ipcRenderer.invoke(CHANNELS.hostUrl),
  lanTables: () => ipcRenderer.invoke(CHANNELS.lanTables),
  onLanTables: (listener) => subscribe<LanTable[]>(CHANNELS.lanChanged, listener),
  hostLan: (tableName) => ipcRenderer.invoke(CHANNELS.hostLan, tableName),
  stopLan: () => ipcRenderer.invoke(CHANNELS.stopLan),
  openRecord: () => ipcRenderer.invoke(CHANNELS.openRecord),
  saveRecord: (record, suggestedName) => ipcRenderer.invoke(CHANNELS.saveRecord, record, suggestedName),
  openDataFolder: () => ipcRenderer.invoke(CHANNELS.openDataFolder),
  onMenu: (listener) => subscribe<MenuCommand>(CHANNELS.menu, listener),
  onRecordOpened: (listener) => subscribe<OpenedRecord>(CHANNELS.recordOpened, listener),
  notify: (notice) => ipcRenderer.invoke(CHANNELS.notify, notice),
  speak: (language) => ipcRenderer.invoke(CHANNELS.speak, language),
};

contextBridge.exposeInMainWorld('norenberc', bridge);
