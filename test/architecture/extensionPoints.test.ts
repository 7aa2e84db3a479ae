// The words the compiler cannot check follow the engine's extension points: wherever the README and
// docs/ give the table sizes, they are the engine's (MIN_PLAYERS to MAX_PLAYERS), and wherever they list
// the players' colours or the bot levels, they list every one; the rules pages and docs/components.md
// give the setup of every table size as the manifest does. A sixth player or a new level that
// leaves a page behind fails here, naming the page and its words.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../engine/bots/index.ts';
import { components } from '../../engine/index.ts';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLORS, PLAYER_COUNTS } from '../../engine/players.ts';

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

/** Where a phrase is, as a failure names it. */
const said = ({ page, phrase }: { page: string; phrase: string }): string => `${page}: "${phrase}"`;

describe("the docs' extension points", () => {
  it('give the table sizes as the engine does', () => {
    const sizes = phrases(/\b(\d+) ?(?:to|-|–) ?(\d+) (?:players|seats|people)\b/g);
    expect(sizes.length).toBeGreaterThan(5);
    const wrong = sizes.filter(({ groups }) => groups.join() !== `${MIN_PLAYERS},${MAX_PLAYERS}`);
    expect(wrong.map(said), `the engine's players are ${MIN_PLAYERS} to ${MAX_PLAYERS}`).toEqual([]);
    const bots = phrases(/\bup to (\d+) bots\b/g);
    expect(bots.length).toBeGreaterThan(0);
    expect(bots.filter(({ groups }) => Number(groups[0]) !== MAX_PLAYERS - 1).map(said)).toEqual([]);
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

describe('the setup by table size', () => {
  const guilds = PLAYER_COUNTS.map((n) => [n, components.guildsInPlay(n)]);

  it("is the manifest's in every language's rules: the guilds in play", () => {
    const pages = readdirSync(join(ROOT, 'languages'))
      .filter((f) => /^[a-z]{2}$/.test(f))
      .map((language) => `languages/${language}/rules.ts`);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      // "(2 players: 3 guilds; 3: 4; 4: 5; 5: all 6)", in the page's language.
      const setup = text(page).match(new RegExp(`\\(${MIN_PLAYERS} [^()]*?:[^()]*\\)`))?.[0];
      expect(setup, page).toBeDefined();
      const pairs = [...setup!.matchAll(/(\d+)[^:;]*:\D*?(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
      expect(pairs, `${page}: ${setup}`).toEqual(guilds);
    }
  });

  it("is the manifest's in the docs: the guilds in play and the townsmen kept", () => {
    const table = text('docs/components.md').match(
      /\| # \| guild \| good \|([^|]+(?:\|[^|]+)*?)\|\s*\|---/,
    )?.[1];
    expect(table?.split('|').map((c) => Number.parseInt(c, 10))).toEqual([...PLAYER_COUNTS]);
    const rows = [...text('docs/components.md').matchAll(/\| (\d) \| `\w+` \| `\w+` \|((?: ✓? \|)+)/g)];
    expect(
      rows.map((r) =>
        r[2]!
          .split('|')
          .slice(0, -1)
          .map((c) => c.includes('✓')),
      ),
    ).toEqual(rows.map((r) => PLAYER_COUNTS.map((n) => Number(r[1]) <= components.guildsInPlay(n))));
    const townsmen = phrases(/((?:\d+, )*\d+ or \d+)(?: townsmen \(| for )\d+ to \d+ players/g);
    expect(townsmen.length).toBe(2);
    for (const { page, groups } of townsmen)
      expect(groups[0]!.split(/, | or /).map(Number), page).toEqual(
        PLAYER_COUNTS.map(components.townsmenInPlay),
      );
  });
});

describe("the players' colours", () => {
  it('are one a seat at the largest table', () => {
    expect(new Set(PLAYER_COLORS).size).toBe(PLAYER_COLORS.length);
    expect(PLAYER_COLORS.length).toBeGreaterThanOrEqual(MAX_PLAYERS);
  });
});
