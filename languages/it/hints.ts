// Italiano: le parole del consiglio e delle ragioni che il consiglio e l’analisi danno di una
// possibilità: ognuna è ciò che la possibilità fa subito e di sicuro (engine/bots/reasons.ts).
import type { Advice, Hints } from '../en/hints.ts';
import { counted, tenths } from '../format.ts';
import { home } from './home.ts';
import { atThe, inThe, ofThe } from './grammar.ts';

/** The catalogue's language, for its counts and numbers. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });
const talers = (n: number): string => plural(n, 'tallero', 'talleri');
const agents = (n: number): string => plural(n, 'agente', 'agenti');

export const hints: Hints = {
  button: 'Consiglio',
  title: 'Il consiglio del bot difficile',
  working: 'Il bot difficile sta pensando…',
  help: 'Che cosa farebbe il bot difficile da ciò che vedi: non guarda mai carte o denaro nascosti. La scelta resta tua. Accanto a ogni possibilità, ciò che fa subito; i PV sono quelli che il bot prevede.',
  choice: 'La sua scelta',
  others: 'Altre possibilità',
  level: 'altrettanto buona',
  /** Beside an option, as the review shows a loss: its gap behind the choice and that gap's margin. */
  uncertain: (vp: number, margin: number) =>
    `più o meno altrettanto buona, entro il margine della stima: −${tenths(LOCALE, vp)} ± ${tenths(LOCALE, margin)} PV`,
  behind: (vp: number, margin: number) =>
    `peggiore, oltre il margine della stima: −${tenths(LOCALE, vp)} ± ${tenths(LOCALE, margin)} PV`,
  close: 'Chiudi il consiglio',
  changed: (expected: string) =>
    `Cambiato dal consiglio della pianificazione, che qui prevedeva «${expected}»:`,
  changedElsewhere:
    'in questa gilda non è successo nulla da allora: rivalutato sulla partita com’è ora, dopo le mosse altrove.',
  plan: (guilds: string) => `Pianifica ${guilds}`,
  sell: (goods: string) => `Vendi ${goods}`,
  buy: (goods: string) => `Compra ${goods}`,
  recruit: (guest: string, payment: string, front: boolean) =>
    `Assumi ${guest} per ${payment}${front ? ', passando in testa' : ''}`,
  window: (n: number) => `l’ospite della finestra ${n}`,
  allow: 'Consigli: il bot difficile consiglia chi lo chiede, al suo turno',
  show: 'Mostra il pulsante Consiglio nelle partite',
  showHelp: 'Dove la partita permette i consigli.',
  showKey: 'H ne chiede uno.',
  used: (n: number) => plural(n, 'consiglio', 'consigli'),
};

export const advice: Advice = {
  gains: 'Guadagna',
  costs: 'Costa',
  ability: {
    burglar: (victim: string, goods: string) => `, rubando ${goods} a ${victim}`,
    burglarIdle: ', senza rubare nulla',
    guardsman: (a: string, b: string) => `, scambiando ${a} e ${b}`,
    guardsmanIdle: ', senza scambiare nulla',
    peddler: (good: string) => `, caricando ${good} sul Venditore ambulante`,
    mayor: (guild: string) => `, mettendo il Sindaco sul tetto ${ofThe(guild)}`,
  },
  place: (guild: string, workshop: boolean, window: number) =>
    `nella finestra ${window} ${workshop ? 'della bottega' : 'dell’alloggio'} ${ofThe(guild)}`,
  reasons: {
    guest: (tile: string) => `ottiene ${tile}`,
    majorityLead: (guild: string) => `passa in testa nella maggioranza ${ofThe(guild)}`,
    majorityLevel: (guild: string) => `raggiunge la testa nella maggioranza ${ofThe(guild)}`,
    majorityPlace: (place: number, guild: string) =>
      `prende il ${place}° posto nella maggioranza ${ofThe(guild)}`,
    thirtyPlus: (guild: string) => `raggiunge un valore di 30 ${inThe(guild)}: 2 PV alla fine`,
    allTypes: 'completa un artigiano per ogni gilda: 5 PV alla fine',
    agent: (n: number) => `guadagna ${agents(n)}`,
    income: (n: number) => `${talers(n)} in più a ogni rendita`,
    robs: (victim: string, goods: string) => `prende ${goods} a ${victim}`,
    swaps: (a: string, at: string, b: string, bt: string) => `mette ${a} ${at} e ${b} ${bt}`,
    peddler: (goods: string, guild: string) =>
      `carica ${goods} sul Venditore ambulante: conta 4 per il favore ${ofThe(guild)}`,
    favourLead: (guild: string) => `passa in testa nella corsa al favore ${ofThe(guild)}`,
    favourLevel: (guild: string) => `raggiunge la testa nella corsa al favore ${ofThe(guild)}`,
    favourShared: (guild: string) => `divide ormai la testa nella corsa al favore ${ofThe(guild)}`,
    favourLost: (guild: string) => `arretra nella corsa al favore ${ofThe(guild)}`,
    favourGap: (gain: boolean, mine: number, rival: number, guild: string) =>
      `${mine > rival ? (gain ? 'allunga il vantaggio' : 'riduce il vantaggio') : gain ? 'si avvicina alla testa' : 'arretra ancora'} nella corsa al favore ${ofThe(guild)}: ${plural(mine, 'merce', 'merci')} contro ${rival}`,
    victimPaid: (victim: string, n: number) => `la banca paga ${talers(n)} a ${victim}`,
    front: 'passa in testa all’ordine di turno',
    talers: (n: number) => (n >= 0 ? `incassa ${talers(n)}` : `paga ${talers(-n)}`),
    goods: (gained: boolean, goods: string) => (gained ? `riceve ${goods}` : `cede ${goods}`),
    there: (guild: string, what: string) => `${atThe(guild)}, per esempio: ${what}`,
    nothingThere: (guild: string) =>
      `${atThe(guild)}, niente che tu possa fare se la gilda fosse chiamata ora`,
    nothingLeft: (guild: string) =>
      `${atThe(guild)}, niente che tu possa fare con ciò che ti lascerebbero le gilde precedenti`,
    keepsAgents: (n: number) => `tiene ${agents(n)} per un turno successivo`,
    noAgentsLeft: 'non lascia alcun agente per un turno successivo del round',
    keepsTalers: (n: number) => `tiene i tuoi ${talers(n)}`,
    keepsForFavour: (goods: string, guild: string) => `tiene ${goods} per il favore ${ofThe(guild)}`,
    /** Ties for a favour go to the richer player (the rules' first tiebreak): talers kept can win them. */
    tiesByTalers: (n: number) =>
      `un pareggio per un favore va a chi ha più talleri: se li tieni, i tuoi possono farti vincere ${n === 1 ? 'la corsa' : `le ${n} corse`} in cui sei a pari merito`,
    idleAgents: (n: number) => `chiude il tuo round con ${agents(n)} inutilizzat${n === 1 ? 'o' : 'i'}`,
  },
};
