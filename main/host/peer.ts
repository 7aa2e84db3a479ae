// What the host's parts know of a client and of a refused request: no sockets here.
import type { RecordProblem } from '../../engine/index.ts';
import type { ErrorCode, HostMessage, LimitKind } from '../../protocol/messages.ts';

/** A connected client, as the host core sees it. */
export interface Peer {
  /** Whose limits it counts against (its address); undefined for the app's own page. */
  readonly guest?: string;
  send(message: HostMessage): void;
  /** A HostMessage already serialised (see Broadcaster). */
  sendText(json: string): void;
}

export interface Refusal {
  code: ErrorCode;
  message: string;
  /** With the code `limit`: which limit was met. */
  limit?: LimitKind;
  /** With the code `invalid`, for a game record: what is wrong with it. */
  record?: RecordProblem;
}

/** A limit was met: which one, and its words for the log. */
export function limitMet(limit: LimitKind, message: string): Refusal {
  return { code: 'limit', message, limit };
}

export function conflict(message: string): Refusal {
  return { code: 'conflict', message };
}

export function notFound(message: string): Refusal {
  return { code: 'not-found', message };
}

export function notAllowed(message: string): Refusal {
  return { code: 'not-allowed', message };
}

/** Two seats of one table would play one colour. */
export function colorTaken(color: string): Refusal {
  return { code: 'color-taken', message: `someone at this table plays ${color} already` };
}

/** A person would go by a bot's default name (in some language, or one that looks the same). */
export function botsName(name: string): Refusal {
  return {
    code: 'bot-name',
    message: `${JSON.stringify(name)} is a bot's name (or looks like one): a person goes by another`,
  };
}

/** Two players at one table would go by names people cannot tell apart. */
export function nameTaken(name: string): Refusal {
  return {
    code: 'name-taken',
    message: `someone at this table is already called ${JSON.stringify(name)} (or a name like it)`,
  };
}
