// The hard bot: determinized Monte Carlo search. Medium's one-move-ahead values pick a handful of
// candidate actions. Each world samples the hidden facts afresh (determinize.ts); from every candidate
// still in the race, the fast policy then plays every seat to the end of the next round (when this
// round's favourites are settled) and the evaluation scores the outcome. One iteration is one such
// simulation. What budget the race leaves goes to a tree search over its finalists (tree.ts).
import { apply } from '../apply.ts';
import { GUILDS } from '../model/components.ts';
import { activeSeats, agentsAvailable } from '../model/state.ts';
import type { Action, GameState, GuildId } from '../model/types.ts';
import type { GameView } from '../view.ts';
import { determinize } from './determinize.ts';
import { margin, projectedScores } from './evaluate.ts';
import { guildGains } from './medium.ts';
import { pairedSums } from './paired.ts';
import { policyAction } from './policy.ts';
import { BotRandom } from './random.ts';
import { rankActions } from './ranking.ts';
import { treeSearch } from './tree.ts';

export interface SearchBudget {
  /** At most this many iterations (reproducible); the race may settle sooner. */
  iterations?: number;
  /** Otherwise iterate until `now()` reaches `deadline`. */
  deadline?: number;
  now?: () => number;
  /** Told how many iterations the search ran (calibration, statistics). */
  spent?: (iterations: number) => void;
}

/** Candidate actions at a guild, from medium's ranking. */
const ACTION_CANDIDATES = 10;
/** Plans are made of the guilds medium rates highest, at most this many. */
const PLAN_GUILDS = 5;
/**
 * A race settled with budget left hands its winner and the best of those it dropped to a tree search
 * (tree.ts) that looks past the next action of every seat: time buys depth, where more worlds for the
 * same race would only confirm what it found.
 */
const FINALISTS = 3;
/** Simulations run to the end of this many rounds (this one included). */
export const HORIZON_ROUNDS = 2;

export interface Arm {
  action: Action;
  /** Medium's value for it: the tie-break. */
  prior: number;
  /** Its outcome in each world so far, in the order of the worlds. */
  rewards: number[];
}

interface Search {
  v: GameView;
  seat: number;
  random: BotRandom;
  budget: SearchBudget;
  spent: number;
}

/**
 * A race on common worlds: each world (sampled hidden facts and a rollout seed) is played out once from
 * every candidate still in the race, so candidates are compared on equal luck; a candidate clearly
 * behind the leader on these paired outcomes leaves the race. The budget it leaves goes to the tree.
 */
export function decideHard(v: GameView, seat: number, random: BotRandom, budget: SearchBudget): Action {
  const search: Search = { v, seat, random, budget, spent: 0 };
  const arms = candidates(determinize(v, random), seat);
  const alive = runRace(search, arms);
  let action = leader(alive).action;
  if (arms.length > 1 && !done(budget, search.spent)) {
    const roots = finalists(arms, leader(alive)).map((a) => a.action);
    action = treeSearch(
      {
        v,
        seat,
        random,
        lastRound: v.round + HORIZON_ROUNDS - 1,
        done: () => done(budget, search.spent),
        count: () => search.spent++,
      },
      roots,
    );
  }
  budget.spent?.(search.spent);
  return action;
}

/** Races the arms on new worlds until one is left or the budget is spent; the arms still in. */
function runRace(search: Search, arms: Arm[]): Arm[] {
  let alive = arms;
  while (alive.length > 1 && !done(search.budget, search.spent)) {
    const world = determinize(search.v, new BotRandom(search.random.seed()));
    const rolloutSeed = search.random.seed();
    let finished = true;
    for (const a of alive) {
      if (done(search.budget, search.spent)) {
        finished = false;
        break;
      }
      a.rewards.push(simulate(world, search.seat, a.action, new BotRandom(rolloutSeed)));
      search.spent++;
    }
    if (finished) alive = race(alive);
    // A world not played out from every candidate does not count.
    else for (const a of alive) a.rewards.length = alive[alive.length - 1]!.rewards.length;
  }
  return alive;
}

