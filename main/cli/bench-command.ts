// `norenberc bench [--json] [--games N] [--matches N]`: speed numbers, printed (never asserted by tests).
import { parseArgs } from 'node:util';
import { benchEngine } from './bench.ts';
import { benchRenderer, type RendererBenchResult } from './bench-renderer.ts';
import { benchHints, benchReview } from './bench-review.ts';
import { benchStore } from './bench-store.ts';

export async function runBench(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { json: { type: 'boolean' }, games: { type: 'string' }, matches: { type: 'string' } },
  });
  const games = values.games === undefined ? 3000 : Number(values.games);
  if (!Number.isInteger(games) || games < 1) {
    process.stderr.write('--games takes a whole number of at least 1\n');
    return 2;
  }
  const matches = values.matches === undefined ? 10_000 : Number(values.matches);
  if (!Number.isInteger(matches) || matches < 1) {
    process.stderr.write('--matches takes a whole number of at least 1\n');
    return 2;
  }
  const engine = benchEngine({ games, players: 4 });
  const store = benchStore(matches);
  const review = await benchReview();
  const hints = await benchHints();
  const renderer = await benchRenderer();
  if (values.json) {
    const rendered = renderer.ok ? renderer.value : { skipped: renderer.skipped };
    process.stdout.write(`${JSON.stringify({ engine, store, review, hints, renderer: rendered })}\n`);
    return 0;
  }
  const lines = [
    `engine: ${engine.games} random ${engine.players}-player games in ${engine.seconds.toFixed(2)} s wall clock, ${engine.processorSeconds.toFixed(2)} s processor time, on one core`,
    `  ${engine.gamesPerSecond.toFixed(0)} complete games per second of wall clock, ${engine.gamesPerProcessorSecond.toFixed(0)} per second of processor time (target >= 5000 on a quiet core)`,
    `  ${engine.microsecondsPerAction.toFixed(2)} us per action (legalActions + apply), ${(engine.actions / engine.games).toFixed(1)} actions per game`,
    `  game record JSON: ${(engine.recordBytes.mean / 1024).toFixed(1)} KB mean, ${(engine.recordBytes.max / 1024).toFixed(1)} KB max (target < 20 KB)`,
    `store (SQLite, WAL): append an action ${store.appendMs.mean.toFixed(3)} ms mean, ${store.appendMs.p99.toFixed(3)} ms p99, ${store.appendMs.max.toFixed(1)} ms max (a WAL checkpoint) over ${store.appendMs.count} appends (target < 1 ms)`,
    `  history of ${store.historyMatches} matches: a page of ${store.historyPage} in ${store.historyMs.toFixed(2)} ms, the last page in ${store.historyDeepMs.toFixed(2)} ms (target < 200 ms)`,
    `  statistics answer (${store.statsPlayers} of ${store.profiles} players, head-to-head): ${store.statsMs.toFixed(1)} ms, ${(store.statsBytes / 1024).toFixed(0)} KB (target < 200 ms)`,
    `  statistics of a player with ${store.playerGames} games in ${store.playerStatsMs.toFixed(2)} ms`,
    `  (database seeded with ${store.historyMatches} complete games in ${store.seedSeconds.toFixed(1)} s; medians of 7 runs)`,
    `review: seat 0 of a ${review.players}-player game, ${review.decisions} decisions x ${review.iterations} simulations, in ${review.seconds.toFixed(1)} s on ${review.threads} threads (target <= 60 s); ${review.cpuSeconds.toFixed(1)} s of processor time`,
    `hints: answered in ${hints.p50Ms.toFixed(0)} ms p50, ${hints.p90Ms.toFixed(0)} ms p90, ${hints.maxMs.toFixed(0)} ms max over ${hints.hints} hints through a bot thread (target <= 1000 ms); ${hints.cpuP50Ms.toFixed(0)} ms of processor time p50`,
  ];
  lines.push(...rendererLines(renderer));
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

function rendererLines(result: RendererBenchResult): string[] {
  if (!result.ok) return [`renderer: skipped, ${result.skipped}`];
  const r = result.value;
  return [
    'renderer: built renderer served by a real host, headless Chromium at 1920x1080',
    `  first board paint ${r.firstBoardPaintMs.toFixed(0)} ms after the host's snapshot (target <= 1000 ms); ${r.loadToBoardMs.toFixed(0)} ms from page load`,
    `  animations: ${r.fps.toFixed(1)} fps shown while tokens flew (target 60 fps): ${r.presented} of ${r.frames} display frames presented, ${r.dropped} dropped, longest frame ${r.longestFrameMs.toFixed(1)} ms`,
    `  pace, 1 human + 3 medium bots at the default speed: wait between the human's decisions ${r.pace.p50Ms.toFixed(0)} ms p50, ${r.pace.p90Ms.toFixed(0)} ms p90, ${r.pace.maxMs.toFixed(0)} ms max over ${r.pace.decisions} (target < 4000 ms)`,
  ];
}
