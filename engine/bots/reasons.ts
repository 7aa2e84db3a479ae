// The reasons a hint or a review gives for an option: each is one thing the option does at once and for
// certain (effects.ts), or what it keeps (explain.ts); none is a projection. The renderer has a phrase
// for each code (renderer/view/hints.ts) and shows the gains apart from the costs.
import type { Action, GoodId, GoodsCount, GuildId, TileId } from '../model/types.ts';

export const REASON_CODES = [
  // Gains.
  'guest',
  'majority-lead',
  'majority-level',
  'majority-place',
  'thirty-plus',
  'all-types',
  'agent',
  'income',
  'robs',
  'swaps',
  'peddler',
  'favour-lead',
  'favour-level',
  'favour-gap',
  'front',
  'talers',
  'goods',
  'there',
  'keeps-agents',
  'keeps-talers',
  'keeps-for-favour',
  'ties-by-talers',
  // Costs.
  'favour-shared',
  'favour-lost',
  'victim-paid',
  'nothing-there',
  'nothing-left',
  'no-agents-left',
  'idle-agents',
] as const;

export type ReasonCode = (typeof REASON_CODES)[number];

/** Where a Guardsman put one of the two craftsmen he swapped. */
export interface SwapPlace {
  tile: TileId;
  guild: GuildId;
  area: 'workshop' | 'lodgings';
  /** Its window, from 1 (a workshop's bottom window, a lodgings' leftmost). */
  window: number;
}

/** One thing an option does or keeps; which fields are set depends on the code. */
export interface Reason {
  code: ReasonCode;
  /** What the option brings (true), or what it costs (false). */
  gain: boolean;
  /**
   * Talers or goods (signed: negative is paid or given up), agents, a place in a majority, the talers
   * the bank pays the Burglar's victim, the seat's goods toward a favour.
   */
  count?: number;
  /** The most goods any other seat counts toward that favour. */
  rival?: number;
  guild?: GuildId;
  good?: GoodId;
  /** The guest recruited and kept. */
  tile?: TileId;
  /** The Burglar's victim and what he took (or what the bank pays the victim). */
  seat?: number;
  goods?: GoodsCount;
  /** The Guardsman's two craftsmen, each where it now lies. */
  swap?: SwapPlace[];
  /** A plan's: what the seat could do at one of its guilds, were it called now (`action`), and what that does. */
  then?: Reason[];
  action?: Action;
}

/** The guilds a reason names (a swap names the guilds its craftsmen now lie in). */
export function guildsNamed(r: Reason): GuildId[] {
  const out: GuildId[] = r.guild ? [r.guild] : [];
  for (const place of r.swap ?? []) out.push(place.guild);
  for (const inner of r.then ?? []) out.push(...guildsNamed(inner));
  return out;
}
