// A hint and a review in words: the engine's actions and its reasons (structured codes of what an option
// does at once, protocol/review.ts) put into the player's language.
import type { Ability, Action, GameView, TileId } from '../../engine/index.ts';
/** A hint stays good while the seat's decision is the same. */
export { decisionKey } from '../../engine/bots/index.ts';
import type { HintOption, Reason } from '../../protocol/review.ts';
import type { HostMessageOf } from '../../protocol/messages.ts';
import type { LogEvent } from '../../protocol/takeBack.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { goodsText } from './log.ts';
import { goodOfGuild, guildOfGood } from './order.ts';
import { tileFacts, tileName } from './tiles.ts';

/**
 * What an action does, as a player would say it ("Recruit the Baker for 2 Pastries"); `guest`: the
 * guest a recruit took, where the lodgings no longer show it.
 */
export function actionText(m: Messages, view: GameView, action: Action, guest?: TileId): string {
  const guild = view.resolving?.guild;
  switch (action.type) {
    case 'plan':
      return m.hints.plan(action.guilds.map((g) => m.guilds[g]).join(', '));
    case 'pass':
      return m.planning.pass;
    case 'sell':
      return m.hints.sell(guild ? m.goodCount(action.count, goodOfGuild(guild)) : `${action.count}`);
    case 'buy':
      return m.hints.buy(goodsText(m, action.goods));
    case 'recruit': {
      const tile = guest ?? view.guilds.find((g) => g.id === guild)?.lodgings[action.window - 1];
      const name = tile ? tileName(m, tile) : m.hints.window(action.window);
      const recruit = m.hints.recruit(name, goodsText(m, action.payment), action.toFront);
      return `${recruit}${abilityText(m, view, tile ?? null, action.ability)}`;
    }
    case 'nothing':
      return m.turn.nothing;
  }
}

/**
 * What a townsman's ability does, as a clause of the recruit: whom the Burglar robs of what, which
 * craftsmen the Guardsman swaps; a Burglar or Guardsman recruited without using it says so.
 */
function abilityText(m: Messages, view: GameView, guest: string | null, ability?: Ability): string {
  const A = m.advice.ability;
  if (!ability) {
    const type = guest ? tileFacts(guest) : null;
    if (type?.kind !== 'townsman') return '';
    return type.type === 'burglar' ? A.burglarIdle : type.type === 'guardsman' ? A.guardsmanIdle : '';
  }
  if ('victim' in ability)
    return A.burglar(view.seats[ability.victim]?.name ?? '', goodsText(m, ability.goods));
  if ('swap' in ability) return A.guardsman(tileName(m, ability.swap[0]), tileName(m, ability.swap[1]));
  if ('good' in ability) return A.peddler(m.goods[ability.good]);
  return A.mayor(m.guilds[ability.guild]);
}

/** One reason in words ("takes the lead in the Printers majority"); null for a code it does not know. */
export function reasonText(m: Messages, who: readonly { name: string }[], r: Reason): string | null {
  const guild = r.guild ? m.guilds[r.guild] : '';
  const count = r.count ?? 0;
  const R = m.advice.reasons;
  switch (r.code) {
    case 'guest':
      return R.guest(r.tile ? tileName(m, r.tile) : '');
    case 'majority-lead':
      return R.majorityLead(guild);
    case 'majority-level':
      return R.majorityLevel(guild);
    case 'majority-place':
      return R.majorityPlace(count, guild);
    case 'thirty-plus':
      return R.thirtyPlus(guild);
    case 'all-types':
      return R.allTypes;
    case 'agent':
      return R.agent(count);
    case 'income':
      return R.income(count);
    case 'robs':
      return R.robs(who[r.seat ?? -1]?.name ?? '', goodsText(m, r.goods ?? {}));
    case 'swaps': {
      const [a, b] = (r.swap ?? []).map((p) => ({
        tile: tileName(m, p.tile),
        at: m.advice.place(m.guilds[p.guild], p.area === 'workshop', p.window),
      }));
      return a && b ? R.swaps(a.tile, a.at, b.tile, b.at) : null;
    }
    case 'peddler':
      return r.good ? R.peddler(m.goodCount(1, r.good), m.guilds[guildOfGood(r.good)]) : null;
    case 'favour-lead':
      return R.favourLead(guild);
    case 'favour-level':
      return R.favourLevel(guild);
    case 'favour-shared':
      return R.favourShared(guild);
    case 'favour-lost':
      return R.favourLost(guild);
    case 'favour-gap':
      return R.favourGap(r.gain, count, r.rival ?? 0, guild);
    case 'victim-paid':
      return R.victimPaid(who[r.seat ?? -1]?.name ?? '', count);
    case 'nothing-there':
      return R.nothingThere(guild);
    case 'nothing-left':
      return R.nothingLeft(guild);
    case 'front':
      return R.front;
    case 'talers':
      return R.talers(count);
    case 'goods':
      return r.good ? R.goods(count >= 0, m.goodCount(Math.abs(count), r.good)) : null;
    case 'there':
      return R.there(guild, (r.then ?? []).flatMap((x) => reasonText(m, who, x) ?? []).join(', '));
    case 'keeps-agents':
      return R.keepsAgents(count);
    case 'no-agents-left':
      return R.noAgentsLeft;
    case 'keeps-talers':
      return R.keepsTalers(count);
    case 'keeps-for-favour':
      return r.good ? R.keepsForFavour(m.goodCount(count, r.good), guild) : null;
    case 'ties-by-talers':
      return R.tiesByTalers(count);
    case 'idle-agents':
      return R.idleAgents(count);
    default:
      return null;
  }
}

