// The household's match history, asked of the host: a page of matches, the statistics, a finished
// match's record, and a record added from a file. Each answer comes with what went wrong in words.
import type { Client } from '../../protocol/client.ts';
import type { HeldAs, SeriesScore } from '../../protocol/history.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import type {
  BotLevel,
  GameRecord,
  HeadToHead,
  Ladder,
  MatchListItem,
  PlayerStats,
} from '../../protocol/messages.ts';
import type { Messages } from '../i18n/i18n.svelte.ts';
import { describeError, type FailureCode } from './errors.ts';

/** An answer from the host's match history, or what went wrong in words. */
export type Fetched<T> = { ok: true; value: T } | { ok: false; error: string };

export class HostArchive {
  readonly #client: () => Client;

  constructor(client: () => Client) {
    this.#client = client;
  }

  /** A page of the match history, newest first. */
  history(
    m: Messages,
    filter: { status?: MatchListItem['status']; limit: number; offset: number },
  ): Promise<Fetched<MatchListItem[]>> {
    return this.#fetch(m, async (c) => (await c.history(filter)).matches);
  }

  stats(m: Messages): Promise<Fetched<{ players: PlayerStats[]; headToHead: HeadToHead[]; ladder: Ladder }>> {
    return this.#fetch(m, async (c) => {
      const { players, headToHead, ladder } = await c.stats();
      return { players, headToHead, ladder };
    });
  }

  /** A finished match's record, with its seats' bot levels and the series of rematches it belongs to. */
  record(
    m: Messages,
    matchId: number,
  ): Promise<Fetched<{ record: GameRecord; bots: (BotLevel | null)[]; series: SeriesScore | null }>> {
    return this.#fetch(m, (c) => c.record(matchId), { 'not-found': m.replay.missing(matchId) });
  }

  /**
   * Adds a game record to the household's history, or finds the match that holds its game already
   * (`held`: how the record is that game).
   */
  async importRecord(
    m: Messages,
    record: unknown,
  ): Promise<Fetched<{ matchId: number; added: boolean; held?: HeldAs }>> {
    // The record's own faults are said of the record, by what the host found wrong with it; the others
    // (a lost connection, a guest's page) as usual.
    return this.#fetch(
      m,
      async (c) => {
        const { matchId, added, held } = await c.importRecord(record);
        return held ? { matchId, added, held } : { matchId, added };
      },
      {
        invalid: m.records.illegal,
        fingerprint: m.records.fingerprint,
        'name-taken': m.records.namesAlike,
        'too-large': m.records.tooLarge,
      },
      (err) => (err.code === 'invalid' && err.record ? m.records.problem(err.record) : undefined),
    );
  }

  /**
   * A host without a store answers every history request "not found"; a record is asked for from the
   * history list, so there the same code means that this match has no record. `words` say what a
   * failure means for this request, by its code (`detail`, by what else the refusal carries); the
   * others are said as any request's.
   */
  async #fetch<T>(
    m: Messages,
    ask: (client: Client) => Promise<T>,
    words: Partial<Record<FailureCode, string>> = {},
    detail: (err: ProtocolError) => string | undefined = () => undefined,
  ): Promise<Fetched<T>> {
    try {
      return { ok: true, value: await ask(this.#client()) };
    } catch (err) {
      const said =
        err instanceof ProtocolError
          ? (detail(err) ?? { 'not-found': m.history.noStore, ...words }[err.code])
          : undefined;
      return { ok: false, error: said ?? describeError(m, err) };
    }
  }
}
