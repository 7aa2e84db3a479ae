// Italian grammar the Italian catalogue needs where it puts a guild's name into a sentence: the article
// and its prepositions agree with the sound the name begins with ("i Birrai", but "gli Stampatori").

/** Names that take "gli": beginning with s and a consonant, z, gn, ps, x, y or a vowel. */
const GLI = /^(s[^aeiou]|z|gn|ps|x|y|[aeiou])/i;

const form =
  (plain: string, before: string) =>
  (name: string): string =>
    `${GLI.test(name) ? before : plain} ${name}`;

/** "i Birrai", "gli Stampatori". */
export const the = form('i', 'gli');
/** "I Birrai", "Gli Stampatori", at a sentence's start. */
export const The = form('I', 'Gli');
/** "dei Birrai", "degli Stampatori". */
export const ofThe = form('dei', 'degli');
/** "nei Birrai", "negli Stampatori". */
export const inThe = form('nei', 'negli');
/** "dai Birrai", "dagli Stampatori". */
export const atThe = form('dai', 'dagli');
/** "Dai Birrai", "Dagli Stampatori", at a sentence's start. */
export const AtThe = form('Dai', 'Dagli');
/** "ai Birrai", "agli Stampatori". */
export const toThe = form('ai', 'agli');
