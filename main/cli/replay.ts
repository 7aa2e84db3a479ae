// `norenberc replay FILE [--upto N]` (docs/game-record.md): one JSON object on stdout,
// exit 0 on success, 2 on a malformed record or an illegal action.
import { parseArgs } from 'node:util';
import { finalScores, parseRecord, recordState, replay } from '../../engine/index.ts';
import { readRecordText } from '../store/recordFile.ts';
import { FileProblem } from '../store/safeFiles.ts';

export async function runReplay(args: string[]): Promise<number> {
  const fail = (index: number, message: string): number => {
    process.stdout.write(`${JSON.stringify({ ok: false, error: { index, message } })}\n`);
    return 2;
  };
  let file: string | undefined;
  let upto: number | undefined;
  try {
    const parsed = parseArgs({ args, allowPositionals: true, options: { upto: { type: 'string' } } });
    file = parsed.positionals[0];
    if (parsed.positionals.length !== 1 || !file) return fail(-1, 'usage: norenberc replay FILE [--upto N]');
    if (parsed.values.upto !== undefined) {
      upto = Number(parsed.values.upto);
      if (!Number.isInteger(upto) || upto < 0)
        return fail(-1, '--upto takes a whole number of actions (0 or more)');
    }
  } catch (err) {
    return fail(-1, (err as Error).message);
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
  const parsed = parseRecord(json);
  if (!parsed.ok) return fail(-1, `not a norenberc-record/1 game record: ${parsed.error}`);
  const result = replay(parsed.record, upto);
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
