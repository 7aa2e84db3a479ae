// `arena --outcomes FILE`: a tournament's games kept as they end, one JSON line each after a header line
// naming the tournament, so a run of many hours can stop (a session ending, a machine going away) and go
// on later where it stopped: the games the file holds are not played again, and they count in the result.
import { appendFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import * as v from 'valibot';
import { describeIssues } from '../../engine/index.ts';
import { sideBudget, type GameOutcome, type TournamentOptions } from './tournament.ts';
import type { SeatBudget } from '../../engine/bots/index.ts';

/** The outcomes a file holds, and how to add one. */
export interface OutcomeFile {
  readonly kept: readonly GameOutcome[];
  record(outcome: GameOutcome): void;
}

const whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const breakdown = v.object({
  townsmen: v.number(),
  majorities: v.number(),
  thirtyPlus: v.number(),
  allTypes: v.number(),
  richest: v.number(),
  crests: v.number(),
});
const outcomeSchema = v.object({
  game: whole,
  seatA: whole,
  scores: v.array(v.object({ rank: v.pipe(whole, v.minValue(1)), total: v.number(), breakdown })),
  decisions: v.array(v.object({ label: v.string(), ms: v.number(), cpuMs: v.number() })),
  seconds: v.number(),
});

/**
 * Opens (or starts) the file of a tournament's outcomes. A file of another tournament, or a line that is
 * not one of its games, is refused with a message and the file left as it was; only a last line cut off
 * mid-write (the run was stopped) is dropped.
 */
export function openOutcomes(path: string, options: TournamentOptions): OutcomeFile | string {
  try {
    return open(path, options);
  } catch (error) {
    return `cannot use ${path}: ${(error as Error).message}`;
  }
}

function open(path: string, options: TournamentOptions): OutcomeFile | string {
  const header = JSON.stringify({ arena: tournamentKey(options) });
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const end = text.lastIndexOf('\n') + 1;
  const lines = text.slice(0, end).split('\n').slice(0, -1);
  if (lines.length === 0) writeFileSync(path, `${header}\n`);
  else if (lines[0] !== header) return `${path} holds the games of another tournament: ${lines[0]}`;
  const kept: GameOutcome[] = [];
  const seen = new Set<number>();
  for (let n = 1; n < lines.length; n++) {
    const outcome = readOutcome(lines[n]!, options.players);
    if (typeof outcome === 'string') return `${path} line ${n + 1}: ${outcome}`;
    if (seen.has(outcome.game)) return `${path} line ${n + 1}: game ${outcome.game} is there twice`;
    seen.add(outcome.game);
    kept.push(outcome);
  }
  if (lines.length > 0 && end < text.length) truncateSync(path, Buffer.byteLength(text.slice(0, end)));
  return { kept, record: (outcome) => appendFileSync(path, `${JSON.stringify(outcome)}\n`) };
}

function readOutcome(line: string, players: number): GameOutcome | string {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  const parsed = v.safeParse(outcomeSchema, json);
  if (!parsed.success) return `not a game outcome (${describeIssues(parsed.issues)})`;
  const outcome = parsed.output;
  if (outcome.scores.length !== players || outcome.seatA !== outcome.game % players) {
    return `game ${outcome.game} does not have ${players} seats with A in seat ${outcome.game % players}`;
  }
  return outcome;
}

/** What decides a tournament's games besides their index: its levels, seats, seed and budgets. */
function tournamentKey(options: TournamentOptions): object {
  const budget = (b: SeatBudget): SeatBudget =>
    b.iterations !== undefined
      ? { iterations: b.iterations }
      : b.budgetMs !== undefined
        ? { budgetMs: b.budgetMs }
        : {};
  return {
    a: options.a,
    b: options.b,
    players: options.players,
    seed: options.seed,
    budgetA: budget(sideBudget(options, options.budgetA)),
    budgetB: budget(sideBudget(options, options.budgetB)),
  };
}
