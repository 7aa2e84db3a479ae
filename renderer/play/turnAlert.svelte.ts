// Calls a player whose turn comes while the window is in the background (another window, another tab,
// minimised): a system notification — the desktop app's own, or the browser's once the player allowed
// it — and a bell, each as the settings say. A player looking at the board is not disturbed.
import { desktopBridge } from '../desktop/bridge.ts';
import { settings } from '../settings/settings.svelte.ts';
import { playSound } from './sound.ts';
import { windowPresence } from '../ui/windowPresence.svelte.ts';

/** `insecure`: a page on http://host:port of the LAN, where browsers show no system notification. */
export type AlertPermission = 'granted' | 'ask' | 'denied' | 'unsupported' | 'insecure';

/** Whether this page may show system notifications: the desktop app always may. */
export function alertPermission(): AlertPermission {
  if (desktopBridge()) return 'granted';
  // Browsers deny notifications outright outside a secure context: no site setting can allow them.
  if (globalThis.isSecureContext === false) return 'insecure';
  if (!('Notification' in globalThis)) return 'unsupported';
  const p = Notification.permission;
  return p === 'default' ? 'ask' : p;
}

/** Asks the browser (from a click: browsers ignore the request otherwise). */
export async function askAlertPermission(): Promise<AlertPermission> {
  if (alertPermission() === 'ask') await Notification.requestPermission();
  return alertPermission();
}

/** Calls the player to their turn (`text`: "Ana, your turn at the Brewers."), if they are elsewhere. */
export function alertTurn(title: string, text: string): void {
  if (windowPresence.inFront) return;
  if (settings.turnAlert) {
    const bridge = desktopBridge();
    if (bridge) void bridge.notify({ title, body: text }).catch(() => {});
    else if (alertPermission() === 'granted') {
      const note = new Notification(title, { body: text, tag: 'norenberc-turn' });
      note.onclick = () => {
        globalThis.focus();
        note.close();
      };
    }
  }
  if (settings.turnBell) playSound('bell');
}

/** A short buzz, then a longer one: "your turn" felt in a pocket or a hand. */
const TURN_BUZZ = [120, 80, 200];

/**
 * At a table with a display the player watches the big screen, not the phone: the phone vibrates
 * (where the browser can) and rings if the player chose the bell, even while its page is in front;
 * in the background it also calls them as alertTurn does.
 */
export function alertTurnAtTable(title: string, text: string): void {
  globalThis.navigator?.vibrate?.(TURN_BUZZ);
  if (!windowPresence.inFront) return alertTurn(title, text);
  if (settings.turnBell) playSound('bell');
}
