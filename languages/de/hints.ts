// Deutsch: die Wörter des Tipps und der Gründe, die Tipp und Analyse für eine Möglichkeit nennen: jeder
// ist, was die Möglichkeit sofort und sicher bewirkt (engine/bots/reasons.ts).
import type { Advice, Hints } from '../en/hints.ts';
import { counted, tenths } from '../format.ts';
import { home } from './home.ts';
import { dativePlural } from './grammar.ts';

/** The catalogue's language, for its counts and numbers. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });
const talers = (n: number): string => plural(n, 'Taler', 'Taler');
const agents = (n: number): string => plural(n, 'Agenten', 'Agenten');

export const hints: Hints = {
  button: 'Tipp',
  title: 'Der Tipp des schweren Bots',
  working: 'Der schwere Bot denkt nach…',
  help: 'Was der schwere Bot tun würde, nach dem, was du siehst: verdeckte Karten und fremdes Geld sieht er nie. Die Wahl bleibt deine. Neben jeder Möglichkeit, was sie sofort bewirkt; die SP sind die Vorausschau des Bots.',
  choice: 'Seine Wahl',
  others: 'Andere Möglichkeiten',
  level: 'ebenso gut',
  /** Beside an option, as the review shows a loss: its gap behind the choice and that gap's margin. */
  uncertain: (vp: number, margin: number) =>
    `etwa ebenso gut, innerhalb der Unschärfe der Schätzung: −${tenths(LOCALE, vp)} ± ${tenths(LOCALE, margin)} SP`,
  behind: (vp: number, margin: number) =>
    `schlechter, jenseits der Unschärfe der Schätzung: −${tenths(LOCALE, vp)} ± ${tenths(LOCALE, margin)} SP`,
  close: 'Tipp schließen',
  changed: (expected: string) =>
    `Anders als beim Tipp in der Planung, der hier „${expected}“ vorsah. Seitdem geschah in dieser Gilde:`,
  changedElsewhere: 'nichts; neu abgewogen nach dem jetzigen Stand der Partie, nach den Zügen anderswo.',
  plan: (guilds: string) => `${guilds} planen`,
  sell: (goods: string) => `${goods} verkaufen`,
  buy: (goods: string) => `${goods} kaufen`,
  recruit: (guest: string, payment: string, front: boolean) =>
    `${guest} für ${payment} anwerben${front ? ' und nach vorn rücken' : ''}`,
  window: (n: number) => `den Gast in Fenster ${n}`,
  allow: 'Tipps: der schwere Bot berät, wer am Zug ist und danach fragt',
  show: 'Den Tipp-Knopf in Partien zeigen',
  showHelp: 'Wo die Partie Tipps erlaubt.',
  showKey: 'H fragt nach einem.',
  used: (n: number) => plural(n, 'Tipp', 'Tipps'),
};

export const advice: Advice = {
  gains: 'Bringt',
  costs: 'Kostet',
  ability: {
    burglar: (victim: string, goods: string) => `, und ${goods} von ${victim} nehmen`,
    burglarIdle: ', ohne etwas zu nehmen',
    guardsman: (a: string, b: string) => `, und ${a} mit ${b} tauschen`,
    guardsmanIdle: ', ohne etwas zu tauschen',
    peddler: (good: string) => `, und ${good} auf den Hausierer legen`,
    mayor: (guild: string) => `, und den Bürgermeister auf das Dach der ${guild} setzen`,
  },
  place: (guild: string, workshop: boolean, window: number) =>
    `in Fenster ${window} ${workshop ? 'der Werkstatt' : 'der Herberge'} der ${guild}`,
  reasons: {
    guest: (tile: string) => `gewinnt ${tile}`,
    majorityLead: (guild: string) => `übernimmt die Führung in der Mehrheit der ${guild}`,
    majorityLevel: (guild: string) => `zieht mit der Führung in der Mehrheit der ${guild} gleich`,
    majorityPlace: (place: number, guild: string) =>
      `nimmt den ${place}. Platz in der Mehrheit der ${guild} ein`,
    thirtyPlus: (guild: string) => `erreicht den Wert 30 bei den ${dativePlural(guild)}: 2 SP am Ende`,
    allTypes: 'vervollständigt einen Handwerker jeder Gilde: 5 SP am Ende',
    agent: (n: number) => `gewinnt ${agents(n)}`,
    income: (n: number) => `${talers(n)} mehr bei jedem Einkommen`,
    robs: (victim: string, goods: string) => `nimmt ${goods} von ${victim}`,
    swaps: (a: string, at: string, b: string, bt: string) => `legt ${a} ${at} und ${b} ${bt}`,
    peddler: (goods: string, guild: string) =>
      `legt ${goods} auf den Hausierer: sie zählt 4 für die Gunst der ${guild}`,
    favourLead: (guild: string) => `übernimmt die Führung im Rennen um die Gunst der ${guild}`,
    favourLevel: (guild: string) => `zieht im Rennen um die Gunst der ${guild} mit der Führung gleich`,
    favourShared: (guild: string) => `teilt die Führung im Rennen um die Gunst der ${guild} nur noch`,
    favourLost: (guild: string) => `fällt im Rennen um die Gunst der ${guild} zurück`,
    favourGap: (gain: boolean, mine: number, rival: number, guild: string) => {
      const race = `im Rennen um die Gunst der ${guild}`;
      const what =
        mine > rival
          ? gain
            ? `baut die Führung ${race} aus`
            : `verringert die Führung ${race}`
          : gain
            ? `holt ${race} auf`
            : `fällt ${race} weiter zurück`;
      return `${what}: ${plural(mine, 'Ware', 'Waren')} gegen ${rival}`;
    },
    victimPaid: (victim: string, n: number) => `die Bank zahlt ${victim} ${talers(n)}`,
    front: 'rückt an die Spitze der Zugreihenfolge',
    talers: (n: number) => (n >= 0 ? `bringt ${talers(n)} ein` : `zahlt ${talers(-n)}`),
    goods: (gained: boolean, goods: string) => (gained ? `erhält ${goods}` : `gibt ${goods} ab`),
    there: (guild: string, what: string) => `bei den ${dativePlural(guild)}, zum Beispiel: ${what}`,
    nothingThere: (guild: string) =>
      `bei den ${dativePlural(guild)} könntest du nichts tun, würden sie jetzt aufgerufen`,
    nothingLeft: (guild: string) =>
      `bei den ${dativePlural(guild)} kannst du mit dem, was dir die Gilden davor ließen, nichts tun`,
    keepsAgents: (n: number) => `hält ${agents(n)} für einen späteren Zug zurück`,
    noAgentsLeft: 'lässt keinen Agenten für einen späteren Zug dieser Runde',
    keepsTalers: (n: number) => `behält deine ${talers(n)}`,
    keepsForFavour: (goods: string, guild: string) => `behält ${goods} für die Gunst der ${guild}`,
    /** Ties for a favour go to the richer player (the rules' first tiebreak): talers kept can win them. */
    tiesByTalers: (n: number) =>
      `ein Gleichstand um eine Gunst geht an den, der mehr Taler hat: behalten, können deine ${n === 1 ? 'das Rennen' : `die ${n} Rennen`} entscheiden, in denen du gleichauf liegst`,
    idleAgents: (n: number) => `beendet deine Runde mit ${agents(n)}, die nichts tun`,
  },
};
