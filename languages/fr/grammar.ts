// French grammar the French catalogue needs where it puts a person's name into a sentence: "de" and
// "que" drop their vowel before a name that begins with one ("la table d’Ana", "avant qu’Ivo ne
// joue", but "de Ben"), before a mute h ("d’Hugo") and before a y sounded as a vowel ("d’Yves", but
// "de Yann").

/** A name whose first sound is a vowel: a vowel, an h (taken as mute, as most first names' is) or a y before a consonant. */
const VOWEL_SOUND = /^(?:[aeiouàâäæéèêëîïôöœùûü]|h|y(?![aeiouàâäéèêëîïôöùûü]))/iu;

const elided =
  (word: string) =>
  (name: string): string =>
    VOWEL_SOUND.test(name) ? `${word.slice(0, -1)}’${name}` : `${word} ${name}`;

/** "de Ben", "d’Ana". */
export const ofName = elided('de');
/** "que Ben", "qu’Ana". */
export const thatName = elided('que');
