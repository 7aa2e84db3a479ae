// The door of a LAN host: the evening's code its guests come in with (docs/lan-party.md#the-evenings-code),
// as both ends read, write and show it. Browser-safe.

/**
 * The code's letters: consonants alone, so that no code spells a word in any language, and none that
 * could be taken for another sign (no vowel, so no O or I; no L beside the I and 1 it recalls).
 */
export const CODE_LETTERS = 'BCDFGHJKMNPQRSTVWXZ';
/** Letters in a code: 19⁶, some 47 million codes, typed in a few seconds. */
export const CODE_LENGTH = 6;

/**
 * Why a guest stands at the door: the host asks for its code, changed it, removed them for the evening,
 * or removed another player who came from their address (a seat held here lets them in still).
 */
export const DOOR_REASONS = ['code', 'code-changed', 'removed', 'address-removed'] as const;
export type DoorReason = (typeof DOOR_REASONS)[number];

const SHAPE = new RegExp(`^[${CODE_LETTERS}]{${CODE_LENGTH}}$`);

/** The code a guest typed, as the host compares it (capitals, without spaces or dashes); null: not a code's shape. */
export function readCode(typed: string): string | null {
  const code = typed.replace(/[\s\-.]/g, '').toUpperCase();
  return SHAPE.test(code) ? code : null;
}

/**
 * The letters of a typed code that no code has (a vowel, an L, a digit…), each once, in the order
 * typed: what the guest most likely misread or mistyped. Empty when every letter could be a code's.
 */
export function strayLetters(typed: string): string[] {
  const letters = typed.replace(/[\s\-.]/g, '').toUpperCase();
  return [...new Set([...letters].filter((c) => !CODE_LETTERS.includes(c)))];
}

/** A code as people read it out: two groups of three ("KTZ WMP"). */
export function showCode(code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)} ${code.slice(half)}`;
}

/**
 * The short address of a host's door that people type and the QR code holds (`http://192.168.1.20:7412/KTZWMP`):
 * the host sends it on to its join page with the code (`entryPage`).
 */
export function doorAddress(origin: string, code: string): string {
  return `${origin}/${code}`;
}

/**
 * The code a short address's path names (`/KTZWMP`, any case, typed as the screen shows it too:
 * `/KTZ WMP`, `/ktz-wmp`), or null.
 */
export function codeOfPath(pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return /^\/[A-Za-z][A-Za-z\s.-]*\/?$/.test(path) ? readCode(path.replace(/\//g, '')) : null;
}

/** The join page a door's short address leads to: the code goes along in `?code=`. */
export function entryPage(code: string): string {
  return `/?code=${code}#/join`;
}
