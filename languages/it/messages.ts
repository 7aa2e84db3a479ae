// Italiano: i termini del regolamento italiano (gilde, cittadini, blasoni, round, talleri).
import type { GoodId, RecordProblem, StandInProblem } from '../../engine/index.ts';
import type { BotLevel } from '../../protocol/messages.ts';
import type { HeldAs } from '../../protocol/history.ts';
import type { Messages } from '../en/messages.ts';
import { AtThe, The, atThe, ofThe, the, toThe } from './grammar.ts';
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
const talers = (n: number): string => plural(n, 'tallero', 'talleri');
/** A good counted: its name in the singular for one, in the plural otherwise ("1 Pastry", "2 Pastries"). */
const GOODS_COUNTED: Record<GoodId, { one: string; other: string }> = {
  beer: { one: 'Birra', other: 'Birre' },
  pastries: { one: 'Dolce', other: 'Dolci' },
  shoes: { one: 'Scarpa', other: 'Scarpe' },
  pages: { one: 'Pagina', other: 'Pagine' },
  cloth: { one: 'Stoffa', other: 'Stoffe' },
  hats: { one: 'Cappello', other: 'Cappelli' },
};

export const messages: Messages = {
  ...home,
  botLevels: { easy: 'Facile', medium: 'Medio', hard: 'Difficile' },
  colors: { yellow: 'Giallo', blue: 'Blu', orange: 'Arancione', green: 'Verde', red: 'Rosso' },
  guilds: {
    brewers: 'Birrai',
    bakers: 'Pasticcieri',
    shoemakers: 'Calzolai',
    printers: 'Stampatori',
    tailors: 'Sarti',
    hatmakers: 'Cappellai',
  },
  craftsmen: {
    brewers: 'Birraio',
    bakers: 'Pasticciere',
    shoemakers: 'Calzolaio',
    printers: 'Stampatore',
    tailors: 'Sarto',
    hatmakers: 'Cappellaio',
  },
  goods: {
    beer: 'Birra',
    pastries: 'Dolci',
    shoes: 'Scarpe',
    pages: 'Pagine',
    cloth: 'Stoffa',
    hats: 'Cappelli',
  },
  goodCount: (n: number, good: GoodId) => counted(LOCALE, n, GOODS_COUNTED[good]),
  townsmen: {
    councilman: 'Consigliere',
    burglar: 'Ladro',
    guardsman: 'Guardia',
    musician: 'Musicista',
    peddler: 'Venditore ambulante',
    mayor: 'Sindaco',
    nobleman: 'Nobile',
    taxCollector: 'Esattore delle tasse',
    engraver: 'Incisore',
    foreman: 'Capomastro',
    apprentice: 'Apprendista',
  },
  abilities: {
    councilman: () =>
      'Ti dà subito un agente in più (al massimo 8), utilizzabile dal turno successivo. Poi torna nella pila degli ospiti.',
    burglar: () =>
      'Prendi subito due merci da un altro giocatore; la vittima riceve dalla banca il prezzo attuale del capo della gilda per ciascuna. Poi torna nella pila degli ospiti.',
    guardsman: () =>
      'Scambia subito due artigiani visibili della stessa gilda, nelle botteghe (non i capi della gilda) o negli alloggi, anche tra gilde diverse. Poi torna nella pila degli ospiti.',
    musician: (v: number | null) => `A ogni rendita ricevi ${v ?? 3} talleri in più.`,
    peddler: () =>
      'Metti su di lui una delle tue merci: conta come 4 merci di quel tipo quando si scelgono i favoriti di questo round. Poi riprendi la merce (a meno che tu sia il favorito di quella gilda senza altre merci di quel tipo: è quella che restituisci alla gilda) e lui torna nella pila degli ospiti.',
    mayor: () =>
      'Mettilo sul tetto di una gilda per il resto della partita: a ogni rendita ogni giocatore riceve 1 tallero per artigiano di quella gilda che possiede.',
    nobleman: (v: number | null) => `A fine partita: ${v ?? 2} PV.`,
    taxCollector: () => 'A fine partita: 1 PV ogni 10 talleri che possiedi.',
    engraver: () =>
      'A fine partita conta come un blasone di prestigio in più nella tua collezione di blasoni.',
    foreman: (v: number | null) =>
      `A fine partita: 1 PV per ogni artigiano di valore ${v ?? 2} che possiedi.`,
    apprentice: () =>
      'A fine partita: 1 PV per ogni 2° o 3° posto che ottieni nelle maggioranze di artigiani.',
  },
  triggers: {
    star: 'Stella: agisce subito, quando viene assunto',
    moon: 'Luna: agisce alla fine di ogni round',
    sun: 'Sole: conta a fine partita',
  },
  tile: {
    valued: (name: string, value: number) => `${name}, valore ${value}`,
    agentPlus: 'Agente+: chi prende questo artigiano guadagna un agente (al massimo 8).',
    craftsmanHelp:
      'Gli artigiani contano a fine partita per la maggioranza della loro gilda (somma dei valori), per i gruppi da 30+ e per avere tutti i tipi.',
    townsman: (name: string) => `Cittadino: ${name}`,
  },
  board: {
    guildHouse: (guild: string) => `Sede della gilda ${ofThe(guild)}`,
    price: 'Prezzo',
    priceHelp: (price: number, good: string) =>
      `Il valore del capo della gilda fissa il prezzo: la gilda compra ${good} a ${talers(price)} l’una e vende ogni merce del suo magazzino a ${price} l’una.`,
    guildmaster: 'Capo della gilda',
    guildmasterHelp: (tile: string) =>
      `${tile} è il capo della gilda. A fine round va al favorito della gilda: il giocatore con più merci di questa gilda.`,
    noGuildmaster: 'Nessun capo della gilda: il favorito l’ha preso, il successivo scende a fine round.',
    workshop: (window: number, round: number) =>
      `Finestra di bottega ${window}: capo della gilda del round ${round}`,
    stack: (top: string, under: string) =>
      `La pila di 2 tessere: ${top} sopra ${under}. Nel round 4 la tessera sopra è capo della gilda e il favorito prende entrambe.`,
    emptyWindow: 'Finestra vuota',
    lodgings: (window: number) => `Alloggio ${window}`,
    lodgingPrice: (window: number, good: GoodId) => {
      const goods = (n: number): string => messages.goodCount(n, good);
      return (
        [
          goods(1),
          `${goods(1)} + 1 merce a scelta`,
          `${goods(2)}, oppure ${goods(1)} + 2 merci a scelta`,
          `${goods(3)}, oppure ${goods(2)} + 2 merci a scelta`,
        ][window - 1] ?? ''
      );
    },
    recruitPrice: (price: string) => `Per assumere questo ospite paga ${price} al magazzino.`,
    leftmostGoes: 'L’ospite di questo alloggio lascia la partita a fine round.',
    storehouse: 'Magazzino',
    storehouseHelp: (price: number) =>
      `Chi agisce in questa gilda può comprare queste merci, di qualsiasi tipo, a ${talers(price)} l’una (al massimo 3 per azione).`,
    storehouseEmpty: 'Il magazzino è vuoto.',
    roof: 'Tetto',
    roofHelp: (agents: number) =>
      `${plural(agents, 'agente', 'agenti')} sul tetto. Assumere qui rende 1 tallero per ogni agente già sul tetto. Gli agenti tornano a fine round.`,
    mayor: 'Sindaco',
    mayorHelp: (guild: string) =>
      `Un Sindaco siede su questo tetto: a ogni rendita ogni giocatore riceve 1 tallero per ogni artigiano ${guild} che possiede.`,
    crests: (n: number) => `${plural(n, 'blasone rimasto', 'blasoni rimasti')}`,
    crestsHelp: (guild: string) =>
      `Il favorito ${ofThe(guild)} prende uno di questi blasoni a ogni fine round. I blasoni diversi valgono punti a fine partita.`,
    prestige: 'Gilda di prestigio',
    prestigeHelp: (guild: string) =>
      `${The(guild)} sono la gilda di prestigio di questo round (il capo più alto, esclusa la gilda di prestigio precedente): il loro favorito prende anche il blasone di prestigio.`,
    previousPrestige: 'Di prestigio nel round precedente: non può esserlo in questo.',
    guestStack: (n: number) => `${plural(n, 'ospite', 'ospiti')} nella pila`,
    guestStackHelp:
      'Gli ospiti coperti (artigiani e cittadini) che riempiono gli alloggi a ogni fine round. I cittadini con la stella e i Venditori ambulanti vi ritornano.',
    prestigeSupply: (n: number) =>
      `${plural(n, 'blasone di prestigio', 'blasoni di prestigio')} nella riserva`,
    lodgingCosts:
      'Assumere costa, alloggi da 1 a 4: 1 · 1+1 · 2 o 1+2 · 3 o 2+2 (merci della gilda + merci a scelta).',
    prestigeSupplyHelp:
      'A ogni inizio round un blasone di prestigio va alla gilda di prestigio; il suo favorito lo prende alla fine.',
    turnOrder: 'Ordine di turno',
    turnOrderHelp:
      'In ogni gilda i giocatori agiscono in quest’ordine. Assumere permette di passare in testa. L’ordine spareggia anche i favoriti.',
    revealedCards: (names: string) => `Carte rivelate qui: ${names}`,
    acting: (name: string) => `${name} agisce qui`,
  },
  player: {
    talers: 'Talleri',
    talersHidden: 'I talleri restano segreti fino alla fine',
    talersHelp:
      'I tuoi talleri: solo tu li vedi fino alla fine della partita (un pareggio per un favorito li rivela).',
    agents: (available: number, total: number) =>
      `${plural(available, 'agente disponibile', 'agenti disponibili')} su ${total}`,
    agentsHelp:
      'Ogni carta pianificata richiede un agente. Gli agenti sui tetti tornano a fine round. Al massimo 8.',
    goods: 'Merci',
    goodsHelp: 'Il giocatore con più merci di una gilda ne diventa il favorito a fine round.',
    noGoods: 'nessuna merce',
    craftsmenGroup: (guild: string, count: number, value: number) =>
      `${guild}: ${plural(count, 'artigiano', 'artigiani')}, valore totale ${value}`,
    crests: 'Blasoni',
    crestsHelp: (distinct: number) =>
      `${plural(distinct, 'blasone diverso', 'blasoni diversi')} finora (ogni blasone di prestigio conta come diverso).`,
    cards: (n: number) => `${plural(n, 'carta pianificata', 'carte pianificate')}`,
    finished: 'Ha finito per questo round (lato luna)',
    planning: 'Sta ancora pianificando',
    planned: 'Ha pianificato',
    peddler: (good: string) =>
      `Venditore ambulante carico di ${good}: vale 4 per il favorito di questo round`,
    away: 'Assente: il posto aspetta il suo ritorno',
    standIn: (level: BotLevel) =>
      `Assente: nel frattempo gioca un bot ${messages.botLevels[level].toLowerCase()}`,
  },
  phase: {
    round: (round: number) => `Round ${round} di 4`,
    turn: (turn: number) => `turno ${turn}`,
    planning: 'Pianificazione',
    action: (guild: string) => `Azione ${atThe(guild)}`,
    finished: 'Partita finita',
  },
  planning: {
    title: 'Pianifica le tue azioni',
    help: (cards: number) =>
      `Scegli le gilde dove agirai in questo turno: una carta per gilda, ognuna con un agente, al massimo ${plural(cards, 'carta', 'carte')}. Nessuno vede la tua scelta prima che ogni gilda venga chiamata.`,
    /** Said with the count when a guild is chosen or dropped. */
    toggled: (guild: string, chosen: boolean) => `${guild} ${chosen ? 'scelti' : 'tolti'},`,
    chosen: (n: number, max: number) => `${n} di ${max}`,
    confirm: (n: number) => `Gioca ${plural(n, 'carta', 'carte')}`,
    pass: 'Passa per il round',
    passHelp: 'Passare gira il tuo gettone sul lato luna: non agisci più in questo round.',
    passConfirm: 'Passare per il resto del round?',
    waiting: 'In attesa di',
    done: 'pronto',
    thinking: 'pianifica…',
    finished: 'ha finito',
  },
  turn: {
    title: (guild: string) => `La tua azione ${atThe(guild)}`,
    price: (price: number) => `Prezzo del capo della gilda: ${price}`,
    sell: 'Vendi',
    /** The steppers, naming the good they count (`one`: one of it, "1 Beer"). */
    sellMore: (one: string) => `Vendere ${one} in più`,
    sellFewer: (one: string) => `Vendere ${one} in meno`,
    buyMore: (one: string) => `Aggiungi ${one}`,
    buyFewer: (one: string) => `Togli ${one}`,
    sellHelp: (good: string, price: number) => `Vendi ${good} alla gilda a ${talers(price)} l’una.`,
    sellButton: (goods: string, total: number) => `Vendi ${goods} per ${talers(total)}`,
    buy: 'Compra',
    buyHelp: (price: number, limit: number) =>
      `Compra fino a ${plural(limit, 'merce', 'merci')} di qualsiasi tipo dal magazzino, a ${talers(price)} l’una.`,
    buyButton: (n: number, total: number) => `Compra ${plural(n, 'merce', 'merci')} per ${talers(total)}`,
    buyTotal: (total: number) => `Totale ${talers(total)}`,
    purse: (n: number) => `hai ${talers(n)}`,
    recruit: 'Assumi',
    recruitHelp:
      'Scegli un ospite negli alloggi (evidenziato sul tabellone) e paga il prezzo della sua finestra.',
    recruitWindow: (window: number, guest: string) => `Alloggio ${window}: ${guest}`,
    choosePayment: 'Paga con',
    bonus: (n: number) => `+${talers(n)} dagli agenti sul tetto`,
    toFront: 'Passa in testa all’ordine di turno',
    toFrontHelp: 'Facoltativo: il tuo segnalino va primo; chi era davanti scende di un posto.',
    recruitButton: 'Assumi',
    /** Why Recruit waits, said beside it: the choice still missing. */
    recruitWaits: { payment: 'Scegli come pagare.', ability: 'Scegli che cosa fa il cittadino.' },
    nothing: 'Non fare nulla',
    nothingHelp: 'Il tuo agente sale comunque sul tetto.',
    burglarTitle: 'Ladro: chi derubare?',
    burglarNone: 'Non prendere nulla',
    burglarGoods: 'Prendi',
    guardsmanTitle: 'Guardia: scambia due artigiani',
    guardsmanNone: 'Non scambiare nulla',
    guardsmanPair: (a: string, b: string) => `${a} ⇄ ${b}`,
    inWorkshop: (tile: string, guild: string, window: string | null) =>
      `${tile} nella bottega ${ofThe(guild)}${window ? `, ${window}` : ''}`,
    inLodgings: (tile: string, guild: string, window: string | null) =>
      `${tile} negli alloggi ${ofThe(guild)}${window ? `, ${window}` : ''}`,
    workshopWindows: ['subito sopra il capo della gilda', 'seconda finestra dall’alto', 'in cima'],
    lodgingsWindows: [
      'all’estrema sinistra',
      'seconda finestra da sinistra',
      'seconda finestra da destra',
      'all’estrema destra',
    ],
    peddlerTitle: 'Venditore ambulante: quale merce mettere su di lui?',
    peddlerCarries: (good: string) =>
      `Il Venditore ambulante porterà: ${good}, l’unica merce che può prendere. Conta come 4 per il favorito di questo round.`,
    mayorTitle: 'Sindaco: sul tetto di quale gilda?',
  },
  waiting: {
    forPlanning: (names: string) => `In attesa che ${names} pianifichi`,
    forAction: (name: string, guild: string) => `${name} agisce ${atThe(guild)}`,
    bot: 'ci pensa',
    yourPlan: (guilds: string) => `Le tue carte: ${guilds}`,
    passed: 'Hai finito per questo round.',
  },
  log: {
    title: 'Registro della partita',
    empty: 'Non è ancora successo nulla.',
    roundStarted: (round: number, prestige: string | null) =>
      `Inizia il round ${round}${prestige ? `; ${the(prestige)} sono la gilda di prestigio` : ''}.`,
    turnStarted: (turn: number) => `Turno ${turn}: pianificazione.`,
    planned: (name: string, n: number) => `${name} pianifica ${plural(n, 'carta', 'carte')}.`,
    passed: (name: string) => `${name} passa per il round.`,
    guildCalled: (guild: string, names: string) => `Vengono chiamati ${the(guild)}: ${names}.`,
    sold: (name: string, goods: string, earned: number) => `${name} vende ${goods} per ${talers(earned)}.`,
    bought: (name: string, goods: string, paid: number) => `${name} compra ${goods} per ${talers(paid)}.`,
    recruited: (name: string, guest: string, payment: string, bonus: number) =>
      `${name} assume ${guest} pagando ${payment}${bonus ? ` e guadagna ${talers(bonus)} dal tetto` : ''}.`,
    movedToFront: (name: string) => `${name} passa in testa all’ordine di turno.`,
    didNothing: (name: string, guild: string) => `${name} non fa nulla ${atThe(guild)}.`,
    agentGained: (name: string, total: number) => `${name} guadagna un agente (ora ${total}).`,
    agentAtMaximum: (name: string) => `${name} ha già 8 agenti: nessuno in più.`,
    burgled: (name: string, victim: string, goods: string, compensation: number) =>
      `Il Ladro di ${name} prende ${goods} a ${victim}, che riceve ${talers(compensation)}.`,
    burglarTookNothing: (name: string) => `Il Ladro di ${name} non prende nulla.`,
    guardsmanSwapped: (name: string, a: string, b: string) => `La Guardia di ${name} scambia ${a} e ${b}.`,
    guardsmanSwappedNothing: (name: string) => `La Guardia di ${name} non scambia nulla.`,
    peddlerLoaded: (name: string, good: string) => `${name} carica il Venditore ambulante con ${good}.`,
    mayorPlaced: (name: string, guild: string) => `${name} mette il Sindaco sul tetto ${ofThe(guild)}.`,
    townsmanReshuffled: (guest: string) => `${guest} torna nella pila degli ospiti.`,
    turnEnded: (names: string) => (names ? `Fine del turno; hanno finito: ${names}.` : 'Fine del turno.'),
    roundEnded: (round: number) => `Il round ${round} è finito.`,
    favourite: (guild: string, name: string, count: number) =>
      `${name} è il favorito ${ofThe(guild)} con ${plural(count, 'merce', 'merci')}.`,
    noFavourite: (guild: string) =>
      `Nessuno ha merci ${ofThe(guild)}: nessun favorito, il capo della gilda lascia la partita.`,
    peddlerReturned: (name: string) => `Il Venditore ambulante di ${name} torna nella pila degli ospiti.`,
    agentsReclaimed: 'Ognuno riprende i suoi agenti dai tetti.',
    income: (name: string, total: number) => `${name} incassa ${talers(total)}.`,
    guildmasterSlid: (guild: string, tile: string) => `${tile} diventa capo della gilda ${ofThe(guild)}.`,
    lodgingsRefilled: (guild: string, n: number) =>
      `Gli alloggi ${ofThe(guild)} vengono riempiti (${plural(n, 'nuovo ospite', 'nuovi ospiti')}).`,
    prestigeChosen: (guild: string) => `${The(guild)} diventano la gilda di prestigio.`,
    gameEnded: 'La partita è finita.',
  },
  roundEnd: {
    title: (round: number) => `Fine del round ${round}`,
    step: (n: number, of: number) => `Passo ${n} di ${of}`,
    /** A long step shown a page at a time (a table's display). */
    page: (n: number, of: number) => `pagina ${n} di ${of}`,
    favourites: 'I capi delle gilde scelgono i favoriti',
    favourite: (name: string, count: number) => `${name}, con ${plural(count, 'merce', 'merci')},`,
    takes: (tiles: string, prestige: boolean) =>
      `prende ${tiles}, un blasone${prestige ? ' e il blasone di prestigio' : ''}`,
    tieTalers: (revealed: readonly { name: string; talers: number }[]) =>
      `Pareggio di merci, deciso dai talleri (rivelati: ${listed(
        LOCALE,
        revealed.map((r) => `${r.name} (${talers(r.talers)})`),
      )}).`,
    givesBack: (name: string, goods: string) => `${name} restituisce ${goods} alla gilda.`,
    agentsWith: (name: string, gained: number, total: number) =>
      `${name} guadagna ${gained === 1 ? 'un agente con l’artigiano' : `${gained} agenti con gli artigiani`} (ora ${total}).`,
    mostAgents: (name: string) => `${name} ha già 8 agenti: nessuno con l’artigiano.`,
    peddlerBack: (name: string, good: string | null) =>
      good
        ? `Il Venditore ambulante di ${name} torna nella pila degli ospiti; ${name} tiene la merce che portava (${good}).`
        : `Il Venditore ambulante di ${name} torna nella pila degli ospiti.`,
    tieTurnOrder: 'Pareggio di merci e talleri, deciso dall’ordine di turno.',
    noFavourite: 'Nessuno ha queste merci: nessun favorito, il capo della gilda lascia la partita.',
    income: 'Rendita',
    incomeLine: (base: number, musicians: number, mayors: number) =>
      [`${base} di base`, musicians ? `${musicians} Musicista` : '', mayors ? `${mayors} Sindaco` : '']
        .filter(Boolean)
        .join(' + '),
    guildmasters: 'I nuovi capi delle gilde prendono posto',
    lodgings: 'Gli alloggi vengono riempiti',
    discarded: (tile: string) => `${tile} se ne va`,
    drawn: (tiles: string) => `nuovi: ${tiles}`,
    nothingNew: 'nessun nuovo ospite',
    prestige: 'Nuova gilda di prestigio',
    agents: 'Gli agenti tornano dai tetti',
    continue: 'Continua',
  },
  scoring: {
    title: 'Punteggio finale',
    /** Victory points, abbreviated. */
    vp: 'PV',
    categories: {
      townsmen: 'Cittadini',
      majorities: 'Maggioranze di artigiani',
      thirtyPlus: 'Gruppi di valore 30+',
      allTypes: 'Tutti i tipi di artigiani',
      richest: 'Giocatore più ricco',
      crests: 'Collezione di blasoni',
    },
    total: 'Totale PV',
    talers: 'Talleri',
    craftsmen: 'Artigiani',
    craftsmenValue: 'Valore degli artigiani',
    rank: 'Posizione',
    winner: (names: string) => `${names} vince Norenberc!`,
    sharedWin: (names: string) => `${names} condividono la vittoria!`,
    clearWin: (vp: number, next: number) => `${vp} PV contro ${next}.`,
    byCraftsmen: (vp: number, a: number, b: number) =>
      `Pari a ${vp} PV; decidono più artigiani (${a} contro ${b}).`,
    byValue: (vp: number, a: number, b: number) =>
      `Pari a ${vp} PV e artigiani; decide il valore più alto degli artigiani (${a} contro ${b}).`,
    fullTie: 'Pari in PV, artigiani e valore: la vittoria è condivisa.',
    aheadOf: (a: string, b: string) => `${a} si piazza davanti a ${b}.`,
    sharedRank: (names: string, rank: number) => `${names} condividono il ${rank}° posto.`,
    crestCount: 'Blasoni diversi',
    byRound: 'Classifica round per round',
    byRoundHelp: 'PV dopo ogni round come tutti potevano vederli (talleri a parte), poi il punteggio finale.',
    roundLabel: (n: number) => `Round ${n}`,
    final: 'Finale',
    majoritiesTitle: 'Maggioranze per gilda',
    stoodIn: (bots: string) => `sostituito da ${bots}`,
    guildHead: 'Gilda',
    place: (n: number) => ['', '1°', '2°', '3°'][n] ?? '',
  },
  aids: {
    standings: 'Classifica',
    standingsTitle: 'Classifica se la partita finisse ora',
    standingsHelp:
      'Da ciò che tutti vedono. I talleri sono segreti: i PV del giocatore più ricco e quelli degli Esattori delle tasse non sono contati.',
    taxCollectors: (n: number) =>
      `+ ${plural(n, 'Esattore delle tasse', 'Esattori delle tasse')} (1 PV ogni 10 talleri)`,
    total: 'PV ora',
    crests: 'Blasoni diversi',
    places: 'Piazzamenti nelle maggioranze',
    price: (n: number) => `prezzo ${n}`,
    store: (n: number) => `magazzino ${n}`,
    yours: (n: number) => `ne hai ${n}`,
    leads: (name: string, n: number) => `${name} in testa (${n})`,
    tied: (names: string, n: number) => `pari (${n}): ${names}`,
    allTied: (n: number) => `tutti pari (${n})`,
    noLeader: 'nessuno ne ha ancora',
    prize: (what: string) => `il favorito prende ${what}`,
    crest: 'blasone',
    prestigeCrest: 'blasone di prestigio',
    lead: (guild: string) => `Passi in testa nella corsa ${ofThe(guild)}.`,
    tie: (guild: string) => `Raggiungi la testa nella corsa ${ofThe(guild)}.`,
    fallBack: (guild: string) => `Scendi a pari merito in testa nella corsa ${ofThe(guild)}.`,
    lost: (guild: string) => `Perdi la testa nella corsa ${ofThe(guild)}.`,
    /** From a shared lead to behind: never "the lead", which the seat did not hold alone. */
    lostShare: (guild: string) => `Perdi il primo posto a pari merito nella corsa ${ofThe(guild)}.`,
    burglarTakes: (goods: string, victim: string, paid: number) =>
      `Il tuo Ladro prende ${goods} a ${victim}, che riceve ${talers(paid)}.`,
  },
  hints: hints,
  advice: advice,
  keys: {
    skipLinks: 'Collegamenti rapidi',
    panel: 'Vai alle tue scelte',
    board: 'Vai al tabellone',
    players: 'Vai ai giocatori',
    open: 'Tasti',
    title: 'Tastiera',
    tab: 'Passa da un elemento all’altro; ognuno si spiega',
    guilds: 'Scegli o togli una gilda (pianificazione)',
    enter:
      'Preme il pulsante su cui si trova; altrove, conferma la scelta in corso: gioca le carte, vendi, compra, assumi',
    modes: 'Vendi, compra o assumi (la tua azione a una gilda)',
    windows: 'Scegli un alloggio (assunzione)',
    arrows: 'Sposta la scelta in un gruppo di opzioni: come agire, un alloggio, un pagamento',
    nothing: 'Vai a «Non fare nulla» (poi Invio lo fa)',
    standings: 'Classifica se la partita finisse ora',
    you: 'Ascolta i tuoi talleri, agenti, merci e tessere',
    guild:
      'Ascolta prezzo, magazzino, capo e alloggi della gilda dove sei, o di quella chiamata (altrimenti di ogni gilda)',
    points: 'Ascolta la classifica',
    escape: 'Salta le animazioni; chiudi una finestra; annulla una domanda (come Annulla)',
    hint: 'Chiedi un consiglio al bot difficile (se la partita lo permette)',
    help: 'Questo elenco',
    names: { tab: 'Tab', enter: 'Invio', escape: 'Esc', undo: 'Ctrl+Z' },
  },
  handoff: {
    title: (name: string) => `Passa lo schermo a ${name}`,
    help: 'Il tabellone nasconde i segreti di ognuno finché il giocatore giusto non è davanti allo schermo.',
    ready: (name: string) => `Sono ${name}: mostra il mio gioco`,
    retaken: (name: string) => `La decisione di ${name} è stata ripresa`,
    retakenHelp: (name: string) =>
      `${name} decide di nuovo. Chi ha lo schermo lo ridà a ${name}: fino ad allora il tabellone nasconde i segreti di ognuno.`,
    recap: 'Dal tuo ultimo turno',
    recapEmpty: 'Non è successo nulla dal tuo ultimo turno.',
    recapFirst: 'Dall’inizio della partita',
    recapFirstEmpty: 'Non è stato ancora giocato nulla: la partita comincia da te.',
  },
  catchUp: {
    title: 'Mentre eri via',
    reopened: 'Da dove avevi lasciato',
    boardNow: 'Il tabellone mostra la partita com’è adesso.',
    game: 'La partita',
    done: 'Torna al mio turno',
  },
  lesson: {
    ...home.lesson,
    preparing: 'Preparazione della partita guidata…',
    learner: 'Novizio',
    label: 'Guida',
    step: (n: number, total: number) => `Passo ${n} di ${total}`,
    next: 'Avanti',
    restart: 'Ricomincia',
    leave: 'Esci dalla lezione',
    finish: 'Concludi la lezione',
    hide: 'Nascondi',
    show: 'Mostra la guida',
    roundOf: (n: number) => `Round ${n} di 4`,
    watch: {
      title: 'Il turno degli altri',
      guided: 'Guarda: gli altri giocano le loro mosse della lezione.',
      own: 'Guarda: gli altri giocano le loro mosse. La guida riprende al tuo turno.',
    },
    rounds: {
      own: {
        title: 'Round 2: la tua partita',
        text: (first: string, second: string, prestige: string, scale: string) =>
          `Da qui ogni mossa è tua, e ${first} e ${second} giocano la loro partita. Alla fine di ogni round il favorito di ogni gilda (chi ha più merci sue) prende il suo capo della gilda e un blasone, e alla gilda di prestigio (ora ${the(prestige)}) anche il blasone di prestigio. I blasoni diversi contano insieme: ${scale}. Gli artigiani che conquisti contano per la maggioranza di ogni gilda alla fine. Dubbi su una mossa? Chiedi un consiglio (H).`,
      },
      third: {
        title: 'Round 3',
        text: (prestige: string) =>
          `A metà strada. Gli artigiani in attesa nelle botteghe sono i prossimi capi della gilda: li prendono i favoriti di ogni round. I talleri comprano merci adesso, e alla fine il più ricco guadagna 5 PV. Il blasone di prestigio è ${atThe(prestige)}.`,
      },
      last: {
        title: 'Round 4: l’ultimo',
        text: (prestige: string) =>
          `L’ultimo round: i suoi favoriti prendono anche l’artigiano sotto il capo della gilda, poi viene il conteggio finale. Le merci avanzate non valgono nulla e i talleri solo per il più ricco: usali per favori, maggioranze e blasoni. Il blasone di prestigio è ${atThe(prestige)}.`,
      },
    },
    own: {
      planTitle: 'Il tuo piano',
      plan: 'Scegli le gilde dove agiscono i tuoi agenti in questo turno, un agente ciascuna: l’elenco mostra chi guida la corsa alle merci di ogni gilda e cosa prende il suo favorito. Poi gioca le carte, o passa se nulla vale un agente. Dubbi? Chiedi un consiglio (H).',
      actTitle: (guild: string) => `Il tuo turno ${atThe(guild)}`,
      act: 'Compra, vendi, assumi un ospite o non fare nulla: il pannello offre ciò che puoi permetterti. Dubbi? Chiedi un consiglio (H): mostra cosa farebbe il bot difficile, e perché.',
    },
    end: {
      won: 'Hai vinto la tua prima partita a Norenberc!',
      lost: (winner: string) => `Questa volta ha vinto ${winner}: la prossima partita è tua da vincere.`,
      text: 'La tabella conta ogni categoria; «Come si contano i punti» le spiega una per una.',
    },
    moves: {
      plan: (guilds: string) => `pianificare ${guilds}`,
      pass: 'passare',
      nothing: 'non fare nulla',
      sell: (goods: string) => `vendere ${goods}`,
      buy: (goods: string) => `comprare ${goods}`,
      recruit: (window: number, payment: string) =>
        `assumere l’ospite dell’alloggio ${window}, pagando ${payment}`,
      toFront: 'e passare in testa all’ordine di turno',
    },
    refused: (move: string) => `Non in questa lezione. La mossa richiesta qui: ${move}.`,
    wait: 'Un momento: stanno muovendo gli altri.',
    steps: {
      welcome: {
        title: 'Benvenuto a Norenberc',
        text: (first: string, second: string) =>
          `Sei il mercante blu, contro ${first} e ${second}. In quattro round conquisti gli artigiani delle gilde commerciando le loro merci. Ecco i tuoi talleri, le tue merci (una per tipo) e i tuoi quattro agenti. Questo primo round è guidato: ogni passo mostra una parte delle regole. I round da 2 a 4 li giochi tu.`,
      },
      plan: {
        title: 'Pianifica in segreto',
        text: (guilds: string, button: string) =>
          `Ogni turno comincia con tutti che scelgono in segreto dove agiranno i loro agenti: un agente per gilda. Nessuno vede il tuo piano finché la gilda non è chiamata. Scegli ${guilds} (l’anello passa alla successiva), poi premi «${button}».`,
      },
      buy: {
        title: 'Compra al prezzo del capo della gilda',
        text: (guild: string, goods: string) =>
          `Le gilde sono chiamate nel loro ordine, e ${the(guild)} vengono per primi. Qui compri fino a 3 merci dal magazzino, ognuna al prezzo del capo della gilda indicato sulla casa. Le merci conquistano il favore delle gilde a fine round e pagano gli ospiti. Compra ${goods}. (In 4 o 5 giocatori il primo turno limita gli acquisti dove in molti hanno pianificato la stessa gilda; in tre non c’è limite.)`,
      },
      called: {
        title: 'Chiamati in ordine di turno',
        text: (guild: string, other: string) =>
          `${AtThe(guild)} più di uno di voi ha pianificato un’azione: ciascuno agisce nell’ordine di questo tracciato. ${other} era davanti a te, quindi ha agito per primo; il suo agente ora è sul tetto della gilda.`,
      },
      craftsman: {
        title: 'Assumi un artigiano',
        text: (guild: string, guest: string, good: string, payment: string) =>
          `Gli ospiti degli alloggi costano merci, tanto più quanto più a destra è il loro alloggio. Il prezzo di ${guest} si paga in due modi: solo in ${good}, oppure con meno ${good} e merci di qualsiasi tipo (il pannello elenca i modi che puoi permetterti). Paga ${payment}. Guadagni anche un tallero per ogni agente già sul tetto ${ofThe(guild)}, e puoi passare in testa all’ordine di turno: fallo.`,
      },
      townsman: {
        title: 'Un cittadino con un potere',
        text: (guild: string, guest: string, payment: string) =>
          `I cittadini hanno poteri. Il ${guest} negli alloggi ${ofThe(guild)} ti dà un agente in più appena lo assumi, utilizzabile dal turno successivo, quando pianifichi di nuovo (un cittadino con la stella agisce subito, poi torna nella pila degli ospiti). Assumilo pagando ${payment}.`,
      },
      sell: {
        title: 'Vendi',
        text: (guild: string, goods: string) =>
          `Una gilda compra le proprie merci al prezzo del suo capo. Vendi ${goods} ${toThe(guild)}: i talleri pagheranno merci nel turno dopo, e il più ricco fa punti alla fine.`,
      },
      pass: {
        title: 'Passa per il round',
        text: 'Un nuovo turno: chi ha ancora agenti pianifica di nuovo. Ti resta l’agente del Consigliere, che potrebbe ancora fruttarti qualcosa (il Consiglio mostra dove); qui la lezione ti fa passare, per mostrarti come finisce un round. Passare (o restare senza agenti) ti rende finito per il round; gli altri continuano finché non hanno finito anche loro.',
      },
      roundEnd: {
        title: 'La fine di un round',
        text: (guild: string) =>
          `Ogni capo della gilda sceglie un favorito: chi ha più merci della gilda; in caso di parità vince chi ha più talleri (guarda ${the(guild)}), poi l’ordine di turno. Il favorito restituisce una merce e prende il capo della gilda, un blasone, e il blasone di prestigio alla gilda di prestigio. Poi gli agenti tornano, ognuno incassa 3 talleri di rendita, l’artigiano successivo scende a fare da capo della gilda, gli alloggi si riempiono e si sceglie una nuova gilda di prestigio. Seguilo passo dopo passo qui sotto.`,
      },
    },
  },
  scoreHelp: {
    title: 'Come si contano i punti',
    townsmen: (noble: string, tax: string, foreman: string) =>
      `I PV dei tuoi cittadini: ${noble}, ${tax} (1 PV ogni 10 talleri), ${foreman}.`,
    majorities: (apprentice: string) =>
      `In ogni gilda, chi ha gli artigiani di valore maggiore: 1° 5 PV, 2° 3 PV, 3° 1 PV. Un posto che nessuno prende va al primo; un pareggio va a chi ha più tessere. Un ${apprentice} aggiunge 1 PV per ogni 2° o 3° posto, contato qui (non nella tabella per gilda).`,
    thirtyPlus: '2 PV per ogni gilda i cui artigiani in tuo possesso valgono 30 o più.',
    allTypes: '5 PV per almeno un artigiano di ogni gilda.',
    richest: '5 PV a chi ha più talleri (2 PV ciascuno in caso di pareggio).',
    crests: (scale: string, engraver: string) =>
      `I blasoni diversi, ogni blasone di prestigio (e un ${engraver}) conta come uno in più: ${scale}.`,
    crestNone: (most: number) => `da 0 a ${most} → 0 PV`,
    crestStep: (n: number, vp: number, more: boolean) => `${n}${more ? ' o più' : ''} → ${vp} PV`,
    notation: (example: string, value: number, tiles: number, vp: number) =>
      `Nelle maggioranze per gilda, «${example}» si legge: artigiani che valgono ${value} in tutto, su ${plural(tiles, 'tessera', 'tessere')}; il posto che occupano nella gilda; i ${vp} PV che porta.`,
  },
  away: {
    waiting: (name: string) => `${name} è assente — si aspetta`,
    waitingAll: (names: readonly string[]) => `${listed(LOCALE, names)} sono assenti — si aspetta`,
    playedBy: (name: string, bot: string) => `${name} è assente — un sostituto (${bot}) gioca al suo posto`,
    giveTo: 'Fai giocare un bot al suo posto',
    takeBack: 'Aspettalo invece',
  },
  newGame: {
    title: 'Nuova partita',
    seats: 'Giocatori',
    name: 'Nome',
    color: 'Colore',
    who: 'Giocato da',
    human: 'Persona su questo schermo',
    addSeat: 'Aggiungi un giocatore',
    /** A seat's field named with its seat, as a screen reader tells the rows apart. */
    seatField: (seat: number, field: string) => `Posto ${seat}: ${field}`,
    removeSeat: 'Togli',
    start: 'Inizia la partita',
    defaultName: (n: number) => `Giocatore ${n}`,
    needHuman: 'Per giocare su questo schermo serve almeno un giocatore umano.',
    uniqueColors: 'Ogni giocatore deve avere un colore diverso.',
    onlyYou: 'Da ospite giochi solo il tuo posto: lascia gli altri aperti agli ospiti o affidali ai bot.',
    guildsInPlay: (n: number, guilds: string) => `${n} giocatori: in gioco le gilde ${guilds}.`,
    noHouseRules: 'Il regolamento non prevede varianti: ogni partita si gioca con le regole complete.',
    firstGame: 'Prima partita? Le regole finiscono con una guida passo passo.',
    /** Two seats or more go by one name (or names too alike): the seats' numbers, the name. */
    sameName: (seats: readonly number[], name: string) =>
      `I posti ${listed(LOCALE, seats.map(String))} hanno lo stesso nome, «${name}», o nomi troppo simili per distinguerli: dai a ogni giocatore un nome tutto suo.`,
    /** A name field at its limit: what it holds at most. */
    nameLimit: (max: number) => `Al massimo ${max} caratteri.`,
  },
  hostGame: {
    code: 'Il codice della serata',
    codeHelp:
      'Il codice QR e questo indirizzo portano il codice: gli ospiti che inquadrano l’uno o digitano l’altro entrano subito. Chi apre l’indirizzo senza codice, o trova il tavolo nella sua app, digita il codice.',
    newCode: 'Nuovo codice',
    newCodeHelp: 'Un nuovo codice tiene fuori chi non è ancora a un tavolo; i giocatori ai tavoli restano.',
    openDoor: 'Fai entrare chiunque su questa rete',
    openHelp: 'Senza codice: solo su una rete di cui ti fidi.',
    shutDoor: 'Chiedi un codice agli ospiti',
    openNow: 'La porta è aperta: chiunque su questa rete entra senza codice.',
    doorTried: (wrong: number, addresses: number) =>
      `Qualcuno sta provando codici alla porta: ${counted(LOCALE, wrong, { one: 'codice sbagliato', other: 'codici sbagliati' })} nell’ultimo minuto, da ${counted(LOCALE, addresses, { one: 'indirizzo', other: 'indirizzi' })}. Gli ospiti con il codice entrano comunque.`,
    askHost: 'Agli ospiti serve anche il codice della serata, mostrato sullo schermo dell’host.',
    lanFailed:
      'Non è stato possibile aprire il tavolo alla rete: controlla che questo computer sia connesso, poi riprova.',
    autoStandIn: 'Quando un ospite è assente, un bot gioca al suo posto dopo',
    minutes: (n: number) => `${n} minuti`,
    title: 'Ospita una partita in rete',
    tableName: 'Nome del tavolo',
    nameListed: (name: string) =>
      `Un altro tavolo qui si chiama già «${name}»: gli ospiti potrebbero confonderli.`,
    useName: (name: string) => `Chiamare questo «${name}»`,
    seats: 'Posti',
    open: 'Libero per un ospite',
    me: 'Io',
    create: 'Apri il tavolo',
    address:
      'Gli ospiti inquadrano il codice QR con il telefono, aprono questo indirizzo in un browser, oppure trovano il tavolo nella loro app:',
    qrLabel: (url: string) => `Codice QR: ${url}`,
    localOnly:
      'Il tavolo proprio dell’app serve solo questo computer: gli ospiti in rete non possono raggiungerlo. Per giocare con loro, ospita dall’app (Ospita una partita in rete), oppure esegui npx norenberc host in un terminale e apri la pagina che indica come la tua vista.',
    noNetwork: (bind: string) =>
      `Questo host non ha alcun indirizzo in una rete: gli ospiti non possono raggiungerlo. Se è stato avviato con --bind ${bind} (solo questo computer), fermalo (Ctrl+C) e riavvialo con npx norenberc host, che ascolta su tutte le reti; altrimenti collega questo computer alla rete degli ospiti e riavvia l’host.`,
    starting: 'Apertura del tuo tavolo alla rete…',
  },
  join: {
    openSeat: 'posto libero',
    noAnswer: (address: string) =>
      `Nessuna risposta da ${address}. Controlla l’indirizzo mostrato dall’host e che l’host sia ancora avviato.`,
    addressProblems: {
      empty: 'Scrivi l’indirizzo di un host, come 192.168.1.20 o 192.168.1.20:7412.',
      unreadable:
        'Questo non è l’indirizzo di un host: scrivi un nome o un numero, con la porta se ne ha una.',
      scheme: 'Un host si raggiunge con ws:// o http://.',
      'no-host': 'Questo indirizzo non indica nessun host.',
    },
    title: 'Unisciti a una partita in rete',
    tables: 'Tavoli di questo host',
    none: 'Nessun tavolo per ora. Appaiono qui appena qualcuno ne apre uno.',
    freeSeats: (n: number) => plural(n, 'posto libero', 'posti liberi'),
    playing: 'in corso',
    finished: 'finita',
    watch: 'Guarda',
    join: 'Unisciti',
    yourName: 'Il tuo nome',
    color: 'Colore',
    anyColor: 'Un colore libero',
    takenBy: (color: string, name: string) => `${color} (preso da ${name})`,
    manual: 'Un altro host',
    manualHelp:
      'Se la rete nasconde gli host, scrivi l’indirizzo mostrato dall’host (per esempio 192.168.1.20:7412).',
    connect: 'Collegati',
    connectedTo: (name: string) => `Host «${name}»`,
    lan: 'Host trovati nella tua rete',
    lanNone:
      'Nessun host trovato per ora. Se la rete blocca la ricerca, digita qui sotto l’indirizzo dell’host.',
    open: 'Apri',
  },
  door: {
    title: 'Il codice della serata',
    help: 'Questo host fa entrare gli ospiti che hanno il suo codice. Lo mostra lo schermo dell’host, accanto al codice QR.',
    label: 'Codice',
    placeholder: (n: number) => `${integer(LOCALE, n)} lettere`,
    enter: 'Entra',
    shape: (n: number) => `Un codice ha ${n} lettere, come KTZ WMP.`,
    strayLetters: (letters: string) =>
      `Nessun codice contiene ${letters}: un codice ha solo consonanti diverse da L, come KTZ WMP. Controllalo sullo schermo dell’host.`,
    oldCode:
      'Il codice di questo indirizzo non è più quello della serata: digita quello mostrato sullo schermo dell’host.',
    codeChanged: 'L’host ha cambiato il codice: chiedi quello nuovo.',
    removedTitle: 'Escluso per la serata',
    addressRemovedTitle: 'Indirizzo escluso per la serata',
    retrying: 'Questa pagina riprova da sola il codice con cui è arrivata, ogni pochi secondi.',
    yourTables: 'I tuoi tavoli su questo host',
    back: (name: string) => `Torna a «${name}»`,
  },
  lobby: {
    removeEvening: 'Escludi per la serata',
    removeConfirm: (name: string) =>
      `Escludere ${name} per la serata? Il suo dispositivo e il suo giocatore non potranno tornare su questo host finché non si ferma.`,
    title: (name: string) => `Sala d’attesa: ${name}`,
    open: 'Posto libero — in attesa di un ospite',
    connected: 'connesso',
    away: 'assente',
    kick: 'Togli',
    toBot: 'Affida a un bot',
    botLevel: 'Livello dei bot',
    openSeat: 'Libera',
    removeSeat: 'Togli il posto',
    addSeat: 'Aggiungi un posto',
    start: 'Inizia la partita',
    waitingSeats: 'In attesa che tutti i posti siano occupati.',
    waitingHost: 'In attesa che il creatore del tavolo inizi la partita.',
    end: 'Chiudi il tavolo',
    endConfirm: 'Chiudere il tavolo? Tutti ne sono avvisati, e il tavolo sparisce.',
    spectators: (n: number) => plural(n, 'spettatore', 'spettatori'),
  },
  settings: {
    title: 'Impostazioni',
    language: 'Lingua',
    speed: 'Velocità delle animazioni',
    speeds: { off: 'Nessuna', fast: 'Veloce', normal: 'Normale', slow: 'Lenta' },
    sound: 'Suono',
    colourBlind: 'Modalità daltonici',
    yourTurn: 'Il tuo turno, quando sei in un’altra finestra',
    turnAlert: 'Mostra una notifica',
    turnBell: 'Suona una campanella',
    allowAlerts: 'Consenti le notifiche',
    alertsAsk: 'Il browser chiede una volta se questa pagina può mostrare notifiche.',
    alertsDenied: 'Il browser blocca le notifiche di questa pagina: consentile nelle impostazioni del sito.',
    dataFolder: 'Apri la cartella dei dati',
    dataFolderHelp: 'Lì stanno partite, statistiche e impostazioni: copia tutta la cartella per salvarle.',
    alertsUnsupported:
      'Questo browser non può mostrare notifiche; la campanella e il titolo della finestra ti chiamano comunque.',
    colourBlindHelp: 'Aggiunge motivi ai colori dei giocatori (le loro forme sono sempre visibili).',
  },
  /** A guest at a LAN table: their seat to go back to, their name, their turn's call, a stand-in's lines. */
  guests: {
    backToSeat: 'Torna al tuo posto',
    seeScores: 'Vedi i punteggi finali',
    playedAs: (name: string) => `Hai giocato a questo tavolo, come ${name}.`,
    yourSeat: (name: string) => `Hai un posto a questo tavolo, come ${name}.`,
    nameProblems: {
      empty: 'Scrivi prima il tuo nome.',
      long: 'Questo nome è troppo lungo.',
      control: 'Questo nome contiene caratteri che non si possono mostrare.',
      invisible: 'Questo nome non mostra nulla: usa lettere, cifre o segni leggibili.',
    },
    alertsInsecure: (address: string) =>
      `I browser mostrano notifiche di sistema solo per pagine sicure (https, o un’app su questo dispositivo); ${address} non lo è, quindi qui non ne possono arrivare. Cosa ti chiama comunque: il titolo della scheda dice «Tocca a te» e suona la campanella qui sotto.`,
    playsFor: (bot: string, name: string) => `Sostituto di ${name}: ${bot}.`,
    isBack: (name: string) => `Di nuovo al tavolo: ${name} gioca di nuovo.`,
    playedFor: (bot: string, name: string) => `${bot} ha sostituito ${name} per parte della partita`,
    standInFor: (bot: string, name: string) => `${bot} (per ${name})`,
  },
  history: {
    title: 'Storico delle partite',
    noStore: 'Questo host non conserva lo storico delle partite.',
    status: 'Stato',
    all: 'Tutte',
    statuses: { playing: 'In corso', finished: 'Finita', abandoned: 'Abbandonata' },
    players: 'Giocatori',
    anyCount: 'Qualsiasi numero',
    count: (n: number) => plural(n, 'giocatore', 'giocatori'),
    date: 'Data',
    scores: 'Giocatori e punteggi',
    winner: 'Vincitore',
    none: 'Ancora nessuna partita qui.',
    more: 'Mostra altre',
    replay: 'Rivedi',
    continue: 'Riprendi',
  },
  records: {
    open: 'Apri una registrazione di partita…',
    help: 'Una registrazione salvata da un replay (.json): entra nel tuo storico, da rivedere e analizzare.',
    working: (file: string) => `Lettura di «${file}»…`,
    added: (file: string, match: number) => `«${file}» ora è nel tuo storico, come partita ${match}.`,
    held: (file: string, match: number, h: HeldAs): string => {
      switch (h.as) {
        case 'record':
          return `«${file}» era già nel tuo storico, come partita ${match}.`;
        case 'game':
          return `«${file}» è la stessa partita della partita ${match} (la stessa distribuzione e le stesse azioni), che il tuo storico contiene già: non è stato aggiunto nulla.`;
        case 'part':
          return `«${file}» contiene solo le prime ${h.actions} delle ${h.of} azioni della partita ${match}, che il tuo storico contiene intera: non è stato aggiunto nulla.`;
        case 'more':
          return `«${file}» è la partita ${match} giocata più avanti: il tuo storico ne contiene le prime ${h.actions} azioni su ${h.of}, e tiene una partita una volta sola: non è stato aggiunto nulla.`;
        case 'other-actions':
          return `«${file}» ha la distribuzione della partita ${match}, ma le sue azioni se ne discostano all’azione ${h.at + 1}: una distribuzione si gioca una volta sola, quindi non è stato aggiunto nulla.`;
      }
    },
    replay: 'Rivedila',
    failed: (file: string, why: string) => `Impossibile aprire «${file}»: ${why}`,
    failedUnnamed: (why: string) => `Impossibile aprire il file: ${why}`,
    notRecord: 'non è una registrazione di partita di Norenberc.',
    tooLarge: 'è troppo grande per essere una registrazione di partita.',
    empty: 'è vuoto.',
    notAFile: 'non è un file: una cartella o un dispositivo non contiene registrazioni di partita.',
    missing: 'non c’è più.',
    unreadable: 'il sistema non permette a Norenberc di leggerlo.',
    standIn: (p: StandInProblem): string => {
      switch (p.kind) {
        case 'seat':
          return `un bot sostituto vi gioca il posto ${p.seat + 1}, ma la partita ha solo ${p.players} posti.`;
        case 'backwards':
          return `un bot sostituto vi finisce prima di cominciare (comincia all’azione ${p.from + 1} e finisce prima dell’azione ${p.to + 1}).`;
        case 'past-end':
          return `un bot sostituto vi gioca oltre l’ultima azione della partita (l’azione ${p.actions}).`;
        case 'overlap':
          return 'due bot sostituti vi giocano lo stesso posto nello stesso momento.';
      }
    },
    illegal: 'Norenberc non può rigiocarla (una mossa che le regole non consentono, o una parte mancante).',
    namesAlike:
      'due dei suoi giocatori hanno lo stesso nome, o nomi che sembrano uguali: nessun tavolo li farebbe sedere così.',
    fingerprint:
      'il suo seme o la sua distribuzione sono stati cambiati dopo l’inizio: non è la partita della sua impronta.',
    problem: (p: RecordProblem): string => {
      const player = (seat: number): string => `il nome del giocatore ${seat + 1}`;
      switch (p.kind) {
        case 'not-a-record':
          return messages.records.notRecord;
        case 'newer-format':
          return `è stata fatta da una versione più recente di Norenberc (il suo formato è ${p.format}; questa versione legge ${p.reads}): aggiorna Norenberc per aprirla.`;
        case 'missing':
          return `manca la sua parte «${p.path}».`;
        case 'name':
          return {
            empty: `${player(p.seat)} è vuoto.`,
            long: `${player(p.seat)} è troppo lungo: un nome ha al massimo ${p.max} caratteri.`,
            control: `${player(p.seat)} contiene caratteri che non si possono mostrare.`,
            invisible: `${player(p.seat)} non mostra nulla: un nome vuole lettere, cifre o segni leggibili.`,
          }[p.problem];
        case 'players':
          return `ha ${p.count} giocatori, mentre una partita ne ha da ${p.min} a ${p.max}.`;
        case 'field':
          return `la sua parte «${p.path}» non è come la vuole una registrazione di partita.`;
        case 'stand-in':
          return messages.records.standIn(p.standIn);
        case 'deal':
          return 'la sua distribuzione non sta in piedi (una tessera messa due volte o dimenticata, un numero sbagliato di notabili, o una gilda fuori gioco).';
        case 'illegal-action':
          return `la sua azione ${p.index + 1} (su ${p.actions}) è una mossa che le regole non consentono in quel momento della partita.`;
      }
    },
  },
  replay: {
    save: 'Salva la registrazione',
    fileName: (match: number) => `norenberc-partita-${match}.json`,
    title: (id: number) => `Replay della partita ${id}`,
    missing: (id: number) => `La partita ${id} non ha una registrazione da rivedere.`,
    broken: (index: number) =>
      `La registrazione non ha più senso all’azione ${index + 1}: le regole non la consentono.`,
    first: 'Inizio',
    back: 'Indietro',
    forward: 'Avanti',
    last: 'Fine',
    seek: 'Posizione nella partita',
    position: (step: number, total: number) => `Azione ${step} di ${total}`,
    seat: 'Vista di',
    everyone: 'Tutti (vista pubblica)',
    actions: 'Azioni',
    setup: 'Preparazione',
    step: (n: number) => `Azione ${n}`,
    keys: 'Le frecce sinistra e destra scorrono la partita.',
  },
  review: review,
  ladder: ladder,
  shuffle: shuffle,
  tableMode,
  stats: {
    standInGames: 'Partite giocate in parte da un sostituto (non contate)',
    title: 'Statistiche',
    noGames: 'Ancora nessuna partita finita.',
    players: 'Giocatori',
    bots: 'Bot',
    games: 'Partite',
    gameCount: (games: number) => plural(games, 'partita', 'partite'),
    seatsInGames: (seats: number, games: number) =>
      `${plural(seats, 'posto', 'posti')} in ${plural(games, 'partita', 'partite')}`,
    wins: 'Vittorie',
    seatWins: (wins: number, seats: number, rate: string) =>
      `${integer(LOCALE, wins)} su ${plural(seats, 'posto', 'posti')} (${rate})`,
    perSeat:
      'Un livello di bot occupa più posti di una partita: vittorie, percentuali e medie sono per posto.',
    winRate: 'Percentuale di vittorie',
    byCount: 'Per numero di giocatori',
    countLine: (players: number, games: string, rate: string) =>
      `${integer(LOCALE, players)} giocatori: ${games}, vittorie ${rate}`,
    averageScore: 'Punteggio medio',
    bestScore: 'Punteggio migliore',
    crests: 'Blasoni per partita',
    favouriteGuild: 'Gilda preferita',
    favouriteTownsman: 'Cittadino più assunto',
    form: 'Forma recente (piazzamenti, dal più vecchio)',
    winRateOverTime: 'Percentuale di vittorie, partita dopo partita',
    gameAxis: 'Partite giocate',
    afterGame: (game: number, day: string) => `Dopo la partita ${integer(LOCALE, game)} (${day})`,
    categories: 'Punteggio medio per categoria',
    headToHead: 'Testa a testa',
    firstAhead: 'Primo nominato davanti',
    secondAhead: 'Secondo nominato davanti',
    tied: 'Pari',
    pairsPerSeat:
      'Contro un livello di bot ogni suo posto è un incontro: una partita contro tre suoi posti fa tre incontri, ciascuno vinto da chi ha finito davanti.',
    noFigure: 'ancora nessuna partita',
    none: '—',
  },
  game: {
    ...home.game,
    leave: 'Esci dalla partita',
    leaveConfirm: 'Uscire per ora? La partita ti aspetta: riprendila dalla schermata iniziale.',
    skip: 'Salta le animazioni',
    scores: 'Punteggi',
    spectating: 'Stai guardando questa partita.',
    yourPlan: (name: string) => `${name}, tocca a te: scegli le tue gilde.`,
    yourAction: (name: string, guild: string) => `${name}, tocca a te ${atThe(guild)}.`,
    yourTurnTitle: (title: string) => `● Tocca a te · ${title}`,
  },
  table: {
    choices: 'Le tue scelte',
    board: 'Il tabellone',
    square: 'La pila degli ospiti e i blasoni di prestigio',
    side: 'Le tue scelte e il registro della partita',
    players: 'Giocatori',
    chip: (name: string, place: number, talers: string, agents: number) =>
      `${name}: ${place}º nell’ordine di turno, talleri ${talers}, ${plural(agents, 'agente disponibile', 'agenti disponibili')}`,
    guilds: 'Sedi delle gilde',
    acting: 'Azione in corso',
    log: 'Diario',
    logTitle: 'Diario della partita e chat',
    menu: 'Menu',
    menuTitle: 'La partita',
    offline: 'L’host non è raggiungibile: le tue scelte aspettano il suo ritorno.',
  },
  chat: {
    title: 'Chat',
    show: 'Mostra la chat',
    hide: 'Nascondi la chat',
    unread: (n: number) => `${n} non lett${n === 1 ? 'o' : 'i'}`,
    placeholder: 'Scrivi al tavolo…',
    send: 'Invia',
    empty: 'Ancora nessun messaggio.',
    readOnly: 'Qui scrivono i giocatori; tu stai guardando.',
    quick: 'Frasi rapide',
    creator: 'Host',
    phrases: {
      goodLuck: 'Buona fortuna!',
      yourTurn: 'Tocca a te!',
      oneMoment: 'Un momento, per favore.',
      wellPlayed: 'Ben giocato!',
      niceMove: 'Bella mossa!',
      thanks: 'Grazie!',
      oops: 'Ops!',
      oneMore: 'Un’altra partita?',
    },
  },
  rematch: {
    playAgain: 'Gioca ancora',
    offered: 'Gioca ancora: gli stessi posti, una nuova distribuzione e un nuovo ordine di turno.',
    accept: 'Gioca ancora',
    decline: 'No, grazie',
    begun: 'La partita successiva è iniziata, e tu ci giochi.',
    goToGame: 'Vai alla partita',
    goOn: 'Prosegui senza chi sta ancora decidendo',
    withdraw: 'Ritira l’offerta',
    waitingHost: 'In attesa degli altri…',
    declined: 'Hai rifiutato la rivincita.',
    wentOn: 'Il tavolo è andato avanti senza di te: il tuo posto ti aspetta.',
    takeSeat: 'Prendi il tuo posto',
    playsAgain: 'Il tavolo gioca ancora.',
    watchNext: 'Guarda la prossima partita',
    answers: { yes: 'gioca ancora', no: 'ha rifiutato', waiting: 'sta decidendo…' },
  },
  series: {
    game: (game: number, games: number) => `Serie di rivincite · partita ${game} di ${games}`,
    wins: (name: string, wins: number) => `${name} ${wins}`,
  },
  undo: {
    button: 'Ritira la mossa',
    buttonOf: (name: string) => `Ritira l’ultima decisione di ${name}`,
    helpOf: (name: string, next: string, bots: boolean) =>
      `${name} ha cambiato idea? Questo ritira l’ultima decisione di ${name} prima che giochi ${next}.${bots ? ' Anche le mosse dei bot fatte dopo vengono ritirate, e i bot decidono di nuovo.' : ''}`,
    help: 'Ritira la tua ultima decisione.',
    helpBots:
      'Ritira la tua ultima decisione. Anche le mosse dei bot fatte dopo vengono ritirate, e i bot decidono di nuovo.',
    reasons: {
      'no-decision': 'Niente da ritirare: nessuna decisione presa finora.',
      finished: 'Niente da ritirare: la partita è finita.',
      'round-ended': 'Non si può ritirare: il round è finito nel frattempo.',
      revealed: 'Non si può ritirare: i piani sono stati rivelati nel frattempo.',
      drawn: 'Non si può ritirare: nel frattempo è stato pescato qualcosa a caso.',
      'other-acted': 'Non si può ritirare: un altro giocatore ha giocato nel frattempo.',
    },
    decisions: {
      plan: 'il piano',
      pass: 'il passo',
      sell: 'la vendita',
      buy: 'l’acquisto',
      recruit: 'l’assunzione',
      nothing: 'il «non fare nulla»',
    },
    tookBack: (name: string, decision: string, bots: number) =>
      `${name} ritira ${decision}${bots ? ` (e ${plural(bots, 'mossa di bot fatta', 'mosse di bot fatte')} dopo, decise di nuovo)` : ''}.`,
    key: 'Ritira l’ultima decisione (dove la partita lo consente)',
    allow:
      'Ritiro delle mosse: i giocatori possono ritirare l’ultima decisione finché non viene rivelato nulla di nuovo',
    used: (n: number) => plural(n, 'mossa ritirata', 'mosse ritirate'),
  },
};
