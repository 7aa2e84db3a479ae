// Setup: deal a table from the seed, or check and lay out an explicit deal (docs/game-record.md).
import {
  ALL_TOWNSMEN,
  CRESTS_PER_GUILD,
  GOODS_PER_GUILD,
  GUILDS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PRESTIGE_CRESTS,
  STARTING_AGENTS,
  STARTING_TALERS,
  WINDOWS,
  craftsman,
  craftsmenOf,
  guildsInPlay,
  tileInfo,
  townsman,
  townsmenInPlay,
} from './model/components.ts';
import { dealGenerator, playRngState, shuffleInPlace } from './model/random.ts';
import { choosePrestige } from './rules/prestige.ts';
import type {
  Deal,
  GameSetup,
  GameState,
  GuildDeal,
  GuildState,
  PlayerInfo,
  Result,
  SeatState,
  TileId,
} from './model/types.ts';
import { zeros } from './model/lists.ts';

export interface NewGameOptions {
  players: PlayerInfo[];
  seed: string;
  deal?: Deal;
}

export function newGame(options: NewGameOptions): Result<GameState> {
  const n = options.players.length;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) {
    return { ok: false, error: `Norenberc is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${n}` };
  }
  // A deal made from the seed is consistent by construction; only a given one needs checking.
  const problem = options.deal ? checkDeal(options.deal, n) : null;
  if (problem) return { ok: false, error: `invalid deal: ${problem}` };
  const deal = options.deal ?? dealFromSeed(n, options.seed);
  // A game knows its players by name and colour alone (a record's player may say more: `bot`).
  const players = options.players.map(({ name, color }) => ({ name, color }));
  return { ok: true, value: layOut({ players, seed: options.seed, deal }) };
}

/** The seeded deal, in the order of the rulebook's setup steps H, I, J. */
export function dealFromSeed(players: number, seed: string): Deal {
  const rng = dealGenerator(seed);
  const order = new Array<number>(players);
  for (let i = 0; i < players; i++) order[i] = i;
  const turnOrder = shuffleInPlace(rng, order);
  const townsmen = shuffleInPlace(rng, ALL_TOWNSMEN.slice()).slice(0, townsmenInPlay(players));
  const guilds: Deal['guilds'] = {};
  const guests: TileId[] = [];
  const g = guildsInPlay(players);
  for (let i = 0; i < g; i++) {
    const pile = shuffleInPlace(rng, craftsmenOf(i).slice());
    guilds[GUILDS[i]!] = { workshop: pile.slice(0, WINDOWS), stacked: pile[WINDOWS]!, lodgings: [] };
    for (let k = WINDOWS + 1; k < pile.length; k++) guests.push(pile[k]!);
  }
  for (const t of townsmen) guests.push(t);
  shuffleInPlace(rng, guests);
  // Each guild's lodgings from the top of the shuffled guests, window 1 empty; the rest is the stack.
  let top = 0;
  for (let i = 0; i < g; i++) {
    const lodgings: (TileId | null)[] = [null];
    for (let w = 1; w < WINDOWS; w++) lodgings.push(guests[top++]!);
    guilds[GUILDS[i]!]!.lodgings = lodgings;
  }
  return { turnOrder, townsmen, guilds, guestStack: guests.slice(top) };
}

