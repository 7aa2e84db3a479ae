// A hint and a review in words: the engine's actions and its reasons (structured codes from the
// evaluation, protocol/review.ts) put into the player's language.
import type { Ability, Action, GameView, GoodId, GuildId } from '../../engine/index.ts';
/** A hint stays good while the seat's decision is the same. */
export { decisionKey } from '../../engine/bots/decision.ts';
import type { Reason } from '../../protocol/review.ts';
import type { Messages } from '../i18n/en.ts';
import { goodsText } from './log.ts';
import { goodOfGuild } from './order.ts';
import { tileName } from './tiles.ts';

/** What an action does, as a player would say it ("Recruit the Baker for 2 Pastries"). */
export function actionText(m: Messages, view: GameView, action: Action): string {
  const guild = view.resolving?.guild;
  switch (action.type) {
    case 'plan':
      return m.hints.plan(action.guilds.map((g) => m.guilds[g]).join(', '));
    case 'pass':
      return m.planning.pass;
    case 'sell':
      return m.hints.sell(action.count, guild ? m.goods[goodOfGuild(guild)] : '');
    case 'buy':
      return m.hints.buy(goodsText(m, action.goods));
    case 'recruit': {
      const tile = view.guilds.find((g) => g.id === guild)?.lodgings[action.window - 1];
      const guest = tile ? tileName(m, tile) : m.hints.window(action.window);
      const recruit = m.hints.recruit(guest, goodsText(m, action.payment), action.toFront);
      return action.ability ? `${recruit}${abilityText(m, view, action.ability)}` : recruit;
    }
    case 'nothing':
      return m.turn.nothing;
  }
}

/** What a townsman's ability does, as a clause of the recruit: whom the Burglar robs of what, and so on. */
function abilityText(m: Messages, view: GameView, ability: Ability): string {
  const A = m.advice.ability;
  if ('victim' in ability)
    return A.burglar(view.seats[ability.victim]?.name ?? '', goodsText(m, ability.goods));
  if ('swap' in ability) return A.guardsman(tileName(m, ability.swap[0]), tileName(m, ability.swap[1]));
  if ('good' in ability) return A.peddler(m.goods[ability.good]);
  return A.mayor(m.guilds[ability.guild]);
}

/** One reason in words, its value first ("+5.0 VP: takes the lead in the Printers majority"). */
export function reasonText(m: Messages, r: Reason): string | null {
  const guild = r.guild ? m.guilds[r.guild as GuildId] : '';
  const good = r.good ? m.goods[r.good as GoodId] : '';
  const count = r.count ?? 0;
  const up = (r.vp ?? count) >= 0;
  const R = m.hints.reasons;
  let text: string;
  switch (r.code) {
    case 'majority-lead':
      text = R.majorityLead(guild);
      break;
    case 'majority-lost':
      text = R.majorityLost(guild);
      break;
    case 'majority':
      text = R.majority(guild, up);
      break;
    case 'goods':
      text = R.goods(count, good);
      break;
    case 'crests':
      text = R.crests(count);
      break;
    case 'townsmen':
      text = R.townsmen(up);
      break;
    case 'thirty-plus':
      text = R.thirtyPlus(up);
      break;
    case 'all-types':
      text = R.allTypes(up);
      break;
    case 'talers':
      text = R.talers(count);
      break;
    case 'agents':
      text = R.agents(count);
      break;
    case 'keeps-agents':
      text = R.keepsAgents(count);
      break;
    case 'keeps-for-favour':
      text = m.advice.keepsForFavour(count, good, guild);
      break;
    default:
      return null;
  }
  return r.vp === undefined ? text : `${m.hints.vp(r.vp)}: ${text}`;
}

/** An option's reasons against the advice: what it gains (and keeps back), and what it loses. */
export function tradeOff(reasons: readonly Reason[]): { gains: Reason[]; losses: Reason[] } {
  return {
    gains: reasons.filter((r) => r.vp === undefined || r.vp > 0),
    losses: reasons.filter((r) => r.vp !== undefined && r.vp < 0),
  };
}

/** The reasons of an option, joined as a sentence. */
export function reasonsText(m: Messages, reasons: readonly Reason[]): string {
  return reasons
    .map((r) => reasonText(m, r))
    .filter((x): x is string => x !== null)
    .join('; ');
}
