// English: the reference catalogue, its first screen's words in home.ts. Every other language has
// exactly this shape (type Messages).
import type {
  Action,
  GoodId,
  GuildId,
  RecordProblem,
  StandInProblem,
  TownsmanType,
  Trigger,
  NameProblem,
} from '../../engine/index.ts';
import type { BotLevel } from '../../protocol/messages.ts';
import type { HeldAs } from '../../protocol/history.ts';
import type { AddressProblem } from '../../protocol/address.ts';
import type { QuickPhrase } from '../../protocol/chat.ts';
import type { RematchAnswer } from '../../protocol/rematch.ts';
import type { TakeBackRefusal } from '../../protocol/takeBack.ts';
import { review } from './review.ts';
import { advice, hints } from './hints.ts';
import { ladder } from './ladder.ts';
import { shuffle } from './shuffle.ts';
import { tableMode } from './tableMode.ts';
import { counted, integer, listed } from '../format.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts, numbers and dates (Intl). */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });
const talers = (n: number): string => plural(n, 'taler', 'talers');
/** "st", "nd", "rd" or "th" after a rank, by English's ordinal rules. */
const englishOrdinal = (n: number): string =>
  (({ one: 'st', two: 'nd', few: 'rd' }) as Record<string, string>)[
    new Intl.PluralRules(LOCALE, { type: 'ordinal' }).select(n)
  ] ?? 'th';
/** A good counted: its name in the singular for one, in the plural otherwise ("1 Pastry", "2 Pastries"). */
const GOODS_COUNTED: Record<GoodId, { one: string; other: string }> = {
  beer: { one: 'Beer', other: 'Beer' },
  pastries: { one: 'Pastry', other: 'Pastries' },
  shoes: { one: 'Shoe', other: 'Shoes' },
  pages: { one: 'Page', other: 'Pages' },
  cloth: { one: 'Cloth', other: 'Cloth' },
  hats: { one: 'Hat', other: 'Hats' },
};

