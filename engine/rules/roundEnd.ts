// End of a round (rulebook, seven steps). Step 1 lives in favourites.ts.
import { ROUNDS, townsman } from '../model/components.ts';
import type { GameEvent } from '../model/events.ts';
import { guildName, guildmaster, ownAll } from '../model/state.ts';
import type { GameState, TileId } from '../model/types.ts';
import { chooseFavourites } from './favourites.ts';
import { choosePrestige } from './prestige.ts';
import { TOWNSMEN } from './townsmen.ts';
import { zeros } from '../model/lists.ts';

export const BASE_INCOME = 3;

export function endRound(s: GameState, events: GameEvent[]): void {
  ownAll(s);
  events.push({ type: 'roundEnded', round: s.round });
  chooseFavourites(s, events);
  reclaimAgents(s, events);
  collectIncome(s, events);
  if (s.round === ROUNDS) return;
  for (const p of s.seats) {
    p.finished = false;
    p.plan = null;
  }
  slideGuildmasters(s, events);
  refillLodgings(s, events);
  const next = choosePrestige(s, s.previousPrestige);
  if (next !== null && s.prestigeSupply > 0) {
    s.prestige = next;
    s.prestigeSupply--;
    events.push({ type: 'prestigeChosen', guild: guildName(next) });
  }
}

function reclaimAgents(s: GameState, events: GameEvent[]): void {
  for (const g of s.guilds) g.roof = zeros(g.roof.length);
  for (const p of s.seats) p.agentsOnRoofs = 0;
  events.push({ type: 'agentsReclaimed' });
}

/** 3 talers, plus what each townsman kept (Musicians) and each placed on a guild (Mayors) brings. */
function collectIncome(s: GameState, events: GameEvent[]): void {
  for (let seat = 0; seat < s.seats.length; seat++) {
    const { musicians, mayors } = incomeOf(s, seat);
    const sum = BASE_INCOME + musicians + mayors;
    s.seats[seat]!.talers += sum;
    events.push({ type: 'income', seat, base: BASE_INCOME, musicians, mayors, total: sum });
  }
}

/** What the seat's townsmen kept (Musicians) and those placed on guilds (Mayors) would bring it now. */
export function incomeOf(s: GameState, seat: number): { musicians: number; mayors: number } {
  let musicians = 0;
  let mayors = 0;
  for (const id of s.seats[seat]!.tiles) {
    const t = townsman(id);
    if (t) musicians += TOWNSMEN[t.type].income(s, seat, t, null);
  }
  for (let gi = 0; gi < s.guilds.length; gi++) {
    for (const id of s.guilds[gi]!.mayors) {
      const t = townsman(id)!;
      mayors += TOWNSMEN[t.type].income(s, seat, t, gi);
    }
  }
  return { musicians, mayors };
}

function slideGuildmasters(s: GameState, events: GameEvent[]): void {
  for (let gi = 0; gi < s.guilds.length; gi++) {
    const g = s.guilds[gi]!;
    let lowest = 0;
    while (lowest < g.workshop.length && g.workshop[lowest] === null) lowest++;
    if (lowest > 0 && lowest < g.workshop.length) {
      g.workshop[0] = g.workshop[lowest]!;
      g.workshop[lowest] = null;
    }
    events.push({ type: 'guildmasterSlid', guild: guildName(gi), tile: guildmaster(g) });
  }
}

/** The guest in window 1 leaves, the others move down a window, and guests from the stack fill the rest. */
function refillLodgings(s: GameState, events: GameEvent[]): void {
  // Guests are drawn from the top of the stack, which is replaced once by what is left.
  const stack = s.guestStack;
  let top = 0;
  for (let gi = 0; gi < s.guilds.length; gi++) {
    const g = s.guilds[gi]!;
    const discarded = g.lodgings[0] ?? null;
    if (discarded) s.outOfGame.push(discarded);
    const windows = g.lodgings.length;
    const lodgings = new Array<TileId | null>(windows);
    let n = 0;
    for (let w = 1; w < windows; w++) if (g.lodgings[w] !== null) lodgings[n++] = g.lodgings[w]!;
    const drawn = stack.slice(top, top + Math.min(windows - n, stack.length - top));
    top += drawn.length;
    for (const t of drawn) lodgings[n++] = t;
    while (n < windows) lodgings[n++] = null;
    g.lodgings = lodgings;
    events.push({
      type: 'lodgingsRefilled',
      guild: guildName(gi),
      discarded,
      drawn,
      lodgings: lodgings.slice(),
    });
  }
  if (top > 0) s.guestStack = stack.slice(top);
}
