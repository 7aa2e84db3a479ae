// Deutsch: die Wörter des ersten Bildschirms und dessen, was jeder Bildschirm um sich zeigt (en/home.ts).
import type { BotLevel } from '../../protocol/messages.ts';
import type { HomeMessages } from '../en/home.ts';
import { BOT_NAMES } from '../botNames.ts';
import { integer } from '../format.ts';

const LOCALE = 'de';

export const home: HomeMessages = {
  languageName: 'Deutsch',
  locale: LOCALE,
  appTitle: 'Norenberc',
  tagline: 'Das Handelsspiel der Gilden im mittelalterlichen Nürnberg, für 2 bis 5 Kaufleute',
  common: {
    labelled: (label: string, value: string) => `${label}: ${value}`,
    colon: (label: string) => `${label}:`,
    clauses: (parts: readonly string[]) => parts.join('; '),
    back: 'Zurück',
    cancel: 'Abbrechen',
    confirm: 'Bestätigen',
    close: 'Schließen',
    next: 'Weiter',
    skip: 'Überspringen',
    leave: 'Verlassen',
    you: 'du',
    bot: (level: BotLevel) => BOT_NAMES.de[level],
    /** A rematch's table: its name and its game's place in the series. */
    inSeries: (name: string, game: number) => `${name} · Partie ${integer(LOCALE, game)}`,
    newTable: 'Neuer Tisch',
    defaultTable: (name: string) => `Tisch von ${name}`,
    numberedTable: (name: string, n: number) => `${name} (${integer(LOCALE, n)})`,
    seatLabel: (n: number) => `Platz ${n + 1}`,
    menu: 'Menü',
    working: 'Einen Moment …',
    loadFailed:
      'Das ließ sich nicht vom Host laden: Vielleicht wurde er mit einer neueren Version neu gestartet, oder die Verbindung ist abgebrochen. Lade die Seite neu, um weiterzumachen.',
    reload: 'Neu laden',
  },
  connection: {
    connecting: 'Verbindung zum Host …',
    lost: (seconds: number) =>
      seconds > 0
        ? `Verbindung verloren — neue Verbindung in ${seconds} s …`
        : 'Verbindung verloren — verbinde neu …',
    retry: 'Erneut versuchen',
    cannotConnect: (url: string) => `Der Host unter ${url} ist nicht erreichbar.`,
    youClosed: 'Du hast den Tisch geschlossen.',
    ended: {
      creator: 'Der Ersteller des Tisches hat ihn geschlossen.',
      abandoned: 'Das Spiel wurde geschlossen, nachdem alle gegangen waren.',
      idle: 'Der Tisch wurde geschlossen: Er hat zu lange gewartet, ohne anzufangen.',
      room: 'Der Tisch wurde geschlossen, um Platz für einen anderen zu machen: Der Host war voll, und niemand sonst hatte sich dazugesetzt.',
      'host-closing': 'Der Host wird beendet.',
    },
    seatLost: {
      kicked:
        'Der Ersteller des Tisches hat dich von deinem Platz entfernt: Du kannst dich an einen anderen Tisch setzen.',
      removed:
        'Der Ersteller des Tisches hat dich für diesen Abend ausgeschlossen: Dieser Host lässt dich erst wieder herein, wenn er beendet und neu gestartet wurde.',
      replaced: 'Der Ersteller des Tisches hat deinen Platz einem Bot gegeben.',
      'claimed-elsewhere': 'Dein Platz wurde an einem anderen Bildschirm übernommen.',
    },
  },
  errors: {
    codes: {
      'bad-frame': 'Der Host konnte eine Nachricht der App nicht lesen; versuche es noch einmal.',
      'too-large': 'Das war zu viel auf einmal.',
      version: 'App und Host haben verschiedene Versionen: aktualisiere die ältere.',
      'unknown-type': 'Der Host kennt diese Anfrage nicht: vielleicht ist er eine ältere Version.',
      invalid: 'Der Host konnte mit dieser Anfrage nichts anfangen.',
      'not-found': 'Diese Partie oder dieser Platz ist nicht mehr auf diesem Host.',
      'not-allowed': 'Das darfst du hier nicht.',
      conflict: 'Zu spät: Jemand anderes war schneller, oder die Partie ist weitergegangen.',
      'name-taken': 'Jemand an diesem Tisch heißt schon so oder fast genauso: Wähle einen anderen Namen.',
      'bot-name': 'So heißt einer der Bots (in einer der Sprachen dieser App): Wähle einen anderen Namen.',
      'table-name-taken':
        'Ein anderer Tisch dieses Hosts heißt schon so oder fast genauso: Wähle einen anderen Namen.',
      'color-taken': 'Jemand an diesem Tisch spielt schon diese Farbe: Wähle eine andere.',
      'already-seated':
        'Du hast an diesem Tisch schon einen Platz (an diesem oder einem anderen Bildschirm): Jeder spielt nur einen Platz pro Tisch.',
      illegal: 'Die Regeln erlauben diesen Zug gerade nicht.',
      lesson: 'Die geführte Partie verlangt hier einen anderen Zug.',
      'take-back': 'Diese Entscheidung lässt sich nicht mehr zurücknehmen.',
      fingerprint:
        'Die Aufzeichnung dieser Partie passt nicht zu ihrem Fingerabdruck: Startwert oder Auslage wurden nach ihrem Beginn geändert.',
      limit: 'Der Host ist an eine seiner Grenzen gestoßen; versuche es später noch einmal.',
      'your-reviews':
        'Zwei deiner Analysen (von diesem Computer oder unter deinem Namen) laufen auf diesem Host schon: warte, bis eine fertig ist, oder brich eine ab.',
      'local-seats':
        'Spieler an einem gemeinsamen Bildschirm werden in der App auf dem Rechner des Hosts eingerichtet. Nimm hier deinen eigenen Platz und lass die anderen für Gäste oder Bots offen.',
      'code-needed':
        'Dieser Host fragt zuerst nach dem Code des Abends: tippe den Code ein, den der Bildschirm des Hosts zeigt.',
      'wrong-code': 'Das ist nicht der Code dieses Abends: sieh auf dem Bildschirm des Hosts nach.',
      'too-many-tries': 'Zu viele falsche Codes: warte eine Minute und versuche es dann erneut.',
      removed:
        'Der Ersteller eines Tisches hat dich für diesen Abend von diesem Host ausgeschlossen: Bis er beendet wird, kannst du nicht an seine Tische zurück.',
      'address-removed':
        'Ein Spieler von deiner Netzwerkadresse wurde für diesen Abend von diesem Host ausgeschlossen: Von ihr kommen nur Gäste herein, die hier einen Platz haben. Frag den Gastgeber, wenn du das nicht warst.',
      throttled: 'Zu viele Nachrichten auf einmal: warte ein paar Sekunden bis zur nächsten.',
      internal: 'Auf dem Host ist etwas schiefgegangen; versuche es noch einmal.',
      disconnected: 'Gerade keine Verbindung zum Host; versuche es gleich noch einmal.',
      timeout: 'Der Host hat nicht rechtzeitig geantwortet; versuche es noch einmal.',
    },
    limits: {
      'host-games':
        'Dieser Host führt schon so viele Partien, wie er kann: Versuche es wieder, wenn eine zu Ende ist.',
      'your-tables':
        'Du hast hier so viele Tische eröffnet, wie ein Spieler darf: Schließe zuerst einen deiner Tische.',
      'your-games':
        'Dieser Bildschirm ist schon an so vielen Tischen, wie er zugleich sein darf: Verlasse zuerst einen.',
      seats: 'Ein Tisch hat höchstens fünf Plätze.',
      reviews:
        'Der Host führt schon so viele Analysen, wie er zugleich kann: Versuche es in einer Minute wieder.',
      'match-reviews':
        'Für diese Partie läuft schon für jeden ihrer Plätze eine Analyse: Versuche es wieder, wenn eine fertig ist.',
      restore:
        'Der Host hat gerade keinen Platz, um diese Partie zurückzuholen: Versuche es wieder, wenn eine andere zu Ende ist.',
    },
    unexpected: 'In der App ist etwas schiefgegangen; versuche es noch einmal.',
    reclaim: (why: string) => `Dein Platz konnte nicht zurückgeholt werden. ${why}`,
    staleKey:
      'Diese Seite wurde mit einem Schlüssel geöffnet, den der Host nicht mehr hat: Sie zeigt, was ein Gast sieht. Öffne die Adresse, die der Host jetzt anzeigt.',
    tableGone: (name: string) => `Der Tisch „${name}“ ist vorbei oder nicht mehr auf diesem Host.`,
    reclaimGone: 'Eine Partie, in der du einen Platz hattest, ist vorbei oder nicht mehr auf diesem Host.',
    dismiss: 'Ausblenden',
  },
  lesson: {
    title: 'Geführte erste Partie',
    startHelp:
      'Lerne das Spiel auf dem Spielplan: eine geführte Runde, dann drei eigene Runden gegen zwei Anfänger',
    offerTitle: 'Neu bei Norenberc?',
    offerText:
      'Die geführte erste Partie erklärt die Regeln direkt auf dem Spielplan: Jeder Schritt ihrer ersten Runde zeigt, wovon er spricht, und wartet auf deinen Zug. Danach ist die Partie dein.',
    offerStart: 'Geführte Partie spielen',
    offerLater: 'Nicht jetzt',
  },
  home: {
    localHost: 'Lokaler Tisch',
    unfinished: 'Deine offenen Partien',
    gameLine: (round: number, when: string) => `Runde ${round} von 4 · zuletzt gespielt ${when}`,
    inLobby: 'Wartet im Vorraum',
    abandon: 'Aufgeben',
    abandonConfirm: (name: string) =>
      `„${name}“ aufgeben? Die Partie bleibt als aufgegeben in der Chronik, ohne Sieger.`,
    giveUp: 'Meinen Platz freigeben',
    giveUpConfirm: (name: string) =>
      `Deinen Platz bei „${name}“ freigeben? Jemand anderes kann ihn einnehmen, und du kannst nicht zurück.`,
    continue: 'Dein Spiel fortsetzen',
    newGame: 'Neues Spiel an diesem Bildschirm',
    newGameHelp: 'Reihum für die Familie oder allein gegen Bots',
    hostGame: 'Ein LAN-Spiel eröffnen',
    hostGameHelp: 'Freunde spielen von ihrem eigenen Computer oder Handy mit',
    playAtTable: 'Am Tisch spielen',
    playAtTableHelp: 'Das Brett auf diesem Bildschirm, jede Hand auf dem Handy ihres Spielers',
    joinGame: 'Einem LAN-Spiel beitreten',
    joinGameHelp: 'Einen Tisch in diesem Netzwerk finden',
    rules: 'Regeln',
    settings: 'Einstellungen',
    history: 'Partien',
    statistics: 'Statistik',
    host: (name: string) => `Host: ${name}`,
  },
  game: {
    home: 'Start',
  },
};