export const messages = {
  ...home,
  botLevels: { easy: 'Easy', medium: 'Medium', hard: 'Hard' } satisfies Record<BotLevel, string>,
  colors: { yellow: 'Yellow', blue: 'Blue', orange: 'Orange', green: 'Green', red: 'Red' } as Record<
    string,
    string
  >,
  guilds: {
    brewers: 'Brewers',
    bakers: 'Bakers',
    shoemakers: 'Shoemakers',
    printers: 'Printers',
    tailors: 'Tailors',
    hatmakers: 'Hatmakers',
  } satisfies Record<GuildId, string>,
  craftsmen: {
    brewers: 'Brewer',
    bakers: 'Baker',
    shoemakers: 'Shoemaker',
    printers: 'Printer',
    tailors: 'Tailor',
    hatmakers: 'Hatmaker',
  } satisfies Record<GuildId, string>,
  goods: {
    beer: 'Beer',
    pastries: 'Pastries',
    shoes: 'Shoes',
    pages: 'Pages',
    cloth: 'Cloth',
    hats: 'Hats',
  } satisfies Record<GoodId, string>,
  goodCount: (n: number, good: GoodId) => counted(LOCALE, n, GOODS_COUNTED[good]),
  townsmen: {
    councilman: 'Councilman',
    burglar: 'Burglar',
    guardsman: 'Guardsman',
    musician: 'Musician',
    peddler: 'Peddler',
    mayor: 'Mayor',
    nobleman: 'Nobleman',
    taxCollector: 'Tax Collector',
    engraver: 'Engraver',
    foreman: 'Foreman',
    apprentice: 'Apprentice',
  } satisfies Record<TownsmanType, string>,
  abilities: {
    councilman: () =>
      'Gives you one more agent at once (8 at most), usable from the next turn. Then he goes back into the guest stack.',
    burglar: () =>
      'Take two goods from one other player at once; the victim is paid the current guildmaster price of each. Then he goes back into the guest stack.',
    guardsman: () =>
      'Swap two visible craftsmen of the same guild at once, in workshops (not guildmasters) or lodgings, even across guilds. Then he goes back into the guest stack.',
    musician: (v: number | null) => `At every round's income you get ${v ?? 3} more talers.`,
    peddler: () =>
      "Put one of your goods on him: it counts as 4 goods of that type when this round's favourites are chosen. Then you get the good back (unless you are that guild's favourite with no other good of its type: it is the one you give the guild) and he returns to the guest stack.",
    mayor: () =>
      "Place him on a guild's roof for the rest of the game: at every income each player gets 1 taler per craftsman of that guild they own.",
    nobleman: (v: number | null) => `At the end of the game: ${v ?? 2} VP.`,
    taxCollector: () => 'At the end of the game: 1 VP per 10 talers you own.',
    engraver: () => 'At the end of the game he counts as one more prestige crest in your crest collection.',
    foreman: (v: number | null) => `At the end of the game: 1 VP per craftsman of value ${v ?? 2} you own.`,
    apprentice: () =>
      'At the end of the game: 1 VP for every 2nd or 3rd place you take in the craftsman majorities.',
  } satisfies Record<TownsmanType, (value: number | null) => string>,
  triggers: {
    star: 'Star: acts at once, when recruited',
    moon: 'Moon: acts at the end of each round',
    sun: 'Sun: counts at the end of the game',
  } satisfies Record<Trigger, string>,
  tile: {
    valued: (name: string, value: number) => `${name}, value ${value}`,
    agentPlus: 'Agent+: whoever takes this craftsman gains an agent (8 at most).',
    craftsmanHelp:
      'Craftsmen count for the majority of their guild at the end of the game (sum of values), for 30+ sets and for having every type.',
    townsman: (name: string) => `Townsman: ${name}`,
  },
  board: {
    guildHouse: (guild: string) => `${guild} guild house`,
    price: 'Price',
    priceHelp: (price: number, good: string) =>
      `The guildmaster's value sets the price: the guild buys ${good} for ${talers(price)} each, and sells any good in its storehouse for ${price} each.`,
    guildmaster: 'Guildmaster',
    guildmasterHelp: (tile: string) =>
      `${tile} is the guildmaster. At the end of the round he goes to this guild's favourite: the player with the most of its goods.`,
    noGuildmaster:
      'No guildmaster: the favourite took him, the next one slides down at the end of the round.',
    workshop: (window: number, round: number) => `Workshop window ${window}: guildmaster of round ${round}`,
    stack: (top: string, under: string) =>
      `The 2-tile stack: ${top} on top of ${under}. In round 4 the top tile is guildmaster and the favourite takes both.`,
    emptyWindow: 'Empty window',
    lodgings: (window: number) => `Lodgings window ${window}`,
    lodgingPrice: (window: number, good: GoodId) => {
      const goods = (n: number): string => messages.goodCount(n, good);
      return (
        [
          goods(1),
          `${goods(1)} + 1 of any good`,
          `${goods(2)}, or ${goods(1)} + 2 of any goods`,
          `${goods(3)}, or ${goods(2)} + 2 of any goods`,
        ][window - 1] ?? ''
      );
    },
    recruitPrice: (price: string) => `To recruit this guest pay ${price} into the storehouse.`,
    leftmostGoes: 'The guest in this window leaves the game at the end of the round.',
    storehouse: 'Storehouse',
    storehouseHelp: (price: number) =>
      `Goods here can be bought by anyone acting at this guild, any type, for ${talers(price)} each (up to 3 per action).`,
    storehouseEmpty: 'The storehouse is empty.',
    roof: 'Roof',
    roofHelp: (agents: number) =>
      `${plural(agents, 'agent', 'agents')} on the roof. Recruiting here earns 1 taler per agent already on the roof. Agents come home at the end of the round.`,
    mayor: 'Mayor',
    mayorHelp: (guild: string) =>
      `A Mayor sits on this roof: at every income each player gets 1 taler per ${guild} craftsman they own.`,
    crests: (n: number) => `${plural(n, 'crest', 'crests')} left`,
    crestsHelp: (guild: string) =>
      `The ${guild}' favourite takes one of these crests at the end of each round. Different crests score at the end.`,
    prestige: 'Prestige guild',
    prestigeHelp: (guild: string) =>
      `The ${guild} are this round's prestige guild (the highest guildmaster, not last round's prestige guild): their favourite also takes the prestige crest.`,
    previousPrestige: 'Prestige last round: cannot be prestige this round.',
    guestStack: (n: number) => `${plural(n, 'guest', 'guests')} in the stack`,
    guestStackHelp:
      'Face-down guests (craftsmen and townsmen) that refill the lodgings at the end of each round. Star townsmen and Peddlers are shuffled back in.',
    prestigeSupply: (n: number) => `${plural(n, 'prestige crest', 'prestige crests')} in the supply`,
    lodgingCosts:
      "Recruiting costs, lodgings windows 1 to 4: 1 · 1+1 · 2 or 1+2 · 3 or 2+2 (the guild's own goods + any goods).",
    prestigeSupplyHelp:
      'One prestige crest goes to the prestige guild at the start of each round; its favourite takes it at the end.',
    turnOrder: 'Turn order',
    turnOrderHelp:
      'At each guild players act in this order. Recruiting lets you move to the front. It also breaks favourite ties.',
    revealedCards: (names: string) => `Cards revealed here: ${names}`,
    acting: (name: string) => `${name} acts here now`,
  },
  player: {
    talers: 'Talers',
    talersHidden: 'Talers are secret until the end',
    talersHelp: 'Your talers: only you see them until the game is over (ties for a favourite reveal them).',
    agents: (available: number, total: number) => `${available} of ${total} agents available`,
    agentsHelp:
      'Each planned card needs an agent. Agents on roofs come back at the end of the round. 8 at most.',
    goods: 'Goods',
    goodsHelp: 'The player with the most goods of a guild becomes its favourite at the end of the round.',
    noGoods: 'no goods',
    craftsmenGroup: (guild: string, count: number, value: number) =>
      `${guild}: ${plural(count, 'craftsman', 'craftsmen')}, total value ${value}`,
    crests: 'Crests',
    crestsHelp: (distinct: number) =>
      `${plural(distinct, 'different crest', 'different crests')} so far (each prestige crest counts as different).`,
    cards: (n: number) => `${plural(n, 'card', 'cards')} planned`,
    finished: 'Finished for this round (moon side up)',
    planning: 'Still planning',
    planned: 'Has planned',
    peddler: (good: string) => `Peddler loaded with ${good}: counts as 4 for this round's favourite`,
    away: 'Away: waiting for this player to come back',
    standIn: (level: BotLevel) => `Away: the ${messages.botLevels[level].toLowerCase()} bot plays meanwhile`,
  },
  phase: {
    round: (round: number) => `Round ${round} of 4`,
    turn: (turn: number) => `turn ${turn}`,
    planning: 'Planning',
    action: (guild: string) => `Action at the ${guild}`,
    finished: 'Game over',
  },
  planning: {
    title: 'Plan your actions',
    help: (cards: number) =>
      `Choose the guilds where you will act this turn: one card per guild, each with an agent, ${plural(cards, 'card', 'cards')} at most. Nobody sees your choice until each guild is called.`,
    /** Said with the count when a guild is chosen or dropped. */
    toggled: (guild: string, chosen: boolean) => `${guild} ${chosen ? 'chosen' : 'dropped'},`,
    chosen: (n: number, max: number) => `${n} of ${max}`,
    confirm: (n: number) => `Play ${plural(n, 'card', 'cards')}`,
    pass: 'Pass for the round',
    passHelp: 'Passing turns your pass token to the moon: you take no more actions this round.',
    passConfirm: 'Pass for the rest of this round?',
    waiting: 'Waiting for',
    done: 'ready',
    thinking: 'planning…',
    finished: 'finished',
  },
  turn: {
    title: (guild: string) => `Your action at the ${guild}`,
    price: (price: number) => `Guildmaster price ${price}`,
    sell: 'Sell',
    /** The steppers, naming the good they count (`one`: one of it, "1 Beer"). */
    sellMore: (one: string) => `Sell ${one} more`,
    sellFewer: (one: string) => `Sell ${one} fewer`,
    buyMore: (one: string) => `Add ${one}`,
    buyFewer: (one: string) => `Remove ${one}`,
    sellHelp: (good: string, price: number) => `Sell ${good} to the guild for ${talers(price)} each.`,
    sellButton: (goods: string, total: number) => `Sell ${goods} for ${talers(total)}`,
    buy: 'Buy',
    buyHelp: (price: number, limit: number) =>
      `Buy up to ${plural(limit, 'good', 'goods')} of any type from the storehouse, ${talers(price)} each.`,
    buyButton: (n: number, total: number) => `Buy ${plural(n, 'good', 'goods')} for ${talers(total)}`,
    buyTotal: (total: number) => `Total ${talers(total)}`,
    purse: (n: number) => `you have ${talers(n)}`,
    recruit: 'Recruit',
    recruitHelp: 'Pick a guest in the lodgings (highlighted on the board) and pay its window price.',
    recruitWindow: (window: number, guest: string) => `Window ${window}: ${guest}`,
    choosePayment: 'Pay with',
    bonus: (n: number) => `+${talers(n)} from the agents on the roof`,
    toFront: 'Move to the front of the turn order',
    toFrontHelp: 'Optional: your marker goes first; those ahead move down one place.',
    recruitButton: 'Recruit',
    /** Why Recruit waits, said beside it: the choice still missing. */
    recruitWaits: { payment: 'Choose how to pay.', ability: 'Choose what the townsman does.' },
    nothing: 'Do nothing',
    nothingHelp: 'Your agent still goes to the roof.',
    burglarTitle: 'Burglar: rob whom?',
    burglarNone: 'Take nothing',
    burglarGoods: 'Take',
    guardsmanTitle: 'Guardsman: swap two craftsmen',
    guardsmanNone: 'Swap nothing',
    guardsmanPair: (a: string, b: string) => `${a} ⇄ ${b}`,
    /**
     * A craftsman the Guardsman may swap, as the board shows him: the tile, in the workshop or the
     * lodgings of a house; his window only to tell him from a tile of the same name there.
     */
    inWorkshop: (tile: string, guild: string, window: string | null) =>
      `${tile} in the ${guild}' workshop${window ? `, ${window}` : ''}`,
    inLodgings: (tile: string, guild: string, window: string | null) =>
      `${tile} in the ${guild}' lodgings${window ? `, ${window}` : ''}`,
    /** The workshop's windows above the guildmaster's, bottom up. */
    workshopWindows: ['just above the guildmaster', 'second from the top', 'at the top'],
    /** The lodgings' windows, left to right. */
    lodgingsWindows: ['leftmost', 'second from the left', 'second from the right', 'rightmost'],
    peddlerTitle: 'Peddler: which good goes on him?',
    peddlerCarries: (good: string) =>
      `The Peddler carries ${good}, the only good he can take: it counts as 4 for this round's favourite.`,
    mayorTitle: "Mayor: on which guild's roof?",
  },
  waiting: {
    forPlanning: (names: string) => `Waiting for ${names} to plan`,
    forAction: (name: string, guild: string) => `${name} is acting at the ${guild}`,
    bot: 'thinking',
    yourPlan: (guilds: string) => `Your cards: ${guilds}`,
    passed: 'You are finished for this round.',
  },
  log: {
    title: 'Game log',
    empty: 'Nothing has happened yet.',
    roundStarted: (round: number, prestige: string | null) =>
      `Round ${round} begins${prestige ? `; the ${prestige} are the prestige guild` : ''}.`,
    turnStarted: (turn: number) => `Turn ${turn}: planning.`,
    planned: (name: string, n: number) => `${name} plans ${plural(n, 'card', 'cards')}.`,
    passed: (name: string) => `${name} passes for the round.`,
    guildCalled: (guild: string, names: string) => `The ${guild} are called: ${names}.`,
    sold: (name: string, goods: string, earned: number) => `${name} sells ${goods} for ${talers(earned)}.`,
    bought: (name: string, goods: string, paid: number) => `${name} buys ${goods} for ${talers(paid)}.`,
    recruited: (name: string, guest: string, payment: string, bonus: number) =>
      `${name} recruits ${guest}, paying ${payment}${bonus ? `, and earns ${talers(bonus)} from the roof` : ''}.`,
    movedToFront: (name: string) => `${name} moves to the front of the turn order.`,
    didNothing: (name: string, guild: string) => `${name} does nothing at the ${guild}.`,
    agentGained: (name: string, total: number) => `${name} gains an agent (now ${total}).`,
    agentAtMaximum: (name: string) => `${name} already has 8 agents: no more.`,
    burgled: (name: string, victim: string, goods: string, compensation: number) =>
      `${name}'s Burglar takes ${goods} from ${victim}, who is paid ${talers(compensation)}.`,
    burglarTookNothing: (name: string) => `${name}'s Burglar takes nothing.`,
    guardsmanSwapped: (name: string, a: string, b: string) => `${name}'s Guardsman swaps ${a} and ${b}.`,
    guardsmanSwappedNothing: (name: string) => `${name}'s Guardsman swaps nothing.`,
    peddlerLoaded: (name: string, good: string) => `${name} loads the Peddler with ${good}.`,
    mayorPlaced: (name: string, guild: string) => `${name} places the Mayor on the ${guild}' roof.`,
    townsmanReshuffled: (guest: string) => `${guest} goes back into the guest stack.`,
    turnEnded: (names: string) => (names ? `Turn over; now finished: ${names}.` : 'Turn over.'),
    roundEnded: (round: number) => `Round ${round} is over.`,
    favourite: (guild: string, name: string, count: number) =>
      `${name} is the ${guild}' favourite with ${plural(count, 'good', 'goods')}.`,
    noFavourite: (guild: string) =>
      `Nobody has goods of the ${guild}: no favourite, the guildmaster leaves the game.`,
    peddlerReturned: (name: string) => `${name}'s Peddler returns to the guest stack.`,
    agentsReclaimed: 'Everyone takes their agents back from the roofs.',
    income: (name: string, total: number) => `${name} collects ${talers(total)}.`,
    guildmasterSlid: (guild: string, tile: string) => `${tile} becomes guildmaster of the ${guild}.`,
    lodgingsRefilled: (guild: string, n: number) =>
      `The ${guild}' lodgings are refilled (${plural(n, 'new guest', 'new guests')}).`,
    prestigeChosen: (guild: string) => `The ${guild} become the prestige guild.`,
    gameEnded: 'The game is over.',
  },
  roundEnd: {
    title: (round: number) => `End of round ${round}`,
    step: (n: number, of: number) => `Step ${n} of ${of}`,
    /** A long step shown a page at a time (a table's display). */
    page: (n: number, of: number) => `page ${n} of ${of}`,
    favourites: 'Guildmasters choose their favourites',
    favourite: (name: string, count: number) => `${name}, with ${plural(count, 'good', 'goods')},`,
    takes: (tiles: string, prestige: boolean) =>
      `takes ${tiles}, a crest${prestige ? ' and the prestige crest' : ''}`,
    tieTalers: (revealed: readonly { name: string; talers: number }[]) =>
      `Tie on goods, broken by talers (revealed: ${listed(
        LOCALE,
        revealed.map((r) => `${r.name} (${talers(r.talers)})`),
      )}).`,
    givesBack: (name: string, goods: string) => `${name} gives ${goods} back to the guild.`,
    agentsWith: (name: string, gained: number, total: number) =>
      `${name} gains ${gained === 1 ? 'an agent with the craftsman' : `${gained} agents with the craftsmen`} (now ${total}).`,
    mostAgents: (name: string) => `${name} already has 8 agents: none with the craftsman.`,
    peddlerBack: (name: string, good: string | null) =>
      good
        ? `${name}'s Peddler returns to the guest stack; ${name} keeps the good it carried (${good}).`
        : `${name}'s Peddler returns to the guest stack.`,
    tieTurnOrder: 'Tie on goods and talers, broken by the turn order.',
    noFavourite: 'Nobody holds these goods: no favourite, the guildmaster leaves the game.',
    income: 'Income',
    incomeLine: (base: number, musicians: number, mayors: number) =>
      [`${base} base`, musicians ? `${musicians} Musician` : '', mayors ? `${mayors} Mayor` : '']
        .filter(Boolean)
        .join(' + '),
    guildmasters: 'New guildmasters slide into place',
    lodgings: 'The lodgings are refilled',
    discarded: (tile: string) => `${tile} leaves`,
    drawn: (tiles: string) => `new: ${tiles}`,
    nothingNew: 'no new guest',
    prestige: 'New prestige guild',
    agents: 'Agents come home from the roofs',
    continue: 'Continue',
  },
  scoring: {
    title: 'Final scoring',
    /** Victory points, abbreviated. */
    vp: 'VP',
    categories: {
      townsmen: 'Townsmen',
      majorities: 'Craftsman majorities',
      thirtyPlus: 'Sets of 30+ value',
      allTypes: 'Every craftsman type',
      richest: 'Richest player',
      crests: 'Crest collection',
    },
    total: 'Total VP',
    talers: 'Talers',
    craftsmen: 'Craftsmen',
    craftsmenValue: 'Craftsman value',
    rank: 'Rank',
    winner: (names: string) => `${names} wins Norenberc!`,
    sharedWin: (names: string) => `${names} share the victory!`,
    clearWin: (vp: number, next: number) => `${vp} VP against ${next}.`,
    byCraftsmen: (vp: number, a: number, b: number) =>
      `Tied on ${vp} VP; more craftsmen decide (${a} against ${b}).`,
    byValue: (vp: number, a: number, b: number) =>
      `Tied on ${vp} VP and craftsmen; higher craftsman value decides (${a} against ${b}).`,
    fullTie: 'Tied on VP, craftsmen and craftsman value: the victory is shared.',
    /** Below the winner, one player placed ahead of another they tie with on VP; the reason follows. */
    aheadOf: (a: string, b: string) => `${a} places ahead of ${b}.`,
    sharedRank: (names: string, rank: number) => `${names} share ${rank}${englishOrdinal(rank)} place.`,
    crestCount: 'Different crests',
    byRound: 'Standings round by round',
    byRoundHelp: 'VP after each round as everyone could see them (talers aside), then the final score.',
    roundLabel: (n: number) => `Round ${n}`,
    final: 'Final',
    majoritiesTitle: 'Majorities by guild',
    /** Over the guilds' column of the majorities table. */
    /** A score column's seat a stand-in bot played part of: "Ben · Medium bot stood in". */
    stoodIn: (bots: string) => `${bots} stood in`,
    guildHead: 'Guild',
    place: (n: number) => ['', '1st', '2nd', '3rd'][n] ?? '',
  },
  aids: {
    standings: 'Standings',
    standingsTitle: 'Standings if the game ended now',
    standingsHelp:
      "From what everyone can see. Talers are secret: the richest player's VP and the Tax Collectors' are not counted.",
    taxCollectors: (n: number) => `+ ${plural(n, 'Tax Collector', 'Tax Collectors')} (1 VP per 10 talers)`,
    total: 'VP now',
    crests: 'Different crests',
    places: 'Majority places',
    price: (n: number) => `price ${n}`,
    store: (n: number) => `storehouse ${n}`,
    yours: (n: number) => `you have ${n}`,
    leads: (name: string, n: number) => `${name} leads (${n})`,
    tied: (names: string, n: number) => `tied (${n}): ${names}`,
    allTied: (n: number) => `all tied (${n})`,
    noLeader: 'no one has any yet',
    prize: (what: string) => `favourite takes ${what}`,
    crest: 'crest',
    prestigeCrest: 'prestige crest',
    lead: (guild: string) => `You take the lead in the ${guild} race.`,
    tie: (guild: string) => `You draw level for the lead in the ${guild} race.`,
    fallBack: (guild: string) => `You fall back to a tie for the lead in the ${guild} race.`,
    lost: (guild: string) => `You lose the lead in the ${guild} race.`,
    /** From a shared lead to behind: never "the lead", which the seat did not hold alone. */
    lostShare: (guild: string) => `You lose your share of the lead in the ${guild} race.`,
    /** A Burglar's robbery chosen: the goods it takes, from whom, and what the victim is paid for them. */
    burglarTakes: (goods: string, victim: string, paid: number) =>
      `Your Burglar takes ${goods} from ${victim}, who is paid ${talers(paid)}.`,
  },
  hints: hints,
  advice: advice,
  keys: {
    skipLinks: 'Skip links',
    panel: 'Skip to your choices',
    board: 'Skip to the board',
    players: 'Skip to the players',
    open: 'Keys',
    title: 'Keyboard',
    tab: 'Move from thing to thing; each one explains itself',
    guilds: 'Choose or drop a guild (planning)',
    enter:
      'Press the button it is on; elsewhere, confirm the current choice: play the cards, sell, buy, recruit',
    modes: 'Sell, buy or recruit (your turn at a guild)',
    windows: 'Pick a lodgings window (recruiting)',
    arrows: 'Move the choice within a group of choices: how to act, a lodgings window, a payment',
    nothing: 'Go to "Do nothing" (Enter then does it)',
    standings: 'Standings if the game ended now',
    you: 'Hear your talers, agents, goods and tiles',
    guild:
      'Hear the price, storehouse, guildmaster and lodgings of the guild you are at, or of the one being called (else of every guild)',
    points: 'Hear the standings',
    escape: 'Skip the animations; close a window; cancel a question (as Cancel does)',
    hint: 'Ask the hard bot for a hint (where the game allows hints)',
    help: 'This list',
    /** The keys as this language's keyboards and manuals name them. */
    names: { tab: 'Tab', enter: 'Enter', escape: 'Esc', undo: 'Ctrl+Z' },
  },
  handoff: {
    title: (name: string) => `Pass the screen to ${name}`,
    help: "The board hides every player's secrets until the right player is at the screen.",
    ready: (name: string) => `I am ${name}: show my cards`,
    retaken: (name: string) => `${name}’s decision is taken back`,
    retakenHelp: (name: string) =>
      `${name} decides again. Whoever holds the screen hands it back to ${name}: the board hides every player's secrets until then.`,
    recap: 'Since your last turn',
    recapEmpty: 'Nothing has happened since your last turn.',
    recapFirst: 'Since the game began',
    recapFirstEmpty: 'Nothing has been played yet: the game begins with you.',
  },
  catchUp: {
    title: 'While you were away',
    /** The title where the page was reloaded or reopened: what it tells goes on from where it was left. */
    reopened: 'Where you left off',
    /** Under a round end's story told again: the board is not at its step. */
    boardNow: 'The board shows the game as it is now.',
    game: 'The game',
    done: 'Back to my turn',
  },
  lesson: {
    ...home.lesson,
    preparing: 'Setting up the guided game…',
    learner: 'Newcomer',
    label: 'Guide',
    step: (n: number, total: number) => `Step ${n} of ${total}`,
    next: 'Next',
    restart: 'Restart',
    leave: 'Leave the lesson',
    finish: 'Finish the lesson',
    hide: 'Hide',
    show: 'Show the guide',
    roundOf: (n: number) => `Round ${n} of 4`,
    watch: {
      title: 'The others’ turn',
      guided: 'Watch: the others play their moves of the lesson.',
      own: 'Watch: the others play their own moves. The guide speaks again on your turn.',
    },
    rounds: {
      own: {
        title: 'Round 2: your own game',
        text: (first: string, second: string, prestige: string, scale: string) =>
          `From now on every move is yours, and ${first} and ${second} play their own game. At the end of each round the favourite of each guild (most of its goods) takes its guildmaster and a crest, and at the prestige guild (now the ${prestige}) the prestige crest too. Different crests score together: ${scale}. The craftsmen you win count in each guild’s majority at the end. Unsure of a move? Ask for a hint (H).`,
      },
      third: {
        title: 'Round 3',
        text: (prestige: string) =>
          `Halfway. The craftsmen waiting in the workshops are the next guildmasters: each round’s favourites take them. Talers buy goods now, and at the end the richest earns 5 VP. The prestige crest is at the ${prestige}.`,
      },
      last: {
        title: 'Round 4: the last',
        text: (prestige: string) =>
          `The last round: its favourites take the guildmaster and the craftsman under it too, then comes the final scoring. Goods left over score nothing and talers only for the richest: use them for favours, majorities and crests. The prestige crest is at the ${prestige}.`,
      },
    },
    own: {
      planTitle: 'Your plan',
      plan: 'Choose the guilds where your agents act this turn, one agent each: the list shows who leads each guild’s goods race and what its favourite takes. Then play your cards, or pass if nothing is worth an agent. Unsure? Ask for a hint (H).',
      actTitle: (guild: string) => `Your turn at the ${guild}`,
      act: 'Buy, sell, recruit a guest or do nothing: the panel offers what you can afford. Unsure? Ask for a hint (H): it shows what the hard bot would do, and why.',
    },
    end: {
      won: 'You won your first game of Norenberc!',
      lost: (winner: string) => `${winner} won this time: the next game is yours to win.`,
      text: 'The table counts every category; “How the points are counted” explains each one.',
    },
    moves: {
      plan: (guilds: string) => `plan ${guilds}`,
      pass: 'pass',
      nothing: 'do nothing',
      sell: (goods: string) => `sell ${goods}`,
      buy: (goods: string) => `buy ${goods}`,
      recruit: (window: number, payment: string) =>
        `recruit the guest in window ${window}, paying ${payment}`,
      toFront: 'and move to the front of the turn order',
    },
    refused: (move: string) => `Not in this lesson. The move asked for here: ${move}.`,
    wait: 'Wait a moment: the others are moving.',
    steps: {
      welcome: {
        title: 'Welcome to Norenberc',
        text: (first: string, second: string) =>
          `You are the merchant in blue, against ${first} and ${second}. Over four rounds you win over the craftsmen of the guilds by trading in their goods. Here are your talers, your goods (one of each) and your four agents. This first round is guided: each step shows one part of the rules. Rounds 2 to 4 are yours to play.`,
      },
      plan: {
        title: 'Plan in secret',
        text: (guilds: string, button: string) =>
          `Every turn begins with everyone choosing in secret where their agents will act: one agent per guild. Nobody sees your plan until the guild is called. Choose ${guilds} (the ring moves to the next one), then press “${button}”.`,
      },
      buy: {
        title: 'Buy at the guildmaster’s price',
        text: (guild: string, goods: string) =>
          `The guilds are called in their order, and the ${guild} come first. Here you buy up to 3 goods from the storehouse, each at the guildmaster’s price shown on the house. Goods win guilds’ favour at the end of the round and pay for guests. Buy ${goods}. (In a 4- or 5-player game the first turn limits buying where many planned the same guild; with three players there is no limit.)`,
      },
      called: {
        title: 'Called in turn order',
        text: (guild: string, other: string) =>
          `At the ${guild} several of you planned an action: each acts in the order of this track. ${other} was ahead of you, so he acted first; his agent is now on the guild’s roof.`,
      },
      craftsman: {
        title: 'Recruit a craftsman',
        text: (guild: string, guest: string, good: string, payment: string) =>
          `The guests in the lodgings cost goods, more the further right their window. The price of ${guest} can be paid in two ways: in ${good} alone, or with fewer ${good} and goods of any kind (the panel lists the ways you can afford). Pay ${payment}. You also earn a taler for each agent already on the ${guild}’ roof, and you may move to the front of the turn order: do so.`,
      },
      townsman: {
        title: 'A townsman with an ability',
        text: (guild: string, guest: string, payment: string) =>
          `Townsmen have abilities. The ${guest} in the ${guild}’ lodgings gives you an extra agent as soon as you recruit him, to use from the next turn, when you plan again (a star townsman acts at once, then goes back into the guest stack). Recruit him, paying ${payment}.`,
      },
      sell: {
        title: 'Sell',
        text: (guild: string, goods: string) =>
          `A guild buys its own goods at its guildmaster’s price. Sell ${goods} to the ${guild}: talers pay for goods next turn, and the richest player scores at the end.`,
      },
      pass: {
        title: 'Pass for the round',
        text: 'A new turn: whoever still has agents plans again. You still have the Councilman’s agent, and it could still earn you something (the Hint shows where); here the lesson has you pass, to show how a round ends. Passing (or having no agent left) makes you finished for the round; the others play on until they are finished too.',
      },
      roundEnd: {
        title: 'The end of a round',
        text: (guild: string) =>
          `Each guildmaster chooses a favourite: whoever has most of the guild’s goods; a tie goes to the one with more talers (see the ${guild}), then to the turn order. The favourite gives back one good and takes the guildmaster, a crest, and the prestige crest at the prestige guild. Then the agents come home, everyone earns 3 talers of income, the next craftsman slides down to be guildmaster, the lodgings are refilled and a new prestige guild is chosen. Follow it step by step below.`,
      },
    },
  },
  scoreHelp: {
    title: 'How the points are counted',
    townsmen: (noble: string, tax: string, foreman: string) =>
      `The VP of your townsmen: ${noble}, ${tax} (1 VP per 10 talers), ${foreman}.`,
    majorities: (apprentice: string) =>
      `In each guild, whose craftsmen are worth most: 1st 5 VP, 2nd 3 VP, 3rd 1 VP. A place nobody takes goes to the first; a tie goes to more tiles. An ${apprentice} adds 1 VP for each 2nd or 3rd place, counted here (not in the table by guild).`,
    thirtyPlus: '2 VP for each guild whose craftsmen you hold are worth 30 or more.',
    allTypes: '5 VP for at least one craftsman of every guild.',
    richest: '5 VP for the most talers (2 VP each when tied).',
    crests: (scale: string, engraver: string) =>
      `Different crests, each prestige crest (and an ${engraver}) counting as one more: ${scale}.`,
    /** The fewest crests, which score nothing: "0–2 → 0 VP". */
    crestNone: (most: number) => `0–${most} → 0 VP`,
    crestStep: (n: number, vp: number, more: boolean) => `${n}${more ? ' or more' : ''} → ${vp} VP`,
    notation: (example: string, value: number, tiles: number, vp: number) =>
      `In the majorities by guild, “${example}” reads: craftsmen worth ${value} in all, on ${plural(tiles, 'tile', 'tiles')}; the place they take in the guild; the ${vp} VP it brings.`,
  },
  away: {
    waiting: (name: string) => `${name} is away — waiting`,
    waitingAll: (names: readonly string[]) => `${listed(LOCALE, names)} are away — waiting`,
    playedBy: (name: string, bot: string) => `${name} is away — a stand-in (${bot}) plays for them`,
    giveTo: 'Let a bot play for them',
    takeBack: 'Wait for them instead',
  },
  newGame: {
    title: 'New game',
    seats: 'Players',
    name: 'Name',
    color: 'Colour',
    who: 'Played by',
    human: 'Human on this screen',
    addSeat: 'Add a player',
    /** A seat's field named with its seat, as a screen reader tells the rows apart. */
    seatField: (seat: number, field: string) => `Seat ${seat}: ${field}`,
    removeSeat: 'Remove',
    start: 'Start the game',
    defaultName: (n: number) => `Player ${n}`,
    needHuman: 'At least one player must be human to play on this screen.',
    uniqueColors: 'Each player needs a different colour.',
    onlyYou:
      'As a guest you play your own seat only: leave the others open for guests, or give them to bots.',
    guildsInPlay: (n: number, guilds: string) => `${n} players: the ${guilds} are in play.`,
    noHouseRules: 'The rulebook has no optional rules: every game is played by the full rules.',
    firstGame: 'First game? The rules end with a step-by-step guide.',
    /** Two seats or more go by one name (or names too alike): the seats' numbers, the name. */
    sameName: (seats: readonly number[], name: string) =>
      `Seats ${listed(LOCALE, seats.map(String))} go by the same name, “${name}”, or by names too alike to tell apart: give each player a name of their own.`,
    /** A name field at its limit: what it holds at most. */
    nameLimit: (max: number) => `At most ${max} characters.`,
  },
  hostGame: {
    code: "The evening's code",
    codeHelp:
      'The QR code and this address carry the code: guests who scan one or type the other come straight in. Those who open the bare address, or find the table in their app, type the code.',
    newCode: 'New code',
    newCodeHelp: 'A new code keeps out anyone not yet at a table; the players at the tables stay.',
    openDoor: 'Let anyone on this network in',
    openHelp: 'Without a code: only on a network you trust.',
    shutDoor: 'Ask guests for a code',
    openNow: 'The door is open: anyone on this network comes in without a code.',
    /** The household's screen while wrong codes are tried at the door (in the last minute). */
    doorTried: (wrong: number, addresses: number) =>
      `Someone is trying codes at the door: ${counted(LOCALE, wrong, { one: 'wrong code', other: 'wrong codes' })} in the last minute, from ${counted(LOCALE, addresses, { one: 'address', other: 'addresses' })}. Guests with the code still come in.`,
    askHost: "Guests also need the evening's code, shown on the host's screen.",
    lanFailed:
      'The table could not be opened to the network: check that this computer is on one, then try again.',
    autoStandIn: 'When a guest is away, a bot plays for them after',
    minutes: (n: number) => `${n} minutes`,
    title: 'Host a LAN game',
    tableName: 'Table name',
    nameListed: (name: string) => `Another table here is called “${name}” already: guests could mix them up.`,
    useName: (name: string) => `Call this one “${name}”`,
    seats: 'Seats',
    open: 'Open for a guest',
    me: 'Me',
    create: 'Open the table',
    address:
      'Guests scan the QR code with their phone, open this address in a browser, or find the table in their app:',
    qrLabel: (url: string) => `QR code: ${url}`,
    localOnly:
      'This app’s own table serves this computer only: guests on the network cannot reach it. To play with them, host from the desktop app (Host a LAN game), or run npx norenberc host in a terminal and open the page it prints as your own view.',
    /** A LAN host with no address on a network: bound to this computer alone, or on no network. */
    noNetwork: (bind: string) =>
      `This host has no address on a network: guests cannot reach it. If it was started with --bind ${bind} (this computer only), stop it (Ctrl+C) and start it again with npx norenberc host, which listens on every network; otherwise connect this computer to the guests’ network and start the host again.`,
    starting: 'Opening your table to the network…',
  },
  join: {
    /** An open seat in a table's list of players. */
    openSeat: 'open seat',
    /** Why a typed host address cannot be used. */
    noAnswer: (address: string) =>
      `Nothing answers at ${address}. Check the address the host shows, and that the host is still running.`,
    addressProblems: {
      empty: 'Type a host address, such as 192.168.1.20 or 192.168.1.20:7412.',
      unreadable: 'That is not a host address: type a name or number, with its port if it has one.',
      scheme: 'A host is reached over ws:// or http://.',
      'no-host': 'That address names no host.',
    } satisfies Record<AddressProblem, string>,
    title: 'Join a LAN game',
    tables: 'Tables on this host',
    none: 'No tables right now. They appear here as soon as someone opens one.',
    freeSeats: (n: number) => plural(n, 'free seat', 'free seats'),
    playing: 'playing',
    finished: 'finished',
    watch: 'Watch',
    join: 'Join',
    yourName: 'Your name',
    color: 'Colour',
    /** A table's colour picker left to the table. */
    anyColor: 'Any free colour',
    /** A colour a seat of the table plays already. */
    takenBy: (color: string, name: string) => `${color} (taken by ${name})`,
    manual: 'Another host',
    manualHelp: 'Where the network hides hosts, type the address the host shows (such as 192.168.1.20:7412).',
    connect: 'Connect',
    connectedTo: (name: string) => `Host “${name}”`,
    lan: 'Hosts found on your network',
    lanNone: 'No host found yet. Where the network blocks discovery, type the host’s address below.',
    open: 'Open',
  },
  door: {
    title: "The evening's code",
    help: "This host lets in the guests who have its code. The host's screen shows it, beside the QR code.",
    label: 'Code',
    placeholder: (n: number) => `${integer(LOCALE, n)} letters`,
    enter: 'Come in',
    shape: (n: number) => `A code is ${n} letters, such as KTZ WMP.`,
    /** Typed letters no code has, listed: most likely misread. */
    strayLetters: (letters: string) =>
      `No code has ${letters}: a code is made of consonants other than L, such as KTZ WMP. Check it against the host's screen.`,
    oldCode: "The code in this address is no longer the evening's: type the one the host's screen shows.",
    codeChanged: 'The host changed the code: ask for the new one.',
    removedTitle: 'Removed for the evening',
    addressRemovedTitle: 'This address is closed for the evening',
    retrying: 'This page tries the code it came with again by itself every few seconds.',
    yourTables: 'Your tables on this host',
    back: (name: string) => `Back to “${name}”`,
  },
  lobby: {
    removeEvening: 'Remove for the evening',
    removeConfirm: (name: string) =>
      `Remove ${name} for the evening? Their device and their player cannot come back to this host until it stops.`,
    title: (name: string) => `Lobby: ${name}`,
    open: 'Open seat — waiting for a guest',
    connected: 'connected',
    away: 'away',
    kick: 'Remove',
    toBot: 'Give to a bot',
    botLevel: 'Bot level',
    openSeat: 'Open',
    removeSeat: 'Remove the seat',
    addSeat: 'Add a seat',
    start: 'Start the game',
    waitingSeats: 'Waiting for every seat to be filled.',
    waitingHost: "Waiting for the table's creator to start the game.",
    end: 'Close the table',
    endConfirm: 'Close the table? Everyone at it is told so, and the table is gone.',
    spectators: (n: number) => plural(n, 'spectator', 'spectators'),
  },
  settings: {
    title: 'Settings',
    language: 'Language',
    speed: 'Animation speed',
    speeds: { off: 'Off', fast: 'Fast', normal: 'Normal', slow: 'Slow' } as Record<string, string>,
    sound: 'Sound',
    colourBlind: 'Colour-blind mode',
    colourBlindHelp: 'Adds patterns to the player colours (their shapes always show).',
    yourTurn: 'Your turn, while you are in another window',
    turnAlert: 'Show a notification',
    turnBell: 'Ring a bell',
    allowAlerts: 'Allow notifications',
    alertsAsk: 'Your browser asks once whether this page may show notifications.',
    alertsDenied: 'Your browser blocks notifications for this page: allow them in its site settings.',
    dataFolder: 'Open the data folder',
    dataFolderHelp: 'Your games, statistics and settings live there: copy the whole folder to back them up.',
    alertsUnsupported:
      'This browser cannot show notifications; the bell and the window title still call you.',
  },
  /** A guest at a LAN table: their seat to go back to, their name, their turn's call, a stand-in's lines. */
  guests: {
    backToSeat: 'Back to your seat',
    /** A finished game the guest played in: its final scores, and any rematch offered there. */
    seeScores: 'See the final scores',
    playedAs: (name: string) => `You played here, as ${name}.`,
    yourSeat: (name: string) => `You have a seat here, as ${name}.`,
    nameProblems: {
      empty: 'Type your name first.',
      long: 'That name is too long.',
      control: 'That name holds characters that cannot be shown.',
      invisible: 'That name shows nothing: use letters, digits or signs people can read.',
    } satisfies Record<NameProblem, string>,
    alertsInsecure: (address: string) =>
      `Browsers show system notifications only for secure pages (https, or an app on this device); ${address} is not one, so none can come here. What still calls you: the tab’s title says “Your turn”, and the bell below rings.`,
    playsFor: (bot: string, name: string) => `Stand-in for ${name}: ${bot}.`,
    isBack: (name: string) => `${name} is back and plays again.`,
    playedFor: (bot: string, name: string) => `${bot} stood in for ${name} for part of the game`,
    standInFor: (bot: string, name: string) => `${bot} (for ${name})`,
  },
  history: {
    title: 'Match history',
    noStore: 'This host keeps no match history.',
    status: 'Status',
    all: 'All',
    statuses: { playing: 'Playing', finished: 'Finished', abandoned: 'Abandoned' },
    players: 'Players',
    anyCount: 'Any number',
    count: (n: number) => plural(n, 'player', 'players'),
    date: 'Date',
    scores: 'Players and scores',
    winner: 'Winner',
    none: 'No matches here yet.',
    more: 'Show more',
    replay: 'Replay',
    continue: 'Continue',
  },
  records: {
    open: 'Open a game record…',
    help: 'A record saved from a replay (.json): it joins your history, to replay and review.',
    working: (file: string) => `Reading “${file}”…`,
    added: (file: string, match: number) => `“${file}” is in your history now, as match ${match}.`,
    held: (file: string, match: number, h: HeldAs): string => {
      switch (h.as) {
        case 'record':
          return `“${file}” was in your history already, as match ${match}.`;
        case 'game':
          return `“${file}” is the same game as match ${match} (the same deal and the same actions), which your history holds already: nothing was added.`;
        case 'part':
          return `“${file}” holds only the first ${h.actions} of the ${h.of} actions of match ${match}, which your history holds whole: nothing was added.`;
        case 'more':
          return `“${file}” is the game of match ${match} played further: your history holds its first ${h.actions} of ${h.of} actions, and keeps a game once: nothing was added.`;
        case 'other-actions':
          return `“${file}” was dealt as match ${match} (the same deal), but its actions part from that game’s at action ${h.at + 1}: a deal is played once, so nothing was added.`;
      }
    },
    replay: 'Replay it',
    failed: (file: string, why: string) => `“${file}” could not be opened: ${why}`,
    failedUnnamed: (why: string) => `The file could not be opened: ${why}`,
    notRecord: 'it is not a Norenberc game record.',
    tooLarge: 'it is too large to be a game record.',
    empty: 'it is empty.',
    notAFile: 'it is not a file: a folder or a device holds no game record.',
    missing: 'it is no longer there.',
    unreadable: 'the system does not let Norenberc read it.',
    standIn: (p: StandInProblem): string => {
      switch (p.kind) {
        case 'seat':
          return `a stand-in bot in it plays seat ${p.seat + 1}, but the game has only ${p.players} seats.`;
        case 'backwards':
          return `a stand-in bot in it ends before it begins (it starts at action ${p.from + 1} and ends before action ${p.to + 1}).`;
        case 'past-end':
          return `a stand-in bot in it plays past the game’s last action (action ${p.actions}).`;
        case 'overlap':
          return 'two stand-in bots in it play the same seat at the same time.';
      }
    },
    illegal:
      'it is not a game record Norenberc can replay (a move the rules do not allow, or a missing part).',
    namesAlike:
      'two of its players go by the same name, or by names that look the same: no table seats them so.',
    fingerprint:
      'its seed or its deal was changed after the game began: it is not the game its fingerprint was made of.',
    problem: (p: RecordProblem): string => {
      const player = (seat: number): string => `the name of player ${seat + 1}`;
      switch (p.kind) {
        case 'not-a-record':
          return messages.records.notRecord;
        case 'newer-format':
          return `it was made by a newer version of Norenberc (its format is ${p.format}; this version reads ${p.reads}): update Norenberc to open it.`;
        case 'missing':
          return `its part “${p.path}” is missing.`;
        case 'name':
          return {
            empty: `${player(p.seat)} is empty.`,
            long: `${player(p.seat)} is too long: a name has at most ${p.max} characters.`,
            control: `${player(p.seat)} holds characters that cannot be shown.`,
            invisible: `${player(p.seat)} shows nothing: a name needs letters, digits or signs people can read.`,
          }[p.problem];
        case 'players':
          return `it has ${p.count} players, where a game has ${p.min} to ${p.max}.`;
        case 'field':
          return `its part “${p.path}” is not as a game record has it.`;
        case 'stand-in':
          return messages.records.standIn(p.standIn);
        case 'deal':
          return 'its deal does not hold together (a tile placed twice or left out, the wrong number of townsmen, or a guild not in play).';
        case 'illegal-action':
          return `its action ${p.index + 1} (of ${p.actions}) is one the rules do not allow at that point of the game.`;
      }
    },
  },
  replay: {
    save: 'Save the record',
    fileName: (match: number) => `norenberc-match-${match}.json`,
    title: (id: number) => `Replay of match ${id}`,
    missing: (id: number) => `Match ${id} has no record to replay.`,
    broken: (index: number) =>
      `The record stops making sense at action ${index + 1}: the rules do not allow it.`,
    first: 'First',
    back: 'Back',
    forward: 'Forward',
    last: 'Last',
    seek: 'Position in the match',
    position: (step: number, total: number) => `Action ${step} of ${total}`,
    seat: 'Seen by',
    everyone: 'Everyone (public view)',
    actions: 'Actions',
    setup: 'Setup',
    step: (n: number) => `Action ${n}`,
    keys: 'Left and right arrows step through the match.',
  },
  review: review,
  ladder: ladder,
  shuffle: shuffle,
  tableMode,
  stats: {
    standInGames: 'Games a stand-in played part of (not counted)',
    title: 'Statistics',
    noGames: 'No finished matches yet.',
    players: 'Players',
    bots: 'Bots',
    games: 'Games',
    gameCount: (games: number) => plural(games, 'game', 'games'),
    seatsInGames: (seats: number, games: number) =>
      `${plural(seats, 'seat', 'seats')} in ${plural(games, 'game', 'games')}`,
    wins: 'Wins',
    seatWins: (wins: number, seats: number, rate: string) =>
      `${integer(LOCALE, wins)} of ${plural(seats, 'seat', 'seats')} (${rate})`,
    perSeat: 'A bot level fills several seats of a game: its wins, rates and averages are per seat.',
    winRate: 'Win rate',
    byCount: 'By player count',
    countLine: (players: number, games: string, rate: string) =>
      `${integer(LOCALE, players)} players: ${games}, ${rate} won`,
    averageScore: 'Average score',
    bestScore: 'Best score',
    crests: 'Crests per game',
    favouriteGuild: 'Favourite guild',
    favouriteTownsman: 'Most recruited townsman',
    form: 'Recent form (places, oldest first)',
    winRateOverTime: 'Win rate, game by game',
    gameAxis: 'Games played',
    afterGame: (game: number, day: string) => `After game ${integer(LOCALE, game)} (${day})`,
    categories: 'Average score by category',
    headToHead: 'Head to head',
    firstAhead: 'First named ahead',
    secondAhead: 'Second named ahead',
    tied: 'Tied',
    pairsPerSeat:
      'Against a bot level each of its seats is one meeting: a game against three of its seats makes three meetings, each won by whoever finished ahead.',
    /** Said for the dash where a player has no figure (an average with no game of their own). */
    noFigure: 'no games yet',
    none: '—',
  },
  game: {
    ...home.game,
    leave: 'Leave the game',
    leaveConfirm: 'Leave for now? The game waits for you: continue it from Home.',
    skip: 'Skip animations',
    scores: 'Scores',
    spectating: 'You are watching this game.',
    yourPlan: (name: string) => `${name}, your turn: choose your guilds.`,
    yourAction: (name: string, guild: string) => `${name}, your turn at the ${guild}.`,
    yourTurnTitle: (title: string) => `● Your turn · ${title}`,
  },
  table: {
    choices: 'Your choices',
    board: 'The board',
    square: 'The guest stack and the prestige crests',
    side: 'Your choices and the game log',
    players: 'Players',
    chip: (name: string, place: number, talers: string, agents: number) =>
      `${name}: ${place}. in the turn order, talers ${talers}, ${plural(agents, 'agent', 'agents')} available`,
    guilds: 'Guild houses',
    acting: 'Acting now',
    log: 'Log',
    logTitle: 'Game log and chat',
    menu: 'Menu',
    menuTitle: 'The game',
    offline: 'The host cannot be reached: your choices wait until it is back.',
  },
  chat: {
    title: 'Chat',
    show: 'Show the chat',
    hide: 'Hide the chat',
    unread: (n: number) => `${n} unread`,
    placeholder: 'Write to the table…',
    send: 'Send',
    empty: 'No messages yet.',
    readOnly: 'Players write here; you are watching.',
    quick: 'Quick phrases',
    creator: 'Host',
    phrases: {
      goodLuck: 'Good luck!',
      yourTurn: 'Your turn!',
      oneMoment: 'One moment, please.',
      wellPlayed: 'Well played!',
      niceMove: 'Nice move!',
      thanks: 'Thanks!',
      oops: 'Oops!',
      oneMore: 'One more game?',
    } satisfies Record<QuickPhrase, string>,
  },
  rematch: {
    playAgain: 'Play again',
    offered: 'Play again: the same seats, a new deal and a new turn order.',
    accept: 'Play again',
    decline: 'No, thanks',
    /** Told on another screen (a review) to a player seated in the rematch once it starts. */
    begun: 'The next game has begun, and you play in it.',
    goToGame: 'Go to the game',
    goOn: 'Go on without those still deciding',
    withdraw: 'Withdraw the offer',
    waitingHost: 'Waiting for the others…',
    declined: 'You declined the rematch.',
    /** The creator went on without this player's answer: their seat is open in the new game's lobby. */
    wentOn: 'The table went on without you: your seat waits for you.',
    takeSeat: 'Take your seat',
    /** Told to a watcher of the finished game. */
    playsAgain: 'The table plays again.',
    watchNext: 'Watch the next game',
    answers: { yes: 'plays again', no: 'declined', waiting: 'deciding…' } satisfies Record<
      RematchAnswer,
      string
    >,
  },
  series: {
    game: (game: number, games: number) => `Rematch series · game ${game} of ${games}`,
    wins: (name: string, wins: number) => `${name} ${wins}`,
  },
  undo: {
    button: 'Undo',
    /** On a hotseat hand-off's cover: whose decision it takes back. */
    buttonOf: (name: string) => `Take back ${name}’s last decision`,
    /** On the cover, read by the next player (`next`) or by the one who decided (`name`). */
    helpOf: (name: string, next: string, bots: boolean) =>
      `${name} changed their mind? This takes back ${name}’s last decision before ${next} plays.${bots ? " The bots' moves made since are taken back too, and they decide again." : ''}`,
    help: 'Takes back your last decision.',
    /** At a table with bots: their moves since go with it. */
    helpBots:
      "Takes back your last decision. The bots' moves made since are taken back too, and they decide again.",
    reasons: {
      'no-decision': 'Nothing to undo: no decision made yet.',
      finished: 'Nothing to undo: the game is over.',
      'round-ended': 'No undo: the round has ended since.',
      revealed: 'No undo: the plans were revealed since.',
      drawn: 'No undo: something was drawn at random since.',
      'other-acted': 'No undo: another player has played since.',
    } satisfies Record<TakeBackRefusal, string>,
    decisions: {
      plan: 'the plan',
      pass: 'the pass',
      sell: 'the sale',
      buy: 'the purchase',
      recruit: 'the recruitment',
      nothing: 'doing nothing',
    } satisfies Record<Action['type'], string>,
    tookBack: (name: string, decision: string, bots: number) =>
      `${name} takes back ${decision}${bots ? ` (and ${plural(bots, 'bot move', 'bot moves')} after it, decided again)` : ''}.`,
    key: 'Take back your last decision (where the game allows it)',
    allow: 'Undo: players may take back their last decision while nothing new has been revealed',
    used: (n: number): string => plural(n, 'take-back', 'take-backs'),
  },
};

export type Messages = typeof messages;
