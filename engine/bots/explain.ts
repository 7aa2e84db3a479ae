// Why an option, in the hint and the review: what it does at once and for certain, never a difference
// of playouts (those pick up later, indirect effects and luck, and read as nonsense beside an action).
// An action at a guild is applied with the engine and its effects read off (effects.ts). A plan does
// nothing yet: its reasons are what the seat could do at each planned guild were it called now (the
// fast policy's pick there, or where that would do nothing, the best other action by medium's ranking:
// a plan is never explained by doing nothing at a guild it plans; and what that action does: its
// gains, and apart its costs; or that the seat can do nothing there), and the agents it keeps for a
// later turn, or that it leaves none. A pass or doing nothing keeps: the talers, and the goods of the
// favour races the seat leads or shares; a pass also ends the seat's round with its agents unused. The
// projected VP is the search's, a number beside the reasons (hint.ts, analysis.ts).
import { GOODS, GUILDS, guildIndex } from '../model/components.ts';
import { agentsAvailable } from '../model/state.ts';
import type { Action, GameState, GuildId } from '../model/types.ts';
import type { GameView } from '../view.ts';
import { stateFromView } from '../fromView.ts';
import { LEVEL, actionEffects, appliedEffects, favourStanding } from './effects.ts';
import { favourCounts } from './races.ts';
import { bestActionAt } from './policy.ts';
import { rankActions } from './ranking.ts';
import { guildsNamed, type Reason } from './reasons.ts';

export type { Reason } from './reasons.ts';

/** The option's reasons from the seat's view: its gains first, then its costs. */
export function explain(v: GameView, action: Action): Reason[] {
  const s = stateFromView(v);
  switch (action.type) {
    case 'plan':
      return planReasons(s, action.seat, action.guilds);
    case 'pass': {
      const idle = agentsAvailable(s.seats[action.seat]!);
      const costs: Reason[] = idle > 0 ? [{ code: 'idle-agents', gain: false, count: idle }] : [];
      return [...keeping(s, action.seat), ...costs];
    }
    case 'nothing':
      return keeping(s, action.seat);
    default:
      return actionEffects(s, action);
  }
}

/**
 * At each planned guild, in the order they are called, what the seat could do there (the example
 * action, kept with the reasons for a later hint to compare with) and what it would gain, and apart,
 * what that would cost it: each guild's example spends only what the seat would have left after the
 * examples before it (so that together they never cost more than it has). A guild where the seat can
 * do nothing but nothing, now or with what the examples before it leave, says so among the costs:
 * every planned guild is accounted for.
 */
function planReasons(s: GameState, seat: number, guilds: readonly GuildId[]): Reason[] {
  const gains: Reason[] = [];
  const costs: Reason[] = [];
  let now = s;
  for (const g of guilds.map(guildIndex).sort((a, b) => a - b)) {
    const guild = GUILDS[g]!;
    const example = aim(now, seat, g, guilds);
    if (!example) {
      const never = now === s || !aim(s, seat, g, guilds);
      costs.push({ code: never ? 'nothing-there' : 'nothing-left', gain: false, guild });
      continue;
    }
    now = example.after;
    const { action } = example;
    const got = example.reasons.filter((r) => r.gain);
    const paid = example.reasons.filter((r) => !r.gain);
    if (got.length > 0) gains.push({ code: 'there', gain: true, guild, action, then: got });
    if (paid.length > 0) costs.push({ code: 'there', gain: false, guild, action, then: paid });
  }
  const kept = agentsAvailable(s.seats[seat]!) - guilds.length;
  if (kept > 0) gains.push({ code: 'keeps-agents', gain: true, count: kept });
  else costs.push({ code: 'no-agents-left', gain: false });
  return [...gains, ...costs];
}

/**
 * What the seat would do at guild g were it called now (null: it can do nothing else), its gains and
 * costs, told only where they concern the planned guilds (or none): a plan is explained by its own
 * guilds. The fast policy's pick, or where it would do nothing, medium's best other action. The most
 * cards that may be revealed there are assumed, so that a purchase stays within the first turn's
 * strictest buying limit.
 */
function aim(
  s: GameState,
  seat: number,
  g: number,
  planned: readonly GuildId[],
): { action: Action; reasons: Reason[]; after: GameState } | null {
  const there: GameState = {
    ...s,
    phase: 'action',
    resolving: { guild: g, revealed: s.seats.length },
    seats: s.seats.map((p, i) => ({ ...p, plan: i === seat ? [g] : null })),
  };
  let action = bestActionAt(there, seat, g);
  if (action.type === 'nothing') {
    const other = rankActions(there, seat).find((x) => x.action.type !== 'nothing');
    if (!other) return null;
    action = other.action;
  }
  const applied = appliedEffects(there, action);
  const reasons = applied.reasons.filter((r) => guildsNamed(r).every((guild) => planned.includes(guild)));
  // The seat's purse and goods as the example leaves them; the rest of the table as it was.
  const { talers, goods } = applied.after.seats[seat]!;
  return {
    action,
    reasons,
    after: { ...s, seats: s.seats.map((p, i) => (i === seat ? { ...p, talers, goods } : p)) },
  };
}

/**
 * What acting on nothing keeps: the talers, and the goods of each favour race the seat leads or shares;
 * where it shares some, that a tie for a favour goes to the richer player, which talers kept may win.
 */
function keeping(s: GameState, seat: number): Reason[] {
  const p = s.seats[seat]!;
  const out: Reason[] = [];
  if (p.talers > 0) out.push({ code: 'keeps-talers', gain: true, count: p.talers });
  let shared = 0;
  for (let g = 0; g < s.guilds.length; g++) {
    const mine = p.goods[g]!;
    const standing = mine > 0 ? favourStanding(favourCounts(s, g), seat) : 0;
    if (standing > 0)
      out.push({ code: 'keeps-for-favour', gain: true, guild: GUILDS[g]!, good: GOODS[g]!, count: mine });
    if (standing === LEVEL) shared++;
  }
  if (shared > 0 && p.talers > 0) out.push({ code: 'ties-by-talers', gain: true, count: shared });
  return out;
}
