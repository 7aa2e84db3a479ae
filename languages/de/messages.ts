// Deutsch: die Begriffe, die eine deutsche Ausgabe verwendet. Glossar: Gilde, Gildemeister (der
// Handwerker im untersten Werkstattfenster, sein Wert ist der Preis), Zunfthaus (guild house), Werkstatt,
// Lagerhaus (storehouse), Herberge mit Fenstern (lodgings), Gast/Gäste, Handwerker, Bürger
// (townsmen), Agent, Dach, Wappen, Prestigegilde und Prestigewappen, Günstling (favourite), Taler,
// Siegpunkte (SP), Mehrheiten, Runde, Zug, Planung, Reihenfolge (turn order), Mond (passen).
import type { GoodId, RecordProblem, StandInProblem } from '../../engine/index.ts';
import type { BotLevel } from '../../protocol/messages.ts';
import type { HeldAs } from '../../protocol/history.ts';
import type { QuickPhrase } from '../../protocol/chat.ts';
import type { RematchAnswer } from '../../protocol/rematch.ts';
import type { Messages } from '../en/messages.ts';
import { review } from './review.ts';
import { advice, hints } from './hints.ts';
import { ladder } from './ladder.ts';
import { shuffle } from './shuffle.ts';
import { tableMode } from './tableMode.ts';
import { counted, integer, listed } from '../format.ts';
import { dativePlural } from './grammar.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts, numbers and dates (Intl). */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });
const talers = (n: number): string => plural(n, 'Taler', 'Taler');
/** A good counted: its name in the singular for one, in the plural otherwise ("1 Pastry", "2 Pastries"). */
const GOODS_COUNTED: Record<GoodId, { one: string; other: string }> = {
  beer: { one: 'Bier', other: 'Bier' },
  pastries: { one: 'Backware', other: 'Backwaren' },
  shoes: { one: 'Schuh', other: 'Schuhe' },
  pages: { one: 'Druckbogen', other: 'Druckbögen' },
  cloth: { one: 'Tuch', other: 'Tuch' },
  hats: { one: 'Hut', other: 'Hüte' },
};