/** An option's reasons split: what it brings (and keeps), and what it costs. */
export function tradeOff(reasons: readonly Reason[]): { gains: Reason[]; costs: Reason[] } {
  return { gains: reasons.filter((r) => r.gain), costs: reasons.filter((r) => !r.gain) };
}

/** Reasons joined as a sentence. */
export function reasonsText(
  m: Messages,
  who: readonly { name: string }[],
  reasons: readonly Reason[],
): string {
  return m.common.clauses(reasons.map((r) => reasonText(m, who, r)).filter((x): x is string => x !== null));
}

/**
 * How far an option is behind the choice: as good, about as good within the estimate's margin of noise,
 * or behind beyond it; each with its own margin (an option weighed on fewer worlds has a wider one).
 */
export function standingText(
  m: Messages,
  option: Pick<HintOption, 'difference' | 'margin' | 'level'>,
): string {
  const behind = -option.difference;
  if (behind < 0.05) return m.hints.level;
  return option.level ? m.hints.uncertain(behind, option.margin) : m.hints.behind(behind, option.margin);
}

type HintMessage = HostMessageOf<'hint'>;

/** A hint at a guild that overturns what the seat's hint at planning expected of it there. */
export interface Overturn {
  /** What the hint at planning gave as the seat's example there, and the guest it would have recruited. */
  expected: Action;
  guest?: TileId;
  /**
   * What changed since, as the log tells it: what the others did at that guild, and what changed the
   * seat's purse or goods (its own purchases, sales and recruits anywhere, a robbery).
   */
  since: LogEvent[];
}

/**
 * Whether `now`, a hint at the guild being called, overturns the seat's hint at planning (`planned`),
 * whose advised plan took the seat there with an example of what it would do: a move of another kind
 * (another guest, a sale for a purchase, nothing for something). Then what changed since, from the log
 * (items counted by the actions applied once they happened).
 */
export function overturned(
  planned: HintMessage | null,
  now: HintMessage,
  view: GameView,
  log: readonly { moves: number; event: LogEvent }[],
): Overturn | null {
  const guild = view.resolving?.guild;
  if (!planned || !guild || planned.seat !== now.seat || planned.moves >= now.moves) return null;
  const [advised] = planned.hint.options;
  if (advised?.action.type !== 'plan' || !advised.action.guilds.includes(guild)) return null;
  const there = advised.reasons.find((r) => r.code === 'there' && r.guild === guild);
  const expected = there?.action;
  const choice = now.hint.options[0]?.action;
  if (!expected || !choice || kindOf(choice) === kindOf(expected)) return null;
  const guest = there.then?.find((r) => r.code === 'guest')?.tile;
  const since = log
    .filter(
      ({ moves, event }) => moves > planned.moves && moves <= now.moves && changes(event, guild, now.seat),
    )
    .map(({ event }) => event);
  return guest ? { expected, guest, since } : { expected, since };
}

/** A move's kind: a sale, a purchase, doing nothing, or the recruit of one window's guest. */
function kindOf(action: Action): string {
  return action.type === 'recruit' ? `recruit ${action.window}` : action.type;
}

/**
 * Whether an event bears on what the seat may do at guild `guild`: another's move there, or what changed
 * the seat's purse or goods (its own purchase, sale or recruit anywhere, a Burglar robbing it). Never the
 * calls, which tell back the seat's own plan, nor others' moves elsewhere.
 */
function changes(event: LogEvent, guild: string, seat: number): boolean {
  switch (event.type) {
    case 'sold':
    case 'bought':
    case 'recruited':
      return event.seat === seat || event.guild === guild;
    case 'didNothing':
      return event.seat !== seat && event.guild === guild;
    case 'burgled':
      return event.victim === seat;
    default:
      return false;
  }
}
