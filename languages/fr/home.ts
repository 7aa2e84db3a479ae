// Français : les mots du premier écran et de ce que chaque écran montre autour de lui (en/home.ts).
import type { BotLevel } from '../../protocol/messages.ts';
import type { HomeMessages } from '../en/home.ts';
import { BOT_NAMES } from '../botNames.ts';
import { integer } from '../format.ts';
import { typeset } from '../typeset.ts';
import { ofName } from './grammar.ts';
import { frenchSpaces } from './typography.ts';

const LOCALE = 'fr';

const written: HomeMessages = {
  languageName: 'Français',
  locale: LOCALE,
  appTitle: 'Norenberc',
  tagline: 'Le jeu de négoce des guildes de la Nuremberg médiévale, pour 2 à 5 marchands',
  common: {
    labelled: (label: string, value: string) => `${label} : ${value}`,
    colon: (label: string) => `${label} :`,
    clauses: (parts: readonly string[]) => parts.join(' ; '),
    back: 'Retour',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    close: 'Fermer',
    next: 'Suivant',
    skip: 'Passer',
    leave: 'Quitter',
    you: 'vous',
    bot: (level: BotLevel) => BOT_NAMES.fr[level],
    /** A rematch's table: its name and its game's place in the series. */
    inSeries: (name: string, game: number) => `${name} · partie ${integer(LOCALE, game)}`,
    newTable: 'Nouvelle table',
    defaultTable: (name: string) => `Table ${ofName(name)}`,
    numberedTable: (name: string, n: number) => `${name} (${integer(LOCALE, n)})`,
    seatLabel: (n: number) => `Place ${n + 1}`,
    menu: 'Menu',
    working: 'Un instant…',
    loadFailed:
      'Impossible de charger cela depuis l’hôte : il a peut-être redémarré avec une version plus récente, ou la connexion a été coupée. Rechargez la page pour continuer.',
    reload: 'Recharger',
  },
  connection: {
    connecting: 'Connexion à l’hôte…',
    lost: (seconds: number) =>
      seconds > 0 ? `Connexion perdue — reconnexion dans ${seconds} s…` : 'Connexion perdue — reconnexion…',
    retry: 'Réessayer',
    cannotConnect: (url: string) => `Impossible de joindre l’hôte à ${url}.`,
    youClosed: 'Vous avez fermé la table.',
    ended: {
      creator: 'Le créateur de la table l’a fermée.',
      abandoned: 'La partie a été fermée après le départ de tous.',
      idle: 'La table a été fermée : elle a attendu trop longtemps sans commencer.',
      room: 'La table a été fermée pour faire place à une autre : l’hôte était plein, et personne d’autre ne l’avait rejointe.',
      'host-closing': 'L’hôte s’arrête.',
    },
    seatLost: {
      kicked: 'Le créateur de la table vous a retiré votre place : vous pouvez rejoindre une autre table.',
      removed:
        'Le créateur de la table vous a retiré pour la soirée : cet hôte ne vous laissera entrer de nouveau qu’après avoir été arrêté et relancé.',
      replaced: 'Le créateur de la table a confié votre place à un robot.',
      'claimed-elsewhere': 'Votre place a été reprise sur un autre écran.',
    },
  },
  errors: {
    codes: {
      'bad-frame': 'L’hôte n’a pas pu lire un message de l’application ; réessayez.',
      'too-large': 'C’était trop à envoyer d’un coup.',
      version: 'L’application et l’hôte ne sont pas de la même version : mettez à jour le plus ancien.',
      'unknown-type': 'L’hôte ne connaît pas cette demande : c’est peut-être une version plus ancienne.',
      invalid: 'L’hôte n’a pas compris cette demande.',
      'not-found': 'Cette partie ou cette place n’est plus sur cet hôte.',
      'not-allowed': 'Vous ne pouvez pas faire cela ici.',
      conflict: 'Trop tard : quelqu’un d’autre a été plus rapide, ou la partie a avancé.',
      'name-taken':
        'Quelqu’un à cette table porte déjà ce nom, ou un nom qui lui ressemble trait pour trait : choisissez-en un autre.',
      'bot-name':
        'C’est le nom d’un des robots (dans l’une des langues de cette application) : choisissez-en un autre.',
      'table-name-taken':
        'Une autre table de cet hôte porte déjà ce nom, ou un nom qui lui ressemble trait pour trait : choisissez-en un autre.',
      'color-taken': 'Quelqu’un à cette table joue déjà cette couleur : choisissez-en une autre.',
      'already-seated':
        'Vous avez déjà une place à cette table (sur cet écran ou un autre) : un joueur ne joue qu’une place par table.',
      illegal: 'Les règles ne permettent pas ce coup maintenant.',
      lesson: 'La partie guidée attend un autre coup ici.',
      'take-back': 'Cette décision ne peut plus être reprise.',
      fingerprint:
        'L’enregistrement de cette partie n’est pas celui dont son empreinte a été tirée : sa graine ou sa donne a été modifiée après son début.',
      limit: 'L’hôte a atteint l’une de ses limites ; réessayez plus tard.',
      'your-reviews':
        'Deux de vos analyses (depuis cet ordinateur, ou à votre nom) sont déjà en cours sur cet hôte : attendez qu’une se termine, ou annulez-en une.',
      'local-seats':
        'Les joueurs qui partagent un écran se règlent dans l’application, sur l’ordinateur de l’hôte. Ici, prenez votre place et laissez les autres ouvertes aux invités ou aux robots.',
      'code-needed':
        'Cet hôte demande d’abord le code de la soirée : tapez le code affiché sur l’écran de l’hôte.',
      'wrong-code': 'Ce n’est pas le code de ce soir : vérifiez le code sur l’écran de l’hôte.',
      'too-many-tries': 'Trop de codes erronés : attendez une minute, puis réessayez.',
      removed:
        'Le créateur d’une table vous a retiré de cet hôte pour la soirée : vous ne pourrez pas revenir à ses tables avant qu’il s’arrête.',
      'address-removed':
        'Un joueur venu de votre adresse réseau a été retiré de cet hôte pour la soirée : depuis elle, seuls les invités qui ont une place ici entrent. Demandez à l’hôte si ce n’est pas vous.',
      throttled: 'Trop de messages à la fois : attendez quelques secondes avant le suivant.',
      internal: 'Quelque chose s’est mal passé sur l’hôte ; réessayez.',
      disconnected: 'Pas de connexion à l’hôte pour le moment ; réessayez dans un instant.',
      timeout: 'L’hôte n’a pas répondu à temps ; réessayez.',
    },
    limits: {
      'host-games':
        'Cet hôte mène déjà autant de parties qu’il peut : réessayez quand l’une d’elles sera finie.',
      'your-tables':
        'Vous avez ouvert ici autant de tables qu’un joueur le peut : fermez d’abord l’une des vôtres.',
      'your-games': 'Cet écran est à autant de tables qu’il le peut à la fois : quittez-en d’abord une.',
      seats: 'Une table a cinq places au plus.',
      reviews: 'L’hôte mène déjà autant d’analyses qu’il le peut à la fois : réessayez dans une minute.',
      'match-reviews':
        'Cette partie a déjà une analyse en cours pour chacune de ses places : réessayez quand l’une sera finie.',
      restore:
        'L’hôte n’a pas de place pour reprendre cette partie maintenant : réessayez quand une autre sera finie.',
    },
    unexpected: 'Quelque chose s’est mal passé dans l’application ; réessayez.',
    reclaim: (why: string) => `Votre place n’a pas pu être reprise. ${why}`,
    staleKey:
      'Cette page a été ouverte avec une clé que l’hôte n’a plus : elle montre ce que voit un invité. Ouvrez l’adresse que l’hôte affiche maintenant.',
    tableGone: (name: string) => `La table « ${name} » est finie, ou n’est plus sur cet hôte.`,
    reclaimGone: 'Une partie où vous aviez une place est finie, ou n’est plus sur cet hôte.',
    dismiss: 'Fermer',
  },
  lesson: {
    title: 'Première partie guidée',
    startHelp:
      'Apprenez le jeu sur le plateau : une manche guidée, puis trois manches à vous contre deux débutants',
    offerTitle: 'Vous découvrez Norenberc ?',
    offerText:
      'La première partie guidée enseigne les règles sur le plateau même : chaque étape de sa première manche montre ce dont elle parle et attend votre coup. Ensuite, la partie est à vous.',
    offerStart: 'Jouer la partie guidée',
    offerLater: 'Plus tard',
  },
  home: {
    localHost: 'Table locale',
    unfinished: 'Vos parties en cours',
    gameLine: (round: number, when: string) => `Manche ${round} sur 4 · jouée ${when}`,
    inLobby: 'En attente dans le salon',
    abandon: 'Abandonner',
    abandonConfirm: (name: string) =>
      `Abandonner « ${name} » ? Elle reste dans l’historique comme abandonnée, sans vainqueur.`,
    giveUp: 'Céder ma place',
    giveUpConfirm: (name: string) =>
      `Céder votre place à « ${name} » ? Elle s’ouvre à quelqu’un d’autre, et vous ne pourrez pas la reprendre.`,
    continue: 'Reprendre votre partie',
    newGame: 'Nouvelle partie sur cet écran',
    newGameHelp: 'En famille sur un écran, ou seul contre des robots',
    hostGame: 'Héberger une partie en réseau',
    hostGameHelp: 'Vos amis rejoignent depuis leur ordinateur ou leur téléphone',
    playAtTable: 'Jouer à la table',
    playAtTableHelp: 'Le plateau sur cet écran, la main de chaque joueur sur son téléphone',
    joinGame: 'Rejoindre une partie en réseau',
    joinGameHelp: 'Trouver une table sur ce réseau',
    rules: 'Règles',
    settings: 'Réglages',
    history: 'Historique',
    statistics: 'Statistiques',
    host: (name: string) => `Hôte : ${name}`,
  },
  game: {
    home: 'Accueil',
  },
};

/** As shown: its texts set in French typography. */
export const home = typeset(written, frenchSpaces);
