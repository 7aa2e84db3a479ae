// What this browser remembers of its guest: the name and colour they last joined a LAN table with,
// offered again on the join screen (the QR code's landing), so that coming back is one tap.
import { PLAYER_COLORS, type PlayerColor } from '../../protocol/wire.ts';

const KEY = 'norenberc.guest';

export interface GuestChoice {
  name: string;
  color: PlayerColor | null;
}

export function loadGuest(): GuestChoice {
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as Partial<GuestChoice>;
    return {
      name: typeof saved.name === 'string' ? saved.name.slice(0, 24) : '',
      color: PLAYER_COLORS.find((c) => c === saved.color) ?? null,
    };
  } catch {
    // Storage blocked or a damaged entry: the guest types their name.
    return { name: '', color: null };
  }
}

export function saveGuest(choice: GuestChoice): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Without storage the name is typed again next time; nothing else depends on it.
  }
}
