// `norenberc bench --only advice`: how good the hint is, on fixed positions drawn from a seed
// (advice-positions.ts), each measured in a worker thread (advice-measure.ts): how often the hint picks
// what the same search at ten times its budget picks, by table size and kind of decision; how often that
// deep search agrees with itself; how agreement grows with the budget; what the hint's choice loses
// against the deep one on fresh worlds, and how often it clearly loses (beyond the margin of noise);
// and, asked for, the same at larger multiples of the hint's budget (what a larger budget would buy).
import { setMaxListeners } from 'node:events';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Threads } from '../../main/host/bots/threads.ts';
import { CURVE, DEEP, FRESH_WORLDS, type Measured, type Verdict } from './advice-measure.ts';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS } from '../../engine/players.ts';
import { DECISION_KINDS, advicePositions } from './advice-positions.ts';
import { wilson } from '../bots/tournament.ts';

export interface AdviceBenchOptions {
  positions: number;
  seed: string;
  /** Multiples of the hint's budget at which the search is judged too (none by default). */
  larger?: readonly number[];
  /** Worker threads (default: one per core). */
  threads?: number;
  /** Told after each position. */
  progress?: (done: number, total: number) => void;
}

/** A share with its 95 % Wilson interval. */
export interface Share {
  n: number;
  share: number;
  ci95: [number, number];
}

/** A mean with its 95 % interval (Student's t). */
export interface Mean {
  n: number;
  mean: number;
  ci95: [number, number];
}

export interface AdviceGroup {
  agreement: Share;
  vpLost: Mean;
  clearlyLoses: Share;
}

export interface AdviceBench {
  seed: string;
  positions: number;
  /** The hint's simulations by table size, and the deep search's multiple of them. */
  budgets: Record<number, number>;
  deep: number;
  freshWorlds: number;
  all: AdviceGroup;
  byPlayers: Record<number, AdviceGroup>;
  byKind: Record<string, AdviceGroup>;
  /** How often two deep searches on other worlds pick the same. */
  selfAgreement: Share;
  /** For each share of the hint's budget: how often a search there agrees with one at DEEP times it. */
  curve: { share: number; agreement: Share }[];
  /** The search at each larger multiple of the hint's budget asked for, judged as the hint is. */
  larger: { multiple: number; all: AdviceGroup; byPlayers: Record<number, AdviceGroup> }[];
  seconds: number;
  threads: number;
}

export async function benchAdvice(options: AdviceBenchOptions): Promise<AdviceBench> {
  const start = performance.now();
  const positions = advicePositions(options.seed, options.positions);
  const size = options.threads ?? availableParallelism();
  const threads = new Threads({ size, entry: new URL('./advice-worker.js', import.meta.url), log: () => {} });
  const signal = new AbortController().signal;
  // Every position waits on this one signal at once.
  setMaxListeners(positions.length + 1, signal);
  const owner = { guest: '', game: '' };
  let done = 0;
  try {
    const measured = await Promise.all(
      positions.map(async (position, index) => {
        const answer = await threads.run(
          { kind: 'position', position, seed: options.seed, index, larger: options.larger ?? [] },
          owner,
          signal,
        );
        options.progress?.(++done, positions.length);
        return answer.measured as Measured;
      }),
    );
    const budgets: Record<number, number> = {};
    for (const m of measured) budgets[m.players] = m.budget;
    return {
      seed: options.seed,
      positions: measured.length,
      budgets,
      deep: DEEP,
      freshWorlds: FRESH_WORLDS,
      all: group(measured.map(asHint)),
      byPlayers: byPlayers(measured, asHint),
      byKind: Object.fromEntries(
        DECISION_KINDS.map((k) => [k, group(measured.filter((m) => m.kind === k).map(asHint))]),
      ),
      selfAgreement: share(measured.map((m) => m.deep === m.deepAgain)),
      curve: CURVE.map((s, i) => ({ share: s, agreement: share(measured.map((m) => m.curve[i]!)) })),
      larger: (options.larger ?? []).map((multiple, i) => {
        const at = (m: Measured): Verdict => m.larger[i]!;
        return { multiple, all: group(measured.map(at)), byPlayers: byPlayers(measured, at) };
      }),
      seconds: (performance.now() - start) / 1000,
      threads: size,
    };
  } finally {
    await threads.close();
  }
}

