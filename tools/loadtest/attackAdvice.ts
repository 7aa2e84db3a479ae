// The attacks on the host's advice (hints and reviews), each from one loopback address:
//   hints: 8 sockets, each with a table of its own seat and 4 easy bots (a guest seats nobody else),
//     keep a hint in flight whenever the game waits for that seat, and play the hint's move as soon as it comes (so that every hint is a new
//     decision, never one answered from memory); another guest's game of two hard bots is timed move
//     by move alone, during the flood, and just after the attacker left.
//   reviews: 12 sockets ask for reviews of 20,000 simulations a decision; what the host answers each,
//     then how soon another address's review (the default simulations) starts, and ends.
import { toRecord, type Action } from '../../engine/index.ts';
import { playMatch } from '../../engine/bots/index.ts';
import { connect, type Client } from '../../protocol/client.ts';
import type { SocketConstructor } from '../../protocol/socket.ts';
import { MAX_REVIEW_ITERATIONS, type SeatSpec } from '../../protocol/messages.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { hashToken } from '../../main/host/ids.ts';
import { WebSocket } from 'ws';
import { Guest, timedBotGame, type Message } from './guest.ts';
import type { HostProcess } from './run.ts';

const TIMED_MOVES = 16;

export async function hintFlood(host: HostProcess): Promise<Record<string, unknown>> {
  const alone = await timedBotGame(host.url, '127.6.0.1', TIMED_MOVES, 'hard');
  const attacker = await Promise.all(Array.from({ length: 8 }, () => client(host.url, '127.6.1.1')));
  const stop = new AbortController();
  let hints = 0;
  const flood = attacker.map(async (c, t) => {
    // A guest's table holds one seat of theirs (a LAN guest seats nobody else): the rest are bots.
    const seats: SeatSpec[] = [
      { kind: 'self', name: `H${t}` },
      ...Array.from({ length: 4 }, (): SeatSpec => ({ kind: 'bot', level: 'easy' })),
    ];
    const { gameId } = await c.create(seats);
    await c.start(gameId);
    await Promise.all(
      [0].map(async (seat) => {
        while (!stop.signal.aborted) {
          const view = c.game(gameId)?.view;
          if (view?.phase === 'finished') return;
          if (!view?.waitingFor.includes(seat)) {
            await pause(50);
            continue;
          }
          try {
            const answer = await c.hint(gameId, seat);
            hints++;
            await c.act(gameId, answer.hint.options[0]!.action as Action);
          } catch {
            await pause(50);
          }
        }
      }),
    );
  });
  await pause(5000);
  const during = await timedBotGame(host.url, '127.6.0.2', TIMED_MOVES, 'hard');
  stop.abort();
  for (const c of attacker) c.close();
  await Promise.allSettled(flood);
  const after = await timedBotGame(host.url, '127.6.0.3', TIMED_MOVES, 'hard');
  return {
    attack: 'hints',
    attackerSockets: attacker.length,
    hintsAnswered: hints,
    hardBotMoveMs: { alone, duringFlood: during, afterAttackerLeft: after },
  };
}

/** The attacking guest's browser id, and the newcomer's: each sat in the reviewed match (a guest reads no other). */
export const HOG_ID = 'attack-reviews-hog-player-0001';
export const NEWCOMER_ID = 'attack-reviews-newcomer-0001';

/**
 * A finished 4-player match in the data folder, before the host opens it: what the reviews weigh. The
 * attacker sat in three of its seats and the newcomer in the other, as guests of a LAN table.
 */
export function storeMatch(dataDir: string): void {
  const match = playMatch({ seats: ['medium', 'medium', 'medium', 'medium'], seed: 'attack-reviews' });
  const record = toRecord(match.state, match.actions);
  const opened = openHostStore(dataDir, () => {});
  try {
    const matches = opened.store.store.matches;
    const seats = record.players.map((p, seat) => ({
      name: p.name,
      color: p.color,
      botLevel: null,
      tokenHash: null,
      guestKey: hashToken(seat === 0 ? NEWCOMER_ID : HOG_ID),
    }));
    matches.transaction(() => {
      const id = matches.create('attack-reviews', record, seats, Date.now());
      record.actions.forEach((action, i) => matches.append(id, i, action));
      matches.finish(id, Date.now());
    });
  } finally {
    opened.close();
  }
}

export async function reviewHog(host: HostProcess): Promise<Record<string, unknown>> {
  const hog = await Promise.all(Array.from({ length: 12 }, () => Guest.open(host.url, '127.8.0.1')));
  const answers: Record<string, number> = {};
  for (const [i, g] of hog.entries()) {
    const answer = await g.request({
      type: 'review',
      matchId: 1,
      seat: i % 4,
      iterations: MAX_REVIEW_ITERATIONS,
      playerId: HOG_ID,
    });
    const key = answer.type === 'reviewStarted' ? 'started' : String(answer.code);
    answers[key] = (answers[key] ?? 0) + 1;
  }
  const newcomer = await Guest.open(host.url, '127.8.0.2');
  const asked = performance.now();
  let firstDecisionMs = -1;
  const done = new Promise<number>((resolve) => {
    newcomer.onMessage = (m: Message) => {
      const at = Math.round(performance.now() - asked);
      if (m.type === 'reviewProgress' && firstDecisionMs < 0) firstDecisionMs = at;
      if (m.type === 'reviewDone' || m.type === 'reviewFailed') resolve(at);
    };
  });
  const started = await newcomer.request({ type: 'review', matchId: 1, seat: 0, playerId: NEWCOMER_ID });
  const doneMs = await Promise.race([done, pause(300_000).then(() => -1)]);
  for (const g of [...hog, newcomer]) g.close();
  return {
    attack: 'reviews',
    longReviewsAsked: hog.length,
    answers,
    newcomer: { answer: started.type, decisions: started.total, firstDecisionMs, doneMs },
  };
}

function client(url: string, localAddress: string): Promise<Client> {
  const From = class extends WebSocket {
    constructor(u: string) {
      super(u, { localAddress });
    }
  };
  // A flooded host answers late: the attacker waits rather than asking again.
  return connect(url, {
    WebSocket: From as unknown as SocketConstructor,
    reconnect: false,
    requestTimeoutMs: 120_000,
  });
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
