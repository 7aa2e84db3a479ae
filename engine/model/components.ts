// Typed access to the tile manifest (engine/data/manifest.json), the single source of component data,
// checked when the engine loads: a malformed manifest stops it with a message rather than deal wrong.
import * as v from 'valibot';
import data from '../data/manifest.json' with { type: 'json' };
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS } from './players.ts';
import type { GoodId, GuildId, TileId, TownsmanType, Trigger } from './types.ts';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const MANIFEST = v.object({
  guilds: v.pipe(v.array(v.object({ id: v.string(), good: v.string() })), v.length(6)),
  // A setup for every table size the game is played at, and none other.
  playerCounts: v.strictObject(
    Object.fromEntries(PLAYER_COUNTS.map((n) => [String(n), v.object({ guilds: count, townsmen: count })])),
  ),
  goodsPerGuild: count,
  crestsPerGuild: count,
  prestigeCrests: count,
  startingTalers: count,
  startingAgents: count,
  maxAgents: count,
  craftsmen: v.array(v.object({ n: count, value: count, agentPlus: v.optional(v.boolean()) })),
  townsmen: v.array(
    v.object({
      type: v.string(),
      trigger: v.picklist(['star', 'moon', 'sun']),
      values: v.array(v.nullable(count)),
    }),
  ),
});

/** The manifest's content, or an error naming what is wrong with it. */
export function readManifest(json: unknown): v.InferOutput<typeof MANIFEST> {
  const parsed = v.safeParse(MANIFEST, json);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  throw new Error(`engine/data/manifest.json: ${path ? `${path}: ` : ''}${issue.message}`);
}

const manifest = readManifest(data);

// Guild and good ids name properties (goods counts, deals) and are looked up for every one an action
// names: dictionary objects, whose own keys are the ids used everywhere, so stores and lookups of them
// compare by identity.
const GUILD_INDEX: Record<string, number | undefined> = Object.create(null);
const GOOD_INDEX: Record<string, number | undefined> = Object.create(null);
manifest.guilds.forEach((g, i) => {
  GUILD_INDEX[g.id] = i;
  GOOD_INDEX[g.good] = i;
});

export const GUILDS: readonly GuildId[] = Object.keys(GUILD_INDEX) as GuildId[];
export const GOODS: readonly GoodId[] = Object.keys(GOOD_INDEX) as GoodId[];
export const GOODS_PER_GUILD = manifest.goodsPerGuild;
export const CRESTS_PER_GUILD = manifest.crestsPerGuild;
export const PRESTIGE_CRESTS = manifest.prestigeCrests;
export const STARTING_TALERS = manifest.startingTalers;
export const STARTING_AGENTS = manifest.startingAgents;
export const MAX_AGENTS = manifest.maxAgents;
export { MAX_PLAYERS, MIN_PLAYERS };
export const ROUNDS = 4;
export const WINDOWS = 4;

export interface CraftsmanInfo {
  kind: 'craftsman';
  id: TileId;
  guild: number;
  value: number;
  agentPlus: boolean;
}

export interface TownsmanInfo {
  kind: 'townsman';
  id: TileId;
  type: TownsmanType;
  trigger: Trigger;
  /** Musician talers, Nobleman VP, Foreman craftsman value; null for the others. */
  value: number | null;
}

export type TileInfo = CraftsmanInfo | TownsmanInfo;

// Tiles by id, in a dictionary object: each id is the string V8 keeps for that property name, so the
// state's ids (dealt from these lists) are found by identity, the commonest lookup of the rules.
const tiles: Record<TileId, TileInfo | undefined> = Object.create(null);
const craftsmenByGuild: TileId[][] = [];
const townsmen: TileId[] = [];

/** The dictionary's own key for `id` (added with `info`). */
function add(id: TileId, info: TileInfo): TileId {
  tiles[id] = info;
  const key = Object.keys(tiles).at(-1)!;
  info.id = key;
  return key;
}

GUILDS.forEach((guild, g) => {
  craftsmenByGuild[g] = manifest.craftsmen.map((c) => {
    const id = `${guild}-${c.n}`;
    return add(id, { kind: 'craftsman', id, guild: g, value: c.value, agentPlus: c.agentPlus === true });
  });
});
for (const t of manifest.townsmen) {
  t.values.forEach((value, i) => {
    const id = `${t.type}-${i + 1}`;
    townsmen.push(
      add(id, { kind: 'townsman', id, type: t.type as TownsmanType, trigger: t.trigger as Trigger, value }),
    );
  });
}

export function tileInfo(id: TileId): TileInfo | undefined {
  return typeof id === 'string' ? tiles[id] : undefined;
}

/** For ids already known to be valid (state internals). */
export function tile(id: TileId): TileInfo {
  const info = tiles[id];
  if (!info) throw new Error(`unknown tile ${id}`);
  return info;
}

export function craftsman(id: TileId): CraftsmanInfo | null {
  const info = tiles[id];
  return info?.kind === 'craftsman' ? info : null;
}

export function townsman(id: TileId): TownsmanInfo | null {
  const info = tiles[id];
  return info?.kind === 'townsman' ? info : null;
}

export function craftsmenOf(guild: number): readonly TileId[] {
  return craftsmenByGuild[guild] ?? [];
}

export const ALL_TOWNSMEN: readonly TileId[] = townsmen;

export function guildsInPlay(players: number): number {
  return setupFor(players).guilds;
}

export function townsmenInPlay(players: number): number {
  return setupFor(players).townsmen;
}

function setupFor(players: number): { guilds: number; townsmen: number } {
  const entry = (manifest.playerCounts as Record<string, { guilds: number; townsmen: number }>)[
    String(players)
  ];
  if (!entry) throw new Error(`Norenberc is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}`);
  return entry;
}

export function guildIndex(id: string): number {
  return GUILD_INDEX[id] ?? -1;
}

export function goodIndex(id: string): number {
  return GOOD_INDEX[id] ?? -1;
}
