import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decimal, elapsed, integer, percent, tenths } from '../../languages/format.ts';
import { CATALOGS } from './catalogs.ts';
import { rules as rulesEn, type RulesText } from '../../languages/en/rules.ts';
import { LANGUAGES } from '../../languages/languages.ts';
import { byLanguage } from '../../renderer/i18n/folders.ts';
import type { RecordProblem } from '../../engine/index.ts';
import type { HeldAs } from '../../protocol/history.ts';

/** Every language but English, the reference. */
const OTHERS = LANGUAGES.filter((lang) => lang !== 'en');
const RULES = byLanguage(
  import.meta.glob<RulesText>('../../languages/*/rules.ts', { eager: true, import: 'rules' }),
  'rules.ts',
);

/** The repository, where vitest runs. */
const ROOT = process.cwd();

/** Arguments to call a message function with: numbers, but a bot level, a good or a record's problem where one is expected. */
function sample(path: string): unknown[] {
  if (path.endsWith('records.standIn')) return [{ kind: 'seat', index: 0, seat: 4, players: 2 }];
  if (path.endsWith('.bot') || path.endsWith('.standIn')) return ['medium'];
  if (path.endsWith('.goodCount') || path.endsWith('.lodgingPrice')) return [2, 'beer'];
  if (path.endsWith('.clauses')) return [['one clause', 'another']];
  if (path.endsWith('.waitingAll')) return [['Ben', 'Cleo']];
  if (path.endsWith('.sameName')) return [[1, 4], 'Ana'];
  if (path.endsWith('.tieTalers'))
    return [
      [
        { name: 'Ben', talers: 3 },
        { name: 'Cleo', talers: 14 },
      ],
    ];
  return [2, 3, 4, 5];
}

/** Every kind of what a message words case by case: each one is checked, as a leaf of its own. */
const CASES: Record<string, { kind: string; args: unknown[] }[]> = {
  '.records.held': (
    [
      { as: 'record' },
      { as: 'game' },
      { as: 'part', actions: 30, of: 68 },
      { as: 'more', actions: 30, of: 68 },
      { as: 'other-actions', at: 12 },
    ] satisfies HeldAs[]
  ).map((held) => ({ kind: held.as, args: ['game.json', 1, held] })),
  '.records.problem': (
    [
      { kind: 'not-a-record' },
      { kind: 'newer-format', format: 'norenberc-record/99', reads: 'norenberc-record/1' },
      { kind: 'missing', path: 'seed' },
      ...(['empty', 'long', 'control', 'invisible'] as const).map(
        (problem) => ({ kind: 'name', seat: 1, problem, max: 24 }) as const,
      ),
      { kind: 'players', count: 6, min: 2, max: 5 },
      { kind: 'field', path: 'players.0.color' },
      { kind: 'stand-in', standIn: { kind: 'overlap', index: 1, other: 0 } },
      { kind: 'deal' },
      { kind: 'illegal-action', index: 4, actions: 68 },
    ] satisfies RecordProblem[]
  ).map((problem) => ({
    kind: problem.kind === 'name' ? `name-${problem.problem}` : problem.kind,
    args: [problem],
  })),
};

/** Every leaf of a catalogue: strings, and functions called with sample arguments. */
function leaves(value: unknown, path: string, out: Map<string, string>): void {
  const call = (args: unknown[]): string => String((value as (...a: unknown[]) => unknown)(...args));
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function' && CASES[path])
    for (const { kind, args } of CASES[path]) out.set(`${path}(${kind})`, call(args));
  else if (typeof value === 'function') out.set(path, call(sample(path)));
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, `${path}.${k}`, out);
}

