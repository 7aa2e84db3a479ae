// A game record as the host and every command read one (import, verify, replay, review): the engine's
// checks (`parseRecord`: its shape, names, deal and stand-ins), and players people can tell apart. The
// engine checks each name alone; whether two names read as one is the app's rule for a table
// (`protocol/names.ts`, Unicode's look-alikes), which a record keeps too: a record that seats "Cleo" twice is
// no game the app could have hosted, and its statistics could not tell the two apart.
import { parseRecord, type ParseResult } from '../../engine/index.ts';
import { clashes } from '../../protocol/names.ts';

/** `namesAlike`: two of its players go by names people could take for one another. */
export type RecordRead = ParseResult | { ok: false; error: string; namesAlike: true };

export function readRecord(input: unknown): RecordRead {
  const parsed = parseRecord(input);
  if (!parsed.ok) return parsed;
  const names = parsed.record.players.map((p) => p.name);
  for (const [seat, name] of names.entries()) {
    const other = names.findIndex((n, i) => i < seat && clashes(name, [n]));
    if (other >= 0)
      return {
        ok: false,
        namesAlike: true,
        error:
          `players.${seat}.name: ${JSON.stringify(name)} reads as ${JSON.stringify(names[other])}, the name ` +
          `of seat ${other}: the players of one game go by names people can tell apart (not only by case, ` +
          'by the encoding of an accent or by letters that look alike)',
      };
  }
  return parsed;
}
