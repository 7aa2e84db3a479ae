// The hard bot: determinized Monte Carlo search. Medium's one-move-ahead values pick a handful of
// candidate actions; each iteration then samples the hidden facts afresh (determinize.ts), takes the
// candidate chosen by UCB1, lets the fast policy play every seat to the end of the round (when this
// round's favourites are settled) and scores the outcome with the evaluation. The candidate tried
// most often wins.
import { apply } from '../apply.ts';
import { GUILDS } from '../components.ts';
import { activeSeats, agentsAvailable } from '../state.ts';
import type { Action, GameState, GuildId } from '../types.ts';
import type { GameView } from '../view.ts';
import { determinize } from './determinize.ts';
import { evaluate, margin, projectedScores } from './evaluate.ts';
import { guildGains } from './medium.ts';
import { policyAction } from './policy.ts';
import { BotRandom } from './random.ts';
import { rankActions } from './ranking.ts';

export interface SearchBudget {
  /** Exactly this many iterations (reproducible). */
  iterations?: number;
  /** Otherwise iterate until `now()` reaches `deadline`. */
  deadline?: number;
  now?: () => number;
}

/** Candidate actions at a guild, from medium's ranking. */
const ACTION_CANDIDATES = 6;
/** Plans are made of the guilds medium rates highest, at most this many. */
const PLAN_GUILDS = 4;
/** UCB1 exploration, in standard deviations of the rewards seen so far. */
const EXPLORATION = 0.9;
/** One-move-ahead values count as this many iterations' worth of prior evidence. */
const PRIOR_WEIGHT = 2;

interface Arm {
  action: Action;
  visits: number;
  sum: number;
}

export function decideHard(v: GameView, seat: number, random: BotRandom, budget: SearchBudget): Action {
  const base = determinize(v, random);
  const arms = candidates(base, seat);
  if (arms.length === 1) return arms[0]!.action;
  let visits = 0;
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; !done(budget, i); i++) {
    const arm = select(arms, visits, sum, sumSquares);
    const reward = simulate(determinize(v, random), seat, arm.action, random);
    arm.visits++;
    arm.sum += reward;
    visits++;
    sum += reward;
    sumSquares += reward * reward;
  }
  let best = arms[0]!;
  for (const arm of arms) if (arm.visits > best.visits || (arm.visits === best.visits && mean(arm) > mean(best))) best = arm;
  return best.action;
}

function done(budget: SearchBudget, i: number): boolean {
  if (budget.iterations !== undefined) return i >= budget.iterations;
  return budget.now!() >= budget.deadline!;
}

function mean(arm: Arm): number {
  return arm.visits ? arm.sum / arm.visits : -Infinity;
}

/** UCB1 with the exploration scaled to the spread of rewards seen so far. */
function select(arms: Arm[], visits: number, sum: number, sumSquares: number): Arm {
  const spread = visits > 1 ? Math.sqrt(Math.max(1e-6, sumSquares / visits - (sum / visits) ** 2)) : 1;
  const log = Math.log(visits + arms.length * PRIOR_WEIGHT);
  let best = arms[0]!;
  let bestScore = -Infinity;
  for (const arm of arms) {
    const score = arm.sum / arm.visits + EXPLORATION * spread * Math.sqrt(log / arm.visits);
    if (score > bestScore) {
      bestScore = score;
      best = arm;
    }
  }
  return best;
}

/** Plays `action` and then the fast policy for every seat until this round is over; the seat's margin. */
function simulate(s: GameState, seat: number, action: Action, random: BotRandom): number {
  const round = s.round;
  const first = apply(s, action);
  if (!first.ok) throw new Error(`hard bot: its candidate is illegal in a sampled state: ${first.error}`);
  let state = first.state;
  while (state.phase !== 'finished' && state.round === round) {
    for (const actor of activeSeats(state)) {
      const next = apply(state, policyAction(state, actor, random));
      if (!next.ok) throw new Error(`hard bot: the rollout policy chose an illegal action: ${next.error}`);
      state = next.state;
    }
  }
  return margin(projectedScores(state), seat);
}

/** The arms: a few actions at a guild; in planning, passing and every plan over the best guilds. */
function candidates(s: GameState, seat: number): Arm[] {
  if (s.phase !== 'planning') {
    return rankActions(s, seat).slice(0, ACTION_CANDIDATES).map((x) => arm(x.action, x.value));
  }
  // Plan priors: the position now plus what medium expects of the planned guilds.
  const now = evaluate(s, seat);
  const gains = guildGains(s, seat).sort((a, b) => b.gain - a.gain);
  const top = gains.slice(0, PLAN_GUILDS);
  const most = agentsAvailable(s.seats[seat]!);
  const arms: Arm[] = [arm({ type: 'pass', seat }, now)];
  for (let mask = 1; mask < 1 << top.length; mask++) {
    const guilds: GuildId[] = [];
    let gain = now;
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
  return { action, visits: PRIOR_WEIGHT, sum: PRIOR_WEIGHT * prior };
}

function sortGuilds(guilds: GuildId[]): GuildId[] {
  return guilds.sort((a, b) => GUILDS.indexOf(a) - GUILDS.indexOf(b));
}
