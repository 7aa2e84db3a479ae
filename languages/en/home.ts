// English, the words of the first screen and of what every screen shows around itself (the connection,
// a part being fetched, an error): fetched before anything shows, the rest of the catalogue (messages.ts) with
// the first other screen. Every other language has exactly this shape (type HomeMessages).
import type { BotLevel, ErrorCode, LimitKind } from '../../protocol/messages.ts';
import type { ClientErrorCode } from '../../protocol/pending.ts';
import { BOT_NAMES } from '../botNames.ts';
import { integer } from '../format.ts';

/** The catalogue's language, for its counts, numbers and dates (Intl). */
const LOCALE = 'en-GB';

export const home = {
  languageName: 'English',
  /** For dates and numbers (Intl). */
  locale: LOCALE,
  appTitle: 'Norenberc',
  tagline: 'The trading game of the guilds of medieval Nuremberg, for 2 to 5 merchants',
  common: {
    /** A figure after its name, as the language writes it. */
    labelled: (label: string, value: string) => `${label}: ${value}`,
    /** A name before what follows it on screen (a figure, a choice), as the language writes it. */
    colon: (label: string) => `${label}:`,
    /** Clauses of one sentence, one after the other ("brings 3 VP; costs 2 thalers"). */
    clauses: (parts: readonly string[]) => parts.join('; '),
    back: 'Back',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    next: 'Next',
    skip: 'Skip',
    leave: 'Leave',
    you: 'you',
    bot: (level: BotLevel) => BOT_NAMES.en[level],
    /** A rematch's table: its name and its game's place in the series. */
    inSeries: (name: string, game: number) => `${name} · game ${integer(LOCALE, game)}`,
    /** A table's name when no person sits at it to name it after. */
    newTable: 'New table',
    /** A table named after the first person at it, in each reader's words wherever it shows. */
    defaultTable: (name: string) => `${name}'s table`,
    /** A suggested name numbered past a table that has it already: "Ana's table (2)". */
    numberedTable: (name: string, n: number) => `${name} (${integer(LOCALE, n)})`,
    seatLabel: (n: number) => `Seat ${n + 1}`,
    menu: 'Menu',
    working: 'One moment…',
    /** A part of the app fetched when first opened could not be fetched. */
    loadFailed:
      'This could not be loaded from the host: it may have restarted with a newer version, or the connection dropped. Reload the page to carry on.',
    reload: 'Reload',
  },
  connection: {
    connecting: 'Connecting to the host…',
    lost: (seconds: number) =>
      seconds > 0 ? `Connection lost — reconnecting in ${seconds} s…` : 'Connection lost — reconnecting…',
    retry: 'Try again',
    cannotConnect: (url: string) => `Cannot reach the host at ${url}.`,
    /** To the creator, when the table they closed is gone. */
    youClosed: 'You closed the table.',
    ended: {
      creator: "The table's creator closed the table.",
      abandoned: 'The game was closed after everyone left.',
      idle: 'The table was closed: it waited too long without starting.',
      room: 'The table was closed to make room for another: the host was full, and nobody else had joined it.',
      'host-closing': 'The host is shutting down.',
    } as Record<string, string>,
    seatLost: {
      kicked: "The table's creator removed you from your seat: you may join another table.",
      removed:
        "The table's creator removed you for the evening: this host lets you in again once it has stopped and started anew.",
      replaced: "The table's creator gave your seat to a bot.",
      'claimed-elsewhere': 'Your seat was taken up on another screen.',
    } as Record<string, string>,
  },
  errors: {
    /** Each failure by its code: the host's and the client library's own. */
    codes: {
      'bad-frame': 'The host could not read a message from this app; try again.',
      'too-large': 'That was too much to send at once.',
      version: 'This app and the host are different versions: update the older one.',
      'unknown-type': 'The host does not know this request: it may be an older version.',
      invalid: 'The host could not make sense of that request.',
      'not-found': 'That game or seat is no longer on this host.',
      'not-allowed': 'You may not do that here.',
      conflict: 'Too late: someone else got there first, or the game has moved on.',
      'name-taken':
        'Someone at this table already goes by that name, or one that looks just like it: choose another.',
      'bot-name':
        'That is the name of one of the bots (in one of the languages this app speaks): choose another.',
      'table-name-taken':
        'Another table on this host goes by that name, or one that looks just like it: choose another.',
      'color-taken': 'Someone at this table plays that colour already: choose another.',
      'already-seated':
        'You have a seat at this table already (on this screen or another): a player plays one seat of a table.',
      illegal: 'The rules do not allow that move now.',
      lesson: 'The guided game asks for another move here.',
      'take-back': 'That decision can no longer be taken back.',
      fingerprint:
        "This match's record is not the game its fingerprint was made of: its seed or its deal was changed after it began.",
      limit: 'The host is at one of its limits; try again later.',
      'your-reviews':
        'Two reviews of yours (from this computer, or as this player) are already under way on this host: wait for one to end, or cancel one.',
      'local-seats':
        "Players sharing one screen are set up in the app on the host's computer. Here, take your own seat and leave the others open for guests or bots.",
      'code-needed': "This host asks for the evening's code first: type the code shown on the host's screen.",
      'wrong-code': "That is not this evening's code: check the code on the host's screen.",
      'too-many-tries': 'Too many wrong codes: wait a minute, then try again.',
      removed:
        "A table's creator removed you from this host for the evening: you cannot come back to its tables until it stops.",
      'address-removed':
        "A player who came from your network address was removed from this host for the evening: from it, only guests who hold a seat here come in. Ask the host's household if that is not you.",
      throttled: 'Too many messages at once: wait a few seconds before sending the next.',
      internal: 'Something went wrong on the host; try again.',
      disconnected: 'Not connected to the host right now; try again in a moment.',
      timeout: 'The host did not answer in time; try again.',
    } satisfies Record<ErrorCode | ClientErrorCode, string>,
    /** Which limit a `limit` refusal met. */
    limits: {
      'host-games': 'This host is running as many games as it can: try again once one of them ends.',
      'your-tables': 'You have opened as many tables here as one player may: close one of yours first.',
      'your-games': 'This screen is at as many tables as it may be at once: leave one of them first.',
      seats: 'A table has five seats at most.',
      reviews: 'The host is busy with as many reviews as it runs at once: try again in a minute.',
      'match-reviews': 'This match has a review under way for each of its seats: try again once one ends.',
      restore: 'The host has no room to bring this game back right now: try again once another game ends.',
    } satisfies Record<LimitKind, string>,
    unexpected: 'Something went wrong in the app; try again.',
    reclaim: (why: string) => `Your seat could not be taken back. ${why}`,
    staleKey:
      'This page was opened with a key the host no longer has: it shows what a guest sees. Open the address the host prints now.',
    tableGone: (name: string) => `The table “${name}” is over, or no longer on this host.`,
    reclaimGone: 'A game you had a seat in is over, or no longer on this host.',
    dismiss: 'Dismiss',
  },
  lesson: {
    title: 'Guided first game',
    startHelp:
      'Learn the game on the board: a guided round, then three rounds of your own against two beginners',
    offerTitle: 'New to Norenberc?',
    offerText:
      'The guided first game teaches the rules on the board itself: each step of its first round points at what it speaks of and waits for your move. Then the game is yours to win.',
    offerStart: 'Play the guided game',
    offerLater: 'Not now',
  },
  home: {
    /** The app's own table on this computer, as its host is named. */
    localHost: 'Local table',
    unfinished: 'Your unfinished games',
    gameLine: (round: number, when: string) => `Round ${round} of 4 · last played ${when}`,
    inLobby: 'Waiting in the lobby',
    abandon: 'Abandon',
    abandonConfirm: (name: string) =>
      `Abandon “${name}”? It stays in the history as abandoned, with no winner.`,
    /** A guest's way out of a game at another's table: their seat opens, the game goes on. */
    giveUp: 'Give up my seat',
    giveUpConfirm: (name: string) =>
      `Give up your seat at “${name}”? It opens for someone else to take, and you cannot come back to it.`,
    continue: 'Continue your game',
    newGame: 'New game on this screen',
    newGameHelp: 'Hotseat for the household or solo against bots',
    hostGame: 'Host a LAN game',
    hostGameHelp: 'Friends join from their own computer or phone',
    playAtTable: 'Play at the table',
    playAtTableHelp: "The board on this screen, each player's hand on their phone",
    joinGame: 'Join a LAN game',
    joinGameHelp: 'Find a table on this network',
    rules: 'Rules',
    settings: 'Settings',
    history: 'History',
    statistics: 'Statistics',
    host: (name: string) => `Host: ${name}`,
  },
  game: {
    home: 'Home',
  },
};

export type HomeMessages = typeof home;
