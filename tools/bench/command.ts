// `norenberc bench`: speed numbers, printed (never asserted by tests). Each part measures alone, so
// `--only` can pick some of them; without it every part runs, in the table's order.
import { UsageError, readArgs, wholeNumber } from '../../main/cli/args.ts';
import { adviceLines, benchAdvice } from './advice.ts';
import { benchEngine, type EngineBench } from './engine.ts';
import type { FirstLoadBench } from './first-load.ts';
import { AgainstError, benchEngineAgainst, type EngineSideBySide, type Estimate } from './engine-vs.ts';
import { benchRenderer, type RendererBenchResult } from './renderer.ts';
import { benchHints, benchReview, type HintBench, type ReviewBench } from './review.ts';
import { benchStore, type StoreBench } from './store.ts';

interface BenchOptions {
  games: number;
  matches: number;
  /** The engine part: this tree's engine beside this commit's, in this many pairs of runs. */
  against?: string;
  pairs: number;
  /** The advice part: positions drawn from this seed. */
  positions: number;
  seed: string;
  /** The advice part: the search judged at these multiples of the hint's budget too. */
  larger: number[];
}

/** A part's numbers, as `--json` prints them and as lines for a person. */
interface Measured {
  json: unknown;
  lines: string[];
}

const PARTS = {
  engine: async ({ games, against, pairs }: BenchOptions): Promise<Measured> => {
    if (against !== undefined) {
      const both = await benchEngineAgainst({ against, pairs, games, players: 4 });
      return { json: both, lines: sideBySideLines(both) };
    }
    const engine = benchEngine({ games, players: 4 });
    return { json: engine, lines: engineLines(engine) };
  },
  store: async ({ matches }: BenchOptions): Promise<Measured> => {
    const store = benchStore(matches);
    return { json: store, lines: storeLines(store) };
  },
  review: async (): Promise<Measured> => {
    const review = await benchReview();
    return { json: review, lines: reviewLines(review) };
  },
  hints: async (): Promise<Measured> => {
    const hints = await benchHints();
    return { json: hints, lines: hintLines(hints) };
  },
  advice: async ({ positions, seed, larger }: BenchOptions): Promise<Measured> => {
    const advice = await benchAdvice({
      positions,
      seed,
      larger,
      progress: (done, total) => process.stderr.write(`\radvice: ${done} of ${total} positions`),
    });
    process.stderr.write('\n');
    return { json: advice, lines: adviceLines(advice) };
  },
  renderer: async (): Promise<Measured> => {
    const renderer = await benchRenderer();
    return {
      json: renderer.ok ? renderer.value : { skipped: renderer.skipped },
      lines: rendererLines(renderer),
    };
  },
} satisfies Record<string, (options: BenchOptions) => Promise<Measured>>;

type Part = keyof typeof PARTS;
const PART_NAMES = Object.keys(PARTS) as Part[];
/** Parts run only when asked for: the advice's measure takes half an hour. */
const ON_REQUEST: readonly Part[] = ['advice'];

export const BENCH_USAGE =
  'bench [--only PART[,PART]]... [--json] [--games N] [--matches N] [--against COMMIT [--pairs N]] [--positions N] [--seed S] [--larger M[,M]]   measure speed and the advice; ' +
  `PART: ${PART_NAMES.join(', ')} (all but ${ON_REQUEST.join(', ')} without --only); --against: the engine beside COMMIT's, same seeds`;

function isPart(name: string): name is Part {
  return Object.hasOwn(PARTS, name);
}

