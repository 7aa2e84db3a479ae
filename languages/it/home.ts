// Italiano: le parole della prima schermata e di ciò che ogni schermata mostra intorno a sé (en/home.ts).
import type { BotLevel } from '../../protocol/messages.ts';
import type { HomeMessages } from '../en/home.ts';
import { BOT_NAMES } from '../botNames.ts';
import { integer } from '../format.ts';

const LOCALE = 'it';

export const home: HomeMessages = {
  languageName: 'Italiano',
  locale: LOCALE,
  appTitle: 'Norenberc',
  tagline: 'Il gioco di commercio delle gilde della Norimberga medievale, da 2 a 5 mercanti',
  common: {
    labelled: (label: string, value: string) => `${label}: ${value}`,
    colon: (label: string) => `${label}:`,
    clauses: (parts: readonly string[]) => parts.join('; '),
    back: 'Indietro',
    cancel: 'Annulla',
    confirm: 'Conferma',
    close: 'Chiudi',
    next: 'Avanti',
    skip: 'Salta',
    leave: 'Esci',
    you: 'tu',
    bot: (level: BotLevel) => BOT_NAMES.it[level],
    /** A rematch's table: its name and its game's place in the series. */
    inSeries: (name: string, game: number) => `${name} · partita ${integer(LOCALE, game)}`,
    newTable: 'Nuovo tavolo',
    defaultTable: (name: string) => `Tavolo di ${name}`,
    numberedTable: (name: string, n: number) => `${name} (${integer(LOCALE, n)})`,
    seatLabel: (n: number) => `Posto ${n + 1}`,
    menu: 'Menu',
    working: 'Un momento…',
    loadFailed:
      'Impossibile caricarlo dall’host: forse è stato riavviato con una versione più recente, o la connessione si è interrotta. Ricarica la pagina per continuare.',
    reload: 'Ricarica',
  },
  connection: {
    connecting: 'Connessione all’host…',
    lost: (seconds: number) =>
      seconds > 0
        ? `Connessione persa — riconnessione tra ${seconds} s…`
        : 'Connessione persa — riconnessione…',
    retry: 'Riprova',
    cannotConnect: (url: string) => `Impossibile raggiungere l’host su ${url}.`,
    youClosed: 'Hai chiuso il tavolo.',
    ended: {
      creator: 'Il creatore del tavolo l’ha chiuso.',
      abandoned: 'La partita è stata chiusa dopo che tutti sono usciti.',
      idle: 'Il tavolo è stato chiuso: ha aspettato troppo senza cominciare.',
      room: 'Il tavolo è stato chiuso per fare posto a un altro: l’host era pieno, e nessun altro vi si era unito.',
      'host-closing': 'L’host si sta spegnendo.',
    },
    seatLost: {
      kicked: 'Il creatore del tavolo ti ha tolto il posto: puoi unirti a un altro tavolo.',
      removed:
        'Il creatore del tavolo ti ha escluso per la serata: questo host ti farà rientrare solo dopo essere stato fermato e riavviato.',
      replaced: 'Il creatore del tavolo ha dato il tuo posto a un bot.',
      'claimed-elsewhere': 'Il tuo posto è stato ripreso su un altro schermo.',
    },
  },
  errors: {
    codes: {
      'bad-frame': 'L’host non è riuscito a leggere un messaggio dell’app; riprova.',
      'too-large': 'Era troppo da inviare in una volta.',
      version: 'L’app e l’host sono di versioni diverse: aggiorna quella più vecchia.',
      'unknown-type': 'L’host non conosce questa richiesta: forse è una versione più vecchia.',
      invalid: 'L’host non ha capito questa richiesta.',
      'not-found': 'Questa partita o questo posto non è più su questo host.',
      'not-allowed': 'Qui non puoi farlo.',
      conflict: 'Troppo tardi: qualcun altro è arrivato prima, o la partita è andata avanti.',
      'name-taken':
        'Qualcuno a questo tavolo ha già questo nome, o uno che gli somiglia in tutto: scegline un altro.',
      'bot-name': 'È il nome di uno dei bot (in una delle lingue di questa app): scegline un altro.',
      'table-name-taken':
        'Un altro tavolo di questo host ha già questo nome, o uno che gli somiglia in tutto: scegline un altro.',
      'color-taken': 'Qualcuno a questo tavolo gioca già con questo colore: scegline un altro.',
      'already-seated':
        'Hai già un posto a questo tavolo (su questo schermo o su un altro): ogni giocatore ha un solo posto per tavolo.',
      illegal: 'Le regole non consentono questa mossa adesso.',
      lesson: 'La partita guidata chiede un’altra mossa qui.',
      'take-back': 'Quella decisione non si può più ritirare.',
      fingerprint:
        'La registrazione di questa partita non è quella da cui è stata tratta la sua impronta: il suo seme o la sua distribuzione sono stati cambiati dopo l’inizio.',
      limit: 'L’host ha raggiunto uno dei suoi limiti; riprova più tardi.',
      'your-reviews':
        'Due tue analisi (da questo computer, o a tuo nome) sono già in corso su questo host: aspetta che una finisca, o annullane una.',
      'local-seats':
        'I giocatori che condividono uno schermo si impostano nell’app, sul computer dell’host. Qui prendi il tuo posto e lascia gli altri aperti a ospiti o bot.',
      'code-needed':
        'Questo host chiede prima il codice della serata: digita il codice mostrato sullo schermo dell’host.',
      'wrong-code': 'Non è il codice di questa serata: controlla il codice sullo schermo dell’host.',
      'too-many-tries': 'Troppi codici sbagliati: aspetta un minuto, poi riprova.',
      removed:
        'Il creatore di un tavolo ti ha escluso da questo host per la serata: non puoi tornare ai suoi tavoli finché non si ferma.',
      'address-removed':
        'Un giocatore venuto dal tuo indirizzo di rete è stato escluso da questo host per la serata: da lì entra solo chi ha già un posto qui. Chiedi a chi ospita se non eri tu.',
      throttled: 'Troppi messaggi insieme: aspetta qualche secondo prima del prossimo.',
      internal: 'Qualcosa è andato storto sull’host; riprova.',
      disconnected: 'Nessuna connessione all’host al momento; riprova tra poco.',
      timeout: 'L’host non ha risposto in tempo; riprova.',
    },
    limits: {
      'host-games': 'Questo host gestisce già tutte le partite che può: riprova quando una finisce.',
      'your-tables':
        'Hai aperto qui tutti i tavoli che un giocatore può aprire: chiudine prima uno dei tuoi.',
      'your-games': 'Questo schermo è già a tutti i tavoli che può seguire insieme: lasciane prima uno.',
      seats: 'Un tavolo ha al massimo cinque posti.',
      reviews: 'L’host sta già facendo tutte le analisi che può insieme: riprova tra un minuto.',
      'match-reviews':
        'Questa partita ha già un’analisi in corso per ciascuno dei suoi posti: riprova quando una finisce.',
      restore: 'L’host non ha posto per riprendere questa partita adesso: riprova quando un’altra finisce.',
    },
    unexpected: 'Qualcosa è andato storto nell’app; riprova.',
    reclaim: (why: string) => `Non è stato possibile riprendere il tuo posto. ${why}`,
    staleKey:
      'Questa pagina è stata aperta con una chiave che l’host non ha più: mostra ciò che vede un ospite. Apri l’indirizzo che l’host mostra ora.',
    tableGone: (name: string) => `Il tavolo «${name}» è finito, o non è più su questo host.`,
    reclaimGone: 'Una partita in cui avevi un posto è finita, o non è più su questo host.',
    dismiss: 'Chiudi',
  },
  lesson: {
    title: 'Prima partita guidata',
    startHelp: 'Impara il gioco sul tabellone: un round guidato, poi tre round tuoi contro due principianti',
    offerTitle: 'Nuovo a Norenberc?',
    offerText:
      'La prima partita guidata insegna le regole sul tabellone stesso: ogni passo del primo round indica ciò di cui parla e aspetta la tua mossa. Poi la partita è tua da vincere.',
    offerStart: 'Gioca la partita guidata',
    offerLater: 'Non ora',
  },
  home: {
    localHost: 'Tavolo locale',
    unfinished: 'Le tue partite in corso',
    gameLine: (round: number, when: string) => `Round ${round} di 4 · giocata ${when}`,
    inLobby: 'In attesa nella sala',
    abandon: 'Abbandona',
    abandonConfirm: (name: string) =>
      `Abbandonare «${name}»? Resta nello storico come abbandonata, senza vincitore.`,
    giveUp: 'Lascia il mio posto',
    giveUpConfirm: (name: string) =>
      `Lasciare il tuo posto a «${name}»? Si libera per qualcun altro, e non potrai riprenderlo.`,
    continue: 'Riprendi la tua partita',
    newGame: 'Nuova partita su questo schermo',
    newGameHelp: 'In famiglia su un solo schermo, o da solo contro i bot',
    hostGame: 'Ospita una partita in rete',
    hostGameHelp: 'Gli amici si uniscono dal loro computer o telefono',
    playAtTable: 'Gioca al tavolo',
    playAtTableHelp: 'Il tabellone su questo schermo, la mano di ogni giocatore sul suo telefono',
    joinGame: 'Unisciti a una partita in rete',
    joinGameHelp: 'Trova un tavolo su questa rete',
    rules: 'Regole',
    settings: 'Impostazioni',
    history: 'Storico',
    statistics: 'Statistiche',
    host: (name: string) => `Host: ${name}`,
  },
  game: {
    home: 'Inizio',
  },
};