/** The survivor, then the dropped candidates with the best means over the worlds they played. */
function finalists(arms: Arm[], survivor: Arm): Arm[] {
  const rest = arms
    .filter((a) => a !== survivor)
    .sort((a, b) => mean(b.rewards) - mean(a.rewards) || b.prior - a.prior);
  return [survivor, ...rest.slice(0, FINALISTS - 1)];
}

function done(budget: SearchBudget, spent: number): boolean {
  if (budget.iterations !== undefined) return spent >= budget.iterations;
  return budget.now!() >= budget.deadline!;
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const x of values) sum += x;
  return values.length ? sum / values.length : 0;
}

function leader(arms: readonly Arm[]): Arm {
  let best = arms[0]!;
  for (const arm of arms) {
    const m = mean(arm.rewards);
    const b = mean(best.rewards);
    if (m > b || (m === b && arm.prior > best.prior)) best = arm;
  }
  return best;
}

/**
 * The race's quick drops. They only pick the finalists of the tree, which brings back the two best of
 * the dropped candidates, and they are what the arena measured (bots.md): the hints and the review weigh
 * their options by a sounder rule (options.ts, paired.ts), the bot keeps this one.
 */
const RACE_WORLDS = 4;
const RACE_Z = 2.2;

/** The candidates still in the race: those the leader does not yet beat by RACE_Z standard errors. */
function race(arms: Arm[]): Arm[] {
  const worlds = arms[0]!.rewards.length;
  if (worlds < RACE_WORLDS) return arms;
  const best = leader(arms);
  return arms.filter((arm) => arm === best || !ahead(best.rewards, arm.rewards, worlds));
}

/** Whether the leader's mean paired lead over the other exceeds RACE_Z standard errors of it. */
function ahead(leader: readonly number[], other: readonly number[], worlds: number): boolean {
  const { lead, squares } = pairedSums(leader, other, worlds);
  const sd = Math.sqrt(Math.max(0, squares / worlds - lead * lead));
  return lead > RACE_Z * (sd / Math.sqrt(worlds)) + 1e-9;
}

/**
 * Plays `action` and then the fast policy for every seat to the end of the rollout horizon; the seat's
 * margin in projected VP there. Exported for the hints and the post-game review (analysis.ts).
 */
export function simulate(s: GameState, seat: number, action: Action, random: BotRandom): number {
  const round = s.round;
  const first = apply(s, action);
  if (!first.ok) throw new Error(`hard bot: its candidate is illegal in a sampled state: ${first.error}`);
  let state = first.state;
  while (state.phase !== 'finished' && state.round < round + HORIZON_ROUNDS) {
    for (const actor of activeSeats(state)) {
      const next = apply(state, policyAction(state, actor, random));
      if (!next.ok) throw new Error(`hard bot: the rollout policy chose an illegal action: ${next.error}`);
      state = next.state;
    }
  }
  return margin(projectedScores(state), seat);
}

/** The arms: a few actions at a guild; in planning, passing and every plan over the best guilds (also analysis.ts's). */
export function candidates(s: GameState, seat: number): Arm[] {
  if (s.phase !== 'planning') {
    return rankActions(s, seat)
      .slice(0, ACTION_CANDIDATES)
      .map((x) => arm(x.action, x.value));
  }
  // A plan's prior: what medium expects of its guilds.
  const gains = guildGains(s, seat).sort((a, b) => b.gain - a.gain);
  const top = gains.slice(0, PLAN_GUILDS);
  const most = agentsAvailable(s.seats[seat]!);
  const arms: Arm[] = [arm({ type: 'pass', seat }, 0)];
  for (let mask = 1; mask < 1 << top.length; mask++) {
    const guilds: GuildId[] = [];
    let gain = 0;
    top.forEach((x, i) => {
      if (mask & (1 << i)) {
        guilds.push(x.guild);
        gain += x.gain;
      }
    });
    if (guilds.length <= most) arms.push(arm({ type: 'plan', seat, guilds: sortGuilds(guilds) }, gain));
  }
  return arms;
}

function arm(action: Action, prior: number): Arm {
  return { action, prior, rewards: [] };
}

function sortGuilds(guilds: GuildId[]): GuildId[] {
  return guilds.sort((a, b) => GUILDS.indexOf(a) - GUILDS.indexOf(b));
}
