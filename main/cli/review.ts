// `norenberc review FILE --seat N [--iterations K] [--json]`: every decision of one seat of a game
// record weighed by the hard bot from that seat's view (engine/bots/analysis.ts), spread over every
// core. Progress on stderr; with --json one object on stdout. Exit 2 on a bad file, seat or option.
import { prepareReview, reviewIterations, type Review } from '../../engine/bots/index.ts';
import type { Action, GameRecord, GoodsCount } from '../../engine/index.ts';
import { readRecord } from '../records/recordCheck.ts';
import { ReviewRunner } from '../host/bots/reviewRunner.ts';
import { MAX_REVIEW_ITERATIONS } from '../../protocol/messages.ts';
import { readRecordText } from '../store/recordFile.ts';
import { FileProblem } from '../store/safeFiles.ts';
import { UsageError, readArgs, required, wholeNumber } from './args.ts';

export const REVIEW_USAGE =
  'review FILE --seat N [--iterations K] [--json]   the hard bot reviews one seat of a game record';

export async function runReview(args: string[]): Promise<number> {
  const fail = (message: string): number => {
    process.stderr.write(`review: ${message}\n`);
    return 2;
  };
  const { values, positionals } = readArgs(
    args,
    { seat: { type: 'string' }, iterations: { type: 'string' }, json: { type: 'boolean' } },
    ['FILE'],
  );
  const file = positionals[0]!;
  const seatGiven = required('--seat', values.seat);
  if (!/^\d+$/.test(seatGiven)) throw new UsageError('--seat takes a seat number (0 for the first player)');
  const seat = Number(seatGiven);
  const asked = wholeNumber('--iterations', values.iterations, undefined, 10, MAX_REVIEW_ITERATIONS);
  const loaded = loadRecord(file);
  if (typeof loaded === 'string') return fail(loaded);
  // By default, as the app weighs a review: by the table's size.
  const iterations = asked ?? reviewIterations(loaded.players.length);
  const prepared = prepareReview(loaded, seat);
  if (!prepared.ok) return fail(prepared.error);
  const name = safe(loaded.players[seat]!.name);
  const total = prepared.points.length;
  const started = Date.now();
  process.stderr.write(
    `reviewing ${name} (seat ${seat}): ${total} decisions, ${iterations} simulations each\n`,
  );
  const result = await new ReviewRunner().run({
    seat,
    points: prepared.points,
    projection: prepared.projection,
    iterations,
    // A terminal shows one line that counts up; a log gets a line per decision.
    progress: (done) =>
      process.stderr.write(
        `${process.stderr.isTTY ? '\r' : ''}  ${done}/${total} decisions${process.stderr.isTTY ? '' : '\n'}`,
      ),
  });
  process.stderr.write(
    `${process.stderr.isTTY ? '\n' : ''}  done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  process.stdout.write(values.json ? `${JSON.stringify(reviewJson(result))}\n` : reviewText(loaded, result));
  return 0;
}

/** The record in FILE, or what is wrong with it. */
function loadRecord(file: string): GameRecord | string {
  let json: unknown;
  try {
    json = JSON.parse(readRecordText(file));
  } catch (err) {
    return err instanceof FileProblem ? err.message : `${file} is not JSON: ${(err as Error).message}`;
  }
  const parsed = readRecord(json);
  return parsed.ok ? parsed.record : `not a norenberc-record/1 game record: ${parsed.error}`;
}

/**
 * The object of the contract: decisions with their index, moves and loss (and the loss's margin
 * of noise), and the summary.
 */
export function reviewJson(r: Review) {
  return {
    seat: r.seat,
    decisions: r.decisions.map((d) => ({
      index: d.index,
      played: d.played,
      best: d.best,
      loss: d.loss,
      margin: d.margin,
    })),
    summary: r.summary,
  };
}

function reviewText(record: GameRecord, r: Review): string {
  const lines = [`Review of ${safe(record.players[r.seat]!.name)} (seat ${r.seat})`, ''];
  for (const d of r.decisions) {
    const mark = d.turningPoint ? '*' : ' ';
    const loss =
      d.loss === 0 ? '   best      ' : `-${d.loss.toFixed(1).padStart(5)} ±${d.margin.toFixed(1).padEnd(4)}`;
    const better = d.loss === 0 ? '' : `   (better: ${describe(d.best)})`;
    lines.push(
      `${mark} #${String(d.index).padStart(3)}  round ${d.round}  ${loss}  ${describe(d.played)}${better}`,
    );
  }
  const s = r.summary;
  lines.push(
    '',
    `${s.decisions} decisions, mean loss ${s.meanLoss.toFixed(2)} VP, ${s.blunders} blunders (3 VP or more, beyond the ± margin of noise); * marks a turning point`,
  );
  return `${lines.join('\n')}\n`;
}

function describe(a: Action): string {
  switch (a.type) {
    case 'plan':
      return `plan ${a.guilds.join(' + ')}`;
    case 'pass':
      return 'pass';
    case 'sell':
      return `sell ${a.count}`;
    case 'buy':
      return `buy ${goods(a.goods)}`;
    case 'recruit':
      return `recruit from window ${a.window} paying ${goods(a.payment)}${a.toFront ? ', to the front' : ''}`;
    case 'nothing':
      return 'nothing';
  }
}

function goods(g: GoodsCount): string {
  const parts = Object.entries(g)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([good, n]) => `${n} ${good}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

/** A name as a terminal shows it: no control or format characters (a record's names have none, but a file may lie). */
function safe(name: string): string {
  return name.replace(/[\p{Cc}\p{Cf}]/gu, '?');
}
