// The words the compiler cannot check follow the engine's extension points: wherever the README and
// docs/ give the table sizes, they are the engine's (MIN_PLAYERS to MAX_PLAYERS), and wherever they list
// the players' colours or the bot levels, they list every one. A sixth player or a new level that
// leaves a page behind fails here, naming the page and its words.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../engine/bots/index.ts';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLORS } from '../../engine/players.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGES = [
  'README.md',
  'renderer/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The page's text on one line: a phrase may break anywhere. */
function text(page: string): string {
  return readFileSync(join(ROOT, page), 'utf8').replace(/\s+/g, ' ');
}

/** Every phrase of every page that matches `pattern`, with its page. */
function phrases(pattern: RegExp): { page: string; phrase: string; groups: string[] }[] {
  return PAGES.flatMap((page) =>
    [...text(page).matchAll(pattern)].map((m) => ({ page, phrase: m[0], groups: m.slice(1) as string[] })),
  );
}

/** Every list of the pages ("easy, medium or hard": in code spans, bold or plain) holding `first` and `last`. */
function lists(first: string, last: string): { page: string; phrase: string }[] {
  const mark = String.raw`(?:\`|\*\*)?`;
  const list = new RegExp(
    String.raw`${mark}\b${first}\b${mark}(?:(?:,|,? or|,? and|/) ?${mark}\w+${mark})+`,
    'g',
  );
  return phrases(list).filter(({ phrase }) => new RegExp(`\\b${last}\\b`).test(phrase));
}

describe("the docs' extension points", () => {
  it('give the table sizes as the engine does', () => {
    const sizes = phrases(/\b(\d+) ?(?:to|-|–) ?(\d+) (?:players|seats|people)\b/g);
    expect(sizes.length).toBeGreaterThan(5);
    const wrong = sizes.filter(({ groups }) => groups.join() !== `${MIN_PLAYERS},${MAX_PLAYERS}`);
    expect(wrong, `the engine's players are ${MIN_PLAYERS} to ${MAX_PLAYERS}`).toEqual([]);
    const bots = phrases(/\bup to (\d+) bots\b/g);
    expect(bots.length).toBeGreaterThan(0);
    expect(bots.filter(({ groups }) => Number(groups[0]) !== MAX_PLAYERS - 1)).toEqual([]);
  });

  it("list every player's colour wherever they list them", () => {
    const found = lists(PLAYER_COLORS[0], 'red');
    expect(found.length).toBeGreaterThan(0);
    for (const { page, phrase } of found)
      for (const color of PLAYER_COLORS)
        expect(phrase, `${page}: ${color}`).toMatch(new RegExp(`\\b${color}\\b`));
  });

  it('list every bot level wherever they list them', () => {
    const found = lists(BOT_LEVELS[0]!, 'hard');
    expect(found.length).toBeGreaterThan(4);
    for (const { page, phrase } of found)
      for (const level of BOT_LEVELS)
        expect(phrase, `${page}: ${level}`).toMatch(new RegExp(`\\b${level}\\b`));
  });
});

describe("the players' colours", () => {
  it('are one a seat at the largest table', () => {
    expect(new Set(PLAYER_COLORS).size).toBe(PLAYER_COLORS.length);
    expect(PLAYER_COLORS.length).toBeGreaterThanOrEqual(MAX_PLAYERS);
  });
});
