// The statistics screen in German, fed what a real store answers after one game of Eva against three
// medium bots: one game of three seats for the bot level, its name in German, numbers in German.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newGame } from '../../engine/index.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import type { HeadToHead, Ladder, PlayerStats } from '../../protocol/history.ts';
import type { HostLink } from '../../renderer/connection/link.svelte.ts';
import { messages as de } from '../../languages/de/messages.ts';
import { date, decimal, tenths } from '../../languages/format.ts';
import Stats from '../../renderer/screens/Stats.svelte';
import { settings } from '../../renderer/settings/settings.svelte.ts';
import { storeAsTheHostDoes } from '../store/storedGames.ts';
import { render } from './mount.ts';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup.splice(0).reverse()) fn();
});

/** What the host's store answers after Eva's one game against three medium bots. */
type StatsReply = { players: PlayerStats[]; headToHead: HeadToHead[]; ladder: Ladder };

function statsAfterOneGame(): StatsReply {
  const opened = openHostStore(mkdtempSync(join(tmpdir(), 'norenberc-stats-screen-')), () => {});
  cleanup.push(() => opened.close());
  const created = newGame({
    seed: 'stats-screen',
    players: [
      { name: 'Eva', color: 'blue' },
      { name: 'Medium bot', color: 'orange' },
      { name: 'Medium bot 2', color: 'yellow' },
      { name: 'Medium bot 3', color: 'red' },
    ],
  });
  if (!created.ok) throw new Error(created.error);
  storeAsTheHostDoes(
    opened.store,
    'g1',
    created.value,
    [
      { kind: 'human', tokenHash: 'e'.repeat(64) },
      { kind: 'bot', level: 'medium' },
      { kind: 'bot', level: 'medium' },
      { kind: 'bot', level: 'medium' },
    ],
    21,
  );
  return opened.store.stats();
}

async function showStats(stats: StatsReply): Promise<HTMLElement> {
  const before = settings.language;
  settings.chooseLanguage('de');
  cleanup.push(() => settings.chooseLanguage(before));
  const link = {
    status: 'open',
    archive: { stats: async () => ({ ok: true, value: stats }) },
  } as unknown as HostLink;
  const root = render(Stats, { link });
  await tick();
  await Promise.resolve();
  await tick();
  return root;
}

describe('the statistics screen', () => {
  it('counts one game against three medium bots as one game of three seats, in German', async () => {
    const stats = statsAfterOneGame();
    // Eva's average as a figure with a decimal, to see how German writes it.
    const players = stats.players.map((p) => (p.name === 'Eva' ? { ...p, averageScore: 10.25 } : p));
    const root = await showStats({ ...stats, players });

    const cards = [...root.querySelectorAll<HTMLElement>('[data-testid=player-stats]')];
    expect(cards).toHaveLength(2);
    const [eva, medium] = cards as [HTMLElement, HTMLElement];
    expect(eva.querySelector('h3')!.textContent).toContain('Eva');
    expect(eva.querySelector('[data-testid=games]')!.textContent).toBe('1 Partie');
    expect(eva.querySelector('[data-testid=average-score]')!.textContent).toBe('10,3');

    const bot = de.common.bot('medium');
    expect(medium.querySelector('h3')!.textContent!.trim()).toBe(bot);
    expect(medium.querySelector('[data-testid=games]')!.textContent).toBe('3 Plätze in 1 Partie');
    expect(medium.querySelector('[data-testid=by-count]')!.textContent).toMatch(
      /^\s*4 Spieler: 3 Plätze in 1 Partie, \d+\u00a0% gewonnen\s*$/,
    );
    const average = stats.players.find((p) => p.botLevel === 'medium')!.averageScore;
    expect(medium.querySelector('[data-testid=average-score]')!.textContent).toBe(decimal('de', average));

    const pairs = [...root.querySelectorAll('[data-testid=pair]')];
    expect(pairs).toHaveLength(1);
    const cells = [...pairs[0]!.children].map((c) => c.textContent!.trim());
    expect([`Eva – ${bot}`, `${bot} – Eva`]).toContain(cells[0]);
    expect(cells[1]).toBe('1');
    // One game, three meetings: each of the bot level's seats is one, as its other figures are per seat.
    expect(Number(cells[2]) + Number(cells[3]) + Number(cells[4])).toBe(3);
    expect(root.querySelector('[data-testid=pairs-per-seat]')!.textContent).toBe(de.stats.pairsPerSeat);

    // The ladder: Eva, new to it, below the three anchors (her rating is still a rough guess), each
    // figure with a German decimal comma; her one game in words.
    const rows = [...root.querySelectorAll<HTMLElement>('[data-testid=ladder-table] tbody tr')];
    const cell = (row: HTMLElement, id: string): string =>
      row.querySelector(`[data-testid=${id}]`)!.textContent!;
    expect(rows.map((r) => r.dataset.testid)).toEqual([
      'ladder-anchor',
      'ladder-anchor',
      'ladder-anchor',
      'ladder-player',
    ]);
    expect(rows.map((r) => r.querySelector('th')!.textContent!.trim())).toEqual([
      de.common.bot('hard'),
      de.common.bot('medium'),
      de.common.bot('easy'),
      'Eva',
    ]);
    const evaRating = stats.ladder.players[0]!;
    const evaRow = rows[3]!;
    expect(cell(evaRow, 'estimate')).toBe(`${tenths('de', evaRating.mu)} ± ${tenths('de', evaRating.sigma)}`);
    expect(cell(evaRow, 'rating')).toBe(tenths('de', evaRating.conservative));
    expect(cell(evaRow, 'rated-games')).toBe('1, vorläufig bis 5 Partien');
    expect(evaRow.dataset.provisional).toBe('true');
    expect(cell(rows[0]!, 'estimate')).toBe('34,4 ± 1,0');
    expect(cell(rows[0]!, 'rated-games')).toBe('fest');
    const points = [...root.querySelectorAll<HTMLElement>('[data-testid=curve-point]')];
    expect(points.map((p) => p.textContent)).toEqual([
      `Partie 1 (${date('de', evaRating.curve[0]!.finishedAt)}): ${tenths('de', evaRating.mu)} ± ` +
        `${tenths('de', evaRating.sigma)}, Ranglistenwertung ${tenths('de', evaRating.conservative)}`,
    ]);
    await vi.waitFor(() => expect(root.querySelector('[data-testid=chart-ladder]')).not.toBeNull());

    // The stored name of the bot level ("Bot (medium)") and English figures show nowhere.
    expect(root.textContent).not.toMatch(/Bot \(medium\)|\bgames?\b|\bseats?\b|\d\.\d/);
  });
});
