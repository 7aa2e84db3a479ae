// Serialising one message for many clients: the fields every client shares are turned into JSON
// once, only each client's own fields per client. Typed against the message, so that a field added
// to the protocol cannot be forgotten here.
import type { HostMessage } from '../../protocol/messages.ts';

/** Given the shared fields of `M`, encodes it for one client from that client's fields `K`. */
export function sharedEncoder<M extends HostMessage, K extends Exclude<keyof M, 'v' | 'type'>>(
  shared: Omit<M, K>,
): (own: Pick<M, K>) => string {
  // `shared` holds v and type at least, so its JSON is a non-empty object: "{…}" without its "}".
  const head = JSON.stringify(shared).slice(0, -1);
  return (own) => {
    const tail = JSON.stringify(own);
    return tail === '{}' ? `${head}}` : `${head},${tail.slice(1)}`;
  };
}
