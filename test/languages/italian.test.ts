// Italian puts a guild's name after an article that agrees with its first sound: "i Birrai" but "gli
// Stampatori", "dei"/"degli", "dai"/"dagli"… The catalogue does it through one place (it/grammar.ts):
// its files spell no article or preposition before a name they are given.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AtThe, atThe, inThe, ofThe, the, The, toThe } from '../../languages/it/grammar.ts';
import { messages } from '../../languages/it/messages.ts';

const FOLDER = join(import.meta.dirname, '../../languages/it');

describe('Italian articles before a guild', () => {
  it('agree with the name’s first sound', () => {
    expect([the, The, ofThe, inThe, atThe, AtThe, toThe].map((f) => f('Birrai'))).toEqual([
      'i Birrai',
      'I Birrai',
      'dei Birrai',
      'nei Birrai',
      'dai Birrai',
      'Dai Birrai',
      'ai Birrai',
    ]);
    expect([the, The, ofThe, inThe, atThe, AtThe, toThe].map((f) => f('Stampatori'))).toEqual([
      'gli Stampatori',
      'Gli Stampatori',
      'degli Stampatori',
      'negli Stampatori',
      'dagli Stampatori',
      'Dagli Stampatori',
      'agli Stampatori',
    ]);
    expect(messages.board.guildHouse(messages.guilds.printers)).toBe('Sede della gilda degli Stampatori');
  });

  it('are never spelt by hand before a name the catalogue is given', () => {
    const byHand = /\b(i|I|dei|nei|dai|Dai|ai|sui|gli|degli)\s\$\{(guild|guilds|prestige)\}/g;
    const found = readdirSync(FOLDER).flatMap((file) =>
      [...readFileSync(join(FOLDER, file), 'utf8').matchAll(byHand)].map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
