// What a client adds to a request on its way to the host, from what it knows: an action's state token
// (the version of the latest view, unless the caller names the state itself), the sequence number a
// snapshot's log starts after, and the asker's player id where the request's schema takes one.
import type { Mirrors } from './mirrors.ts';
import type { ClientMessageOf, ClientMessageType, RequestFields } from './messages.ts';

/** The requests whose schema takes the asker's `playerId`. */
type Proven = {
  [T in ClientMessageType]: 'playerId' extends keyof ClientMessageOf<T> ? T : never;
}[ClientMessageType];

/**
 * Those requests, named here rather than read from their schemas, so that a page leaves the schemas (and
 * valibot) to the host. The compiler keeps the list whole and exact.
 */
const PROVEN = {
  create: true,
  history: true,
  stats: true,
  record: true,
  review: true,
  join: true,
  enter: true,
} as const satisfies Record<Proven, true>;

/** The fields added to a request of `type` about `gameId` (null: about no game). */
export function stamp<T extends ClientMessageType>(
  type: T,
  fields: RequestFields<T>,
  gameId: string | null,
  mirrors: Mirrors,
  playerId: string | undefined,
): Record<string, unknown> {
  // An action's token comes whole: from the caller (who names the state itself) or from the mirror.
  const stated = 'moves' in fields || 'version' in fields;
  const known =
    gameId === null
      ? {}
      : type === 'act'
        ? stated
          ? {}
          : mirrors.token(gameId)
        : type === 'focus' || type === 'sync'
          ? mirrors.since(gameId)
          : {};
  const who = playerId !== undefined && Object.hasOwn(PROVEN, type);
  return who ? { ...known, playerId } : known;
}
