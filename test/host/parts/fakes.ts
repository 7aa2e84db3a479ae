// Small stand-ins for the parts' unit tests: a peer that keeps what it is sent, and a started game.
import { newGame, type GameState } from '../../../engine/index.ts';
import { PLAYER_COLORS } from '../../../engine/players.ts';
import type { Peer } from '../../../main/host/peer.ts';
import type { HostMessage } from '../../../protocol/messages.ts';

export interface RecordingPeer extends Peer {
  /** Every message, the pre-serialised ones parsed back. */
  received: HostMessage[];
  texts: string[];
}

export function recordingPeer(): RecordingPeer {
  const received: HostMessage[] = [];
  const texts: string[] = [];
  return {
    received,
    texts,
    send: (message) => void received.push(message),
    sendText: (json) => {
      texts.push(json);
      received.push(JSON.parse(json) as HostMessage);
    },
  };
}

export function startedGame(players = 3, seed = 'parts'): GameState {
  const created = newGame({
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, color: PLAYER_COLORS[i]! })),
    seed,
  });
  if (!created.ok) throw new Error(created.error);
  return created.value;
}
