// The choice the player is putting together before sending it: the planned cards, or the action at
// the guild being resolved. The board and the panels share it; it is cleared whenever the game moves.
// The planned cards outlive a reload (keptPlan.ts).
import type { Ability, GoodId, GoodsCount, GuildId } from '../../engine/index.ts';
import { abilityKey } from '../view/choices.ts';
import { NOT_KEPT, type KeptPlan } from './keptPlan.ts';

export type TurnMode = 'sell' | 'buy' | 'recruit' | null;

export class Draft {
  readonly #kept: KeptPlan;
  #chosen = $state<GuildId[]>([]);
  #toggled = $state<{ guild: GuildId; chosen: boolean } | null>(null);
  #mode = $state<TurnMode>(null);
  #sellCount = $state(1);
  #buy = $state<GoodsCount>({});
  #window = $state<number | null>(null);
  #payment = $state<string | null>(null);
  #victim = $state<number | null>(null);
  #ability = $state<string | null>(null);
  #pointed = $state<string | null>(null);
  #toFront = $state(false);

  constructor(kept: KeptPlan = NOT_KEPT) {
    this.#kept = kept;
    this.#chosen = kept.read();
  }

  /** The guilds whose cards are planned, in the order chosen. */
  get chosen(): readonly GuildId[] {
    return this.#chosen;
  }

  /** The guild last chosen or dropped, as the panel says it aloud; null before any. */
  get toggled(): { guild: GuildId; chosen: boolean } | null {
    return this.#toggled;
  }

  /** What the player does at the guild: sell, buy or recruit. */
  get mode(): TurnMode {
    return this.#mode;
  }

  /** How many goods to sell (the panel holds it within what the seat may sell). */
  get sellCount(): number {
    return this.#sellCount;
  }

  /** The goods to buy. */
  get buy(): GoodsCount {
    return this.#buy;
  }

  /** The lodgings window whose guest is recruited. */
  get window(): number | null {
    return this.#window;
  }

  /** goodsKey of the chosen payment. */
  get payment(): string | null {
    return this.#payment;
  }

  /** Burglar: the chosen victim before the goods. */
  get victim(): number | null {
    return this.#victim;
  }

  /** abilityKey of the chosen ability ('-' for none). */
  get ability(): string | null {
    return this.#ability;
  }

  /** abilityKey of the ability the pointer or the focus is on: the board shows its tiles meanwhile. */
  get pointed(): string | null {
    return this.#pointed;
  }

  /** The recruit goes to the front of the turn order. */
  get toFront(): boolean {
    return this.#toFront;
  }

  /** Plans a guild's card, or takes it back; no more than `max` cards. */
  toggle(guild: GuildId, max: number): void {
    if (this.#chosen.includes(guild)) this.#chosen = this.#chosen.filter((g) => g !== guild);
    else if (this.#chosen.length < max) this.#chosen = [...this.#chosen, guild];
    else return;
    this.#toggled = { guild, chosen: this.#chosen.includes(guild) };
    this.#kept.write(this.#chosen);
  }

  chooseMode(mode: TurnMode): void {
    this.#mode = mode;
  }

  chooseSellCount(count: number): void {
    this.#sellCount = count;
  }

  /** One more (or, `delta` -1, one fewer) of a good to buy; never fewer than none. */
  addToBuy(good: GoodId, delta: number): void {
    this.#buy = { ...this.#buy, [good]: Math.max(0, (this.#buy[good] ?? 0) + delta) };
  }

  /** Recruits from this window: whatever was chosen for another guest goes. */
  pickWindow(window: number): void {
    this.#mode = 'recruit';
    this.#window = window;
    this.#payment = null;
    this.#victim = null;
    this.#ability = null;
    this.#pointed = null;
  }

  /** Pays with these goods (by goodsKey): the ability chosen for another payment goes. */
  choosePayment(payment: string): void {
    this.#payment = payment;
    this.#ability = null;
    this.#victim = null;
  }

  /** Burglar: robs this seat; its goods are chosen next. */
  chooseVictim(victim: number): void {
    this.#victim = victim;
    this.#ability = null;
  }

  /** The recruit's ability (undefined: none, and no victim either). */
  chooseAbility(ability: Ability | undefined): void {
    if (!ability) this.#victim = null;
    this.#ability = abilityKey(ability);
  }

  /** The pointer or the focus came to an ability's option (by abilityKey): the board lights its tiles. */
  point(key: string): void {
    this.#pointed = key;
  }

  /** …and left it. */
  unpoint(key: string): void {
    if (this.#pointed === key) this.#pointed = null;
  }

  chooseToFront(toFront: boolean): void {
    this.#toFront = toFront;
  }
}
