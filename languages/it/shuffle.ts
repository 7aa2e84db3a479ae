// Italiano: le parole del mescolamento che chiunque può verificare (l’impronta della partita, mostrata
// dalla prima mossa, e il seme rivelato alla fine).
import type { Shuffle } from '../en/shuffle.ts';

export const shuffle: Shuffle = {
  label: (short: string) => `Impronta del mescolamento: ${short}`,
  help: (fingerprint: string) =>
    `Impronta del mescolamento: ${fingerprint}. È lo SHA-256 del seme e della distribuzione di questa partita, fissati prima della prima mossa. Il seme resta segreto fino alla fine della partita; poi chiunque può verificare il mescolamento con questa impronta.`,
  title: 'Un mescolamento che chiunque può verificare',
  explain:
    'Prima della prima mossa ogni giocatore ha visto questa impronta: lo SHA-256 del seme, che ha deciso la distribuzione e ogni ospite pescato, e della distribuzione. Ora che la partita è finita il seme è rivelato: ricalcolato con la distribuzione (npx norenberc verify sulla registrazione della partita lo fa), deve dare la stessa impronta.',
  fingerprint: 'Impronta',
  seed: 'Seme',
};
