// Français : les termes de la règle française (guildes, citadins, blasons, manches, thalers).
import type { GoodId, RecordProblem, StandInProblem } from '../../engine/index.ts';
import type { BotLevel } from '../../protocol/messages.ts';
import type { HeldAs } from '../../protocol/history.ts';
import type { Messages } from '../en/messages.ts';
import { review } from './review.ts';
import { advice, hints } from './hints.ts';
import { ladder } from './ladder.ts';
import { shuffle } from './shuffle.ts';
import { tableMode } from './tableMode.ts';
import { counted, integer, listed } from '../format.ts';
import { typeset } from '../typeset.ts';
import { ofName, thatName } from './grammar.ts';
import { frenchSpaces } from './typography.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts, numbers and dates (Intl). */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });
const talers = (n: number): string => plural(n, 'thaler', 'thalers');
/** A good counted: its name in the singular for one, in the plural otherwise ("1 Pastry", "2 Pastries"). */
const GOODS_COUNTED: Record<GoodId, { one: string; other: string }> = {
  beer: { one: 'Bière', other: 'Bières' },
  pastries: { one: 'Pâtisserie', other: 'Pâtisseries' },
  shoes: { one: 'Chaussure', other: 'Chaussures' },
  pages: { one: 'Page', other: 'Pages' },
  cloth: { one: 'Vêtement', other: 'Vêtements' },
  hats: { one: 'Chapeau', other: 'Chapeaux' },
};

