// `norenberc replay FILE [--upto N]` (docs/game-record.md): one JSON object on stdout,
// exit 0 on success, 2 on a malformed record or an illegal action.
import { dealFromSeed, finalScores, recordState, replay } from '../../engine/index.ts';
import { wrongFingerprint, wrongFingerprintWords } from '../records/fingerprint.ts';
import { readRecord } from '../records/recordCheck.ts';
import { readRecordText } from '../store/recordFile.ts';
import { FileProblem } from '../store/safeFiles.ts';
import { UsageError, readArgs, wholeNumber } from './args.ts';

export const REPLAY_USAGE = 'replay FILE [--upto N]   apply a game record, print the state as JSON';

export async function runReplay(args: string[]): Promise<number> {
  const fail = (index: number, message: string): number => {
    process.stdout.write(`${JSON.stringify({ ok: false, error: { index, message } })}\n`);
    return 2;
  };
  // Its answer is JSON on standard output whatever happens, words it cannot take included.
  let file: string;
  let upto: number | undefined;
  try {
    const { values, positionals } = readArgs(args, { upto: { type: 'string' } }, ['FILE']);
    file = positionals[0]!;
    upto = wholeNumber('--upto', values.upto, undefined, 0);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    return fail(-1, err.message);
  }
  let json: unknown;
  try {
    json = JSON.parse(readRecordText(file));
  } catch (err) {
    return fail(
      -1,
      err instanceof FileProblem ? err.message : `${file} is not JSON: ${(err as Error).message}`,
    );
  }
  const parsed = readRecord(json);
  if (!parsed.ok) return fail(-1, `not a norenberc-record/1 game record: ${parsed.error}`);
  // The fingerprint first, as import and verify check it: a changed seed deals another game, whose
  // first refused action would otherwise be named as the fault.
  const { record } = parsed;
  const computed = wrongFingerprint(record, record.deal ?? dealFromSeed(record.players.length, record.seed));
  if (computed !== null) return fail(-1, wrongFingerprintWords(record.fingerprint!, computed));
  const result = replay(record, upto);
  if (!result.ok) return fail(result.index, result.error);
  const { state } = result;
  process.stdout.write(
    `${JSON.stringify({
      ok: true,
      finished: state.phase === 'finished',
      round: state.round,
      state: recordState(state),
      scores: finalScores(state),
    })}\n`,
  );
  return 0;
}
