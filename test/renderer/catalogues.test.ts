// Every text a player can see has an entry in each catalogue: the failure codes the protocol and the
// client library define (the lists read from their code), the reasons an address is refused, the bot
// levels, the players' colours; each catalogue has exactly English's keys. And no English from the
// host or the client library reaches the screen: the client's events carry codes, and the renderer
// reads no message.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../engine/bots/index.ts';
import { PLAYER_COLORS } from '../../engine/players.ts';
import { ADDRESS_PROBLEMS } from '../../protocol/address.ts';
import { ERROR_CODES } from '../../protocol/messages.ts';
import { CLIENT_ERROR_CODES } from '../../protocol/pending.ts';
import { CATALOGS } from './catalogs.ts';
import { botName } from '../../renderer/view/names.ts';

/** Each key of a catalogue, by its path, with whether it is a text, a function or a group. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}: text`];
  if (typeof value === 'function') return [`${path}: function`];
  if (Array.isArray(value))
    return [`${path}: list of ${value.length}`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  return Object.entries(value as object).flatMap(([k, v]) => shape(v, `${path}.${k}`));
}

const LANGUAGES = Object.entries(CATALOGS);
/** The repository, where vitest runs (the DOM's import.meta.url is no file address). */
const ROOT = process.cwd();

describe('the catalogues', () => {
  it('have exactly the keys of the English one, each of the same kind', () => {
    const english = shape(CATALOGS.en).sort();
    for (const [lang, m] of LANGUAGES) expect(shape(m).sort(), lang).toEqual(english);
  });

  it.each(LANGUAGES)('word every failure code the protocol and the client library define (%s)', (_, m) => {
    const codes = [...ERROR_CODES, ...CLIENT_ERROR_CODES];
    expect(Object.keys(m.errors.codes).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(m.errors.codes[code], code).toMatch(/\p{L}{2}/u);
  });

  it.each(LANGUAGES)('word every reason a typed host address is refused (%s)', (_, m) => {
    expect(Object.keys(m.join.addressProblems).sort()).toEqual([...ADDRESS_PROBLEMS].sort());
  });

  it.each(LANGUAGES)('name every bot level, the stored names of bot players included (%s)', (_, m) => {
    const labels = BOT_LEVELS.map((level) => m.common.bot(level));
    expect(new Set(labels).size).toBe(BOT_LEVELS.length);
    for (const level of BOT_LEVELS) expect(botName(m, `Bot (${level})`, level)).toBe(m.common.bot(level));
  });

  it.each(LANGUAGES)("name every player's colour, and only those (%s)", (_, m) => {
    expect(Object.keys(m.colors).sort()).toEqual([...PLAYER_COLORS].sort());
    for (const color of PLAYER_COLORS) expect(m.colors[color], color).toMatch(/\p{L}{2}/u);
  });

  it('are really in their own language for the failures', () => {
    for (const [lang, m] of LANGUAGES) {
      if (lang === 'en') continue;
      const same = ERROR_CODES.filter((code) => m.errors.codes[code] === CATALOGS.en.errors.codes[code]);
      expect(same, lang).toEqual([]);
    }
  });
});

/** The string and template literals under `node`. */
function literals(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) found.push(n.text);
    else if (ts.isTemplateExpression(n))
      found.push([n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join('…'));
    n.forEachChild(visit);
  };
  visit(node);
  return found;
}

/** Words of a sentence: two letters, a space, a letter ("could not", "take back"). */
const WORDS = /\p{L}{2,} \p{L}/u;

describe('texts from the host and the client library', () => {
  const file = 'protocol/client.ts';
  const source = ts.createSourceFile(
    file,
    readFileSync(join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );

  it('reach the renderer from the client as codes: no event the client emits carries words', () => {
    const worded: string[] = [];
    let emits = 0;
    const visit = (n: ts.Node): void => {
      if (
        ts.isCallExpression(n) &&
        ts.isPropertyAccessExpression(n.expression) &&
        n.expression.name.text === 'emit'
      ) {
        emits++;
        for (const arg of n.arguments.slice(1)) worded.push(...literals(arg).filter((t) => WORDS.test(t)));
      }
      // A message the client makes up itself, as a host's error would carry it.
      if (ts.isPropertyAssignment(n) && n.name.getText(source) === 'message')
        worded.push(...literals(n.initializer).filter((t) => WORDS.test(t)));
      n.forEachChild(visit);
    };
    visit(source);
    expect(emits).toBeGreaterThan(5);
    expect(worded).toEqual([]);
  });

  it('are never shown: the renderer reads no message of an error, save keys of the catalogue (a guided step, a take-back’s reason)', () => {
    const files = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|svelte)$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const reads = files('renderer').flatMap((path) =>
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .filter((line) => /\.message\b/.test(line))
        .map((line) => `${path}: ${line.trim()}`),
    );
    expect(reads).toEqual([
      'renderer/connection/errors.ts: return lesson.refusalWords(whole, err.message);',
      'renderer/connection/errors.ts: if (Object.hasOwn(reasons, err.message)) return reasons[err.message as TakeBackRefusal];',
    ]);
  });
});
