// Deutsch: die Wörter des Mischens, das jeder prüfen kann (der Fingerabdruck der Partie, gezeigt ab
// dem ersten Zug, und der am Ende enthüllte Startwert).
import type { Shuffle } from '../en/shuffle.ts';

export const shuffle: Shuffle = {
  label: (short: string) => `Fingerabdruck des Mischens: ${short}`,
  help: (fingerprint: string) =>
    `Fingerabdruck des Mischens: ${fingerprint}. Er ist der SHA-256 von Startwert und Auslage dieser Partie, festgelegt vor dem ersten Zug. Der Startwert bleibt geheim, bis die Partie vorbei ist; dann kann jeder das Mischen an diesem Fingerabdruck prüfen.`,
  title: 'Ein Mischen, das jeder prüfen kann',
  explain:
    'Vor dem ersten Zug hat jeder Spieler diesen Fingerabdruck gesehen: den SHA-256 des Startwerts, der die Auslage und jeden gezogenen Gast bestimmt hat, und der Auslage. Jetzt, da die Partie vorbei ist, ist der Startwert enthüllt: mit der Auslage erneut gehasht (npx norenberc verify mit der Aufzeichnung der Partie erledigt das), muss er denselben Fingerabdruck ergeben.',
  fingerprint: 'Fingerabdruck',
  seed: 'Startwert',
};
