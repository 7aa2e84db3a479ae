// Decision aids from public facts only: who leads each guild's goods race (what its favourite would
// take), what a move changes in those races, and the standings if the game ended now. Everything is
// computed from the seat's view; other seats' talers are secret, so what depends on them (the
// richest player's VP, Tax Collectors, ties broken by talers) is left out and said to be.
import {
  score,
  stateFromView,
  type GameView,
  type GoodId,
  type GuildId,
  type TileId,
  favourCounts,
} from '../../engine/index.ts';
import { majorities } from './collections.ts';
import { GOODS_ORDER } from './order.ts';
import { visibleTile } from './places.ts';
import { tileFacts } from './tiles.ts';

export interface Race {
  guild: GuildId;
  /** Goods each seat counts toward the guild's favour (a loaded Peddler counts 4). */
  counts: number[];
  /** The seats with the most goods (none when nobody has any); several: the talers break the tie. */
  leaders: number[];
  /** What the favourite takes at the round's end: the guildmaster, a crest if any is left, the prestige crest. */
  prize: { guildmaster: TileId | null; crest: boolean; prestige: boolean };
}

export function races(view: GameView): Race[] {
  const state = stateFromView(view);
  return view.guilds.map((g, gi) => {
    const counts = favourCounts(state, gi);
    const most = Math.max(...counts);
    return {
      guild: g.id,
      counts,
      leaders: most > 0 ? counts.flatMap((n, seat) => (n === most ? [seat] : [])) : [],
      prize: { guildmaster: visibleTile(g, 0), crest: g.crestsLeft > 0, prestige: g.prestige },
    };
  });
}

/**
 * `fallBack`: from the sole lead to a tie, a loss though the seat still shares the lead; `lost`: from
 * the sole lead to behind; `lostShare`: from a shared lead to behind (the seat never led alone).
 */
export type RaceChange = { guild: GuildId; now: 'lead' | 'tie' | 'fallBack' | 'lost' | 'lostShare' };

/** How the seat's place in each race changes when its goods change by `delta` (bought +, paid −). */
export function raceChanges(
  view: GameView,
  seat: number,
  delta: Partial<Record<GoodId, number>>,
): RaceChange[] {
  return races(view).flatMap((race, gi): RaceChange[] => {
    const d = delta[GOODS_ORDER[gi]!] ?? 0;
    if (!d) return [];
    const after = race.counts.map((n, s) => (s === seat ? Math.max(0, n + d) : n));
    const most = Math.max(...after);
    const leadersAfter = most > 0 ? after.flatMap((n, s) => (n === most ? [s] : [])) : [];
    const place = (leaders: number[]): 'lead' | 'tie' | 'none' =>
      !leaders.includes(seat) ? 'none' : leaders.length === 1 ? 'lead' : 'tie';
    const before = place(race.leaders);
    const now = place(leadersAfter);
    if (before === now) return [];
    if (now === 'none') return [{ guild: race.guild, now: before === 'tie' ? 'lostShare' : 'lost' }];
    return [{ guild: race.guild, now: before === 'lead' ? 'fallBack' : now }];
  });
}

export interface Standing {
  seat: number;
  /** VP by category, the talers' part left out (see `secret`). */
  vp: { majorities: number; thirtyPlus: number; allTypes: number; crests: number; townsmen: number };
  total: number;
  /** Majority place per guild in play (1–3, 0 for none). */
  places: number[];
  /** Different crests (prestige crests each count as one more). */
  crests: number;
  /** Tax Collectors held: 1 VP per 10 talers at the end, talers being secret. */
  taxCollectors: number;
}

/** The standings if the game ended now, from the view alone. */
export function standings(view: GameView): Standing[] {
  const state = stateFromView(view);
  // Talers are the one hidden fact scoring reads: give every seat none, and leave their VP out.
  for (const s of state.seats) s.talers = 0;
  const scores = score(state);
  const places = majorities(view);
  return view.seats.map((seat, i) => {
    const b = scores[i]!.breakdown;
    const vp = {
      majorities: b.majorities,
      thirtyPlus: b.thirtyPlus,
      allTypes: b.allTypes,
      crests: b.crests,
      townsmen: b.townsmen,
    };
    return {
      seat: i,
      vp,
      total: Object.values(vp).reduce((a, v) => a + v, 0),
      places: places.map((g) => g.seats[i]!.place),
      crests:
        new Set(seat.crests.filter((c) => c !== 'prestige')).size +
        seat.crests.filter((c) => c === 'prestige').length,
      taxCollectors: seat.tiles.filter((id) => {
        const f = tileFacts(id);
        return f?.kind === 'townsman' && f.type === 'taxCollector';
      }).length,
    };
  });
}