const written: Messages = {
  ...home,
  botLevels: { easy: 'Facile', medium: 'Moyen', hard: 'Difficile' },
  colors: { yellow: 'Jaune', blue: 'Bleu', orange: 'Orange', green: 'Vert', red: 'Rouge' },
  guilds: {
    brewers: 'Brasseurs',
    bakers: 'Boulangers',
    shoemakers: 'Cordonniers',
    printers: 'Imprimeurs',
    tailors: 'Tailleurs',
    hatmakers: 'Chapeliers',
  },
  craftsmen: {
    brewers: 'Brasseur',
    bakers: 'Boulanger',
    shoemakers: 'Cordonnier',
    printers: 'Imprimeur',
    tailors: 'Tailleur',
    hatmakers: 'Chapelier',
  },
  goods: {
    beer: 'Bière',
    pastries: 'Pâtisseries',
    shoes: 'Chaussures',
    pages: 'Pages',
    cloth: 'Vêtements',
    hats: 'Chapeaux',
  },
  goodCount: (n: number, good: GoodId) => counted(LOCALE, n, GOODS_COUNTED[good]),
  townsmen: {
    councilman: 'Conseiller',
    burglar: 'Voleur',
    guardsman: 'Garde',
    musician: 'Musicien',
    peddler: 'Colporteur',
    mayor: 'Maire',
    nobleman: 'Noble',
    taxCollector: 'Collecteur d’impôts',
    engraver: 'Graveur',
    foreman: 'Contremaître',
    apprentice: 'Apprenti',
  },
  abilities: {
    councilman: () =>
      'Vous donne aussitôt un agent de plus (8 au maximum), utilisable dès le tour suivant. Puis il retourne dans la pile des invités.',
    burglar: () =>
      'Prenez aussitôt deux marchandises à un autre joueur ; la victime reçoit de la banque le prix actuel du maître de guilde pour chacune. Puis il retourne dans la pile des invités.',
    guardsman: () =>
      'Échangez aussitôt deux artisans visibles de la même guilde, dans les ateliers (pas les maîtres de guilde) ou les chambres, même d’une guilde à l’autre. Puis il retourne dans la pile des invités.',
    musician: (v: number | null) => `À chaque collecte de revenus, vous recevez ${v ?? 3} thalers de plus.`,
    peddler: () =>
      'Posez une de vos marchandises sur lui : elle compte pour 4 marchandises de ce type quand les favoris de cette manche sont choisis. Ensuite vous la récupérez (sauf si vous êtes le favori de cette guilde sans autre marchandise de ce type : c’est celle que vous lui rendez) et il retourne dans la pile des invités.',
    mayor: () =>
      'Placez-le sur le toit d’une guilde pour le reste de la partie : à chaque collecte de revenus, chaque joueur reçoit 1 thaler par artisan de cette guilde qu’il possède.',
    nobleman: (v: number | null) => `En fin de partie : ${v ?? 2} PV.`,
    taxCollector: () => 'En fin de partie : 1 PV par tranche de 10 thalers que vous possédez.',
    engraver: () =>
      'En fin de partie, il compte comme un blason de prestige de plus dans votre collection de blasons.',
    foreman: (v: number | null) =>
      `En fin de partie : 1 PV par artisan de valeur ${v ?? 2} que vous possédez.`,
    apprentice: () =>
      'En fin de partie : 1 PV pour chaque 2e ou 3e place que vous obtenez dans les majorités d’artisans.',
  },
  triggers: {
    star: 'Étoile : agit aussitôt, à l’embauche',
    moon: 'Lune : agit à la fin de chaque manche',
    sun: 'Soleil : compte en fin de partie',
  },
  tile: {
    valued: (name: string, value: number) => `${name}, valeur ${value}`,
    agentPlus: 'Agent+ : qui prend cet artisan gagne un agent (8 au maximum).',
    craftsmanHelp:
      'Les artisans comptent en fin de partie pour la majorité de leur guilde (somme des valeurs), pour les ensembles de 30+ et pour la possession de tous les types.',
    townsman: (name: string) => `Citadin : ${name}`,
  },
  board: {
    guildHouse: (guild: string) => `Maison de la guilde des ${guild}`,
    price: 'Prix',
    priceHelp: (price: number, good: string) =>
      `La valeur du maître de guilde fixe le prix : la guilde achète ${good} ${talers(price)} pièce, et vend toute marchandise de son magasin ${price} pièce.`,
    guildmaster: 'Maître de guilde',
    guildmasterHelp: (tile: string) =>
      `${tile} est le maître de guilde. En fin de manche il rejoint le favori de la guilde : le joueur qui possède le plus de ses marchandises.`,
    noGuildmaster: 'Pas de maître de guilde : le favori l’a pris, le suivant descend en fin de manche.',
    workshop: (window: number, round: number) =>
      `Fenêtre d’atelier ${window} : maître de guilde de la manche ${round}`,
    stack: (top: string, under: string) =>
      `La pile de 2 tuiles : ${top} sur ${under}. À la manche 4 la tuile du dessus est maître de guilde et le favori prend les deux.`,
    emptyWindow: 'Fenêtre vide',
    lodgings: (window: number) => `Chambre ${window}`,
    lodgingPrice: (window: number, good: GoodId) => {
      const goods = (n: number): string => messages.goodCount(n, good);
      return (
        [
          goods(1),
          `${goods(1)} + 1 marchandise au choix`,
          `${goods(2)}, ou ${goods(1)} + 2 marchandises au choix`,
          `${goods(3)}, ou ${goods(2)} + 2 marchandises au choix`,
        ][window - 1] ?? ''
      );
    },
    recruitPrice: (price: string) => `Pour embaucher cet invité, versez ${price} au magasin.`,
    leftmostGoes: 'L’invité de cette chambre quitte la partie en fin de manche.',
    storehouse: 'Magasin',
    storehouseHelp: (price: number) =>
      `Qui agit dans cette guilde peut acheter ces marchandises, de tout type, ${talers(price)} pièce (3 au plus par action).`,
    storehouseEmpty: 'Le magasin est vide.',
    roof: 'Toit',
    roofHelp: (agents: number) =>
      `${plural(agents, 'agent', 'agents')} sur le toit. Embaucher ici rapporte 1 thaler par agent déjà sur le toit. Les agents rentrent en fin de manche.`,
    mayor: 'Maire',
    mayorHelp: (guild: string) =>
      `Un Maire siège sur ce toit : à chaque collecte de revenus, chaque joueur reçoit 1 thaler par artisan ${guild} qu’il possède.`,
    crests: (n: number) => `${plural(n, 'blason restant', 'blasons restants')}`,
    crestsHelp: (guild: string) =>
      `Le favori des ${guild} prend un de ces blasons à chaque fin de manche. Les blasons différents rapportent des points en fin de partie.`,
    prestige: 'Guilde de prestige',
    prestigeHelp: (guild: string) =>
      `Les ${guild} sont la guilde de prestige de cette manche (le maître le plus fort, hors guilde de prestige précédente) : leur favori prend aussi le blason de prestige.`,
    previousPrestige: 'Prestige à la manche précédente : ne peut pas l’être cette manche.',
    guestStack: (n: number) => `${plural(n, 'invité', 'invités')} dans la pile`,
    guestStackHelp:
      'Les invités face cachée (artisans et citadins) qui complètent les chambres à chaque fin de manche. Les citadins à l’étoile et les Colporteurs y retournent.',
    prestigeSupply: (n: number) => `${plural(n, 'blason de prestige', 'blasons de prestige')} en réserve`,
    lodgingCosts:
      'Embaucher coûte, chambres 1 à 4 : 1 · 1+1 · 2 ou 1+2 · 3 ou 2+2 (marchandises de la guilde + marchandises au choix).',
    prestigeSupplyHelp:
      'Un blason de prestige va à la guilde de prestige au début de chaque manche ; son favori le prend à la fin.',
    turnOrder: 'Ordre du tour',
    turnOrderHelp:
      'Dans chaque guilde, les joueurs agissent dans cet ordre. Embaucher permet de passer en tête. L’ordre départage aussi les favoris.',
    revealedCards: (names: string) => `Cartes révélées ici : ${names}`,
    acting: (name: string) => `${name} agit ici`,
  },
  player: {
    talers: 'Thalers',
    talersHidden: 'Les thalers restent secrets jusqu’à la fin',
    talersHelp:
      'Vos thalers : vous seul les voyez jusqu’à la fin de la partie (une égalité pour un favori les révèle).',
    agents: (available: number, total: number) =>
      `${plural(available, 'agent disponible', 'agents disponibles')} sur ${total}`,
    agentsHelp:
      'Chaque carte planifiée demande un agent. Les agents sur les toits reviennent en fin de manche. 8 au maximum.',
    goods: 'Marchandises',
    goodsHelp: 'Le joueur qui a le plus de marchandises d’une guilde en devient le favori en fin de manche.',
    noGoods: 'aucune marchandise',
    craftsmenGroup: (guild: string, count: number, value: number) =>
      `${guild} : ${plural(count, 'artisan', 'artisans')}, valeur totale ${value}`,
    crests: 'Blasons',
    crestsHelp: (distinct: number) =>
      `${plural(distinct, 'blason différent', 'blasons différents')} pour l’instant (chaque blason de prestige compte comme différent).`,
    cards: (n: number) => `${plural(n, 'carte planifiée', 'cartes planifiées')}`,
    finished: 'A fini pour cette manche (côté Lune)',
    planning: 'Planifie encore',
    planned: 'A planifié',
    peddler: (good: string) => `Colporteur chargé de ${good} : compte pour 4 pour le favori de cette manche`,
    away: 'Absent : la place attend son retour',
    standIn: (level: BotLevel) =>
      `Absent : un robot ${messages.botLevels[level].toLowerCase()} joue en attendant`,
  },
  phase: {
    round: (round: number) => `Manche ${round} sur 4`,
    turn: (turn: number) => `tour ${turn}`,
    planning: 'Planification',
    action: (guild: string) => `Action chez les ${guild}`,
    finished: 'Partie terminée',
  },
  planning: {
    title: 'Planifiez vos actions',
    help: (cards: number) =>
      `Choisissez les guildes où vous agirez ce tour : une carte par guilde, chacune avec un agent, ${plural(cards, 'carte', 'cartes')} au plus. Personne ne voit votre choix avant l’appel de chaque guilde.`,
    /** Said with the count when a guild is chosen or dropped. */
    toggled: (guild: string, chosen: boolean) => `${guild} ${chosen ? 'choisis' : 'retirés'},`,
    chosen: (n: number, max: number) => `${n} sur ${max}`,
    confirm: (n: number) => `Jouer ${plural(n, 'carte', 'cartes')}`,
    pass: 'Passer pour la manche',
    passHelp: 'Passer retourne votre jeton côté Lune : vous n’agissez plus de cette manche.',
    passConfirm: 'Passer pour le reste de la manche ?',
    waiting: 'En attente de',
    done: 'prêt',
    thinking: 'planifie…',
    finished: 'a fini',
  },
  turn: {
    title: (guild: string) => `Votre action chez les ${guild}`,
    price: (price: number) => `Prix du maître de guilde : ${price}`,
    sell: 'Vendre',
    /** The steppers, naming the good they count (`one`: one of it, "1 Beer"). */
    sellMore: (one: string) => `Vendre ${one} de plus`,
    sellFewer: (one: string) => `Vendre ${one} de moins`,
    buyMore: (one: string) => `Ajouter ${one}`,
    buyFewer: (one: string) => `Retirer ${one}`,
    sellHelp: (good: string, price: number) => `Vendez ${good} à la guilde, ${talers(price)} pièce.`,
    sellButton: (goods: string, total: number) => `Vendre ${goods} pour ${talers(total)}`,
    buy: 'Acheter',
    buyHelp: (price: number, limit: number) =>
      `Achetez jusqu’à ${plural(limit, 'marchandise', 'marchandises')} de tout type au magasin, ${talers(price)} pièce.`,
    buyButton: (n: number, total: number) =>
      `Acheter ${plural(n, 'marchandise', 'marchandises')} pour ${talers(total)}`,
    buyTotal: (total: number) => `Total ${talers(total)}`,
    purse: (n: number) => `vous avez ${talers(n)}`,
    recruit: 'Embaucher',
    recruitHelp:
      'Choisissez un invité dans les chambres (en surbrillance sur le plateau) et payez le prix de sa fenêtre.',
    recruitWindow: (window: number, guest: string) => `Chambre ${window} : ${guest}`,
    choosePayment: 'Payer avec',
    bonus: (n: number) => `+${talers(n)} grâce aux agents sur le toit`,
    toFront: 'Passer en tête de l’ordre du tour',
    toFrontHelp: 'Facultatif : votre marqueur passe premier ; ceux qui étaient devant reculent d’une place.',
    recruitButton: 'Embaucher',
    /** Why Recruit waits, said beside it: the choice still missing. */
    recruitWaits: { payment: 'Choisissez comment payer.', ability: 'Choisissez ce que fait le citadin.' },
    nothing: 'Ne rien faire',
    nothingHelp: 'Votre agent monte quand même sur le toit.',
    burglarTitle: 'Voleur : qui voler ?',
    burglarNone: 'Ne rien prendre',
    burglarGoods: 'Prendre',
    guardsmanTitle: 'Garde : échanger deux artisans',
    guardsmanNone: 'Ne rien échanger',
    guardsmanPair: (a: string, b: string) => `${a} ⇄ ${b}`,
    inWorkshop: (tile: string, guild: string, window: string | null) =>
      `${tile} dans l’atelier des ${guild}${window ? `, ${window}` : ''}`,
    inLodgings: (tile: string, guild: string, window: string | null) =>
      `${tile} dans les chambres des ${guild}${window ? `, ${window}` : ''}`,
    workshopWindows: ['juste au-dessus du maître de guilde', 'deuxième en partant du haut', 'tout en haut'],
    lodgingsWindows: [
      'tout à gauche',
      'deuxième en partant de la gauche',
      'deuxième en partant de la droite',
      'tout à droite',
    ],
    peddlerTitle: 'Colporteur : quelle marchandise poser sur lui ?',
    peddlerCarries: (good: string) =>
      `Le Colporteur portera : ${good}, la seule marchandise qu’il peut prendre. Elle compte pour 4 pour le favori de cette manche.`,
    mayorTitle: 'Maire : sur le toit de quelle guilde ?',
  },
  waiting: {
    forPlanning: (names: string) => `En attente de la planification ${ofName(names)}`,
    forAction: (name: string, guild: string) => `${name} agit chez les ${guild}`,
    bot: 'réfléchit',
    yourPlan: (guilds: string) => `Vos cartes : ${guilds}`,
    passed: 'Vous avez fini pour cette manche.',
  },
  log: {
    title: 'Journal de la partie',
    empty: 'Rien ne s’est encore passé.',
    roundStarted: (round: number, prestige: string | null) =>
      `La manche ${round} commence${prestige ? ` ; les ${prestige} sont la guilde de prestige` : ''}.`,
    turnStarted: (turn: number) => `Tour ${turn} : planification.`,
    planned: (name: string, n: number) => `${name} planifie ${plural(n, 'carte', 'cartes')}.`,
    passed: (name: string) => `${name} passe pour la manche.`,
    guildCalled: (guild: string, names: string) => `Les ${guild} sont appelés : ${names}.`,
    sold: (name: string, goods: string, earned: number) => `${name} vend ${goods} pour ${talers(earned)}.`,
    bought: (name: string, goods: string, paid: number) => `${name} achète ${goods} pour ${talers(paid)}.`,
    recruited: (name: string, guest: string, payment: string, bonus: number) =>
      `${name} embauche ${guest} en payant ${payment}${bonus ? ` et gagne ${talers(bonus)} grâce au toit` : ''}.`,
    movedToFront: (name: string) => `${name} passe en tête de l’ordre du tour.`,
    didNothing: (name: string, guild: string) => `${name} ne fait rien chez les ${guild}.`,
    agentGained: (name: string, total: number) => `${name} gagne un agent (${total} maintenant).`,
    agentAtMaximum: (name: string) => `${name} a déjà 8 agents : pas davantage.`,
    burgled: (name: string, victim: string, goods: string, compensation: number) =>
      `Le Voleur ${ofName(name)} prend ${goods} à ${victim}, qui reçoit ${talers(compensation)}.`,
    burglarTookNothing: (name: string) => `Le Voleur ${ofName(name)} ne prend rien.`,
    guardsmanSwapped: (name: string, a: string, b: string) =>
      `Le Garde ${ofName(name)} échange ${a} et ${b}.`,
    guardsmanSwappedNothing: (name: string) => `Le Garde ${ofName(name)} n’échange rien.`,
    peddlerLoaded: (name: string, good: string) => `${name} charge le Colporteur de ${good}.`,
    mayorPlaced: (name: string, guild: string) => `${name} place le Maire sur le toit des ${guild}.`,
    townsmanReshuffled: (guest: string) => `${guest} retourne dans la pile des invités.`,
    turnEnded: (names: string) => (names ? `Fin du tour ; ont fini : ${names}.` : 'Fin du tour.'),
    roundEnded: (round: number) => `La manche ${round} est terminée.`,
    favourite: (guild: string, name: string, count: number) =>
      `La faveur des ${guild} va à ${name}, avec ${plural(count, 'marchandise', 'marchandises')}.`,
    noFavourite: (guild: string) =>
      `Personne n’a de marchandise des ${guild} : pas de favori, le maître de guilde quitte la partie.`,
    peddlerReturned: (name: string) => `Le Colporteur ${ofName(name)} retourne dans la pile des invités.`,
    agentsReclaimed: 'Chacun reprend ses agents sur les toits.',
    income: (name: string, total: number) => `${name} reçoit ${talers(total)}.`,
    guildmasterSlid: (guild: string, tile: string) => `${tile} devient maître de guilde des ${guild}.`,
    lodgingsRefilled: (guild: string, n: number) =>
      `Les chambres des ${guild} sont complétées (${plural(n, 'nouvel invité', 'nouveaux invités')}).`,
    prestigeChosen: (guild: string) => `Les ${guild} deviennent la guilde de prestige.`,
    gameEnded: 'La partie est terminée.',
  },
  roundEnd: {
    title: (round: number) => `Fin de la manche ${round}`,
    step: (n: number, of: number) => `Étape ${n} sur ${of}`,
    /** A long step shown a page at a time (a table's display). */
    page: (n: number, of: number) => `page ${n} sur ${of}`,
    favourites: 'Les maîtres de guilde choisissent leurs favoris',
    favourite: (name: string, count: number) =>
      `${name}, avec ${plural(count, 'marchandise', 'marchandises')},`,
    takes: (tiles: string, prestige: boolean) =>
      `prend ${tiles}, un blason${prestige ? ' et le blason de prestige' : ''}`,
    tieTalers: (revealed: readonly { name: string; talers: number }[]) =>
      `Égalité de marchandises, départagée par les thalers (révélés : ${listed(
        LOCALE,
        revealed.map((r) => `${r.name} (${talers(r.talers)})`),
      )}).`,
    givesBack: (name: string, goods: string) => `${name} rend ${goods} à la guilde.`,
    agentsWith: (name: string, gained: number, total: number) =>
      `${name} gagne ${gained === 1 ? 'un agent avec l’artisan' : `${gained} agents avec les artisans`} (${total} maintenant).`,
    mostAgents: (name: string) => `${name} a déjà 8 agents : aucun avec l’artisan.`,
    peddlerBack: (name: string, good: string | null) =>
      good
        ? `Le Colporteur ${ofName(name)} retourne dans la pile des invités ; ${name} garde la marchandise qu’il portait (${good}).`
        : `Le Colporteur ${ofName(name)} retourne dans la pile des invités.`,
    tieTurnOrder: 'Égalité de marchandises et de thalers, départagée par l’ordre du tour.',
    noFavourite: 'Personne n’a ces marchandises : pas de favori, le maître de guilde quitte la partie.',
    income: 'Revenus',
    incomeLine: (base: number, musicians: number, mayors: number) =>
      [`${base} de base`, musicians ? `${musicians} Musicien` : '', mayors ? `${mayors} Maire` : '']
        .filter(Boolean)
        .join(' + '),
    guildmasters: 'Les nouveaux maîtres de guilde prennent place',
    lodgings: 'Les chambres sont complétées',
    discarded: (tile: string) => `${tile} s’en va`,
    drawn: (tiles: string) => `nouveaux : ${tiles}`,
    nothingNew: 'aucun nouvel invité',
    prestige: 'Nouvelle guilde de prestige',
    agents: 'Les agents rentrent des toits',
    continue: 'Continuer',
  },
  scoring: {
    title: 'Décompte final',
    /** Victory points, abbreviated. */
    vp: 'PV',
    categories: {
      townsmen: 'Citadins',
      majorities: 'Majorités d’artisans',
      thirtyPlus: 'Ensembles de valeur 30+',
      allTypes: 'Tous les types d’artisans',
      richest: 'Joueur le plus riche',
      crests: 'Collection de blasons',
    },
    total: 'Total PV',
    talers: 'Thalers',
    craftsmen: 'Artisans',
    craftsmenValue: 'Valeur des artisans',
    rank: 'Rang',
    winner: (names: string) => `${names} remporte Norenberc !`,
    sharedWin: (names: string) => `${names} se partagent la victoire !`,
    clearWin: (vp: number, next: number) => `${vp} PV contre ${next}.`,
    byCraftsmen: (vp: number, a: number, b: number) =>
      `Égalité à ${vp} PV ; le plus d’artisans l’emporte (${a} contre ${b}).`,
    byValue: (vp: number, a: number, b: number) =>
      `Égalité à ${vp} PV et en artisans ; la plus forte valeur d’artisans l’emporte (${a} contre ${b}).`,
    fullTie: 'Égalité de PV, d’artisans et de valeur : la victoire est partagée.',
    aheadOf: (a: string, b: string) => `${a} se classe devant ${b}.`,
    sharedRank: (names: string, rank: number) => `${names} partagent la ${rank}e place.`,
    crestCount: 'Blasons différents',
    byRound: 'Classement manche par manche',
    byRoundHelp:
      'PV après chaque manche tels que tous pouvaient les voir (thalers à part), puis le score final.',
    roundLabel: (n: number) => `Manche ${n}`,
    final: 'Final',
    majoritiesTitle: 'Majorités par guilde',
    stoodIn: (bots: string) => `remplacé par ${bots}`,
    guildHead: 'Guilde',
    place: (n: number) => ['', '1re', '2e', '3e'][n] ?? '',
  },
  aids: {
    standings: 'Classement',
    standingsTitle: 'Classement si la partie finissait maintenant',
    standingsHelp:
      'D’après ce que tout le monde voit. Les thalers sont secrets : les PV du joueur le plus riche et ceux des Collecteurs d’impôts ne sont pas comptés.',
    taxCollectors: (n: number) =>
      `+ ${plural(n, 'Collecteur d’impôts', 'Collecteurs d’impôts')} (1 PV par 10 thalers)`,
    total: 'PV actuels',
    crests: 'Blasons différents',
    places: 'Places aux majorités',
    price: (n: number) => `prix ${n}`,
    store: (n: number) => `magasin ${n}`,
    yours: (n: number) => `vous en avez ${n}`,
    leads: (name: string, n: number) => `${name} en tête (${n})`,
    tied: (names: string, n: number) => `égalité (${n}) : ${names}`,
    allTied: (n: number) => `tous à égalité (${n})`,
    noLeader: 'personne n’en a encore',
    prize: (what: string) => `le favori prend ${what}`,
    crest: 'blason',
    prestigeCrest: 'blason de prestige',
    lead: (guild: string) => `Vous prenez la tête de la course des ${guild}.`,
    tie: (guild: string) => `Vous rejoignez la tête de la course des ${guild}.`,
    fallBack: (guild: string) => `Vous retombez à égalité en tête de la course des ${guild}.`,
    lost: (guild: string) => `Vous perdez la tête de la course des ${guild}.`,
    /** From a shared lead to behind: never "the lead", which the seat did not hold alone. */
    lostShare: (guild: string) => `Vous perdez votre part de la tête de la course des ${guild}.`,
    burglarTakes: (goods: string, victim: string, paid: number) =>
      `Votre Voleur prend ${goods} à ${victim}, qui reçoit ${talers(paid)}.`,
  },
  hints: hints,
  advice: advice,
  keys: {
    skipLinks: 'Liens d’accès rapide',
    panel: 'Aller à vos choix',
    board: 'Aller au plateau',
    players: 'Aller aux joueurs',
    open: 'Touches',
    title: 'Clavier',
    tab: 'Passer d’un élément à l’autre ; chacun s’explique',
    guilds: 'Choisir ou retirer une guilde (planification)',
    enter:
      'Presser le bouton où il se trouve ; ailleurs, confirmer le choix en cours : jouer les cartes, vendre, acheter, embaucher',
    modes: 'Vendre, acheter ou embaucher (votre action à une guilde)',
    windows: 'Choisir une chambre (embauche)',
    arrows: 'Déplacer le choix dans un groupe de choix : comment agir, une chambre, un paiement',
    nothing: 'Aller à « Ne rien faire » (Entrée le fait ensuite)',
    standings: 'Classement si la partie finissait maintenant',
    you: 'Entendre vos thalers, agents, marchandises et tuiles',
    guild:
      'Entendre le prix, le magasin, le maître et les chambres de la guilde où vous êtes, ou de celle appelée (sinon de chaque guilde)',
    points: 'Entendre le classement',
    escape: 'Passer les animations ; fermer une fenêtre ; annuler une question (comme Annuler)',
    hint: 'Demander un conseil au robot difficile (si la partie le permet)',
    help: 'Cette liste',
    names: { tab: 'Tab', enter: 'Entrée', escape: 'Échap', undo: 'Ctrl+Z' },
  },
  handoff: {
    title: (name: string) => `Passez l’écran à ${name}`,
    help: 'Le plateau cache les secrets de chacun jusqu’à ce que le bon joueur soit devant l’écran.',
    ready: (name: string) => `Je suis ${name} : montrer mon jeu`,
    retaken: (name: string) => `La décision ${ofName(name)} est reprise`,
    retakenHelp: (name: string) =>
      `${name} décide à nouveau. Qui tient l’écran le rend à ${name} : d’ici là, le plateau cache les secrets de chacun.`,
    recap: 'Depuis votre dernier tour',
    recapEmpty: 'Rien ne s’est passé depuis votre dernier tour.',
    recapFirst: 'Depuis le début de la partie',
    recapFirstEmpty: 'Rien n’a encore été joué : la partie commence par vous.',
  },
  catchUp: {
    title: 'Pendant votre absence',
    reopened: 'Là où vous en étiez',
    boardNow: 'Le plateau montre la partie telle qu’elle est maintenant.',
    game: 'La partie',
    done: 'Revenir à mon tour',
  },
  lesson: {
    ...home.lesson,
    preparing: 'Préparation de la partie guidée…',
    learner: 'Novice',
    label: 'Guide',
    step: (n: number, total: number) => `Étape ${n} sur ${total}`,
    next: 'Suivant',
    restart: 'Recommencer',
    leave: 'Quitter la leçon',
    finish: 'Terminer la leçon',
    hide: 'Masquer',
    show: 'Afficher le guide',
    roundOf: (n: number) => `Manche ${n} sur 4`,
    watch: {
      title: 'Au tour des autres',
      guided: 'Regardez : les autres jouent leurs coups de la leçon.',
      own: 'Regardez : les autres jouent leurs propres coups. Le guide reprend la parole à votre tour.',
    },
    rounds: {
      own: {
        title: 'Manche 2 : votre propre partie',
        text: (first: string, second: string, prestige: string, scale: string) =>
          `Désormais chaque coup est le vôtre, et ${first} et ${second} jouent leur propre partie. À la fin de chaque manche, le favori de chaque guilde (le plus de ses marchandises) prend son maître de guilde et un blason, et à la guilde de prestige (maintenant les ${prestige}) le blason de prestige aussi. Les blasons différents comptent ensemble : ${scale}. Les artisans que vous gagnez comptent pour la majorité de chaque guilde à la fin. Un doute ? Demandez un conseil (H).`,
      },
      third: {
        title: 'Manche 3',
        text: (prestige: string) =>
          `À mi-parcours. Les artisans qui attendent dans les ateliers sont les prochains maîtres de guilde : les favoris de chaque manche les prennent. Les thalers achètent des marchandises maintenant, et à la fin le plus riche gagne 5 PV. Le blason de prestige est chez les ${prestige}.`,
      },
      last: {
        title: 'Manche 4 : la dernière',
        text: (prestige: string) =>
          `La dernière manche : ses favoris prennent aussi l’artisan sous le maître de guilde, puis vient le décompte final. Les marchandises restantes ne rapportent rien, les thalers seulement au plus riche : servez-vous-en pour les faveurs, les majorités et les blasons. Le blason de prestige est chez les ${prestige}.`,
      },
    },
    own: {
      planTitle: 'Votre plan',
      plan: 'Choisissez les guildes où vos agents agissent ce tour, un agent chacune : la liste montre qui mène la course aux marchandises de chaque guilde et ce que prend son favori. Puis jouez vos cartes, ou passez si rien ne vaut un agent. Un doute ? Demandez un conseil (H).',
      actTitle: (guild: string) => `Votre tour chez les ${guild}`,
      act: 'Achetez, vendez, embauchez un invité ou ne faites rien : le panneau propose ce que vous pouvez payer. Un doute ? Demandez un conseil (H) : il montre ce que ferait le robot difficile, et pourquoi.',
    },
    end: {
      won: 'Vous avez gagné votre première partie de Norenberc !',
      lost: (winner: string) => `${winner} a gagné cette fois : la prochaine partie est à vous.`,
      text: 'Le tableau compte chaque catégorie ; « Comment les points se comptent » explique chacune.',
    },
    moves: {
      plan: (guilds: string) => `planifier ${guilds}`,
      pass: 'passer',
      nothing: 'ne rien faire',
      sell: (goods: string) => `vendre ${goods}`,
      buy: (goods: string) => `acheter ${goods}`,
      recruit: (window: number, payment: string) =>
        `embaucher l’invité de la chambre ${window} en payant ${payment}`,
      toFront: 'et passer en tête de l’ordre du tour',
    },
    refused: (move: string) => `Pas dans cette leçon. Le coup demandé ici : ${move}.`,
    wait: 'Un instant : les autres jouent.',
    steps: {
      welcome: {
        title: 'Bienvenue à Norenberc',
        text: (first: string, second: string) =>
          `Vous êtes le marchand en bleu, face à ${first} et ${second}. En quatre manches, vous gagnez les artisans des guildes en faisant commerce de leurs marchandises. Voici vos thalers, vos marchandises (une de chaque) et vos quatre agents. Cette première manche est guidée : chaque étape montre une partie des règles. Les manches 2 à 4 sont à vous.`,
      },
      plan: {
        title: 'Planifier en secret',
        text: (guilds: string, button: string) =>
          `Chaque tour commence par un choix secret : où vos agents vont-ils agir ? Un agent par guilde. Personne ne voit votre plan avant l’appel de la guilde. Choisissez ${guilds} (l’anneau passe à la suivante), puis appuyez sur « ${button} ».`,
      },
      buy: {
        title: 'Acheter au prix du maître de guilde',
        text: (guild: string, goods: string) =>
          `Les guildes sont appelées dans leur ordre, et les ${guild} viennent en premier. Ici vous achetez jusqu’à 3 marchandises du magasin, chacune au prix du maître de guilde affiché sur la maison. Les marchandises gagnent la faveur des guildes en fin de manche et paient les invités. Achetez ${goods}. (À 4 ou 5 joueurs, le premier tour limite les achats là où beaucoup ont planifié la même guilde ; à trois joueurs, il n’y a pas de limite.)`,
      },
      called: {
        title: 'Appelés dans l’ordre du tour',
        text: (guild: string, other: string) =>
          `Chez les ${guild}, plusieurs d’entre vous ont planifié une action : chacun agit dans l’ordre de cette piste. ${other} était devant vous, il a donc agi en premier ; son agent est maintenant sur le toit de la guilde.`,
      },
      craftsman: {
        title: 'Embaucher un artisan',
        text: (guild: string, guest: string, good: string, payment: string) =>
          `Les invités des chambres coûtent des marchandises, d’autant plus que leur chambre est à droite. Le prix de ${guest} se paie de deux façons : en ${good} seulement, ou avec moins de ${good} et des marchandises au choix (le panneau liste celles que vous pouvez payer). Payez ${payment}. Vous gagnez aussi un thaler par agent déjà présent sur le toit des ${guild}, et vous pouvez passer en tête de l’ordre du tour : faites-le.`,
      },
      townsman: {
        title: 'Un citadin et son pouvoir',
        text: (guild: string, guest: string, payment: string) =>
          `Les citadins ont des pouvoirs. Le ${guest} des chambres des ${guild} vous donne un agent de plus dès que vous l’embauchez, utilisable dès le tour suivant, quand vous planifiez de nouveau (un citadin à l’étoile agit aussitôt, puis retourne dans la pile des invités). Embauchez-le en payant ${payment}.`,
      },
      sell: {
        title: 'Vendre',
        text: (guild: string, goods: string) =>
          `Une guilde achète ses propres marchandises au prix de son maître. Vendez ${goods} aux ${guild} : les thalers paieront des marchandises au tour suivant, et le plus riche marque des points à la fin.`,
      },
      pass: {
        title: 'Passer pour la manche',
        text: 'Nouveau tour : qui a encore des agents planifie à nouveau. Il vous reste l’agent du Conseiller, qui pourrait encore vous rapporter quelque chose (le Conseil montre où) ; ici, la leçon vous fait passer, pour montrer comment finit une manche. Passer (ou n’avoir plus d’agent) vous rend fini pour la manche ; les autres jouent jusqu’à être finis à leur tour.',
      },
      roundEnd: {
        title: 'La fin d’une manche',
        text: (guild: string) =>
          `Chaque maître de guilde choisit un favori : celui qui a le plus de marchandises de la guilde ; une égalité va au plus riche en thalers (voyez les ${guild}), puis à l’ordre du tour. Le favori rend une marchandise et prend le maître de guilde, un blason, et le blason de prestige à la guilde de prestige. Puis les agents reviennent, chacun reçoit 3 thalers de revenu, l’artisan suivant descend devenir maître, les chambres sont complétées et une nouvelle guilde de prestige est choisie. Suivez-le pas à pas ci-dessous.`,
      },
    },
  },
  scoreHelp: {
    title: 'Comment les points se comptent',
    townsmen: (noble: string, tax: string, foreman: string) =>
      `Les PV de vos citadins : ${noble}, ${tax} (1 PV par 10 thalers), ${foreman}.`,
    majorities: (apprentice: string) =>
      `Dans chaque guilde, les artisans de plus grande valeur : 1er 5 PV, 2e 3 PV, 3e 1 PV. Une place que personne ne prend revient au premier ; une égalité va au plus de tuiles. Un ${apprentice} ajoute 1 PV par 2e ou 3e place, compté ici (pas dans le tableau par guilde).`,
    thirtyPlus: '2 PV pour chaque guilde dont vos artisans valent 30 ou plus.',
    allTypes: '5 PV pour au moins un artisan de chaque guilde.',
    richest: '5 PV pour le plus de thalers (2 PV chacun en cas d’égalité).',
    crests: (scale: string, engraver: string) =>
      `Les blasons différents, chaque blason de prestige (et un ${engraver}) comptant comme un de plus : ${scale}.`,
    crestNone: (most: number) => `0 à ${most} → 0 PV`,
    crestStep: (n: number, vp: number, more: boolean) => `${n}${more ? ' ou plus' : ''} → ${vp} PV`,
    notation: (example: string, value: number, tiles: number, vp: number) =>
      `Dans les majorités par guilde, « ${example} » se lit : des artisans valant ${value} en tout, sur ${plural(tiles, 'tuile', 'tuiles')} ; la place qu’ils prennent dans la guilde ; les ${vp} PV qu’elle rapporte.`,
  },
  away: {
    waiting: (name: string) => `${name} est absent — on l’attend`,
    waitingAll: (names: readonly string[]) => `${listed(LOCALE, names)} sont absents — on les attend`,
    playedBy: (name: string, bot: string) => `${name} est absent — un remplaçant (${bot}) joue à sa place`,
    giveTo: 'Faire jouer un robot à sa place',
    takeBack: 'L’attendre plutôt',
  },
  newGame: {
    title: 'Nouvelle partie',
    seats: 'Joueurs',
    name: 'Nom',
    color: 'Couleur',
    who: 'Joué par',
    human: 'Humain sur cet écran',
    addSeat: 'Ajouter un joueur',
    /** A seat's field named with its seat, as a screen reader tells the rows apart. */
    seatField: (seat: number, field: string) => `Place ${seat} : ${field}`,
    removeSeat: 'Retirer',
    start: 'Commencer la partie',
    defaultName: (n: number) => `Joueur ${n}`,
    needHuman: 'Au moins un joueur doit être humain pour jouer sur cet écran.',
    uniqueColors: 'Chaque joueur doit avoir une couleur différente.',
    onlyYou:
      'En invité, vous ne jouez que votre propre place : laissez les autres ouvertes aux invités, ou confiez-les à des robots.',
    guildsInPlay: (n: number, guilds: string) => `${n} joueurs : les guildes en jeu sont ${guilds}.`,
    noHouseRules: 'La règle ne propose pas de variante : chaque partie se joue avec la règle complète.',
    firstGame: 'Première partie ? Les règles se terminent par un guide pas à pas.',
    /** Two seats or more go by one name (or names too alike): the seats' numbers, the name. */
    sameName: (seats: readonly number[], name: string) =>
      `Les places ${listed(LOCALE, seats.map(String))} portent le même nom, « ${name} », ou des noms trop semblables pour les distinguer : donnez à chaque joueur un nom bien à lui.`,
    /** A name field at its limit: what it holds at most. */
    nameLimit: (max: number) => `${max} caractères au plus.`,
  },
  hostGame: {
    code: 'Le code de la soirée',
    codeHelp:
      'Le code QR et cette adresse portent le code : les invités qui scannent l’un ou tapent l’autre entrent directement. Ceux qui ouvrent l’adresse seule, ou trouvent la table dans leur appli, tapent le code.',
    newCode: 'Nouveau code',
    newCodeHelp:
      'Un nouveau code écarte quiconque n’est pas encore à une table ; les joueurs attablés restent.',
    openDoor: 'Laisser entrer tout le réseau',
    openHelp: 'Sans code : seulement sur un réseau de confiance.',
    shutDoor: 'Demander un code aux invités',
    openNow: 'La porte est ouverte : tout appareil de ce réseau entre sans code.',
    doorTried: (wrong: number, addresses: number) =>
      `Quelqu’un essaie des codes à la porte : ${counted(LOCALE, wrong, { one: 'code faux', other: 'codes faux' })} dans la dernière minute, depuis ${counted(LOCALE, addresses, { one: 'adresse', other: 'adresses' })}. Les invités qui ont le code entrent toujours.`,
    askHost: 'Les invités ont aussi besoin du code de la soirée, affiché sur l’écran de l’hôte.',
    lanFailed:
      'La table n’a pas pu être ouverte au réseau : vérifiez que cet ordinateur est connecté, puis réessayez.',
    autoStandIn: 'Quand un invité est absent, un robot joue à sa place après',
    minutes: (n: number) => `${n} minutes`,
    title: 'Héberger une partie en réseau',
    tableName: 'Nom de la table',
    nameListed: (name: string) =>
      `Une autre table s’appelle déjà « ${name} » ici : les invités pourraient les confondre.`,
    useName: (name: string) => `Appeler celle-ci « ${name} »`,
    seats: 'Places',
    open: 'Libre pour un invité',
    me: 'Moi',
    create: 'Ouvrir la table',
    address:
      'Les invités scannent le code QR avec leur téléphone, ouvrent cette adresse dans un navigateur, ou trouvent la table dans leur application :',
    qrLabel: (url: string) => `Code QR : ${url}`,
    localOnly:
      'La table propre à l’application ne sert que cet ordinateur : les invités du réseau ne peuvent pas l’atteindre. Pour jouer avec eux, hébergez depuis l’application (Héberger une partie en réseau), ou lancez npx norenberc host dans un terminal et ouvrez la page qu’il affiche comme votre propre vue.',
    noNetwork: (bind: string) =>
      `Cet hôte n’a aucune adresse sur un réseau : les invités ne peuvent pas l’atteindre. S’il a été lancé avec --bind ${bind} (cet ordinateur seul), arrêtez-le (Ctrl+C) et relancez-le avec npx norenberc host, qui écoute sur tous les réseaux ; sinon, connectez cet ordinateur au réseau des invités et relancez l’hôte.`,
    starting: 'Ouverture de votre table au réseau…',
  },
  join: {
    openSeat: 'place libre',
    noAnswer: (address: string) =>
      `Rien ne répond à ${address}. Vérifiez l’adresse affichée par l’hôte, et que l’hôte est toujours lancé.`,
    addressProblems: {
      empty: 'Tapez l’adresse d’un hôte, comme 192.168.1.20 ou 192.168.1.20:7412.',
      unreadable: 'Ce n’est pas une adresse d’hôte : tapez un nom ou un numéro, avec son port s’il en a un.',
      scheme: 'On joint un hôte par ws:// ou http://.',
      'no-host': 'Cette adresse ne nomme aucun hôte.',
    },
    title: 'Rejoindre une partie en réseau',
    tables: 'Tables de cet hôte',
    none: 'Aucune table pour l’instant. Elles apparaissent ici dès qu’on en ouvre une.',
    freeSeats: (n: number) => plural(n, 'place libre', 'places libres'),
    playing: 'en cours',
    finished: 'terminée',
    watch: 'Regarder',
    join: 'Rejoindre',
    yourName: 'Votre nom',
    color: 'Couleur',
    anyColor: 'Une couleur libre',
    takenBy: (color: string, name: string) => `${color} (prise par ${name})`,
    manual: 'Un autre hôte',
    manualHelp:
      'Si le réseau cache les hôtes, tapez l’adresse affichée par l’hôte (par exemple 192.168.1.20:7412).',
    connect: 'Se connecter',
    connectedTo: (name: string) => `Hôte « ${name} »`,
    lan: 'Hôtes trouvés sur votre réseau',
    lanNone:
      'Aucun hôte trouvé pour l’instant. Si le réseau bloque la découverte, saisissez l’adresse de l’hôte ci-dessous.',
    open: 'Ouvrir',
  },
  door: {
    title: 'Le code de la soirée',
    help: 'Cet hôte laisse entrer les invités qui ont son code. L’écran de l’hôte l’affiche, à côté du code QR.',
    label: 'Code',
    placeholder: (n: number) => `${integer(LOCALE, n)} lettres`,
    enter: 'Entrer',
    shape: (n: number) => `Un code compte ${n} lettres, comme KTZ WMP.`,
    strayLetters: (letters: string) =>
      `Aucun code ne contient ${letters} : un code n’a que des consonnes autres que L, comme KTZ WMP. Vérifiez-le sur l’écran de l’hôte.`,
    oldCode:
      'Le code de cette adresse n’est plus celui de la soirée : tapez celui qu’affiche l’écran de l’hôte.',
    codeChanged: 'L’hôte a changé le code : demandez le nouveau.',
    removedTitle: 'Retiré pour la soirée',
    addressRemovedTitle: 'Adresse refusée pour la soirée',
    retrying: 'Cette page réessaie d’elle-même le code qu’elle a reçu, toutes les quelques secondes.',
    yourTables: 'Vos tables sur cet hôte',
    back: (name: string) => `Retour à « ${name} »`,
  },
  lobby: {
    removeEvening: 'Retirer pour la soirée',
    removeConfirm: (name: string) =>
      `Retirer ${name} pour la soirée ? Son appareil et son joueur ne pourront plus revenir sur cet hôte avant qu’il s’arrête.`,
    title: (name: string) => `Salon : ${name}`,
    open: 'Place libre — en attente d’un invité',
    connected: 'connecté',
    away: 'absent',
    kick: 'Retirer',
    toBot: 'Confier à un robot',
    botLevel: 'Niveau des robots',
    openSeat: 'Libérer',
    removeSeat: 'Retirer la place',
    addSeat: 'Ajouter une place',
    start: 'Commencer la partie',
    waitingSeats: 'En attente que toutes les places soient prises.',
    waitingHost: 'En attente du lancement par le créateur de la table.',
    end: 'Fermer la table',
    endConfirm: 'Fermer la table ? Chacun en est averti, et la table disparaît.',
    spectators: (n: number) => plural(n, 'spectateur', 'spectateurs'),
  },
  settings: {
    title: 'Réglages',
    language: 'Langue',
    speed: 'Vitesse des animations',
    speeds: { off: 'Aucune', fast: 'Rapide', normal: 'Normale', slow: 'Lente' },
    sound: 'Son',
    colourBlind: 'Mode daltonien',
    yourTurn: 'Votre tour, quand vous êtes dans une autre fenêtre',
    turnAlert: 'Afficher une notification',
    turnBell: 'Sonner une cloche',
    allowAlerts: 'Autoriser les notifications',
    alertsAsk: 'Votre navigateur demande une fois si cette page peut afficher des notifications.',
    alertsDenied:
      'Votre navigateur bloque les notifications de cette page : autorisez-les dans ses réglages du site.',
    dataFolder: 'Ouvrir le dossier des données',
    dataFolderHelp:
      'Vos parties, statistiques et réglages y sont : copiez tout le dossier pour les sauvegarder.',
    alertsUnsupported:
      'Ce navigateur ne peut pas afficher de notifications ; la cloche et le titre de la fenêtre vous appellent quand même.',
    colourBlindHelp: 'Ajoute des motifs aux couleurs des joueurs (leurs formes sont toujours affichées).',
  },
  /** A guest at a LAN table: their seat to go back to, their name, their turn's call, a stand-in's lines. */
  guests: {
    backToSeat: 'Retour à votre place',
    seeScores: 'Voir les scores finaux',
    playedAs: (name: string) => `Vous avez joué à cette table, sous le nom ${name}.`,
    yourSeat: (name: string) => `Vous avez une place à cette table, sous le nom ${name}.`,
    nameProblems: {
      empty: 'Saisissez d’abord votre nom.',
      long: 'Ce nom est trop long.',
      control: 'Ce nom contient des caractères qui ne peuvent pas s’afficher.',
      invisible: 'Ce nom n’affiche rien : utilisez des lettres, des chiffres ou des signes lisibles.',
    },
    alertsInsecure: (address: string) =>
      `Les navigateurs n’affichent de notifications système que pour les pages sécurisées (https, ou une application sur cet appareil) ; ${address} n’en est pas une, donc aucune ne peut venir ici. Ce qui vous appelle quand même : le titre de l’onglet indique « À vous », et la cloche ci-dessous sonne.`,
    playsFor: (bot: string, name: string) => `Remplaçant ${ofName(name)} : ${bot}.`,
    isBack: (name: string) => `${name} est de retour et rejoue.`,
    playedFor: (bot: string, name: string) => `${bot} a remplacé ${name} pendant une partie du jeu`,
    standInFor: (bot: string, name: string) => `${bot} (pour ${name})`,
  },
  history: {
    title: 'Historique des parties',
    noStore: 'Cet hôte ne garde pas d’historique des parties.',
    status: 'État',
    all: 'Toutes',
    statuses: { playing: 'En cours', finished: 'Terminée', abandoned: 'Abandonnée' },
    players: 'Joueurs',
    anyCount: 'Peu importe',
    count: (n: number) => plural(n, 'joueur', 'joueurs'),
    date: 'Date',
    scores: 'Joueurs et scores',
    winner: 'Vainqueur',
    none: 'Aucune partie ici pour l’instant.',
    more: 'Afficher plus',
    replay: 'Revoir',
    continue: 'Reprendre',
  },
  records: {
    open: 'Ouvrir un enregistrement de partie…',
    help: 'Un enregistrement sauvé depuis une relecture (.json) : il rejoint votre historique, pour le revoir et l’analyser.',
    working: (file: string) => `Lecture de « ${file} »…`,
    added: (file: string, match: number) =>
      `« ${file} » est maintenant dans votre historique : partie ${match}.`,
    held: (file: string, match: number, h: HeldAs): string => {
      switch (h.as) {
        case 'record':
          return `« ${file} » était déjà dans votre historique : partie ${match}.`;
        case 'game':
          return `« ${file} » est la même partie que la partie ${match} (la même donne et les mêmes actions), que votre historique contient déjà : rien n’a été ajouté.`;
        case 'part':
          return `« ${file} » ne contient que les ${h.actions} premières des ${h.of} actions de la partie ${match}, que votre historique contient en entier : rien n’a été ajouté.`;
        case 'more':
          return `« ${file} » est la partie ${match} jouée plus loin : votre historique en contient les ${h.actions} premières actions sur ${h.of}, et ne garde une partie qu’une fois : rien n’a été ajouté.`;
        case 'other-actions':
          return `« ${file} » a la donne de la partie ${match}, mais ses actions s’en écartent à l’action ${h.at + 1} : une donne ne se joue qu’une fois, rien n’a donc été ajouté.`;
      }
    },
    replay: 'Le revoir',
    failed: (file: string, why: string) => `Impossible d’ouvrir « ${file} » : ${why}`,
    failedUnnamed: (why: string) => `Impossible d’ouvrir le fichier : ${why}`,
    notRecord: 'ce n’est pas un enregistrement de partie de Norenberc.',
    tooLarge: 'il est trop gros pour être un enregistrement de partie.',
    empty: 'il est vide.',
    notAFile:
      'ce n’est pas un fichier : un dossier ou un périphérique ne contient pas d’enregistrement de partie.',
    missing: 'il n’est plus là.',
    unreadable: 'le système ne laisse pas Norenberc le lire.',
    standIn: (p: StandInProblem): string => {
      switch (p.kind) {
        case 'seat':
          return `un robot remplaçant y joue la place ${p.seat + 1}, mais la partie n’a que ${p.players} places.`;
        case 'backwards':
          return `un robot remplaçant y finit avant d’avoir commencé (il commence à l’action ${p.from + 1} et finit avant l’action ${p.to + 1}).`;
        case 'past-end':
          return `un robot remplaçant y joue au-delà de la dernière action de la partie (l’action ${p.actions}).`;
        case 'overlap':
          return 'deux robots remplaçants y jouent la même place en même temps.';
      }
    },
    illegal:
      'Norenberc ne peut pas le rejouer (un coup que les règles interdisent, ou une partie manquante).',
    namesAlike:
      'deux de ses joueurs portent le même nom, ou des noms qui se ressemblent à s’y méprendre : aucune table ne les placerait ainsi.',
    fingerprint:
      'sa graine ou sa donne a été changée après le début de la partie : ce n’est pas la partie de son empreinte.',
    problem: (p: RecordProblem): string => {
      const player = (seat: number): string => `le nom du joueur ${seat + 1}`;
      switch (p.kind) {
        case 'not-a-record':
          return written.records.notRecord;
        case 'newer-format':
          return `il a été fait par une version plus récente de Norenberc (son format est ${p.format} ; celle-ci lit ${p.reads}) : mettez Norenberc à jour pour l’ouvrir.`;
        case 'missing':
          return `sa partie « ${p.path} » manque.`;
        case 'name':
          return {
            empty: `${player(p.seat)} est vide.`,
            long: `${player(p.seat)} est trop long : un nom a au plus ${p.max} caractères.`,
            control: `${player(p.seat)} contient des caractères qui ne s’affichent pas.`,
            invisible: `${player(p.seat)} ne montre rien : un nom demande des lettres, des chiffres ou des signes lisibles.`,
          }[p.problem];
        case 'players':
          return `il compte ${p.count} joueurs, alors qu’une partie en a de ${p.min} à ${p.max}.`;
        case 'field':
          return `sa partie « ${p.path} » n’est pas comme un enregistrement de partie la veut.`;
        case 'stand-in':
          return written.records.standIn(p.standIn);
        case 'deal':
          return 'sa donne ne tient pas debout (une tuile placée deux fois ou oubliée, un mauvais nombre de notables, ou une guilde hors jeu).';
        case 'illegal-action':
          return `son action ${p.index + 1} (sur ${p.actions}) est un coup que les règles ne permettent pas à ce moment de la partie.`;
      }
    },
  },
  replay: {
    save: 'Enregistrer le relevé de la partie',
    fileName: (match: number) => `norenberc-partie-${match}.json`,
    title: (id: number) => `Partie ${id} rejouée`,
    missing: (id: number) => `La partie ${id} n’a pas d’enregistrement à rejouer.`,
    broken: (index: number) =>
      `L’enregistrement n’a plus de sens à l’action ${index + 1} : les règles ne la permettent pas.`,
    first: 'Début',
    back: 'Reculer',
    forward: 'Avancer',
    last: 'Fin',
    seek: 'Position dans la partie',
    position: (step: number, total: number) => `Action ${step} sur ${total}`,
    seat: 'Vue de',
    everyone: 'Tout le monde (vue publique)',
    actions: 'Actions',
    setup: 'Mise en place',
    step: (n: number) => `Action ${n}`,
    keys: 'Les flèches gauche et droite parcourent la partie.',
  },
  review: review,
  ladder: ladder,
  shuffle: shuffle,
  tableMode,
  stats: {
    standInGames: 'Parties en partie jouées par un remplaçant (non comptées)',
    title: 'Statistiques',
    noGames: 'Aucune partie terminée pour l’instant.',
    players: 'Joueurs',
    bots: 'Robots',
    games: 'Parties',
    gameCount: (games: number) => plural(games, 'partie', 'parties'),
    seatsInGames: (seats: number, games: number) =>
      `${plural(seats, 'place', 'places')} en ${plural(games, 'partie', 'parties')}`,
    wins: 'Victoires',
    seatWins: (wins: number, seats: number, rate: string) =>
      `${integer(LOCALE, wins)} sur ${plural(seats, 'place', 'places')} (${rate})`,
    perSeat:
      'Un niveau de robot occupe plusieurs places d’une partie : ses victoires, taux et moyennes sont par place.',
    winRate: 'Taux de victoire',
    byCount: 'Selon le nombre de joueurs',
    countLine: (players: number, games: string, rate: string) =>
      `${integer(LOCALE, players)} joueurs : ${games}, ${rate} de victoires`,
    averageScore: 'Score moyen',
    bestScore: 'Meilleur score',
    crests: 'Blasons par partie',
    favouriteGuild: 'Guilde préférée',
    favouriteTownsman: 'Citadin le plus embauché',
    form: 'Forme récente (places, de la plus ancienne)',
    winRateOverTime: 'Taux de victoire, partie après partie',
    gameAxis: 'Parties jouées',
    afterGame: (game: number, day: string) => `Après la partie ${integer(LOCALE, game)} (${day})`,
    categories: 'Score moyen par catégorie',
    headToHead: 'Face à face',
    firstAhead: 'Premier nommé devant',
    secondAhead: 'Second nommé devant',
    tied: 'Égalité',
    pairsPerSeat:
      'Contre un niveau de robot, chacune de ses places est une rencontre : une partie contre trois de ses places fait trois rencontres, chacune gagnée par qui a fini devant.',
    noFigure: 'pas encore de partie',
    none: '—',
  },
  game: {
    ...home.game,
    leave: 'Quitter la partie',
    leaveConfirm: 'Quitter pour l’instant ? La partie vous attend : reprenez-la depuis l’accueil.',
    skip: 'Passer les animations',
    scores: 'Scores',
    spectating: 'Vous regardez cette partie.',
    yourPlan: (name: string) => `${name}, à vous : choisissez vos guildes.`,
    yourAction: (name: string, guild: string) => `${name}, à vous chez les ${guild}.`,
    yourTurnTitle: (title: string) => `● À vous · ${title}`,
  },
  table: {
    choices: 'Vos choix',
    board: 'Le plateau',
    square: 'La pile des invités et les blasons de prestige',
    side: 'Vos choix et le journal de la partie',
    players: 'Joueurs',
    chip: (name: string, place: number, talers: string, agents: number) =>
      `${name} : ${place}ᵉ dans l’ordre du tour, thalers ${talers}, ${plural(agents, 'agent disponible', 'agents disponibles')}`,
    guilds: 'Maisons des guildes',
    acting: 'Action en cours',
    log: 'Journal',
    logTitle: 'Journal de la partie et discussion',
    menu: 'Menu',
    menuTitle: 'La partie',
    offline: 'L’hôte est injoignable : vos choix attendent son retour.',
  },
  chat: {
    title: 'Discussion',
    show: 'Afficher la discussion',
    hide: 'Masquer la discussion',
    unread: (n: number) => `${n} non lu${n > 1 ? 's' : ''}`,
    placeholder: 'Écrire à la table…',
    send: 'Envoyer',
    empty: 'Aucun message pour le moment.',
    readOnly: 'Les joueurs écrivent ici ; vous regardez.',
    quick: 'Phrases rapides',
    creator: 'Hôte',
    phrases: {
      goodLuck: 'Bonne chance !',
      yourTurn: 'À vous !',
      oneMoment: 'Un instant, s’il vous plaît.',
      wellPlayed: 'Bien joué !',
      niceMove: 'Joli coup !',
      thanks: 'Merci !',
      oops: 'Oups !',
      oneMore: 'On en refait une ?',
    },
  },
  rematch: {
    playAgain: 'Rejouer',
    offered: 'Rejouer : les mêmes places, une nouvelle donne et un nouvel ordre du tour.',
    accept: 'Rejouer',
    decline: 'Non, merci',
    begun: 'La partie suivante a commencé, et vous y jouez.',
    goToGame: 'Aller à la partie',
    goOn: 'Continuer sans ceux qui hésitent',
    withdraw: 'Retirer l’offre',
    waitingHost: 'En attente des autres…',
    declined: 'Vous avez décliné la revanche.',
    wentOn: 'La table a continué sans vous : votre place vous attend.',
    takeSeat: 'Prendre votre place',
    playsAgain: 'La table rejoue.',
    watchNext: 'Regarder la partie suivante',
    answers: { yes: 'rejoue', no: 'a décliné', waiting: 'réfléchit…' },
  },
  series: {
    game: (game: number, games: number) => `Série de revanches · partie ${game} sur ${games}`,
    wins: (name: string, wins: number) => `${name} ${wins}`,
  },
  undo: {
    button: 'Reprendre mon coup',
    buttonOf: (name: string) => `Reprendre la dernière décision ${ofName(name)}`,
    helpOf: (name: string, next: string, bots: boolean) =>
      `${name} a changé d’avis ? Ceci reprend la dernière décision ${ofName(name)} avant ${thatName(next)} ne joue.${bots ? ' Les coups des robots joués depuis sont repris aussi, et ils décident de nouveau.' : ''}`,
    help: 'Reprend votre dernière décision.',
    helpBots:
      'Reprend votre dernière décision. Les coups des robots joués depuis sont repris aussi, et ils décident de nouveau.',
    reasons: {
      'no-decision': 'Rien à reprendre : aucune décision prise pour l’instant.',
      finished: 'Rien à reprendre : la partie est finie.',
      'round-ended': 'Impossible de reprendre : la manche s’est terminée depuis.',
      revealed: 'Impossible de reprendre : les plans ont été révélés depuis.',
      drawn: 'Impossible de reprendre : un tirage au hasard a eu lieu depuis.',
      'other-acted': 'Impossible de reprendre : un autre joueur a joué depuis.',
    },
    decisions: {
      plan: 'le plan',
      pass: 'le passage',
      sell: 'la vente',
      buy: 'l’achat',
      recruit: 'l’embauche',
      nothing: 'le « ne rien faire »',
    },
    tookBack: (name: string, decision: string, bots: number) =>
      `${name} reprend ${decision}${bots ? ` (et ${plural(bots, 'coup de robot joué', 'coups de robots joués')} depuis, décidés de nouveau)` : ''}.`,
    key: 'Reprendre votre dernière décision (si la partie le permet)',
    allow:
      'Reprise des coups : les joueurs peuvent reprendre leur dernière décision tant que rien de nouveau n’a été révélé',
    used: (n: number) => plural(n, 'coup repris', 'coups repris'),
  },
};

/** The catalogue as shown: its texts set in French typography. */
export const messages = typeset(written, frenchSpaces);
