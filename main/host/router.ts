// Routing a checked request to its handler: one handler per request type of the protocol's table,
// so that a router missing one does not compile.
import type { ClientMessage, ClientMessageOf, ClientMessageType } from '../../protocol/messages.ts';
import type { Peer, Refusal } from './peer.ts';

export type Handlers<T extends ClientMessageType> = {
  [K in T]: (peer: Peer, message: ClientMessageOf<K>) => Refusal | null;
};

/** Calls the handler of `message`'s type. */
export function dispatch<T extends ClientMessageType>(
  handlers: Handlers<T>,
  peer: Peer,
  message: Extract<ClientMessage, { type: T }>,
): Refusal | null {
  // TypeScript cannot tie the handler picked by `type` to the message of that type: the mapped type
  // above guarantees it.
  const handler = handlers[message.type as T] as (peer: Peer, message: ClientMessage) => Refusal | null;
  return handler.call(handlers, peer, message);
}