/** Names the first inconsistency of a deal, or returns null. */
export function checkDeal(deal: Deal, players: number): string | null {
  const g = guildsInPlay(players);
  const order = deal.turnOrder;
  if (!Array.isArray(order) || order.length !== players || [...order].sort().some((s, i) => s !== i)) {
    return `turnOrder must list each of the ${players} seats once`;
  }
  if (!Array.isArray(deal.townsmen) || deal.townsmen.length !== townsmenInPlay(players)) {
    return `a ${players}-player game keeps ${townsmenInPlay(players)} townsmen`;
  }
  for (const id of deal.townsmen) if (!townsman(id)) return `townsmen: "${id}" is not a townsman`;
  if (new Set(deal.townsmen).size !== deal.townsmen.length) return 'townsmen: a townsman is listed twice';

  const expected = new Set<TileId>(deal.townsmen);
  for (let i = 0; i < g; i++) for (const id of craftsmenOf(i)) expected.add(id);
  const seen = new Set<TileId>();
  const place = (id: unknown, where: string): string | null => {
    if (typeof id !== 'string' || !tileInfo(id)) return `${where}: "${String(id)}" is not a tile`;
    if (!expected.has(id)) return `${where}: ${id} is not in this game`;
    if (seen.has(id)) return `${where}: ${id} appears twice`;
    seen.add(id);
    return null;
  };

  const keys = Object.keys(deal.guilds ?? {});
  for (const key of keys) {
    const idx = GUILDS.indexOf(key as (typeof GUILDS)[number]);
    if (idx < 0 || idx >= g) return `guilds: ${key} is not in play with ${players} players`;
  }
  for (let i = 0; i < g; i++) {
    const id = GUILDS[i]!;
    const gd: GuildDeal | undefined = deal.guilds[id];
    if (!gd) return `guilds: ${id} is missing`;
    if (!Array.isArray(gd.workshop) || gd.workshop.length !== WINDOWS) {
      return `guilds.${id}.workshop must list ${WINDOWS} craftsmen`;
    }
    for (const t of [...gd.workshop, gd.stacked]) {
      const problem = place(t, `guilds.${id}.workshop`);
      if (problem) return problem;
      if (craftsman(t)?.guild !== i) return `guilds.${id}.workshop: ${t} is not a ${id} craftsman`;
    }
    if (!Array.isArray(gd.lodgings) || gd.lodgings.length !== WINDOWS) {
      return `guilds.${id}.lodgings must list ${WINDOWS} windows`;
    }
    if (gd.lodgings[0] !== null) return `guilds.${id}.lodgings: window 1 stays empty at setup`;
    for (const t of gd.lodgings.slice(1)) {
      const problem = place(t, `guilds.${id}.lodgings`);
      if (problem) return problem;
    }
  }
  if (!Array.isArray(deal.guestStack)) return 'guestStack must be a list';
  for (const t of deal.guestStack) {
    const problem = place(t, 'guestStack');
    if (problem) return problem;
  }
  const missing = [...expected].find((id) => !seen.has(id));
  return missing ? `${missing} is missing from the deal` : null;
}

function layOut(setup: GameSetup): GameState {
  const players = setup.players.length;
  const g = guildsInPlay(players);
  const { deal } = setup;
  const seats: SeatState[] = [];
  for (let i = 0; i < players; i++)
    seats.push({
      talers: STARTING_TALERS,
      goods: new Array<number>(g).fill(1),
      agentsTotal: STARTING_AGENTS,
      agentsOnRoofs: 0,
      plan: null,
      finished: false,
      tiles: [],
      crests: [],
      peddlers: [],
    });
  const guilds: GuildState[] = [];
  for (let i = 0; i < g; i++) {
    const gd = deal.guilds[GUILDS[i]!]!;
    const storehouse = zeros(g);
    storehouse[i] = GOODS_PER_GUILD - players;
    guilds.push({
      workshop: gd.workshop.slice(),
      stacked: gd.stacked,
      lodgings: gd.lodgings.slice(),
      storehouse,
      roof: zeros(players),
      mayors: [],
      crestsLeft: CRESTS_PER_GUILD,
    });
  }
  const state: GameState = {
    setup,
    rng: playRngState(setup.seed),
    round: 1,
    turn: 1,
    phase: 'planning',
    seats,
    guilds,
    turnOrder: deal.turnOrder.slice(),
    guestStack: deal.guestStack.slice(),
    prestige: null,
    previousPrestige: null,
    prestigeSupply: PRESTIGE_CRESTS,
    outOfGame: [],
    resolving: null,
    moves: 0,
  };
  state.prestige = choosePrestige(state, null);
  state.prestigeSupply--;
  return state;
}
