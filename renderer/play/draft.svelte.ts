// The choice the player is putting together before sending it: the planned cards, or the action at
// the guild being resolved. The board and the panels share it; it is cleared whenever the game moves.
import type { GoodsCount, GuildId } from '../../engine/index.ts';

export type TurnMode = 'sell' | 'buy' | 'recruit' | null;

export class Draft {
  chosen = $state<GuildId[]>([]);
  mode = $state<TurnMode>(null);
  sellCount = $state(1);
  buy = $state<GoodsCount>({});
  window = $state<number | null>(null);
  /** goodsKey of the chosen payment. */
  payment = $state<string | null>(null);
  /** Burglar: the chosen victim before the goods. */
  victim = $state<number | null>(null);
  /** abilityKey of the chosen ability ('-' for none). */
  ability = $state<string | null>(null);
  /** abilityKey of the ability the pointer or the focus is on: the board shows its tiles meanwhile. */
  pointed = $state<string | null>(null);
  toFront = $state(false);

  toggle(guild: GuildId, max: number): void {
    if (this.chosen.includes(guild)) this.chosen = this.chosen.filter((g) => g !== guild);
    else if (this.chosen.length < max) this.chosen = [...this.chosen, guild];
  }

  pickWindow(window: number): void {
    this.mode = 'recruit';
    this.window = window;
    this.payment = null;
    this.victim = null;
    this.ability = null;
    this.pointed = null;
  }

  clear(): void {
    this.chosen = [];
    this.mode = null;
    this.sellCount = 1;
    this.buy = {};
    this.window = null;
    this.payment = null;
    this.victim = null;
    this.ability = null;
    this.pointed = null;
    this.toFront = false;
  }
}