export const messages: Messages = {
  ...home,
  botLevels: { easy: 'Leicht', medium: 'Mittel', hard: 'Schwer' },
  colors: { yellow: 'Gelb', blue: 'Blau', orange: 'Orange', green: 'Grün', red: 'Rot' },
  guilds: {
    brewers: 'Brauer',
    bakers: 'Bäcker',
    shoemakers: 'Schuster',
    printers: 'Drucker',
    tailors: 'Schneider',
    hatmakers: 'Hutmacher',
  },
  craftsmen: {
    brewers: 'Brauer',
    bakers: 'Bäcker',
    shoemakers: 'Schuster',
    printers: 'Drucker',
    tailors: 'Schneider',
    hatmakers: 'Hutmacher',
  },
  goods: {
    beer: 'Bier',
    pastries: 'Backwaren',
    shoes: 'Schuhe',
    pages: 'Druckbögen',
    cloth: 'Tuch',
    hats: 'Hüte',
  },
  goodCount: (n: number, good: GoodId) => counted(LOCALE, n, GOODS_COUNTED[good]),
  townsmen: {
    councilman: 'Ratsherr',
    burglar: 'Dieb',
    guardsman: 'Stadtwache',
    musician: 'Musikant',
    peddler: 'Hausierer',
    mayor: 'Bürgermeister',
    nobleman: 'Edelmann',
    taxCollector: 'Steuereintreiber',
    engraver: 'Graveur',
    foreman: 'Werkmeister',
    apprentice: 'Lehrling',
  },
  abilities: {
    councilman: () =>
      'Gibt dir sofort einen weiteren Agenten (höchstens 8), einsetzbar ab dem nächsten Zug. Danach geht er zurück in den Gästestapel.',
    burglar: () =>
      'Nimm sofort zwei Waren eines anderen Spielers; das Opfer erhält für jede den aktuellen Gildemeisterpreis. Danach geht er zurück in den Gästestapel.',
    guardsman: () =>
      'Tausche sofort zwei sichtbare Handwerker derselben Gilde, in Werkstätten (nicht Gildemeister) oder Herbergen, auch zwischen Gilden. Danach geht er zurück in den Gästestapel.',
    musician: (v: number | null) => `Bei jedem Einkommen einer Runde erhältst du ${v ?? 3} Taler mehr.`,
    peddler: () =>
      'Lege eine deiner Waren auf ihn: Sie zählt wie 4 Waren dieser Art, wenn die Günstlinge dieser Runde bestimmt werden. Danach erhältst du die Ware zurück (außer du bist der Günstling dieser Gilde ohne andere Ware dieser Art: Dann gibst du sie der Gilde) und er geht zurück in den Gästestapel.',
    mayor: () =>
      'Setze ihn für den Rest des Spiels auf das Dach einer Gilde: Bei jedem Einkommen erhält jeder Spieler 1 Taler je eigenem Handwerker dieser Gilde.',
    nobleman: (v: number | null) => `Bei Spielende: ${v ?? 2} SP.`,
    taxCollector: () => 'Bei Spielende: 1 SP je 10 Taler, die du besitzt.',
    engraver: () => 'Bei Spielende zählt er in deiner Wappensammlung als ein weiteres Prestigewappen.',
    foreman: (v: number | null) => `Bei Spielende: 1 SP je eigenem Handwerker mit Wert ${v ?? 2}.`,
    apprentice: () =>
      'Bei Spielende: 1 SP für jeden 2. oder 3. Platz, den du bei den Handwerker-Mehrheiten belegst.',
  },
  triggers: {
    star: 'Stern: wirkt sofort, wenn er angeworben wird',
    moon: 'Mond: wirkt am Ende jeder Runde',
    sun: 'Sonne: zählt bei Spielende',
  },
  tile: {
    valued: (name: string, value: number) => `${name}, Wert ${value}`,
    agentPlus: 'Agent+: Wer diesen Handwerker nimmt, erhält einen Agenten (höchstens 8).',
    craftsmanHelp:
      'Handwerker zählen bei Spielende für die Mehrheit ihrer Gilde (Summe der Werte), für 30er-Sätze und dafür, jede Art zu besitzen.',
    townsman: (name: string) => `Bürger: ${name}`,
  },
  board: {
    guildHouse: (guild: string) => `Zunfthaus der ${guild}`,
    price: 'Preis',
    priceHelp: (price: number, good: string) =>
      `Der Wert des Gildemeisters bestimmt den Preis: Die Gilde kauft ${good} für je ${talers(price)} und verkauft jede Ware ihres Lagerhauses für je ${price}.`,
    guildmaster: 'Gildemeister',
    guildmasterHelp: (tile: string) =>
      `${tile} ist Gildemeister. Am Ende der Runde geht er an den Günstling dieser Gilde: den Spieler mit den meisten ihrer Waren.`,
    noGuildmaster:
      'Kein Gildemeister: Der Günstling hat ihn genommen, der nächste rückt am Ende der Runde nach.',
    workshop: (window: number, round: number) =>
      `Werkstattfenster ${window}: Gildemeister der Runde ${round}`,
    stack: (top: string, under: string) =>
      `Der Zweierstapel: ${top} auf ${under}. In Runde 4 ist das obere Plättchen Gildemeister und der Günstling nimmt beide.`,
    emptyWindow: 'Leeres Fenster',
    lodgings: (window: number) => `Herbergsfenster ${window}`,
    lodgingPrice: (window: number, good: GoodId) => {
      const goods = (n: number): string => messages.goodCount(n, good);
      return (
        [
          goods(1),
          `${goods(1)} + 1 beliebige Ware`,
          `${goods(2)} oder ${goods(1)} + 2 beliebige Waren`,
          `${goods(3)} oder ${goods(2)} + 2 beliebige Waren`,
        ][window - 1] ?? ''
      );
    },
    recruitPrice: (price: string) => `Um diesen Gast anzuwerben, zahle ${price} ins Lagerhaus.`,
    leftmostGoes: 'Der Gast in diesem Fenster verlässt am Ende der Runde das Spiel.',
    storehouse: 'Lagerhaus',
    storehouseHelp: (price: number) =>
      `Wer bei dieser Gilde handelt, kann die Waren hier kaufen, jede Art, für je ${talers(price)} (bis zu 3 je Aktion).`,
    storehouseEmpty: 'Das Lagerhaus ist leer.',
    roof: 'Dach',
    roofHelp: (agents: number) =>
      `${plural(agents, 'Agent', 'Agenten')} auf dem Dach. Wer hier anwirbt, erhält 1 Taler je Agent, der schon auf dem Dach steht. Die Agenten kehren am Ende der Runde heim.`,
    mayor: 'Bürgermeister',
    mayorHelp: (guild: string) =>
      `Auf diesem Dach sitzt ein Bürgermeister: Bei jedem Einkommen erhält jeder Spieler 1 Taler je eigenem Handwerker der ${guild}.`,
    crests: (n: number) => `${plural(n, 'Wappen', 'Wappen')} übrig`,
    crestsHelp: (guild: string) =>
      `Der Günstling der ${guild} nimmt am Ende jeder Runde eines dieser Wappen. Verschiedene Wappen zählen bei Spielende.`,
    prestige: 'Prestigegilde',
    prestigeHelp: (guild: string) =>
      `Die ${guild} sind die Prestigegilde dieser Runde (höchster Gildemeister, nicht die Prestigegilde der Vorrunde): Ihr Günstling nimmt auch das Prestigewappen.`,
    previousPrestige: 'Prestigegilde der Vorrunde: kann in dieser Runde nicht Prestigegilde sein.',
    guestStack: (n: number) => `${plural(n, 'Gast', 'Gäste')} im Stapel`,
    guestStackHelp:
      'Verdeckte Gäste (Handwerker und Bürger), die am Ende jeder Runde die Herbergen auffüllen. Bürger mit Stern und Hausierer werden wieder eingemischt.',
    prestigeSupply: (n: number) => `${plural(n, 'Prestigewappen', 'Prestigewappen')} im Vorrat`,
    lodgingCosts:
      'Anwerben kostet, Herbergsfenster 1 bis 4: 1 · 1+1 · 2 oder 1+2 · 3 oder 2+2 (Waren der Gilde + beliebige Waren).',
    prestigeSupplyHelp:
      'Zu Beginn jeder Runde geht ein Prestigewappen an die Prestigegilde; ihr Günstling nimmt es am Ende.',
    turnOrder: 'Reihenfolge',
    turnOrderHelp:
      'Bei jeder Gilde handeln die Spieler in dieser Reihenfolge. Wer anwirbt, darf nach vorne rücken. Sie entscheidet auch Gleichstände um Günstlinge.',
    revealedCards: (names: string) => `Hier aufgedeckte Karten: ${names}`,
    acting: (name: string) => `${name} ist hier am Zug`,
  },
  player: {
    talers: 'Taler',
    talersHidden: 'Taler bleiben bis zum Ende geheim',
    talersHelp:
      'Deine Taler: Nur du siehst sie bis zum Spielende (ein Gleichstand um einen Günstling deckt sie auf).',
    agents: (available: number, total: number) => `${available} von ${total} Agenten verfügbar`,
    agentsHelp:
      'Jede geplante Karte braucht einen Agenten. Agenten auf Dächern kehren am Ende der Runde zurück. Höchstens 8.',
    goods: 'Waren',
    goodsHelp: 'Wer am Ende der Runde die meisten Waren einer Gilde hat, wird ihr Günstling.',
    noGoods: 'keine Waren',
    craftsmenGroup: (guild: string, count: number, value: number) =>
      `${guild}: ${plural(count, 'Handwerker', 'Handwerker')}, Gesamtwert ${value}`,
    crests: 'Wappen',
    crestsHelp: (distinct: number) =>
      `Bisher ${plural(distinct, 'verschiedenes Wappen', 'verschiedene Wappen')} (jedes Prestigewappen zählt als verschieden).`,
    cards: (n: number) => `${plural(n, 'Karte', 'Karten')} geplant`,
    finished: 'Für diese Runde fertig (Mondseite oben)',
    planning: 'Plant noch',
    planned: 'Hat geplant',
    peddler: (good: string) => `Hausierer mit ${good} beladen: zählt als 4 für den Günstling dieser Runde`,
    away: 'Abwesend: wartet auf die Rückkehr dieses Spielers',
    standIn: (level: BotLevel) =>
      `Abwesend: Solange spielt der ${{ easy: 'leichte', medium: 'mittlere', hard: 'schwere' }[level]} Bot`,
  },
  phase: {
    round: (round: number) => `Runde ${round} von 4`,
    turn: (turn: number) => `Zug ${turn}`,
    planning: 'Planung',
    action: (guild: string) => `Aktion: ${guild}`,
    finished: 'Spielende',
  },
  planning: {
    title: 'Plane deine Aktionen',
    help: (cards: number) =>
      `Wähle die Gilden, bei denen du in diesem Zug handelst: eine Karte je Gilde, jede mit einem Agenten, höchstens ${plural(cards, 'Karte', 'Karten')}. Niemand sieht deine Wahl, bevor die Gilde aufgerufen wird.`,
    /** Said with the count when a guild is chosen or dropped. */
    toggled: (guild: string, chosen: boolean) => `${guild} ${chosen ? 'gewählt' : 'abgewählt'},`,
    chosen: (n: number, max: number) => `${n} von ${max}`,
    confirm: (n: number) => `${plural(n, 'Karte', 'Karten')} spielen`,
    pass: 'Für die Runde passen',
    passHelp: 'Wer passt, dreht seinen Passmarker auf den Mond: In dieser Runde keine Aktionen mehr.',
    passConfirm: 'Für den Rest dieser Runde passen?',
    waiting: 'Warten auf',
    done: 'bereit',
    thinking: 'plant …',
    finished: 'fertig',
  },
  turn: {
    title: (guild: string) => `Deine Aktion: ${guild}`,
    price: (price: number) => `Gildemeisterpreis ${price}`,
    sell: 'Verkaufen',
    /** The steppers, naming the good they count (`one`: one of it, "1 Beer"). */
    sellMore: (one: string) => `${one} mehr verkaufen`,
    sellFewer: (one: string) => `${one} weniger verkaufen`,
    buyMore: (one: string) => `${one} hinzufügen`,
    buyFewer: (one: string) => `${one} entfernen`,
    sellHelp: (good: string, price: number) => `Verkaufe ${good} an die Gilde, für je ${talers(price)}.`,
    sellButton: (goods: string, total: number) => `${goods} für ${talers(total)} verkaufen`,
    buy: 'Kaufen',
    buyHelp: (price: number, limit: number) =>
      `Kaufe bis zu ${plural(limit, 'Ware', 'Waren')} beliebiger Art aus dem Lagerhaus, für je ${talers(price)}.`,
    buyButton: (n: number, total: number) => `${plural(n, 'Ware', 'Waren')} für ${talers(total)} kaufen`,
    buyTotal: (total: number) => `Zusammen ${talers(total)}`,
    purse: (n: number) => `du hast ${talers(n)}`,
    recruit: 'Anwerben',
    recruitHelp:
      'Wähle einen Gast in der Herberge (auf dem Plan hervorgehoben) und zahle den Preis seines Fensters.',
    recruitWindow: (window: number, guest: string) => `Fenster ${window}: ${guest}`,
    choosePayment: 'Zahlen mit',
    bonus: (n: number) => `+${talers(n)} von den Agenten auf dem Dach`,
    toFront: 'An die Spitze der Reihenfolge rücken',
    toFrontHelp: 'Freiwillig: Dein Marker kommt nach vorne; wer davor stand, rückt einen Platz zurück.',
    recruitButton: 'Anwerben',
    /** Why Recruit waits, said beside it: the choice still missing. */
    recruitWaits: { payment: 'Wähle, wie du zahlst.', ability: 'Wähle, was der Bürger tut.' },
    nothing: 'Nichts tun',
    nothingHelp: 'Dein Agent geht trotzdem aufs Dach.',
    burglarTitle: 'Dieb: Wen bestehlen?',
    burglarNone: 'Nichts nehmen',
    burglarGoods: 'Nehmen',
    guardsmanTitle: 'Stadtwache: zwei Handwerker tauschen',
    guardsmanNone: 'Nichts tauschen',
    guardsmanPair: (a: string, b: string) => `${a} ⇄ ${b}`,
    inWorkshop: (tile: string, guild: string, window: string | null) =>
      `${tile} in der Werkstatt der ${guild}${window ? `, ${window}` : ''}`,
    inLodgings: (tile: string, guild: string, window: string | null) =>
      `${tile} in der Herberge der ${guild}${window ? `, ${window}` : ''}`,
    workshopWindows: ['direkt über dem Gildemeister', 'zweites Fenster von oben', 'ganz oben'],
    lodgingsWindows: ['ganz links', 'zweites Fenster von links', 'zweites Fenster von rechts', 'ganz rechts'],
    peddlerTitle: 'Hausierer: Welche Ware kommt auf ihn?',
    peddlerCarries: (good: string) =>
      `Der Hausierer trägt: ${good}, die einzige Ware, die er nehmen kann. Sie zählt als 4 für den Günstling dieser Runde.`,
    mayorTitle: 'Bürgermeister: Auf welches Gildendach?',
  },
  waiting: {
    forPlanning: (names: string) => `Warten auf die Planung von ${names}`,
    forAction: (name: string, guild: string) => `${name} handelt: ${guild}`,
    bot: 'überlegt',
    yourPlan: (guilds: string) => `Deine Karten: ${guilds}`,
    passed: 'Du bist für diese Runde fertig.',
  },
  log: {
    title: 'Spielverlauf',
    empty: 'Noch ist nichts geschehen.',
    roundStarted: (round: number, prestige: string | null) =>
      `Runde ${round} beginnt${prestige ? `; die ${prestige} sind die Prestigegilde` : ''}.`,
    turnStarted: (turn: number) => `Zug ${turn}: Planung.`,
    planned: (name: string, n: number) => `${name} plant ${plural(n, 'Karte', 'Karten')}.`,
    passed: (name: string) => `${name} passt für die Runde.`,
    guildCalled: (guild: string, names: string) => `Die ${guild} werden aufgerufen: ${names}.`,
    sold: (name: string, goods: string, earned: number) => `${name} verkauft ${goods} für ${talers(earned)}.`,
    bought: (name: string, goods: string, paid: number) => `${name} kauft ${goods} für ${talers(paid)}.`,
    recruited: (name: string, guest: string, payment: string, bonus: number) =>
      `${name} wirbt ${guest} an, zahlt ${payment}${bonus ? ` und erhält ${talers(bonus)} vom Dach` : ''}.`,
    movedToFront: (name: string) => `${name} rückt an die Spitze der Reihenfolge.`,
    didNothing: (name: string, guild: string) => `${name} tut nichts (${guild}).`,
    agentGained: (name: string, total: number) => `${name} erhält einen Agenten (jetzt ${total}).`,
    agentAtMaximum: (name: string) => `${name} hat schon 8 Agenten: keiner mehr.`,
    burgled: (name: string, victim: string, goods: string, compensation: number) =>
      `Der Dieb von ${name} nimmt ${goods} von ${victim}; ${victim} erhält ${talers(compensation)}.`,
    burglarTookNothing: (name: string) => `Der Dieb von ${name} nimmt nichts.`,
    guardsmanSwapped: (name: string, a: string, b: string) =>
      `Die Stadtwache von ${name} tauscht ${a} und ${b}.`,
    guardsmanSwappedNothing: (name: string) => `Die Stadtwache von ${name} tauscht nichts.`,
    peddlerLoaded: (name: string, good: string) => `${name} belädt den Hausierer mit ${good}.`,
    mayorPlaced: (name: string, guild: string) => `${name} setzt den Bürgermeister aufs Dach der ${guild}.`,
    townsmanReshuffled: (guest: string) => `${guest} geht zurück in den Gästestapel.`,
    turnEnded: (names: string) => (names ? `Zug beendet; jetzt fertig: ${names}.` : 'Zug beendet.'),
    roundEnded: (round: number) => `Runde ${round} ist vorbei.`,
    favourite: (guild: string, name: string, count: number) =>
      `${name} ist mit ${plural(count, 'Ware', 'Waren')} Günstling der ${guild}.`,
    noFavourite: (guild: string) =>
      `Niemand hat Waren der ${guild}: kein Günstling, der Gildemeister verlässt das Spiel.`,
    peddlerReturned: (name: string) => `Der Hausierer von ${name} geht zurück in den Gästestapel.`,
    agentsReclaimed: 'Alle holen ihre Agenten von den Dächern zurück.',
    income: (name: string, total: number) => `${name} erhält ${talers(total)}.`,
    guildmasterSlid: (guild: string, tile: string) => `${tile} wird Gildemeister der ${guild}.`,
    lodgingsRefilled: (guild: string, n: number) =>
      `Die Herberge der ${guild} wird aufgefüllt (${plural(n, 'neuer Gast', 'neue Gäste')}).`,
    prestigeChosen: (guild: string) => `Die ${guild} werden Prestigegilde.`,
    gameEnded: 'Das Spiel ist zu Ende.',
  },
  roundEnd: {
    title: (round: number) => `Ende der Runde ${round}`,
    step: (n: number, of: number) => `Schritt ${n} von ${of}`,
    /** A long step shown a page at a time (a table's display). */
    page: (n: number, of: number) => `Seite ${n} von ${of}`,
    favourites: 'Die Gildemeister wählen ihre Günstlinge',
    favourite: (name: string, count: number) => `${name}, mit ${plural(count, 'Ware', 'Waren')},`,
    takes: (tiles: string, prestige: boolean) =>
      `nimmt ${tiles}, ein Wappen${prestige ? ' und das Prestigewappen' : ''}`,
    tieTalers: (revealed: readonly { name: string; talers: number }[]) =>
      `Gleichstand bei den Waren, entschieden durch Taler (aufgedeckt: ${listed(
        LOCALE,
        revealed.map((r) => `${r.name} (${talers(r.talers)})`),
      )}).`,
    givesBack: (name: string, goods: string) => `${name} gibt ${goods} an die Gilde zurück.`,
    agentsWith: (name: string, gained: number, total: number) =>
      `${name} erhält ${gained === 1 ? 'mit dem Handwerker einen Agenten' : `mit den Handwerkern ${gained} Agenten`} (jetzt ${total}).`,
    mostAgents: (name: string) => `${name} hat schon 8 Agenten: keinen mit dem Handwerker.`,
    peddlerBack: (name: string, good: string | null) =>
      good
        ? `Der Hausierer von ${name} geht zurück in den Gästestapel; ${name} behält die Ware, die er trug (${good}).`
        : `Der Hausierer von ${name} geht zurück in den Gästestapel.`,
    tieTurnOrder: 'Gleichstand bei Waren und Talern, entschieden durch die Reihenfolge.',
    noFavourite: 'Niemand hat diese Waren: kein Günstling, der Gildemeister verlässt das Spiel.',
    income: 'Einkommen',
    incomeLine: (base: number, musicians: number, mayors: number) =>
      [
        `${base} Grundeinkommen`,
        musicians ? `${musicians} Musikant` : '',
        mayors ? `${mayors} Bürgermeister` : '',
      ]
        .filter(Boolean)
        .join(' + '),
    guildmasters: 'Neue Gildemeister rücken nach',
    lodgings: 'Die Herbergen werden aufgefüllt',
    discarded: (tile: string) => `${tile} geht`,
    drawn: (tiles: string) => `neu: ${tiles}`,
    nothingNew: 'kein neuer Gast',
    prestige: 'Neue Prestigegilde',
    agents: 'Die Agenten kehren von den Dächern heim',
    continue: 'Weiter',
  },
  scoring: {
    title: 'Schlusswertung',
    /** Victory points, abbreviated. */
    vp: 'SP',
    categories: {
      townsmen: 'Bürger',
      majorities: 'Handwerker-Mehrheiten',
      thirtyPlus: 'Sätze mit Wert 30+',
      allTypes: 'Jede Handwerkerart',
      richest: 'Reichster Spieler',
      crests: 'Wappensammlung',
    },
    total: 'Siegpunkte gesamt',
    talers: 'Taler',
    craftsmen: 'Handwerker',
    craftsmenValue: 'Handwerkerwert',
    rank: 'Platz',
    winner: (names: string) => `${names} gewinnt Norenberc!`,
    sharedWin: (names: string) => `${names} teilen sich den Sieg!`,
    clearWin: (vp: number, next: number) => `${vp} SP gegen ${next}.`,
    byCraftsmen: (vp: number, a: number, b: number) =>
      `Gleichstand mit ${vp} SP; mehr Handwerker entscheiden (${a} gegen ${b}).`,
    byValue: (vp: number, a: number, b: number) =>
      `Gleichstand bei ${vp} SP und Handwerkern; der höhere Handwerkerwert entscheidet (${a} gegen ${b}).`,
    fullTie: 'Gleichstand bei SP, Handwerkern und Handwerkerwert: Der Sieg wird geteilt.',
    aheadOf: (a: string, b: string) => `${a} liegt vor ${b}.`,
    sharedRank: (names: string, rank: number) => `${names} teilen sich den ${rank}. Platz.`,
    crestCount: 'Verschiedene Wappen',
    byRound: 'Stand Runde für Runde',
    byRoundHelp: 'SP nach jeder Runde, wie alle sie sehen konnten (ohne Taler), dann das Endergebnis.',
    roundLabel: (n: number) => `Runde ${n}`,
    final: 'Ende',
    majoritiesTitle: 'Mehrheiten je Gilde',
    stoodIn: (bots: string) => `vertreten von ${bots}`,
    guildHead: 'Gilde',
    place: (n: number) => ['', '1.', '2.', '3.'][n] ?? '',
  },
  aids: {
    standings: 'Zwischenstand',
    standingsTitle: 'Stand, wenn das Spiel jetzt endete',
    standingsHelp:
      'Aus dem, was alle sehen. Taler sind geheim: Die SP des reichsten Spielers und der Steuereintreiber sind nicht mitgezählt.',
    taxCollectors: (n: number) => `+ ${plural(n, 'Steuereintreiber', 'Steuereintreiber')} (1 SP je 10 Taler)`,
    total: 'SP jetzt',
    crests: 'Verschiedene Wappen',
    places: 'Plätze bei den Mehrheiten',
    price: (n: number) => `Preis ${n}`,
    store: (n: number) => `Lagerhaus ${n}`,
    yours: (n: number) => `du hast ${n}`,
    leads: (name: string, n: number) => `${name} führt (${n})`,
    tied: (names: string, n: number) => `Gleichstand (${n}): ${names}`,
    allTied: (n: number) => `alle gleich (${n})`,
    noLeader: 'noch hat niemand welche',
    prize: (what: string) => `Günstling erhält ${what}`,
    crest: 'Wappen',
    prestigeCrest: 'Prestigewappen',
    lead: (guild: string) => `Du übernimmst die Führung im Rennen um die Gunst der ${guild}.`,
    tie: (guild: string) => `Du ziehst gleich mit der Spitze im Rennen um die Gunst der ${guild}.`,
    fallBack: (guild: string) =>
      `Du fällst auf einen Gleichstand an der Spitze im Rennen um die Gunst der ${guild} zurück.`,
    lost: (guild: string) => `Du verlierst die Führung im Rennen um die Gunst der ${guild}.`,
    /** From a shared lead to behind: never "the lead", which the seat did not hold alone. */
    lostShare: (guild: string) =>
      `Du verlierst deinen Anteil an der Führung im Rennen um die Gunst der ${guild}.`,
    burglarTakes: (goods: string, victim: string, paid: number) =>
      `Dein Dieb nimmt ${victim} ${goods}; ${victim} erhält ${talers(paid)}.`,
  },
  hints: hints,
  advice: advice,
  keys: {
    skipLinks: 'Sprunglinks',
    panel: 'Zu deinen Entscheidungen',
    board: 'Zum Spielplan',
    players: 'Zu den Spielern',
    open: 'Tasten',
    title: 'Tastatur',
    tab: 'Von Element zu Element; jedes erklärt sich selbst',
    guilds: 'Eine Gilde wählen oder abwählen (Planung)',
    enter:
      'Den Knopf drücken, auf dem der Fokus steht; sonst die aktuelle Wahl bestätigen: Karten spielen, verkaufen, kaufen, anwerben',
    modes: 'Verkaufen, kaufen oder anwerben (deine Aktion bei einer Gilde)',
    windows: 'Ein Herbergsfenster wählen (Anwerben)',
    arrows:
      'Die Wahl in einer Gruppe von Optionen verschieben: wie du handelst, ein Herbergsfenster, eine Bezahlung',
    nothing: 'Zu „Nichts tun“ springen (Eingabe führt es dann aus)',
    standings: 'Stand, wenn das Spiel jetzt endete',
    you: 'Deine Taler, Agenten, Waren und Plättchen hören',
    guild:
      'Preis, Lagerhaus, Gildemeister und Herberge der Gilde hören, bei der du bist oder die aufgerufen ist (sonst jeder Gilde)',
    points: 'Den Stand hören',
    escape: 'Animationen überspringen; ein Fenster schließen; eine Rückfrage abbrechen (wie Abbrechen)',
    hint: 'Den schweren Bot um einen Tipp bitten (wo die Partie Tipps erlaubt)',
    help: 'Diese Liste',
    names: { tab: 'Tab', enter: 'Eingabe', escape: 'Esc', undo: 'Strg+Z' },
  },
  handoff: {
    title: (name: string) => `Gib den Bildschirm an ${name} weiter`,
    help: 'Der Spielplan verbirgt die Geheimnisse aller, bis der richtige Spieler vor dem Bildschirm sitzt.',
    ready: (name: string) => `Ich bin ${name}: meine Karten zeigen`,
    retaken: (name: string) => `${name}s Entscheidung ist zurückgenommen`,
    retakenHelp: (name: string) =>
      `${name} entscheidet neu. Wer den Bildschirm hält, gibt ihn ${name} zurück: bis dahin verbirgt der Spielplan die Geheimnisse aller.`,
    recap: 'Seit deinem letzten Zug',
    recapEmpty: 'Seit deinem letzten Zug ist nichts geschehen.',
    recapFirst: 'Seit Beginn der Partie',
    recapFirstEmpty: 'Noch wurde nichts gespielt: Die Partie beginnt mit dir.',
  },
  catchUp: {
    title: 'Während du weg warst',
    reopened: 'Wo du aufgehört hast',
    boardNow: 'Der Spielplan zeigt die Partie, wie sie jetzt steht.',
    game: 'Das Spiel',
    done: 'Zurück zu meinem Zug',
  },
  lesson: {
    ...home.lesson,
    preparing: 'Die geführte Partie wird vorbereitet…',
    learner: 'Neuling',
    label: 'Anleitung',
    step: (n: number, total: number) => `Schritt ${n} von ${total}`,
    next: 'Weiter',
    restart: 'Neu beginnen',
    leave: 'Lektion verlassen',
    finish: 'Lektion beenden',
    hide: 'Ausblenden',
    show: 'Anleitung zeigen',
    roundOf: (n: number) => `Runde ${n} von 4`,
    watch: {
      title: 'Die anderen sind am Zug',
      guided: 'Schau zu: Die anderen spielen ihre Züge der Lektion.',
      own: 'Schau zu: Die anderen spielen ihre eigenen Züge. Der Leitfaden meldet sich, wenn du dran bist.',
    },
    rounds: {
      own: {
        title: 'Runde 2: deine eigene Partie',
        text: (first: string, second: string, prestige: string, scale: string) =>
          `Ab jetzt ist jeder Zug deiner, und ${first} und ${second} spielen ihre eigene Partie. Am Ende jeder Runde nimmt der Günstling jeder Gilde (wer die meisten ihrer Waren hat) ihren Gildemeister und ein Wappen, bei der Prestigegilde (jetzt die ${prestige}) auch das Prestigewappen. Verschiedene Wappen zählen zusammen: ${scale}. Die Handwerker, die du gewinnst, zählen am Ende für die Mehrheit jeder Gilde. Unsicher? Frag nach einem Tipp (H).`,
      },
      third: {
        title: 'Runde 3',
        text: (prestige: string) =>
          `Halbzeit. Die Handwerker, die in den Werkstätten warten, sind die nächsten Gildemeister: Die Günstlinge jeder Runde nehmen sie. Taler kaufen jetzt Waren, und am Ende bekommt der Reichste 5 SP. Das Prestigewappen liegt bei den ${dativePlural(prestige)}.`,
      },
      last: {
        title: 'Runde 4: die letzte',
        text: (prestige: string) =>
          `Die letzte Runde: Ihre Günstlinge nehmen auch den Handwerker unter dem Gildemeister, dann kommt die Schlusswertung. Übrige Waren zählen nichts und Taler nur für den Reichsten: Setz sie für Gunst, Mehrheiten und Wappen ein. Das Prestigewappen liegt bei den ${dativePlural(prestige)}.`,
      },
    },
    own: {
      planTitle: 'Dein Plan',
      plan: 'Wähle die Gilden, in denen deine Agenten diesen Zug handeln, je einen Agenten: Die Liste zeigt, wer im Warenrennen jeder Gilde führt und was ihr Günstling bekommt. Dann spiel deine Karten, oder passe, wenn nichts einen Agenten wert ist. Unsicher? Frag nach einem Tipp (H).',
      actTitle: (guild: string) => `Du bist dran bei den ${dativePlural(guild)}`,
      act: 'Kaufen, verkaufen, einen Gast anwerben oder nichts tun: Die Leiste bietet, was du dir leisten kannst. Unsicher? Frag nach einem Tipp (H): Er zeigt, was der schwere Bot tun würde, und warum.',
    },
    end: {
      won: 'Du hast deine erste Partie Norenberc gewonnen!',
      lost: (winner: string) => `Diesmal hat ${winner} gewonnen: Die nächste Partie kannst du gewinnen.`,
      text: 'Die Tabelle zählt jede Kategorie; „So werden die Punkte gezählt“ erklärt jede einzelne.',
    },
    moves: {
      plan: (guilds: string) => `${guilds} planen`,
      pass: 'passen',
      nothing: 'nichts tun',
      sell: (goods: string) => `${goods} verkaufen`,
      buy: (goods: string) => `${goods} kaufen`,
      recruit: (window: number, payment: string) =>
        `den Gast in Herbergsfenster ${window} anwerben und mit ${payment} bezahlen`,
      toFront: 'und an die Spitze der Zugreihenfolge rücken',
    },
    refused: (move: string) => `Nicht in dieser Lektion. Hier ist dieser Zug gefragt: ${move}.`,
    wait: 'Einen Moment: Die anderen sind am Zug.',
    steps: {
      welcome: {
        title: 'Willkommen in Norenberc',
        text: (first: string, second: string) =>
          `Du bist der blaue Kaufmann, gegen ${first} und ${second}. In vier Runden gewinnst du die Handwerker der Gilden, indem du mit ihren Waren handelst. Hier sind deine Taler, deine Waren (eine von jeder Sorte) und deine vier Agenten. Diese erste Runde ist geführt: Jeder Schritt zeigt einen Teil der Regeln. Die Runden 2 bis 4 spielst du selbst.`,
      },
      plan: {
        title: 'Geheim planen',
        text: (guilds: string, button: string) =>
          `Jeder Zug beginnt damit, dass alle geheim wählen, wo ihre Agenten handeln: ein Agent pro Gilde. Niemand sieht deinen Plan, bevor die Gilde aufgerufen wird. Wähle ${guilds} (der Ring wandert zur nächsten) und drück dann „${button}“.`,
      },
      buy: {
        title: 'Zum Preis des Gildemeisters kaufen',
        text: (guild: string, goods: string) =>
          `Die Gilden werden in ihrer Reihenfolge aufgerufen, die ${guild} zuerst. Hier kaufst du bis zu 3 Waren aus dem Lager, jede zum Preis des Gildemeisters, der am Haus steht. Waren gewinnen am Rundenende die Gunst der Gilden und bezahlen Gäste. Kaufe ${goods}. (Mit 4 oder 5 Spielern begrenzt der erste Zug das Kaufen, wo viele dieselbe Gilde geplant haben; zu dritt gibt es keine Grenze.)`,
      },
      called: {
        title: 'Aufgerufen in Zugreihenfolge',
        text: (guild: string, other: string) =>
          `Bei den ${dativePlural(guild)} haben mehrere von euch eine Aktion geplant: Jeder handelt in der Reihenfolge dieser Leiste. ${other} lag vor dir und war deshalb zuerst dran; sein Agent steht jetzt auf dem Dach der Gilde.`,
      },
      craftsman: {
        title: 'Einen Handwerker anwerben',
        text: (guild: string, guest: string, good: string, payment: string) =>
          `Die Gäste in der Herberge kosten Waren, umso mehr, je weiter rechts ihr Fenster liegt. Der Preis für ${guest} lässt sich auf zwei Arten zahlen: nur in ${good}, oder mit weniger ${good} und beliebigen Waren (die Leiste zeigt, was du dir leisten kannst). Zahle ${payment}. Du bekommst außerdem einen Taler für jeden Agenten, der schon auf dem Dach der ${guild} steht, und darfst an die Spitze der Zugreihenfolge rücken: Tu es.`,
      },
      townsman: {
        title: 'Ein Bürger mit Fähigkeit',
        text: (guild: string, guest: string, payment: string) =>
          `Bürger haben Fähigkeiten. Der ${guest} in der Herberge der ${guild} gibt dir sofort einen zusätzlichen Agenten, wenn du ihn anwirbst, einsetzbar ab dem nächsten Zug, wenn du wieder planst (ein Stern-Bürger wirkt sofort und kommt dann zurück in den Gästestapel). Wirb ihn an und zahle ${payment}.`,
      },
      sell: {
        title: 'Verkaufen',
        text: (guild: string, goods: string) =>
          `Eine Gilde kauft ihre eigenen Waren zum Preis ihres Gildemeisters. Verkaufe ${goods} an die ${guild}: Taler bezahlen im nächsten Zug Waren, und der Reichste punktet am Ende.`,
      },
      pass: {
        title: 'Für die Runde passen',
        text: 'Ein neuer Zug: Wer noch Agenten hat, plant erneut. Dir bleibt der Agent des Ratsherrn, der dir noch etwas einbringen könnte (der Tipp zeigt, wo); hier lässt dich die Lektion passen, um zu zeigen, wie eine Runde endet. Wer passt (oder keinen Agenten mehr hat), ist für die Runde fertig; die anderen spielen weiter, bis auch sie fertig sind.',
      },
      roundEnd: {
        title: 'Das Ende einer Runde',
        text: (guild: string) =>
          `Jeder Gildemeister wählt einen Günstling: wer die meisten Waren der Gilde hat; bei Gleichstand der mit mehr Talern (siehe die ${guild}), dann die Zugreihenfolge. Der Günstling gibt eine Ware zurück und nimmt den Gildemeister, ein Wappen und bei der Prestigegilde das Prestigewappen. Dann kehren die Agenten heim, alle erhalten 3 Taler Einkommen, der nächste Handwerker rückt zum Gildemeister nach, die Herbergen werden aufgefüllt und eine neue Prestigegilde wird bestimmt. Verfolge es unten Schritt für Schritt.`,
      },
    },
  },
  scoreHelp: {
    title: 'So werden die Punkte gezählt',
    townsmen: (noble: string, tax: string, foreman: string) =>
      `Die SP deiner Bürger: ${noble}, ${tax} (1 SP je 10 Taler), ${foreman}.`,
    majorities: (apprentice: string) =>
      `In jeder Gilde, wessen Handwerker am meisten wert sind: 1. Platz 5 SP, 2. Platz 3 SP, 3. Platz 1 SP. Ein Platz, den niemand belegt, geht an den Ersten; bei Gleichstand entscheiden mehr Plättchen. Ein ${apprentice} bringt 1 SP je 2. oder 3. Platz, hier mitgezählt (nicht in der Tabelle nach Gilden).`,
    thirtyPlus: '2 SP für jede Gilde, deren Handwerker bei dir 30 oder mehr wert sind.',
    allTypes: '5 SP für mindestens einen Handwerker jeder Gilde.',
    richest: '5 SP für die meisten Taler (2 SP für jeden bei Gleichstand).',
    crests: (scale: string, engraver: string) =>
      `Verschiedene Wappen, jedes Prestigewappen (und ein ${engraver}) zählt als ein weiteres: ${scale}.`,
    crestNone: (most: number) => `0–${most} → 0 SP`,
    crestStep: (n: number, vp: number, more: boolean) => `${n}${more ? ' oder mehr' : ''} → ${vp} SP`,
    notation: (example: string, value: number, tiles: number, vp: number) =>
      `In den Mehrheiten nach Gilde liest sich „${example}“ so: Handwerker im Wert von ${value}, auf ${tiles} Plättchen; der Platz, den sie in der Gilde belegen; die ${vp} SP, die er bringt.`,
  },
  away: {
    waiting: (name: string) => `${name} ist weg — wir warten`,
    waitingAll: (names: readonly string[]) => `${listed(LOCALE, names)} sind weg — wir warten`,
    playedBy: (name: string, bot: string) => `${name} ist weg — ein Vertreter (${bot}) spielt für ihn`,
    giveTo: 'Einen Bot für ihn spielen lassen',
    takeBack: 'Lieber auf ihn warten',
  },
  newGame: {
    title: 'Neues Spiel',
    seats: 'Spieler',
    name: 'Name',
    color: 'Farbe',
    who: 'Gespielt von',
    human: 'Mensch an diesem Bildschirm',
    addSeat: 'Spieler hinzufügen',
    /** A seat's field named with its seat, as a screen reader tells the rows apart. */
    seatField: (seat: number, field: string) => `Platz ${seat}: ${field}`,
    removeSeat: 'Entfernen',
    start: 'Spiel starten',
    defaultName: (n: number) => `Spieler ${n}`,
    needHuman: 'Mindestens ein Spieler muss ein Mensch sein, um an diesem Bildschirm zu spielen.',
    uniqueColors: 'Jeder Spieler braucht eine andere Farbe.',
    onlyYou:
      'Als Gast spielst du nur deinen eigenen Platz: Lass die anderen für Gäste offen oder gib sie Bots.',
    guildsInPlay: (n: number, guilds: string) => `${n} Spieler: Im Spiel sind die ${guilds}.`,
    noHouseRules: 'Die Spielregel kennt keine Varianten: Jedes Spiel folgt den vollständigen Regeln.',
    firstGame: 'Erstes Spiel? Die Regeln enden mit einer Schritt-für-Schritt-Anleitung.',
    /** Two seats or more go by one name (or names too alike): the seats' numbers, the name. */
    sameName: (seats: readonly number[], name: string) =>
      `Die Plätze ${listed(LOCALE, seats.map(String))} tragen denselben Namen, „${name}“, oder Namen, die zu ähnlich sind, um sie zu unterscheiden: Gib jedem Spieler einen eigenen Namen.`,
    /** A name field at its limit: what it holds at most. */
    nameLimit: (max: number) => `Höchstens ${max} Zeichen.`,
  },
  hostGame: {
    code: 'Der Code des Abends',
    codeHelp:
      'Der QR-Code und diese Adresse tragen den Code: Gäste, die den einen scannen oder die andere tippen, kommen gleich herein. Wer die Adresse ohne Code öffnet oder den Tisch in der App findet, tippt den Code.',
    newCode: 'Neuer Code',
    newCodeHelp:
      'Ein neuer Code hält alle draußen, die noch an keinem Tisch sitzen; wer am Tisch sitzt, bleibt.',
    openDoor: 'Alle in diesem Netzwerk hereinlassen',
    openHelp: 'Ohne Code: nur in einem Netzwerk, dem du vertraust.',
    shutDoor: 'Gäste nach einem Code fragen',
    openNow: 'Die Tür ist offen: Jeder in diesem Netzwerk kommt ohne Code herein.',
    doorTried: (wrong: number, addresses: number) =>
      `Jemand probiert Codes an der Tür: ${counted(LOCALE, wrong, { one: 'falscher Code', other: 'falsche Codes' })} in der letzten Minute, von ${counted(LOCALE, addresses, { one: 'Adresse', other: 'Adressen' })}. Gäste mit dem Code kommen trotzdem herein.`,
    askHost: 'Gäste brauchen außerdem den Code des Abends; er steht auf dem Bildschirm des Hosts.',
    lanFailed:
      'Der Tisch konnte nicht im Netzwerk geöffnet werden: Prüfe, ob dieser Computer verbunden ist, und versuche es noch einmal.',
    autoStandIn: 'Ist ein Gast weg, spielt ein Bot für ihn nach',
    minutes: (n: number) => `${n} Minuten`,
    title: 'Ein LAN-Spiel eröffnen',
    tableName: 'Name des Tisches',
    nameListed: (name: string) =>
      `Ein anderer Tisch hier heißt schon „${name}“: Gäste könnten sie verwechseln.`,
    useName: (name: string) => `Diesen Tisch „${name}“ nennen`,
    seats: 'Plätze',
    open: 'Frei für einen Gast',
    me: 'Ich',
    create: 'Tisch eröffnen',
    address:
      'Gäste scannen den QR-Code mit dem Handy, öffnen diese Adresse in einem Browser oder finden den Tisch in ihrer App:',
    qrLabel: (url: string) => `QR-Code: ${url}`,
    localOnly:
      'Der eigene Tisch der App bedient nur diesen Computer: Gäste im Netzwerk erreichen ihn nicht. Um mit ihnen zu spielen, eröffne den Tisch in der Desktop-App (Ein LAN-Spiel eröffnen) oder führe npx norenberc host in einem Terminal aus und öffne die Seite, die es als deine eigene Ansicht ausgibt.',
    noNetwork: (bind: string) =>
      `Dieser Host hat keine Adresse in einem Netzwerk: Gäste erreichen ihn nicht. Wurde er mit --bind ${bind} gestartet (nur dieser Computer), beende ihn (Strg+C) und starte ihn neu mit npx norenberc host, das in allen Netzwerken lauscht; sonst verbinde diesen Computer mit dem Netzwerk der Gäste und starte den Host neu.`,
    starting: 'Dein Tisch wird für das Netzwerk geöffnet …',
  },
  join: {
    openSeat: 'freier Platz',
    noAnswer: (address: string) =>
      `Unter ${address} antwortet nichts. Prüfe die Adresse, die der Host anzeigt, und ob der Host noch läuft.`,
    addressProblems: {
      empty: 'Gib die Adresse eines Hosts ein, etwa 192.168.1.20 oder 192.168.1.20:7412.',
      unreadable:
        'Das ist keine Host-Adresse: Gib einen Namen oder eine Nummer ein, mit Port, falls es einen gibt.',
      scheme: 'Einen Host erreicht man über ws:// oder http://.',
      'no-host': 'Diese Adresse nennt keinen Host.',
    },
    title: 'Einem LAN-Spiel beitreten',
    tables: 'Tische auf diesem Host',
    none: 'Gerade keine Tische. Sie erscheinen hier, sobald jemand einen eröffnet.',
    freeSeats: (n: number) => plural(n, 'freier Platz', 'freie Plätze'),
    playing: 'läuft',
    finished: 'beendet',
    watch: 'Zuschauen',
    join: 'Beitreten',
    yourName: 'Dein Name',
    color: 'Farbe',
    anyColor: 'Eine freie Farbe',
    takenBy: (color: string, name: string) => `${color} (vergeben an ${name})`,
    manual: 'Ein anderer Host',
    manualHelp:
      'Wo das Netzwerk Hosts verbirgt, gib die Adresse ein, die der Host anzeigt (etwa 192.168.1.20:7412).',
    connect: 'Verbinden',
    connectedTo: (name: string) => `Host „${name}“`,
    lan: 'Gefundene Hosts in deinem Netzwerk',
    lanNone:
      'Noch kein Host gefunden. Wo das Netzwerk die Suche blockiert, gib unten die Adresse des Hosts ein.',
    open: 'Öffnen',
  },
  door: {
    title: 'Der Code des Abends',
    help: 'Dieser Host lässt die Gäste herein, die seinen Code haben. Der Bildschirm des Hosts zeigt ihn, neben dem QR-Code.',
    label: 'Code',
    placeholder: (n: number) => `${integer(LOCALE, n)} Buchstaben`,
    enter: 'Eintreten',
    shape: (n: number) => `Ein Code hat ${n} Buchstaben, etwa KTZ WMP.`,
    strayLetters: (letters: string) =>
      `Kein Code enthält ${letters}: Ein Code besteht nur aus Konsonanten außer L, etwa KTZ WMP. Vergleiche ihn mit dem Bildschirm des Hosts.`,
    oldCode:
      'Der Code in dieser Adresse gilt heute Abend nicht mehr: tippe den ein, den der Bildschirm des Hosts zeigt.',
    codeChanged: 'Der Host hat den Code geändert: frag nach dem neuen.',
    removedTitle: 'Für diesen Abend ausgeschlossen',
    addressRemovedTitle: 'Adresse für diesen Abend gesperrt',
    retrying: 'Diese Seite versucht den mitgebrachten Code alle paar Sekunden von selbst erneut.',
    yourTables: 'Deine Tische auf diesem Host',
    back: (name: string) => `Zurück zu „${name}“`,
  },
  lobby: {
    removeEvening: 'Für den Abend ausschließen',
    removeConfirm: (name: string) =>
      `${name} für diesen Abend ausschließen? Gerät und Spieler kommen erst wieder herein, wenn dieser Host beendet wurde.`,
    title: (name: string) => `Warteraum: ${name}`,
    open: 'Freier Platz — wartet auf einen Gast',
    connected: 'verbunden',
    away: 'abwesend',
    kick: 'Entfernen',
    toBot: 'An einen Bot geben',
    botLevel: 'Stärke des Bots',
    openSeat: 'Freigeben',
    removeSeat: 'Platz entfernen',
    addSeat: 'Platz hinzufügen',
    start: 'Spiel starten',
    waitingSeats: 'Warten, bis alle Plätze besetzt sind.',
    waitingHost: 'Warten, bis der Ersteller des Tisches das Spiel startet.',
    end: 'Tisch schließen',
    endConfirm: 'Den Tisch schließen? Alle am Tisch erfahren es, und der Tisch ist weg.',
    spectators: (n: number) => plural(n, 'Zuschauer', 'Zuschauer'),
  },
  settings: {
    title: 'Einstellungen',
    language: 'Sprache',
    speed: 'Animationstempo',
    speeds: { off: 'Aus', fast: 'Schnell', normal: 'Normal', slow: 'Langsam' },
    sound: 'Ton',
    colourBlind: 'Farbenblind-Modus',
    colourBlindHelp: 'Fügt den Spielerfarben Muster hinzu (ihre Formen sind immer zu sehen).',
    yourTurn: 'Du bist am Zug, während du in einem anderen Fenster bist',
    turnAlert: 'Eine Benachrichtigung zeigen',
    turnBell: 'Eine Glocke läuten',
    allowAlerts: 'Benachrichtigungen erlauben',
    alertsAsk: 'Dein Browser fragt einmal, ob diese Seite Benachrichtigungen zeigen darf.',
    alertsDenied:
      'Dein Browser blockiert Benachrichtigungen dieser Seite: erlaube sie in seinen Website-Einstellungen.',
    dataFolder: 'Datenordner öffnen',
    dataFolderHelp:
      'Dort liegen deine Partien, Statistiken und Einstellungen: Kopiere den ganzen Ordner, um sie zu sichern.',
    alertsUnsupported:
      'Dieser Browser kann keine Benachrichtigungen zeigen; die Glocke und der Fenstertitel rufen dich trotzdem.',
  },
  /** A guest at a LAN table: their seat to go back to, their name, their turn's call, a stand-in's lines. */
  guests: {
    backToSeat: 'Zurück zu deinem Platz',
    seeScores: 'Zur Schlusswertung',
    playedAs: (name: string) => `Du hast hier gespielt, als ${name}.`,
    yourSeat: (name: string) => `Du hast hier einen Platz, als ${name}.`,
    nameProblems: {
      empty: 'Gib zuerst deinen Namen ein.',
      long: 'Dieser Name ist zu lang.',
      control: 'Dieser Name enthält Zeichen, die sich nicht anzeigen lassen.',
      invisible: 'Dieser Name zeigt nichts an: Nimm Buchstaben, Ziffern oder lesbare Zeichen.',
    },
    alertsInsecure: (address: string) =>
      `Browser zeigen Systembenachrichtigungen nur für sichere Seiten (https oder eine App auf diesem Gerät); ${address} ist keine, daher kann hier keine kommen. Was dich trotzdem ruft: Der Titel des Tabs sagt „Du bist dran“, und die Glocke unten läutet.`,
    playsFor: (bot: string, name: string) => `Vertretung: ${bot} spielt für ${name}.`,
    isBack: (name: string) => `${name} ist zurück und spielt wieder.`,
    playedFor: (bot: string, name: string) => `${bot} hat ${name} zeitweise vertreten`,
    standInFor: (bot: string, name: string) => `${bot} (für ${name})`,
  },
  history: {
    title: 'Partien',
    noStore: 'Dieser Host speichert keine Partien.',
    status: 'Status',
    all: 'Alle',
    statuses: { playing: 'Läuft', finished: 'Beendet', abandoned: 'Abgebrochen' },
    players: 'Spieler',
    anyCount: 'Beliebig viele',
    count: (n: number) => plural(n, 'Spieler', 'Spieler'),
    date: 'Datum',
    scores: 'Spieler und Punkte',
    winner: 'Sieger',
    none: 'Hier gibt es noch keine Partien.',
    more: 'Mehr zeigen',
    replay: 'Wiederholung',
    continue: 'Fortsetzen',
  },
  records: {
    open: 'Spielaufzeichnung öffnen …',
    help: 'Eine aus einer Wiederholung gespeicherte Aufzeichnung (.json): Sie kommt in deinen Verlauf, zum Ansehen und Analysieren.',
    working: (file: string) => `„${file}“ wird gelesen …`,
    added: (file: string, match: number) => `„${file}“ ist jetzt in deinem Verlauf, als Partie ${match}.`,
    held: (file: string, match: number, h: HeldAs): string => {
      switch (h.as) {
        case 'record':
          return `„${file}“ war schon in deinem Verlauf, als Partie ${match}.`;
        case 'game':
          return `„${file}“ ist dieselbe Partie wie Partie ${match} (dieselbe Verteilung und dieselben Aktionen), die dein Verlauf schon enthält: Nichts wurde hinzugefügt.`;
        case 'part':
          return `„${file}“ enthält nur die ersten ${h.actions} der ${h.of} Aktionen von Partie ${match}, die dein Verlauf ganz enthält: Nichts wurde hinzugefügt.`;
        case 'more':
          return `„${file}“ ist Partie ${match}, weitergespielt: Dein Verlauf enthält ihre ersten ${h.actions} von ${h.of} Aktionen und behält eine Partie nur einmal: Nichts wurde hinzugefügt.`;
        case 'other-actions':
          return `„${file}“ hat die Verteilung von Partie ${match}, aber seine Aktionen weichen bei Aktion ${h.at + 1} von ihren ab: Eine Verteilung wird nur einmal gespielt, darum wurde nichts hinzugefügt.`;
      }
    },
    replay: 'Ansehen',
    failed: (file: string, why: string) => `„${file}“ konnte nicht geöffnet werden: ${why}`,
    failedUnnamed: (why: string) => `Die Datei konnte nicht geöffnet werden: ${why}`,
    notRecord: 'Das ist keine Norenberc-Spielaufzeichnung.',
    tooLarge: 'Die Datei ist zu groß für eine Spielaufzeichnung.',
    empty: 'Die Datei ist leer.',
    notAFile: 'Das ist keine Datei: Ein Ordner oder ein Gerät enthält keine Spielaufzeichnung.',
    missing: 'Die Datei ist nicht mehr da.',
    unreadable: 'Das System lässt Norenberc sie nicht lesen.',
    standIn: (p: StandInProblem): string => {
      switch (p.kind) {
        case 'seat':
          return `Ein Vertreter-Bot spielt darin Platz ${p.seat + 1}, aber die Partie hat nur ${p.players} Plätze.`;
        case 'backwards':
          return `Ein Vertreter-Bot endet darin, bevor er beginnt (er beginnt bei Aktion ${p.from + 1} und endet vor Aktion ${p.to + 1}).`;
        case 'past-end':
          return `Ein Vertreter-Bot spielt darin über die letzte Aktion der Partie hinaus (Aktion ${p.actions}).`;
        case 'overlap':
          return 'Zwei Vertreter-Bots spielen darin denselben Platz zur selben Zeit.';
      }
    },
    illegal:
      'Norenberc kann sie nicht nachspielen (ein Zug, den die Regeln nicht erlauben, oder ein fehlender Teil).',
    namesAlike: 'Zwei ihrer Spieler heißen gleich oder zum Verwechseln ähnlich: So setzt kein Tisch sie hin.',
    fingerprint:
      'Ihr Seed oder ihre Verteilung wurde nach Spielbeginn geändert: Es ist nicht die Partie ihres Fingerabdrucks.',
    problem: (p: RecordProblem): string => {
      const player = (seat: number): string => `Der Name von Spieler ${seat + 1}`;
      switch (p.kind) {
        case 'not-a-record':
          return messages.records.notRecord;
        case 'newer-format':
          return `Sie stammt von einer neueren Version von Norenberc (ihr Format ist ${p.format}; diese Version liest ${p.reads}): Aktualisiere Norenberc, um sie zu öffnen.`;
        case 'missing':
          return `Ihr Teil „${p.path}“ fehlt.`;
        case 'name':
          return {
            empty: `${player(p.seat)} ist leer.`,
            long: `${player(p.seat)} ist zu lang: Ein Name hat höchstens ${p.max} Zeichen.`,
            control: `${player(p.seat)} enthält Zeichen, die sich nicht anzeigen lassen.`,
            invisible: `${player(p.seat)} zeigt nichts: Ein Name braucht Buchstaben, Ziffern oder lesbare Zeichen.`,
          }[p.problem];
        case 'players':
          return `Sie hat ${p.count} Spieler, eine Partie aber ${p.min} bis ${p.max}.`;
        case 'field':
          return `Ihr Teil „${p.path}“ ist nicht so, wie eine Spielaufzeichnung ihn hat.`;
        case 'stand-in':
          return messages.records.standIn(p.standIn);
        case 'deal':
          return 'Ihre Verteilung geht nicht auf (ein Plättchen doppelt oder fehlend, die falsche Zahl an Bürgern oder eine Gilde, die nicht im Spiel ist).';
        case 'illegal-action':
          return `Ihre Aktion ${p.index + 1} (von ${p.actions}) ist ein Zug, den die Regeln an dieser Stelle der Partie nicht erlauben.`;
      }
    },
  },
  replay: {
    save: 'Protokoll speichern',
    fileName: (match: number) => `norenberc-partie-${match}.json`,
    title: (id: number) => `Wiederholung der Partie ${id}`,
    missing: (id: number) => `Zu Partie ${id} gibt es keine Aufzeichnung.`,
    broken: (index: number) =>
      `Die Aufzeichnung ergibt ab Aktion ${index + 1} keinen Sinn mehr: Die Regeln erlauben sie nicht.`,
    first: 'Anfang',
    back: 'Zurück',
    forward: 'Vor',
    last: 'Ende',
    seek: 'Stelle in der Partie',
    position: (step: number, total: number) => `Aktion ${step} von ${total}`,
    seat: 'Gesehen von',
    everyone: 'Allen (öffentliche Ansicht)',
    actions: 'Aktionen',
    setup: 'Aufbau',
    step: (n: number) => `Aktion ${n}`,
    keys: 'Mit den Pfeiltasten links und rechts durch die Partie gehen.',
  },
  review: review,
  ladder: ladder,
  shuffle: shuffle,
  tableMode,
  stats: {
    standInGames: 'Zeitweise von einem Vertreter gespielt (nicht gezählt)',
    title: 'Statistik',
    noGames: 'Noch keine beendeten Partien.',
    players: 'Spieler',
    bots: 'Bots',
    games: 'Partien',
    gameCount: (games: number) => plural(games, 'Partie', 'Partien'),
    seatsInGames: (seats: number, games: number) =>
      `${plural(seats, 'Platz', 'Plätze')} in ${plural(games, 'Partie', 'Partien')}`,
    wins: 'Siege',
    seatWins: (wins: number, seats: number, rate: string) =>
      `${integer(LOCALE, wins)} von ${plural(seats, 'Platz', 'Plätzen')} (${rate})`,
    perSeat:
      'Eine Bot-Stufe besetzt mehrere Plätze einer Partie: Siege, Quoten und Schnitte gelten je Platz.',
    winRate: 'Siegquote',
    byCount: 'Nach Spielerzahl',
    countLine: (players: number, games: string, rate: string) =>
      `${integer(LOCALE, players)} Spieler: ${games}, ${rate} gewonnen`,
    averageScore: 'Durchschnittliche Punkte',
    bestScore: 'Beste Punktzahl',
    crests: 'Wappen je Partie',
    favouriteGuild: 'Lieblingsgilde',
    favouriteTownsman: 'Am häufigsten angeworbener Bürger',
    form: 'Letzte Ergebnisse (Plätze, älteste zuerst)',
    winRateOverTime: 'Siegquote, Partie für Partie',
    gameAxis: 'Gespielte Partien',
    afterGame: (game: number, day: string) => `Nach Partie ${integer(LOCALE, game)} (${day})`,
    categories: 'Durchschnittliche Punkte je Kategorie',
    headToHead: 'Direkter Vergleich',
    firstAhead: 'Erstgenannter vorn',
    secondAhead: 'Zweitgenannter vorn',
    tied: 'Unentschieden',
    pairsPerSeat:
      'Gegen eine Bot-Stufe ist jeder ihrer Plätze eine Begegnung: Eine Partie gegen drei ihrer Plätze ergibt drei Begegnungen; jede gewinnt, wer weiter vorn landet.',
    noFigure: 'noch keine Partie',
    none: '—',
  },
  game: {
    ...home.game,
    leave: 'Spiel verlassen',
    leaveConfirm: 'Vorerst verlassen? Das Spiel wartet auf dich: Setze es vom Startbildschirm aus fort.',
    skip: 'Animationen überspringen',
    scores: 'Wertung',
    spectating: 'Du schaust diesem Spiel zu.',
    yourPlan: (name: string) => `${name}, du bist dran: Wähle deine Gilden.`,
    yourAction: (name: string, guild: string) => `${name}, du bist dran: ${guild}.`,
    yourTurnTitle: (title: string) => `● Du bist dran · ${title}`,
  },
  table: {
    choices: 'Deine Wahl',
    board: 'Der Spielplan',
    square: 'Der Gästestapel und die Prestigewappen',
    side: 'Deine Wahl und das Spielprotokoll',
    players: 'Spieler',
    chip: (name: string, place: number, talers: string, agents: number) =>
      `${name}: ${place}. in der Zugreihenfolge, Taler ${talers}, ${plural(agents, 'Agent', 'Agenten')} verfügbar`,
    guilds: 'Zunfthäuser',
    acting: 'Hier wird jetzt gehandelt',
    log: 'Protokoll',
    logTitle: 'Spielprotokoll und Chat',
    menu: 'Menü',
    menuTitle: 'Das Spiel',
    offline: 'Der Host ist nicht erreichbar: deine Wahl wartet, bis er zurück ist.',
  },
  chat: {
    title: 'Chat',
    show: 'Chat zeigen',
    hide: 'Chat ausblenden',
    unread: (n: number) => `${n} ungelesen`,
    placeholder: 'An den Tisch schreiben …',
    send: 'Senden',
    empty: 'Noch keine Nachrichten.',
    readOnly: 'Hier schreiben die Spieler; du schaust zu.',
    quick: 'Schnelle Sätze',
    creator: 'Gastgeber',
    phrases: {
      goodLuck: 'Viel Glück!',
      yourTurn: 'Du bist dran!',
      oneMoment: 'Einen Moment, bitte.',
      wellPlayed: 'Gut gespielt!',
      niceMove: 'Schöner Zug!',
      thanks: 'Danke!',
      oops: 'Hoppla!',
      oneMore: 'Noch eine Partie?',
    } satisfies Record<QuickPhrase, string>,
  },
  rematch: {
    playAgain: 'Nochmal spielen',
    offered: 'Nochmal spielen: dieselben Plätze, neu verteilt, neue Spielreihenfolge.',
    accept: 'Nochmal spielen',
    decline: 'Nein, danke',
    begun: 'Die nächste Partie hat begonnen, und du spielst mit.',
    goToGame: 'Zur Partie',
    goOn: 'Ohne die Unentschlossenen weiterspielen',
    withdraw: 'Angebot zurückziehen',
    waitingHost: 'Warten auf die anderen …',
    declined: 'Du hast die Revanche abgelehnt.',
    wentOn: 'Der Tisch hat ohne dich weitergemacht: Dein Platz wartet auf dich.',
    takeSeat: 'Deinen Platz einnehmen',
    playsAgain: 'Der Tisch spielt noch einmal.',
    watchNext: 'Die nächste Partie ansehen',
    answers: { yes: 'spielt nochmal', no: 'abgelehnt', waiting: 'überlegt …' } satisfies Record<
      RematchAnswer,
      string
    >,
  },
  series: {
    game: (game: number, games: number) => `Revanche-Serie · Partie ${game} von ${games}`,
    wins: (name: string, wins: number) => `${name} ${wins}`,
  },
  undo: {
    button: 'Rückgängig',
    buttonOf: (name: string) => `Letzte Entscheidung von ${name} zurücknehmen`,
    helpOf: (name: string, next: string, bots: boolean) =>
      `${name} hat es sich anders überlegt? Das nimmt die letzte Entscheidung von ${name} zurück, bevor ${next} spielt.${bots ? ' Die Züge der Bots seitdem werden mit zurückgenommen, und sie entscheiden neu.' : ''}`,
    help: 'Nimmt deine letzte Entscheidung zurück.',
    helpBots:
      'Nimmt deine letzte Entscheidung zurück. Die Züge der Bots seitdem werden mit zurückgenommen, und sie entscheiden neu.',
    reasons: {
      'no-decision': 'Nichts rückgängig zu machen: noch keine Entscheidung getroffen.',
      finished: 'Nichts rückgängig zu machen: das Spiel ist vorbei.',
      'round-ended': 'Nicht mehr rückgängig: die Runde ist seitdem zu Ende.',
      revealed: 'Nicht mehr rückgängig: die Pläne wurden seitdem aufgedeckt.',
      drawn: 'Nicht mehr rückgängig: seitdem wurde etwas zufällig gezogen.',
      'other-acted': 'Nicht mehr rückgängig: seitdem hat jemand anderes gespielt.',
    },
    decisions: {
      plan: 'den Plan',
      pass: 'das Passen',
      sell: 'den Verkauf',
      buy: 'den Kauf',
      recruit: 'die Anwerbung',
      nothing: 'das Nichtstun',
    },
    tookBack: (name: string, decision: string, bots: number) =>
      `${name} nimmt ${decision} zurück${bots ? ` (und ${plural(bots, 'Bot-Zug', 'Bot-Züge')} danach, neu entschieden)` : ''}.`,
    key: 'Deine letzte Entscheidung zurücknehmen (wo das Spiel es erlaubt)',
    allow:
      'Rückgängig: Spieler dürfen ihre letzte Entscheidung zurücknehmen, solange nichts Neues aufgedeckt wurde',
    used: (n: number) => plural(n, 'Rücknahme', 'Rücknahmen'),
  },
};
