// Small sounds synthesised with Web Audio (no sound files): coins, cards, tiles, agents, a fanfare.
import type { Step } from '../view/flights.ts';

/** The board's sounds, and the bell that calls a player whose turn has come. */
type Sound = NonNullable<Step['sound']> | 'bell';

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = globalThis.AudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

function tone(
  ctx: AudioContext,
  at: number,
  freq: number,
  length: number,
  type: OscillatorType,
  volume: number,
): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

const PATTERNS: Record<
  Sound,
  [delay: number, freq: number, length: number, type: OscillatorType, volume: number][]
> = {
  coin: [
    [0, 1320, 0.12, 'triangle', 0.08],
    [0.06, 1760, 0.18, 'triangle', 0.06],
  ],
  card: [
    [0, 420, 0.06, 'square', 0.03],
    [0.05, 300, 0.08, 'square', 0.025],
  ],
  tile: [
    [0, 180, 0.12, 'sine', 0.12],
    [0.04, 260, 0.1, 'triangle', 0.05],
  ],
  agent: [[0, 240, 0.08, 'sine', 0.1]],
  bell: [
    [0, 880, 0.5, 'sine', 0.12],
    [0, 1760, 0.3, 'sine', 0.03],
    [0.28, 660, 0.7, 'sine', 0.1],
  ],
  fanfare: [
    [0, 523, 0.18, 'triangle', 0.07],
    [0.12, 659, 0.18, 'triangle', 0.07],
    [0.24, 784, 0.35, 'triangle', 0.08],
  ],
};

export function playSound(sound: Sound): void {
  const ctx = audio();
  if (!ctx) return;
  // Browsers start audio suspended until the page has been interacted with.
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  const now = ctx.currentTime;
  for (const [delay, freq, length, type, volume] of PATTERNS[sound])
    tone(ctx, now + delay, freq, length, type, volume);
}
