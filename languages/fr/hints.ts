// Français : les mots du conseil et des raisons que le conseil et l’analyse donnent d’une possibilité :
// chacune est ce que la possibilité fait aussitôt et à coup sûr (engine/bots/reasons.ts).
import type { Advice, Hints } from '../en/hints.ts';
import { counted, tenths } from '../format.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts and numbers. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });
const talers = (n: number): string => plural(n, 'thaler', 'thalers');
const agents = (n: number): string => plural(n, 'agent', 'agents');

export const hints: Hints = {
  button: 'Conseil',
  title: 'Le conseil du robot difficile',
  working: 'Le robot difficile réfléchit…',
  help: 'Ce que ferait le robot difficile d’après ce que vous voyez : il ne regarde jamais les cartes ni l’argent cachés. Le choix reste le vôtre. À côté de chaque possibilité, ce qu’elle fait aussitôt ; les PV sont ce que prévoit le robot.',
  choice: 'Son choix',
  others: 'Autres possibilités',
  level: 'aussi bon',
  /** Beside an option, as the review shows a loss: its gap behind the choice and that gap's margin. */
  uncertain: (vp: number, margin: number) =>
    `à peu près aussi bon, dans la marge de l’estimation : −${tenths(LOCALE, vp)} ± ${tenths(LOCALE, margin)} PV`,
  behind: (vp: number, margin: number) =>
    `moins bon, au-delà de la marge de l’estimation : −${tenths(LOCALE, vp)} ± ${tenths(LOCALE, margin)} PV`,
  close: 'Fermer le conseil',
  changed: (expected: string) =>
    `Changé depuis le conseil de la planification, qui prévoyait ici « ${expected} » :`,
  changedElsewhere:
    'rien ne s’est passé dans cette guilde depuis : pesé de nouveau selon la partie telle qu’elle est, après les coups joués ailleurs.',
  plan: (guilds: string) => `Planifier ${guilds}`,
  sell: (goods: string) => `Vendre ${goods}`,
  buy: (goods: string) => `Acheter ${goods}`,
  recruit: (guest: string, payment: string, front: boolean) =>
    `Recruter ${guest} pour ${payment}${front ? ', en passant en tête' : ''}`,
  window: (n: number) => `l’invité de la fenêtre ${n}`,
  allow: 'Conseils : le robot difficile conseille le joueur qui le demande, à son tour',
  show: 'Afficher le bouton Conseil en partie',
  showHelp: 'Là où la partie permet les conseils.',
  showKey: 'H en demande un.',
  used: (n: number) => plural(n, 'conseil', 'conseils'),
};

export const advice: Advice = {
  gains: 'Gagne',
  costs: 'Coûte',
  ability: {
    burglar: (victim: string, goods: string) => `, en volant ${goods} à ${victim}`,
    burglarIdle: ', sans rien voler',
    guardsman: (a: string, b: string) => `, en échangeant ${a} et ${b}`,
    guardsmanIdle: ', sans rien échanger',
    peddler: (good: string) => `, en chargeant ${good} sur le Colporteur`,
    mayor: (guild: string) => `, en plaçant le Maire sur le toit des ${guild}`,
  },
  place: (guild: string, workshop: boolean, window: number) =>
    `à la fenêtre ${window} ${workshop ? 'de l’atelier' : 'des chambres'} des ${guild}`,
  reasons: {
    guest: (tile: string) => `gagne ${tile}`,
    majorityLead: (guild: string) => `prend la tête de la majorité des ${guild}`,
    majorityLevel: (guild: string) => `rejoint la tête de la majorité des ${guild}`,
    majorityPlace: (place: number, guild: string) => `prend la ${place}e place de la majorité des ${guild}`,
    thirtyPlus: (guild: string) => `atteint une valeur de 30 chez les ${guild} : 2 PV à la fin`,
    allTypes: 'complète un artisan de chaque guilde : 5 PV à la fin',
    agent: (n: number) => `gagne ${agents(n)}`,
    income: (n: number) => `${talers(n)} de plus à chaque revenu`,
    robs: (victim: string, goods: string) => `prend ${goods} à ${victim}`,
    swaps: (a: string, at: string, b: string, bt: string) => `met ${a} ${at} et ${b} ${bt}`,
    peddler: (goods: string, guild: string) =>
      `charge ${goods} sur le Colporteur : il compte pour 4 pour la faveur des ${guild}`,
    favourLead: (guild: string) => `prend la tête de la course à la faveur des ${guild}`,
    favourLevel: (guild: string) => `rejoint la tête de la course à la faveur des ${guild}`,
    favourShared: (guild: string) =>
      `ne fait plus que partager la tête de la course à la faveur des ${guild}`,
    favourLost: (guild: string) => `recule dans la course à la faveur des ${guild}`,
    favourGap: (gain: boolean, mine: number, rival: number, guild: string) =>
      `${mine > rival ? (gain ? 'creuse votre avance' : 'réduit votre avance') : gain ? 'se rapproche de la tête' : 'recule encore'} dans la course à la faveur des ${guild} : ${plural(mine, 'marchandise', 'marchandises')} contre ${rival}`,
    victimPaid: (victim: string, n: number) => `la banque paie ${talers(n)} à ${victim}`,
    front: 'passe en tête de l’ordre du tour',
    talers: (n: number) => (n >= 0 ? `gagne ${talers(n)}` : `paie ${talers(-n)}`),
    goods: (gained: boolean, goods: string) => (gained ? `reçoit ${goods}` : `cède ${goods}`),
    there: (guild: string, what: string) => `chez les ${guild}, par exemple : ${what}`,
    nothingThere: (guild: string) =>
      `chez les ${guild}, rien que vous puissiez faire s’ils étaient appelés maintenant`,
    nothingLeft: (guild: string) =>
      `chez les ${guild}, rien que vous puissiez faire avec ce que vous laisseraient les guildes précédentes`,
    keepsAgents: (n: number) => `garde ${agents(n)} pour un tour suivant`,
    noAgentsLeft: 'ne laisse aucun agent pour un tour suivant de la manche',
    keepsTalers: (n: number) => `garde vos ${talers(n)}`,
    keepsForFavour: (goods: string, guild: string) => `garde ${goods} pour la faveur des ${guild}`,
    /** Ties for a favour go to the richer player (the rules' first tiebreak): talers kept can win them. */
    tiesByTalers: (n: number) =>
      `une égalité pour une faveur va au joueur qui a le plus de thalers : gardés, les vôtres peuvent vous faire gagner ${n === 1 ? 'la course' : `les ${n} courses`} où vous êtes à égalité`,
    idleAgents: (n: number) => `termine votre manche avec ${agents(n)} inutilisé${n > 1 ? 's' : ''}`,
  },
};
