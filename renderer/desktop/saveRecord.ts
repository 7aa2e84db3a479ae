// A match's record saved as a file, to keep, share or check (`norenberc verify`): the desktop app asks
// where with its save dialog; a browser downloads it.
import type { GameRecord } from '../../engine/index.ts';
import { desktopBridge } from './bridge.ts';

export async function saveRecord(record: GameRecord, fileName: string): Promise<void> {
  const bridge = desktopBridge();
  if (bridge) {
    await bridge.saveRecord(record, fileName);
    return;
  }
  const file = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
