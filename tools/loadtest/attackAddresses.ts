// The attacks of one machine that speaks from many addresses (on a LAN one computer can hold many),
// each followed by what the household's own page (by the host's key, from 127.0.0.1) and a newcomer
// from another address get while it stands:
//   seated-sockets: 8 addresses × 32 WebSockets, every one holding a seat: each address's sockets sit
//     at its own tables (its first socket's seat and 4 open, joined by the next ones).
//   tables: 20 addresses × 10 `create` of a lobby (its own seat and an open one); then the attacker
//     closes every socket, and a newcomer creates a table at once.
//   touched-lobbies: 8 addresses' lobbies, each touched by its creator (`setSeat`) every few seconds;
//     how long they last.
//   review-slots: one player who sat in a finished match asks for its review from 16 addresses × 2
//     sockets at distinct iteration counts; the household's review is timed before and during it;
//     then the attacker closes every socket, and another guest asks 5 s after the host saw them go.
import { WebSocket } from 'ws';
import { MAX_REVIEW_ITERATIONS } from '../../protocol/messages.ts';
import { Guest, healthUrl, type Message } from './guest.ts';
import { HOG_ID, NEWCOMER_ID } from './attackAdvice.ts';

/** Where the attacks knock: the host's WebSocket, and the household's (the same with the host's key). */
export interface Door {
  url: string;
  householdUrl: string;
}

/** What a request or a connection came to: its answer's type, an error's code, or why it failed. */
type Outcome = string;

export async function seatedSockets(door: Door): Promise<Record<string, unknown>> {
  const sockets: Guest[] = [];
  const refused: Record<string, number> = {};
  let seated = 0;
  for (let a = 1; a <= 8; a++) {
    let gameId = '';
    let nth = 0;
    for (let batch = 0; batch < 4; batch++) {
      const opened = await Promise.all(
        Array.from({ length: 8 }, () => Guest.open(door.url, `127.12.0.${a}`).catch((err: Error) => err)),
      );
      for (const socket of opened) {
        if (socket instanceof Error) {
          count(refused, socket.message);
          continue;
        }
        sockets.push(socket);
        const answer =
          nth++ % 5 === 0
            ? await socket.request({
                type: 'create',
                seats: [{ kind: 'self', name: `A${a}-${nth}` }, ...Array(4).fill({ kind: 'open' })],
              })
            : await socket.request({ type: 'join', gameId, name: `A${a}-${nth}` });
        if (answer.type === 'created') gameId = answer.gameId as string;
        if (answer.type === 'created' || answer.type === 'joined') seated++;
        else count(refused, String(answer.code));
      }
    }
  }
  const household = await householdGame(door);
  const newcomer = await guestGame(door.url, '127.12.1.1');
  await pause(500);
  const closed = sockets.filter((s) => s.readyState === WebSocket.CLOSED).length;
  for (const s of sockets) s.close();
  return {
    attack: 'seated-sockets',
    sockets: sockets.length,
    seated,
    refused,
    household,
    newcomer,
    attackerSocketsClosed: closed,
  };
}

export async function tables(door: Door): Promise<Record<string, unknown>> {
  const sockets: Guest[] = [];
  const answers: Record<string, number> = {};
  const began = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async (_, a) => {
      const socket = await Guest.open(door.url, `127.13.0.${a + 1}`);
      sockets.push(socket);
      for (let t = 0; t < 10; t++) {
        const answer = await socket.request({
          type: 'create',
          seats: [{ kind: 'self', name: `T${a}` }, { kind: 'open' }],
        });
        count(answers, answer.type === 'created' ? 'created' : String(answer.code));
      }
    }),
  );
  const fillMs = Math.round(performance.now() - began);
  const household = await householdGame(door);
  const newcomer = await guestGame(door.url, '127.13.1.1');
  for (const s of sockets) s.close();
  await pause(300);
  const afterAttackerLeft = await guestGame(door.url, '127.13.1.2');
  return {
    attack: 'tables',
    creates: answers,
    fillMs,
    household,
    newcomer,
    newcomerAfterAttackerLeft: afterAttackerLeft,
  };
}

/**
 * Lobbies of 8 addresses, each touched by its creator every `touchMs`: how long each lasted (null: it
 * still stood after `watchMs`). The host's lobby-idle time is the caller's (`--lobby-idle`).
 */
export async function touchedLobbies(
  door: Door,
  { touchMs = 25_000, watchMs = 150_000 } = {},
): Promise<Record<string, unknown>> {
  const began = performance.now();
  const lasted = await Promise.all(
    Array.from({ length: 8 }, async (_, a) => {
      const socket = await Guest.open(door.url, `127.14.0.${a + 1}`);
      const created = await socket.request({
        type: 'create',
        seats: [{ kind: 'self', name: `L${a}` }, { kind: 'open' }, { kind: 'open' }],
      });
      const ended = new Promise<number>((resolve) => {
        socket.onMessage = (m: Message) => {
          if (m.type === 'ended') resolve(Math.round((performance.now() - began) / 1000));
        };
      });
      let over: number | null = null;
      void ended.then((s) => (over = s));
      const gameId = created.gameId;
      for (let touch = 0; over === null && performance.now() - began < watchMs; touch++) {
        const to = touch % 2 === 0 ? { kind: 'bot', level: 'easy' } : { kind: 'open' };
        await socket.request({ type: 'setSeat', gameId, seat: 2, to });
        await Promise.race([ended, pause(touchMs)]);
      }
      socket.close();
      return over;
    }),
  );
  return { attack: 'touched-lobbies', lobbies: lasted.length, endedAfterSeconds: lasted };
}