describe('the languages', () => {
  const all = Object.fromEntries(
    Object.entries(CATALOGS).map(([lang, m]) => {
      const out = new Map<string, string>();
      leaves(m, '', out);
      return [lang, out];
    }),
  );

  it('have the same strings in every language, none empty or broken', () => {
    expect(Object.keys(all).sort()).toEqual([...LANGUAGES].sort());
    const keys = [...all.en!.keys()].sort();
    for (const lang of OTHERS) expect([...all[lang]!.keys()].sort(), lang).toEqual(keys);
    for (const [lang, strings] of Object.entries(all)) {
      for (const [key, text] of strings) {
        expect(text, `${lang}${key}`).toMatch(/\S/);
        expect(text, `${lang}${key}`).not.toMatch(/undefined|NaN|\$\{/);
      }
    }
  });

  it('are really translated, not copies of the English', () => {
    for (const lang of OTHERS) {
      let same = 0;
      for (const [key, text] of all.en!) if (all[lang]!.get(key) === text) same++;
      // Names and symbols such as "Norenberc", "Menu" or "⇄" may stay the same.
      expect(same / all.en!.size, lang).toBeLessThan(0.1);
    }
  });

  it('have the rules in every language with the same structure', () => {
    for (const r of OTHERS.map((lang) => RULES[lang])) {
      expect(r.sections.map((s) => [s.id, s.figure, s.paragraphs.length])).toEqual(
        rulesEn.sections.map((s) => [s.id, s.figure, s.paragraphs.length]),
      );
      expect(r.walkthrough.steps).toHaveLength(rulesEn.walkthrough.steps.length);
      expect(r.housePins).toHaveLength(rulesEn.housePins.length);
    }
  });

  it('say how long a review has run in their own words', () => {
    // In full, as Intl.DurationFormat words it (here, in Node, from Intl's units and lists alike).
    expect(CATALOGS.en.review.underway(65)).toBe('Under way for 1 minute, 5 seconds');
    expect(CATALOGS.en.review.underway(9)).toBe('Under way for 9 seconds');
    expect(CATALOGS.en.review.underway(1)).toBe('Under way for 1 second');
    expect(CATALOGS.en.review.underway(120)).toBe('Under way for 2 minutes');
    expect(CATALOGS.fr.review.underway(65)).toMatch(/^En cours depuis 1\sminute et 5\ssecondes$/);
    expect(elapsed('it', 65)).toBe('1 minuto e 5 secondi');
    expect(elapsed('de', 12)).toBe('12 Sekunden');
    expect(elapsed('en', 0)).toBe('0 seconds');
    expect(CATALOGS.it.review.progress(2, 9)).toBe('Analisi della decisione 3 di 9…');
    expect(CATALOGS.de.review.progress(9, 9)).toBe('Alle 9 Entscheidungen gewogen');
  });
});

/** Every text of a catalogue as shown (functions called with sample arguments), by its path. */
function texts(m: unknown): Map<string, string> {
  const out = new Map<string, string>();
  leaves(m, '', out);
  return out;
}

describe('each language’s own ways', () => {
  it('put a narrow no-break space before the French “:”, “;”, “?” and “!”, everywhere, rules included', () => {
    const french = [...texts(CATALOGS.fr), ...texts(RULES.fr)];
    const loose = french.filter(([, text]) =>
      /[ \u00a0][:;?!]|[^\s\u202f][;?!](\s|$)|\p{L}:(\s|$)/u.test(text),
    );
    expect(loose).toEqual([]);
    expect(CATALOGS.fr.common.labelled('Citadins', '0')).toBe('Citadins\u202f: 0');
    expect(CATALOGS.fr.common.colon('Niveau des robots')).toBe('Niveau des robots\u202f:');
    // A tie's revealed talers stay with their player, even a numbered bot's.
    expect(
      CATALOGS.en.roundEnd.tieTalers([
        { name: 'Medium bot', talers: 3 },
        { name: 'Medium bot 3', talers: 14 },
      ]),
    ).toBe('Tie on goods, broken by talers (revealed: Medium bot (3 talers) and Medium bot 3 (14 talers)).');
    expect(CATALOGS.fr.common.clauses(['rapporte 3 PV', 'coûte 2 thalers'])).toBe(
      'rapporte 3 PV\u202f; coûte 2 thalers',
    );
    expect(CATALOGS.en.common.labelled('Ana', '35')).toBe('Ana: 35');
  });

  it('leave no figure after its name built in the screens’ code: each comes from the catalogue', () => {
    const files = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|svelte)$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const built = ['board', 'play', 'review', 'screens', 'view', 'ui']
      .flatMap((dir) => files(join('renderer', dir)))
      .flatMap((path) =>
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          // "{label}: {value}" in markup, `${label}: ${value}` in code, "label + ': '"; clauses joined by "; ".
          .filter(
            (line) =>
              (/\}: ?[{<]|\}:\s*$|\}: \$\{|\+ ': '/.test(line) &&
                !/^\s*((let|const) \{|\}: \{)/.test(line)) ||
              /join\('[;:!?] '\)/.test(line),
          )
          .map((line) => `${path}: ${line.trim()}`),
      );
    expect(built).toEqual([]);
  });

  it('write a negative figure with a true minus sign, in every language’s own digits', () => {
    expect(tenths('en-GB', -2.8)).toBe('\u22122.8');
    expect(tenths('de', -2.8)).toBe('\u22122,8');
    expect(decimal('fr', -10.3)).toBe('\u221210,3');
    expect(integer('it', -12345)).toBe('\u221212.345');
    expect(percent('en-GB', -0.25)).toBe('\u221225%');
    expect(tenths('en-GB', 2.8)).toBe('2.8');
  });

  it('word Undo apart from Cancel, and name the keys as each language’s keyboards do', () => {
    for (const m of Object.values(CATALOGS)) expect(m.undo.button).not.toBe(m.common.cancel);
    expect(CATALOGS.fr.undo.button).toBe('Reprendre mon coup');
    expect(CATALOGS.it.undo.button).toBe('Ritira la mossa');
    expect(CATALOGS.fr.keys.names.enter).toBe('Entrée');
    expect(CATALOGS.it.keys.names.enter).toBe('Invio');
    expect(CATALOGS.de.keys.names).toMatchObject({ enter: 'Eingabe', undo: 'Strg+Z' });
    // No catalogue names a key in another language's words.
    expect(CATALOGS.de.keys.nothing).toContain('Eingabe');
    expect(CATALOGS.de.review.timelineHelp).not.toMatch(/\bEnter\b/);
  });

  it('count goods in the singular for one, in every language', () => {
    expect(CATALOGS.it.goodCount(1, 'pastries')).toBe('1 Dolce');
    expect(CATALOGS.it.goodCount(1, 'shoes')).toBe('1 Scarpa');
    expect(CATALOGS.it.goodCount(2, 'shoes')).toBe('2 Scarpe');
    expect(CATALOGS.fr.goodCount(1, 'hats')).toBe('1 Chapeau');
    expect(CATALOGS.fr.goodCount(3, 'beer')).toBe('3 Bières');
    expect(CATALOGS.en.goodCount(1, 'pastries')).toBe('1 Pastry');
    expect(CATALOGS.de.goodCount(2, 'hats')).toBe('2 Hüte');
    expect(CATALOGS.it.board.lodgingPrice(3, 'pastries')).toBe('2 Dolci, oppure 1 Dolce + 2 merci a scelta');
    expect(CATALOGS.it.log.sold('Ana', CATALOGS.it.goodCount(1, 'shoes'), 3)).toBe(
      'Ana vende 1 Scarpa per 3 talleri.',
    );
  });

  it('keep one Italian word for each term of the rulebook, on every screen', () => {
    const italian = [...texts(CATALOGS.it), ...texts(RULES.it)].map(([, text]) => text).join('\n');
    // Crests are blasoni, hints consigli, recruiting assumere, the guildmaster capo della gilda, income rendita.
    expect(italian).not.toMatch(/\b[Ss]temm|suggeriment|reclut|capogilda|profitt|incasso|cronologia/);
    expect(CATALOGS.it.stats.crests).toBe('Blasoni per partita');
    expect(CATALOGS.it.stats.favouriteTownsman).toBe('Cittadino più assunto');
  });

  it('put the German guilds in the dative after “bei den”, and keep the glossary’s words', () => {
    const german = [...texts(CATALOGS.de), ...texts(RULES.de)].map(([, text]) => text).join('\n');
    expect(german).not.toMatch(/Gildenmeister|Favorit|Gildenhaus|Gildenhäuser/);
    for (const guild of Object.values(CATALOGS.de.guilds)) {
      expect(CATALOGS.de.lesson.own.actTitle(guild)).toBe(`Du bist dran bei den ${guild}n`);
      expect(CATALOGS.de.advice.reasons.there(guild, 'x')).toBe(`bei den ${guild}n, zum Beispiel: x`);
    }
  });

  it('count the cards a plan may hold, not the agents at hand, in the planning help', () => {
    expect(CATALOGS.en.planning.help(1)).toContain('1 card at most');
    expect(CATALOGS.fr.planning.help(3)).toContain('3 cartes au plus');
    expect(CATALOGS.it.planning.help(1)).toContain('al massimo 1 carta');
    expect(CATALOGS.de.planning.help(2)).toContain('höchstens 2 Karten');
  });
});
