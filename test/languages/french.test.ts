// French drops the vowel of "de" and "que" before a name that begins with a vowel sound ("la table
// d’Ana", "avant qu’Ivo ne joue", but "de Ben"). The catalogue does it through one place
// (fr/grammar.ts): its files spell no "de" or "que" before a person's name they are given.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ofName, thatName } from '../../languages/fr/grammar.ts';
import { messages } from '../../languages/fr/messages.ts';

const FOLDER = join(import.meta.dirname, '../../languages/fr');

describe('French elision before a name', () => {
  it('drops the vowel before a vowel, a mute h and a y sounded as one, not before a consonant', () => {
    expect(['Ana', 'Émile', 'Hugo', 'Yves', 'Ben', 'Yann', 'Robot facile'].map(ofName)).toEqual([
      'd’Ana',
      'd’Émile',
      'd’Hugo',
      'd’Yves',
      'de Ben',
      'de Yann',
      'de Robot facile',
    ]);
    expect([thatName('Ivo'), thatName('Ben')]).toEqual(['qu’Ivo', 'que Ben']);
    expect(messages.common.defaultTable('Ana')).toBe('Table d’Ana');
    expect(messages.log.burglarTookNothing('Ana')).toBe('Le Voleur d’Ana ne prend rien.');
  });

  it('is never spelt by hand before a name the catalogue is given', () => {
    const byHand = /\b(de|que)\s\$\{(name|names|next|victim|owner|who|player)\}/g;
    const found = readdirSync(FOLDER).flatMap((file) =>
      [...readFileSync(join(FOLDER, file), 'utf8').matchAll(byHand)].map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
