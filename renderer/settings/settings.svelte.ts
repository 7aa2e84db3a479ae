// The player's preferences, kept in the browser's storage: language, animation speed, sound,
// colour-blind mode, how a turn is announced while the window is in the background, and whether games
// show the Hint button. Every screen
// reads them from here.
import { LANGUAGES, spokenLanguage, type Language } from '../../languages/languages.ts';

export const SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export type AnimationSpeed = (typeof SPEEDS)[number];

/** Milliseconds of one movement on the board at each speed. */
export const MOVE_MS: Record<AnimationSpeed, number> = { off: 0, fast: 160, normal: 300, slow: 650 };

interface Stored {
  language: Language;
  speed: AnimationSpeed;
  sound: boolean;
  colourBlind: boolean;
  /** A system notification when a turn comes while the window is in the background. */
  turnAlert: boolean;
  /** A bell with it. */
  turnBell: boolean;
  /** The Hint button, in games that allow hints. */
  hints: boolean;
  /** The guided first game was offered on Home (once, on the first start). */
  lessonOffered: boolean;
}

const KEY = 'norenberc.settings';

function browserLanguage(): Language {
  return spokenLanguage([globalThis.navigator?.language ?? 'en']);
}

/** A player who asked their system for less motion starts with the board's animations off. */
function defaultSpeed(): AnimationSpeed {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'off' : 'normal';
}

function load(): Stored {
  const defaults: Stored = {
    language: browserLanguage(),
    speed: defaultSpeed(),
    sound: true,
    colourBlind: false,
    turnAlert: true,
    turnBell: true,
    hints: true,
    lessonOffered: false,
  };
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return defaults;
    const saved = JSON.parse(raw) as Partial<Stored>;
    return {
      language: LANGUAGES.includes(saved.language as Language)
        ? (saved.language as Language)
        : defaults.language,
      speed: SPEEDS.includes(saved.speed as AnimationSpeed)
        ? (saved.speed as AnimationSpeed)
        : defaults.speed,
      sound: typeof saved.sound === 'boolean' ? saved.sound : defaults.sound,
      colourBlind: typeof saved.colourBlind === 'boolean' ? saved.colourBlind : defaults.colourBlind,
      turnAlert: typeof saved.turnAlert === 'boolean' ? saved.turnAlert : defaults.turnAlert,
      turnBell: typeof saved.turnBell === 'boolean' ? saved.turnBell : defaults.turnBell,
      hints: typeof saved.hints === 'boolean' ? saved.hints : defaults.hints,
      lessonOffered: saved.lessonOffered === true,
    };
  } catch {
    // Storage blocked or a damaged entry: the defaults serve.
    return defaults;
  }
}

class Settings {
  #language = $state<Language>('en');
  #speed = $state<AnimationSpeed>('normal');
  #sound = $state(true);
  #colourBlind = $state(false);
  #turnAlert = $state(true);
  #turnBell = $state(true);
  #hints = $state(true);
  #lessonOffered = $state(false);

  constructor() {
    const stored = load();
    this.#language = stored.language;
    this.#speed = stored.speed;
    this.#sound = stored.sound;
    this.#colourBlind = stored.colourBlind;
    this.#turnAlert = stored.turnAlert;
    this.#turnBell = stored.turnBell;
    this.#hints = stored.hints;
    this.#lessonOffered = stored.lessonOffered;
  }

  get language(): Language {
    return this.#language;
  }

  get speed(): AnimationSpeed {
    return this.#speed;
  }

  get sound(): boolean {
    return this.#sound;
  }

  get colourBlind(): boolean {
    return this.#colourBlind;
  }

  /** A system notification when a turn comes while the window is in the background. */
  get turnAlert(): boolean {
    return this.#turnAlert;
  }

  /** A bell with it. */
  get turnBell(): boolean {
    return this.#turnBell;
  }

  /** The Hint button, in games that allow hints. */
  get hints(): boolean {
    return this.#hints;
  }

  /** The guided first game was offered on Home (once, on the first start). */
  get lessonOffered(): boolean {
    return this.#lessonOffered;
  }

  get moveMs(): number {
    return MOVE_MS[this.#speed];
  }

  // Each choice is kept at once.
  chooseLanguage(language: Language): void {
    this.#language = language;
    this.#save();
  }

  chooseSpeed(speed: AnimationSpeed): void {
    this.#speed = speed;
    this.#save();
  }

  chooseSound(on: boolean): void {
    this.#sound = on;
    this.#save();
  }

  chooseColourBlind(on: boolean): void {
    this.#colourBlind = on;
    this.#save();
  }

  chooseTurnAlert(on: boolean): void {
    this.#turnAlert = on;
    this.#save();
  }

  chooseTurnBell(on: boolean): void {
    this.#turnBell = on;
    this.#save();
  }

  chooseHints(on: boolean): void {
    this.#hints = on;
    this.#save();
  }

  /** Home offered the guided first game: it is not offered again. */
  lessonWasOffered(): void {
    this.#lessonOffered = true;
    this.#save();
  }

  #save(): void {
    const stored: Stored = {
      language: this.#language,
      speed: this.#speed,
      sound: this.#sound,
      colourBlind: this.#colourBlind,
      turnAlert: this.#turnAlert,
      turnBell: this.#turnBell,
      hints: this.#hints,
      lessonOffered: this.#lessonOffered,
    };
    try {
      globalThis.localStorage?.setItem(KEY, JSON.stringify(stored));
    } catch {
      // Private browsing may refuse storage; the settings still hold for this visit.
    }
  }
}

export const settings = new Settings();

/**
 * How the page scrolls to what it brings into view: at once where the board's animations are off or
 * the system asks for less motion, else smoothly.
 */
export function scrollMotion(): ScrollBehavior {
  const less = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return settings.speed === 'off' || less ? 'auto' : 'smooth';
}