export async function runBench(args: string[]): Promise<number> {
  const { values } = readArgs(args, {
    json: { type: 'boolean' },
    games: { type: 'string' },
    matches: { type: 'string' },
    only: { type: 'string', multiple: true },
    against: { type: 'string' },
    pairs: { type: 'string' },
    positions: { type: 'string' },
    seed: { type: 'string' },
    larger: { type: 'string' },
  });
  const games = wholeNumber('--games', values.games, 3000, 1);
  const matches = wholeNumber('--matches', values.matches, 10_000, 1);
  const pairs = wholeNumber('--pairs', values.pairs, 6, 1);
  const positions = wholeNumber('--positions', values.positions, 240, 12);
  const seed = values.seed ?? 'advice';
  const larger = (values.larger?.split(',') ?? []).map((m) => wholeNumber('--larger', m.trim(), 0, 2));
  const asked = (values.only ?? []).flatMap((o) => o.split(',')).map((name) => name.trim());
  const unknown = asked.filter((name) => !isPart(name));
  if (unknown.length > 0)
    throw new UsageError(
      `unknown bench part ${unknown.map((n) => `"${n}"`).join(', ')}: the parts are ${PART_NAMES.join(', ')}`,
    );
  const chosen =
    asked.length === 0
      ? PART_NAMES.filter((name) => !ON_REQUEST.includes(name))
      : PART_NAMES.filter((name) => asked.includes(name));

  const json: Partial<Record<Part, unknown>> = {};
  for (const name of chosen) {
    let measured: Measured;
    try {
      measured = await PARTS[name]({
        games,
        matches,
        against: values.against,
        pairs,
        positions,
        seed,
        larger,
      });
    } catch (error) {
      if (!(error instanceof AgainstError)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    // Lines as each part ends: the whole bench takes minutes.
    if (values.json) json[name] = measured.json;
    else process.stdout.write(`${measured.lines.join('\n')}\n`);
  }
  if (values.json) process.stdout.write(`${JSON.stringify(json)}\n`);
  return 0;
}

function engineLines(engine: EngineBench): string[] {
  return [
    `engine: ${engine.games} random ${engine.players}-player games in ${engine.seconds.toFixed(2)} s wall clock, ${engine.processorSeconds.toFixed(2)} s processor time, on one core`,
    `  ${engine.gamesPerSecond.toFixed(0)} complete games per second of wall clock, ${engine.gamesPerProcessorSecond.toFixed(0)} per second of processor time (target >= 5000 on a quiet core)`,
    `  ${engine.microsecondsPerAction.toFixed(2)} us per action (legalActions + apply), ${(engine.actions / engine.games).toFixed(1)} actions per game`,
    `  game record JSON: ${(engine.recordBytes.mean / 1024).toFixed(1)} KB mean, ${(engine.recordBytes.max / 1024).toFixed(1)} KB max (target < 20 KB)`,
  ];
}

function sideBySideLines(both: EngineSideBySide): string[] {
  const rate = (e: Estimate): string =>
    `${e.mean.toFixed(0)} games per processor-second (95 % interval ${e.low.toFixed(0)}–${e.high.toFixed(0)})`;
  return [
    `engine beside ${both.against}'s: the same ${both.games} random ${both.players}-player games (seeds 1–${both.games}) on each, ${both.pairs} pairs of runs taken in turn`,
    `  this tree: ${rate(both.tree)}`,
    `  ${both.against}: ${rate(both.base)}`,
    both.actions.tree === both.actions.base
      ? `  the same games on both: ${both.actions.tree} actions`
      : `  not the same games (${both.actions.tree} actions here, ${both.actions.base} there): the rules differ`,
    `  ratio: x${both.ratio.mean.toFixed(2)} (95 % interval x${both.ratio.low.toFixed(2)}–x${both.ratio.high.toFixed(2)}); pairs: ${both.ratio.runs.map((r) => r.toFixed(2)).join(', ')}`,
  ];
}

function storeLines(store: StoreBench): string[] {
  return [
    `store (SQLite, WAL): append an action ${store.appendMs.mean.toFixed(3)} ms mean, ${store.appendMs.p99.toFixed(3)} ms p99, ${store.appendMs.max.toFixed(1)} ms max (a WAL checkpoint) over ${store.appendMs.count} appends (target < 1 ms)`,
    `  history of ${store.historyMatches} matches: a page of ${store.historyPage} in ${store.historyMs.toFixed(2)} ms, the last page in ${store.historyDeepMs.toFixed(2)} ms (target < 200 ms)`,
    `  statistics answer (${store.statsPlayers} of ${store.profiles} players, head-to-head, ladder): ${store.statsMs.toFixed(1)} ms, ${(store.statsBytes / 1024).toFixed(0)} KB (target < 200 ms)`,
    `  ladder replayed over the whole history ${store.ladderReplayMs.toFixed(0)} ms (the first answer after a start), brought up to date after one more game ${store.ladderCatchUpMs.toFixed(1)} ms`,
    `  statistics of a player with ${store.playerGames} games in ${store.playerStatsMs.toFixed(2)} ms`,
    `  (database seeded with ${store.historyMatches} complete games in ${store.seedSeconds.toFixed(1)} s; medians of 7 runs)`,
  ];
}

function reviewLines(review: ReviewBench): string[] {
  return [
    `review: seat 0 of a ${review.players}-player game, ${review.decisions} decisions x ${review.iterations} simulations, in ${review.seconds.toFixed(1)} s on ${review.threads} threads (target <= 20 s on two idle cores); ${review.cpuSeconds.toFixed(1)} s of processor time (target <= 40 s)`,
  ];
}

function hintLines(hints: HintBench): string[] {
  return [
    'hints: one after the other through a warm hint thread, at decisions of a game of medium bots at each table size',
    ...hints.map(
      (h) =>
        `  ${h.players} players: ${h.cpuP50Ms.toFixed(0)} ms of processor time p50, ${h.cpuP90Ms.toFixed(0)} ms p90 (5 players: target <= 300 / 600 ms); answered in ${h.p50Ms.toFixed(0)} ms p50, ${h.p90Ms.toFixed(0)} ms p90, ${h.maxMs.toFixed(0)} ms max over ${h.hints} hints`,
    ),
  ];
}

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

function firstLoadLine(load: FirstLoadBench, where: string, target = ''): string {
  const by = load.sentByKind;
  const encodings = [...new Set(load.files.map((f) => f.encoding ?? 'none'))].join(', ');
  return (
    `  Home's first load ${where}: ${kb(load.sent)} KB transferred${target}, ${load.files.length} files, ${kb(load.bytes)} KB decoded: ` +
    `scripts ${kb(by.script)}, styles ${kb(by.style)}, fonts ${kb(by.font)}, page ${kb(by.html)}, other ${kb(by.other)} KB transferred (encodings: ${encodings})`
  );
}

function rendererLines(result: RendererBenchResult): string[] {
  if (!result.ok) return [`renderer: skipped, ${result.skipped}`];
  const r = result.value;
  return [
    'renderer: built renderer served by a real host, headless Chromium at 1920x1080',
    firstLoadLine(r.firstLoad, 'on a LAN guest', ' (target <= 130 KB)'),
    firstLoadLine(r.firstLoadLocal, "on the host's machine"),
    `  first board paint ${r.firstBoardPaintMs.toFixed(0)} ms after the host's snapshot (target <= 1000 ms); ${r.loadToBoardMs.toFixed(0)} ms from page load`,
    `  animations: ${r.fps.toFixed(1)} fps shown while tokens flew (target 60 fps): ${r.presented} of ${r.frames} display frames presented, ${r.dropped} dropped, longest frame ${r.longestFrameMs.toFixed(1)} ms`,
    `  pace, 1 human + 3 medium bots at the default speed: wait between the human's decisions ${r.pace.p50Ms.toFixed(0)} ms p50, ${r.pace.p90Ms.toFixed(0)} ms p90, ${r.pace.maxMs.toFixed(0)} ms max over ${r.pace.decisions} (target < 4000 ms)`,
  ];
}
