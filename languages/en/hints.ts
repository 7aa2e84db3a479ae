// English words of the hint and of the reasons the hint and the review give for an option: each reason
// is something the option does at once and for certain (engine/bots/reasons.ts), said of the option.
import { counted, tenths } from '../format.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts and numbers. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });
const talers = (n: number): string => plural(n, 'taler', 'talers');
const agents = (n: number): string => plural(n, 'agent', 'agents');

export const hints = {
  button: 'Hint',
  title: "The hard bot's hint",
  working: 'The hard bot is thinking…',
  help: 'What the hard bot would do from what you can see: it never looks at hidden cards or money. The choice stays yours. Beside each option, what it does at once; the VP are what the bot projects.',
  choice: 'Its choice',
  others: 'Other options',
  level: 'as good',
  /** Beside an option, as the review shows a loss: its gap behind the choice and that gap's margin. */
  uncertain: (vp: number, margin: number) =>
    `about as good, within the estimate's margin: −${tenths(LOCALE, vp)} ± ${tenths(LOCALE, margin)} VP`,
  behind: (vp: number, margin: number) =>
    `behind, beyond the estimate's margin: −${tenths(LOCALE, vp)} ± ${tenths(LOCALE, margin)} VP`,
  close: 'Close the hint',
  changed: (expected: string) => `Changed since the hint at planning, which expected “${expected}” here:`,
  changedElsewhere:
    'nothing happened at this guild since: weighed again as the game now stands, after the moves elsewhere.',
  plan: (guilds: string) => `Plan ${guilds}`,
  sell: (goods: string): string => `Sell ${goods}`,
  buy: (goods: string) => `Buy ${goods}`,
  recruit: (guest: string, payment: string, front: boolean) =>
    `Recruit ${guest} for ${payment}${front ? ', moving to the front' : ''}`,
  window: (n: number): string => `the guest in window ${n}`,
  allow: 'Hints: the hard bot advises a player who asks, on their turn',
  show: 'Show the Hint button in games',
  showHelp: 'Where the game allows hints.',
  showKey: 'H asks for one.',
  used: (n: number): string => plural(n, 'hint', 'hints'),
};

export const advice = {
  gains: 'Gains',
  costs: 'Costs',
  ability: {
    burglar: (victim: string, goods: string) => `, robbing ${victim} of ${goods}`,
    burglarIdle: ', taking nothing',
    guardsman: (a: string, b: string) => `, swapping ${a} and ${b}`,
    guardsmanIdle: ', swapping nothing',
    peddler: (good: string) => `, loading ${good} on the Peddler`,
    mayor: (guild: string) => `, placing the Mayor on the ${guild}’ roof`,
  },
  /** Where a Guardsman put a craftsman. */
  place: (guild: string, workshop: boolean, window: number) =>
    `in window ${window} of the ${guild}’ ${workshop ? 'workshop' : 'lodgings'}`,
  reasons: {
    guest: (tile: string) => `gains ${tile}`,
    majorityLead: (guild: string) => `takes the lead in the ${guild} majority`,
    majorityLevel: (guild: string) => `draws level for the lead in the ${guild} majority`,
    majorityPlace: (place: number, guild: string) =>
      `takes ${place === 2 ? '2nd' : '3rd'} place in the ${guild} majority`,
    thirtyPlus: (guild: string) => `reaches a value of 30 in the ${guild}: 2 VP at the end`,
    allTypes: 'completes a craftsman of every guild: 5 VP at the end',
    agent: (n: number) => `gains ${agents(n)}`,
    income: (n: number) => `${talers(n)} more at each income`,
    robs: (victim: string, goods: string) => `takes ${goods} from ${victim}`,
    swaps: (a: string, at: string, b: string, bt: string) => `puts ${a} ${at} and ${b} ${bt}`,
    peddler: (goods: string, guild: string) =>
      `loads ${goods} on the Peddler: it counts 4 toward the ${guild}’ favour`,
    favourLead: (guild: string) => `takes the lead in the race for the ${guild}’ favour`,
    favourLevel: (guild: string) => `draws level in the race for the ${guild}’ favour`,
    favourShared: (guild: string) => `only shares the lead in the race for the ${guild}’ favour`,
    favourLost: (guild: string) => `falls behind in the race for the ${guild}’ favour`,
    favourGap: (gain: boolean, mine: number, rival: number, guild: string) =>
      `${mine > rival ? (gain ? 'widens your lead' : 'narrows your lead') : gain ? 'gains ground' : 'falls further behind'} in the race for the ${guild}’ favour: ${plural(mine, 'good', 'goods')} to ${rival}`,
    victimPaid: (victim: string, n: number) => `${victim} is paid ${talers(n)} by the bank`,
    front: 'moves to the front of the turn order',
    talers: (n: number) => (n >= 0 ? `earns ${talers(n)}` : `pays ${talers(-n)}`),
    goods: (gained: boolean, goods: string) => (gained ? `gets ${goods}` : `gives up ${goods}`),
    there: (guild: string, what: string) => `at the ${guild}, for instance: ${what}`,
    nothingThere: (guild: string) => `at the ${guild}, nothing you could do were it called now`,
    nothingLeft: (guild: string) =>
      `at the ${guild}, nothing you could do with what the guilds before it would leave you`,
    keepsAgents: (n: number) => `keeps ${agents(n)} for a later turn`,
    noAgentsLeft: 'leaves no agent for a later turn this round',
    keepsTalers: (n: number) => `keeps your ${talers(n)}`,
    keepsForFavour: (goods: string, guild: string) => `keeps ${goods} for the ${guild}’ favour`,
    /** Ties for a favour go to the richer player (the rules' first tiebreak): talers kept can win them. */
    tiesByTalers: (n: number) =>
      `a tie for a favour goes to the player with more talers: kept, yours may win ${n === 1 ? 'the race' : `the ${n} races`} you share`,
    idleAgents: (n: number) => `ends your round with ${agents(n)} unused`,
  },
};

export type Hints = typeof hints;
export type Advice = typeof advice;