/**
 * 16 addresses × 2 sockets of one player ask for a review of match 1 (a seat they sat in); another
 * guest asks `afterLeftMs` after the host saw them go.
 */
export async function reviewSlots(door: Door, { afterLeftMs = 5000 } = {}): Promise<Record<string, unknown>> {
  const householdAlone = await review(door.householdUrl, '127.0.0.1', 3, undefined);
  const sockets = (
    await Promise.all(
      Array.from({ length: 16 }, (_, a) =>
        Promise.all([0, 1].map(() => Guest.open(door.url, `127.15.0.${a + 1}`))),
      ),
    )
  ).flat();
  const answers: Record<string, number> = {};
  const reviews = new Set<unknown>();
  for (const [i, socket] of sockets.entries()) {
    const answer = await socket.request({
      type: 'review',
      matchId: 1,
      seat: 1 + (i % 3),
      iterations: MAX_REVIEW_ITERATIONS - i,
      playerId: HOG_ID,
    });
    if (answer.type === 'reviewStarted') reviews.add(answer.reviewId);
    count(answers, answer.type === 'reviewStarted' ? 'started' : String(answer.code));
  }
  const household = await review(door.householdUrl, '127.0.0.1', 2, undefined);
  for (const s of sockets) s.close();
  await allGone(door);
  await pause(afterLeftMs);
  const newcomer = await review(door.url, '127.15.1.1', 0, NEWCOMER_ID);
  return {
    attack: 'review-slots',
    asked: sockets.length,
    answers,
    reviewsUnderWay: reviews.size,
    household: { alone: householdAlone, duringAttack: household },
    newcomerAfterAttackerLeft: newcomer,
  };
}

/**
 * The household's page connects and sets up a game at its screen (a player and a bot) and starts it:
 * what each step came to, and how long the three took.
 */
async function householdGame(door: Door): Promise<Record<string, Outcome | number>> {
  return game(door.householdUrl, '127.0.0.1', [
    { kind: 'local', name: 'Ana' },
    { kind: 'bot', level: 'easy' },
  ]);
}

/** A newcomer from `address` connects, makes a table of its own seat and a bot, and starts it (as above). */
function guestGame(url: string, address: string): Promise<Record<string, Outcome | number>> {
  return game(url, address, [
    { kind: 'self', name: 'Newcomer' },
    { kind: 'bot', level: 'easy' },
  ]);
}

async function game(
  url: string,
  address: string,
  seats: unknown[],
): Promise<Record<string, Outcome | number>> {
  const began = performance.now();
  const socket = await Guest.open(url, address).catch((err: Error) => err);
  if (socket instanceof Error) return { connect: socket.message };
  try {
    const created = await socket.request({ type: 'create', seats });
    if (created.type !== 'created') return { connect: 'open', create: String(created.code) };
    const started = await socket.request({ type: 'start', gameId: created.gameId });
    const start = started.type === 'ok' ? 'started' : String(started.code);
    return { connect: 'open', create: 'created', start, ms: Math.round(performance.now() - began) };
  } finally {
    socket.close();
  }
}

/**
 * A review of a seat of match 1, asked from `address`: its answer, and when its first decision came;
 * then it is cancelled.
 */
async function review(
  url: string,
  address: string,
  seat: number,
  playerId: string | undefined,
): Promise<Record<string, unknown>> {
  const socket = await Guest.open(url, address).catch((err: Error) => err);
  if (socket instanceof Error) return { connect: socket.message };
  const asked = performance.now();
  const first = new Promise<number>((resolve) => {
    socket.onMessage = (m: Message) => {
      if (m.type === 'reviewProgress') resolve(Math.round(performance.now() - asked));
    };
  });
  try {
    const answer = await socket.request({ type: 'review', matchId: 1, seat, playerId });
    if (answer.type !== 'reviewStarted') return { answer: String(answer.code) };
    if (answer.kept) return { answer: 'kept' };
    const firstDecisionMs = await Promise.race([first, pause(180_000).then(() => -1)]);
    // Done with it: it stops rather than weigh on for nobody.
    await socket.request({ type: 'reviewCancel', reviewId: answer.reviewId });
    return { answer: 'started', firstDecisionMs };
  } finally {
    socket.close();
  }
}

/** Once the host counts no socket connected (its /health): every one closed here is gone there too. */
async function allGone(door: Door): Promise<void> {
  while (((await (await fetch(healthUrl(door.url))).json()) as { clients: number }).clients > 0)
    await pause(50);
}

function count(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
