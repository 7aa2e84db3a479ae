// What went wrong, in the player's words: a failure is told by its code, each code an entry of the
// catalogue. The host's and the client library's messages are English for logs; none is shown.
import { ProtocolError, type ClientErrorCode } from '../../protocol/pending.ts';
import type { ErrorCode } from '../../protocol/messages.ts';
import type { TakeBackRefusal } from '../../protocol/takeBack.ts';
import { loadCatalog, type HomeMessages } from '../i18n/i18n.svelte.ts';
import { settings } from '../settings/settings.svelte.ts';

export type FailureCode = ErrorCode | ClientErrorCode;

/** Something to tell the player about the connection itself rather than a request of theirs. */
export type LinkNotice =
  /** A seat (null: the creator's rights) could not be taken back; not for a game gone (Home names it). */
  | { kind: 'reclaim'; code: FailureCode }
  /** The host reported an error that answers no request (too many messages, an unreadable frame). */
  | { kind: 'host'; code: FailureCode }
  /** The page's address carries a key the host no longer knows: it is a guest's page now. */
  | { kind: 'staleKey' };

/** Any failure of a request, in words for the player: a limit met, by which one. */
export function describeError(m: HomeMessages, err: unknown): string {
  if (!(err instanceof ProtocolError)) return m.errors.unexpected;
  if (err.code === 'limit' && err.limit && Object.hasOwn(m.errors.limits, err.limit))
    return m.errors.limits[err.limit];
  return m.errors.codes[err.code];
}

/** A failure of a request to a game, in words: a refusal of the game's own says why it refused. */
export async function describeGameError(m: HomeMessages, err: unknown): Promise<string> {
  if (!(err instanceof ProtocolError)) return describeError(m, err);
  // Those words are in the whole catalogue, which comes with the game's screen, as does the lesson.
  try {
    // The guided game names the step it expected, which says what to do instead.
    if (err.code === 'lesson') {
      const [whole, lesson] = await Promise.all([
        loadCatalog(settings.language),
        import('../view/lesson.ts'),
      ]);
      return lesson.refusalWords(whole, err.message);
    }
    // A decision that cannot be taken back: the rules' reason.
    if (err.code === 'take-back') {
      const reasons = (await loadCatalog(settings.language)).undo.reasons;
      if (Object.hasOwn(reasons, err.message)) return reasons[err.message as TakeBackRefusal];
    }
  } catch {
    // Not fetched (the host went away): the code's own words say enough.
  }
  return describeError(m, err);
}

export function noticeWords(m: HomeMessages, notice: LinkNotice): string {
  if (notice.kind === 'host') return m.errors.codes[notice.code];
  if (notice.kind === 'staleKey') return m.errors.staleKey;
  return m.errors.reclaim(m.errors.codes[notice.code]);
}
