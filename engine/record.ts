// Game records, format norenberc-record/1 (docs/game-record.md): read and check, replay,
// write, and the STATE / SCORES shapes the replay command prints.
import * as v from 'valibot';
import { GUILDS } from './model/components.ts';
import { apply } from './apply.ts';
import { toGoodsCount } from './model/goods.ts';
import { describeIssues, recordSchema } from './schema.ts';
import {
  laterFormatText,
  RECORD_FORMAT,
  schemaProblem,
  type RecordProblem,
  type StandInProblem,
} from './recordProblem.ts';
import { score } from './rules/scoring.ts';
import { newGame } from './setup.ts';
import { agentsAvailable, guildmaster } from './model/state.ts';
import type { Action, Deal, GameState, PlayerInfo, SeatScore } from './model/types.ts';
import type { GameEvent } from './model/events.ts';
import type { BotLevel } from './model/botLevels.ts';

export { RECORD_FORMAT };

/** A record's player: a bot's seat from the first action to the last says its level. */
export interface RecordPlayer extends PlayerInfo {
  bot?: BotLevel;
}

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  players: RecordPlayer[];
  seed: string;
  /**
   * The SHA-256 of the seed and the deal, shown to every player before the first move while the seed
   * stayed secret (docs/game-record.md); absent from records written before it existed.
   */
  fingerprint?: string;
  deal?: Deal;
  actions: Action[];
  /** Where a bot played a human's seat, by action index; absent when none did. */
  standIns?: StandIn[];
}

/** A bot standing in for a seat's player over the actions `from` to `to` (exclusive; none: to the end). */
export interface StandIn {
  seat: number;
  from: number;
  to?: number;
  level: BotLevel;
}

/** Whether the `index`-th action of the record was played by a stand-in bot. */
export function byStandIn(record: Pick<GameRecord, 'actions' | 'standIns'>, index: number): StandIn | null {
  const action = record.actions[index];
  if (!action) return null;
  return (
    record.standIns?.find((s) => s.seat === action.seat && s.from <= index && (s.to ?? Infinity) > index) ??
    null
  );
}

export type ParseResult =
  { ok: true; record: GameRecord } | { ok: false; error: string; problem: RecordProblem };

export function parseRecord(input: unknown): ParseResult {
  const parsed = v.safeParse(recordSchema, input);
  if (!parsed.success) {
    const problem = schemaProblem(input, parsed.issues);
    const error =
      problem.kind === 'newer-format' ? laterFormatText(problem.format) : describeIssues(parsed.issues);
    return { ok: false, error, problem };
  }
  const record = parsed.output as GameRecord;
  const standIn = standInProblem(record);
  return standIn === null
    ? { ok: true, record }
    : { ok: false, error: standInText(standIn), problem: { kind: 'stand-in', standIn } };
}

/**
 * The first problem of the record's stand-ins, or null. Each names one of the record's seats and a
 * stretch of its actions as a host writes it: one that begins at or before the end of the actions (a
 * bot handed a seat now plays from the next action), ends after it begins and no later than the last
 * action, and does not overlap another stand-in of the same seat.
 */
function standInProblem({ players, actions, standIns = [] }: GameRecord): StandInProblem | null {
  for (const [index, s] of standIns.entries()) {
    if (s.seat >= players.length) return { index, kind: 'seat', seat: s.seat, players: players.length };
    if (s.to !== undefined && s.to <= s.from) return { index, kind: 'backwards', from: s.from, to: s.to };
    const past = [s.from, s.to ?? 0].find((at) => at > actions.length);
    if (past !== undefined) return { index, kind: 'past-end', at: past, actions: actions.length };
    const other = standIns.findIndex(
      (o, j) => j < index && o.seat === s.seat && o.from < (s.to ?? Infinity) && s.from < (o.to ?? Infinity),
    );
    if (other >= 0) return { index, kind: 'overlap', other };
  }
  return null;
}

/** A stand-in's problem as "path: message", as the record's other problems are told. */
function standInText(p: StandInProblem): string {
  const at = `standIns.${p.index}`;
  switch (p.kind) {
    case 'seat':
      return `${at}.seat: seat ${p.seat} is not in this game of ${p.players} players (seats 0 to ${p.players - 1})`;
    case 'backwards':
      return `${at}.to: a stand-in ends after it begins (from ${p.from}, to ${p.to})`;
    case 'past-end':
      return `${at}: action ${p.at} is past the record's ${p.actions} actions`;
    case 'overlap':
      return `${at}: it overlaps standIns.${p.other}, a stand-in for the same seat`;
  }
}

export type ReplayResult =
  | { ok: true; state: GameState; initial: GameState }
  | { ok: false; index: number; error: string; state: GameState | null };

/**
 * Applies the record's actions (or its first `upto`); stops at the first illegal one. `events` hears
 * the events of each action applied.
 */
export function replay(
  record: GameRecord,
  upto?: number,
  events?: (applied: readonly GameEvent[]) => void,
): ReplayResult {
  const created = newGame({ players: record.players, seed: record.seed, deal: record.deal });
  if (!created.ok) return { ok: false, index: -1, error: created.error, state: null };
  let state = created.value;
  const n = upto === undefined ? record.actions.length : Math.min(upto, record.actions.length);
  for (let i = 0; i < n; i++) {
    const result = apply(state, record.actions[i]!);
    if (!result.ok) return { ok: false, index: i, error: result.error, state };
    state = result.state;
    events?.(result.events);
  }
  return { ok: true, state, initial: created.value };
}

/** The record of a game: its setup (with the deal written out) and the actions applied so far. */
export function toRecord(state: GameState, actions: readonly Action[]): GameRecord {
  const { players, seed, deal } = state.setup;
  return {
    format: RECORD_FORMAT,
    players: players.map((p) => ({ ...p })),
    seed,
    deal,
    actions: actions.slice(),
  };
}

/** The full STATE object of the replay command (every seat's secrets included). */
export function recordState(s: GameState) {
  return {
    round: s.round,
    turn: s.turn,
    phase: s.phase,
    seats: s.seats.map((p) => ({
      talers: p.talers,
      goods: toGoodsCount(p.goods),
      agents: { available: agentsAvailable(p), onRoofs: p.agentsOnRoofs, total: p.agentsTotal },
      tiles: p.tiles.slice(),
      crests: p.crests.slice(),
      finished: p.finished,
      plan: p.plan === null ? null : p.plan.map((g) => GUILDS[g]!),
    })),
    guilds: Object.fromEntries(
      s.guilds.map((g, gi) => [
        GUILDS[gi]!,
        {
          guildmaster: guildmaster(g),
          workshop: g.workshop.slice(),
          stacked: g.stacked,
          lodgings: g.lodgings.slice(),
          storehouse: toGoodsCount(g.storehouse),
          roof: g.roof.reduce((a, b) => a + b, 0),
          roofBySeat: g.roof.slice(),
          mayors: g.mayors.length,
          prestige: s.prestige === gi,
          crestsLeft: g.crestsLeft,
        },
      ]),
    ),
    turnOrder: s.turnOrder.slice(),
    guestStack: s.guestStack.length,
    resolving: s.resolving ? GUILDS[s.resolving.guild]! : null,
    outOfGame: s.outOfGame.slice(),
  };
}

export function finalScores(s: GameState): SeatScore[] | null {
  return s.phase === 'finished' ? score(s) : null;
}
