// Reads one inbound frame: size, JSON, version, type, then the type's own schema. Anything wrong
// becomes an error naming the first problem, with the request id when one could be read.
import * as v from 'valibot';
import { describeIssues } from '../../engine/index.ts';
import {
  MAX_FRAME_BYTES,
  PROTOCOL_VERSION,
  isClientMessageType,
  requests,
  type ClientMessage,
  type ErrorCode,
} from '../../protocol/messages.ts';

type Decoded =
  { ok: true; message: ClientMessage } | { ok: false; code: ErrorCode; message: string; re?: number };

export function decodeFrame(data: Buffer, isBinary: boolean): Decoded {
  if (isBinary) return { ok: false, code: 'bad-frame', message: 'frames must be text (JSON), not binary' };
  if (data.length > MAX_FRAME_BYTES) {
    return {
      ok: false,
      code: 'too-large',
      message: `a frame may hold at most ${MAX_FRAME_BYTES} bytes, this one has ${data.length}`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    return { ok: false, code: 'bad-frame', message: 'a frame must be one JSON object' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, code: 'bad-frame', message: 'a frame must be one JSON object' };
  }
  const fields = json as Record<string, unknown>;
  const re = idOf(fields.id);
  if (fields.v !== PROTOCOL_VERSION) {
    return {
      ok: false,
      code: 'version',
      message: `this host speaks protocol version ${PROTOCOL_VERSION} ("v": ${PROTOCOL_VERSION})`,
      re,
    };
  }
  if (!isClientMessageType(fields.type)) {
    return { ok: false, code: 'unknown-type', message: 'unknown message type', re };
  }
  const parsed = v.safeParse(requests[fields.type].schema, json);
  if (!parsed.success) {
    return { ok: false, code: 'invalid', message: `${fields.type}: ${describeIssues(parsed.issues)}`, re };
  }
  return { ok: true, message: parsed.output as ClientMessage };
}

function idOf(id: unknown): number | undefined {
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

/**
 * The request id of a frame the host will not handle, so that its refusal answers it; nothing for a
 * frame too large to be read at all (reading it is the work being refused).
 */
export function requestIdOf(data: Buffer, isBinary: boolean): number | undefined {
  if (isBinary || data.length > MAX_FRAME_BYTES) return undefined;
  try {
    const json: unknown = JSON.parse(data.toString('utf8'));
    return typeof json === 'object' && json !== null ? idOf((json as { id?: unknown }).id) : undefined;
  } catch {
    return undefined;
  }
}