/** The hint's own choice judged against the deep search's. */
function asHint(m: Measured): Verdict {
  return { agrees: m.hint === m.deep, lead: m.lead, margin: m.margin };
}

function byPlayers(
  measured: readonly Measured[],
  judged: (m: Measured) => Verdict,
): Record<number, AdviceGroup> {
  return Object.fromEntries(
    PLAYER_COUNTS.map((p) => [p, group(measured.filter((m) => m.players === p).map(judged))]),
  );
}

function group(judged: readonly Verdict[]): AdviceGroup {
  return {
    agreement: share(judged.map((j) => j.agrees)),
    vpLost: meanOf(judged.map((j) => j.lead)),
    clearlyLoses: share(judged.map((j) => j.lead > j.margin)),
  };
}

function share(outcomes: readonly boolean[]): Share {
  const yes = outcomes.filter(Boolean).length;
  const n = outcomes.length;
  return { n, share: n ? yes / n : 0, ci95: wilson(yes, n) };
}

/** The mean with its 95 % interval: 1.96 standard errors (the bench's samples number in the dozens at least). */
function meanOf(values: readonly number[]): Mean {
  const n = values.length;
  const mean = n ? values.reduce((a, b) => a + b, 0) / n : 0;
  const variance = n > 1 ? values.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / Math.max(1, n));
  return { n, mean, ci95: [mean - half, mean + half] };
}

export function adviceLines(a: AdviceBench): string[] {
  const pct = (s: Share): string =>
    `${(100 * s.share).toFixed(1)} % (${(100 * s.ci95[0]).toFixed(0)}–${(100 * s.ci95[1]).toFixed(0)}, n ${s.n})`;
  const vp = (m: Mean): string =>
    `${m.mean.toFixed(3)} VP (${m.ci95[0].toFixed(3)} to ${m.ci95[1].toFixed(3)})`;
  const row = (label: string, g: AdviceGroup): string =>
    `  ${label.padEnd(9)} agrees ${pct(g.agreement)}; loses ${vp(g.vpLost)} a decision; clearly loses ${pct(g.clearlyLoses)}`;
  const budgets = PLAYER_COUNTS.map((p) => `${p}p ${a.budgets[p]}`).join(', ');
  return [
    `advice: ${a.positions} positions of seed "${a.seed}" (planning, recruit, trade at ${MIN_PLAYERS}-${MAX_PLAYERS} players), the hint as the host asks for it (simulations ${budgets}) against the same search at ${a.deep}x its budget; losses on ${a.freshWorlds} fresh worlds; ${a.seconds.toFixed(0)} s on ${a.threads} threads`,
    row('all', a.all) + ' (targets: agrees >= 80 %, loses <= 0.05 VP, clearly loses <= 3 %)',
    ...PLAYER_COUNTS.map((p) => row(`${p}p`, a.byPlayers[p]!)),
    ...DECISION_KINDS.map((k) => row(k, a.byKind[k]!)),
    `  the ${a.deep}x search agrees with itself on other worlds in ${pct(a.selfAgreement)} (target >= 85 %)`,
    `  agreement of a search at k with one at ${a.deep}k: ${a.curve.map((c) => `k = ${c.share} x the hint's: ${pct(c.agreement)}`).join('; ')}`,
    ...a.larger.flatMap((l) => [
      `  the same search at ${l.multiple}x the hint's budget, against ${a.deep * l.multiple}x:`,
      row('  all', l.all),
      ...PLAYER_COUNTS.map((p) => row(`  ${p}p`, l.byPlayers[p]!)),
    ]),
  ];
}
