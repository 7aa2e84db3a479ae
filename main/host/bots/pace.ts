// Bots that take at least a given time per move, so that people can follow a game (and `selfplay`
// can be slowed down). The pause runs while the bot thinks, not after it.
import type { Action, GameView } from '../../../engine/index.ts';
import type { BotLevel } from '../../../engine/bots/index.ts';
import type { BotOwner } from './fairQueue.ts';
import type { BotRunner } from './pool.ts';

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('aborted'));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      },
      { once: true },
    );
  });
}

export function pacedBots(bots: BotRunner, minMs: number): BotRunner {
  return {
    warm: () => bots.warm(),
    async decide(view: GameView, level: BotLevel, signal: AbortSignal, owner?: BotOwner): Promise<Action> {
      const [action] = await Promise.all([bots.decide(view, level, signal, owner), pause(minMs, signal)]);
      return action;
    },
  };
}
