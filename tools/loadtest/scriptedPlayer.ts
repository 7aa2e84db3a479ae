// A scripted player: plays every seat its client holds in one game, choosing uniformly among the
// legal actions computed the way the renderer computes them (from the seat's own view). It drives
// the load test and the integration tests; a client holding several seats plays them hotseat-style,
// focusing each seat before acting for it.
import { legalActions, stateFromView, type Action, type GameView } from '../../engine/index.ts';
import type { Client } from '../../protocol/client.ts';
import type { GameMirror } from '../../protocol/mirrors.ts';
import { ProtocolError } from '../../protocol/pending.ts';

interface ScriptedOptions {
  /** Uniform in [0, 1): which legal action to take. */
  random: () => number;
  /** Called with each action's round trip: from sending it to the host's reply. */
  onRoundTrip?: (ms: number) => void;
  onRefused?: (message: string) => void;
  /** Lets the player stop after some actions (a test interrupting a game). */
  shouldAct?: (action: Action, view: GameView) => boolean;
  /** How long to think before each move, in ms (default: no pause). */
  thinkMs?: () => number;
}

/** The first wait before asking again after a `throttled` refusal, and the longest. */
const THROTTLE_BACKOFF_MS = 100;
const THROTTLE_BACKOFF_MAX_MS = 2000;

export class ScriptedPlayer {
  /** Resolves with the final view once the game is over. */
  readonly finished: Promise<GameView>;
  actions = 0;
  /** Actions refused because the game had moved on when they arrived. */
  stale = 0;
  /** Requests the host refused as sent too fast (asked again after a pause). */
  throttled = 0;
  private busy = false;
  /** The pause before the coming move is over. */
  private thought = false;
  /** How long to wait before asking again after the host said it was asked too fast (0: not throttled). */
  private backoffMs = 0;
  private stopped = false;
  private resolveFinished!: (view: GameView) => void;
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly client: Client,
    private readonly gameId: string,
    private readonly options: ScriptedOptions,
  ) {
    this.finished = new Promise((resolve) => {
      this.resolveFinished = resolve;
    });
    const check = (m: { gameId: string }): void => {
      if (m.gameId === gameId) this.step();
    };
    this.unsubscribe = [client.on('update', check), client.on('snapshot', check)];
    this.step();
  }

  stop(): void {
    this.stopped = true;
    for (const off of this.unsubscribe) off();
  }

  /** Acts if one of its seats is expected to; one request at a time, then looks again. */
  step(): void {
    if (this.busy || this.stopped) return;
    const mirror = this.client.game(this.gameId);
    const view = mirror?.view;
    if (!mirror || !view) return;
    if (view.phase === 'finished') {
      this.resolveFinished(view);
      return;
    }
    const seat = view.waitingFor.find((s) => mirror.you.seats.includes(s));
    if (seat === undefined) return;
    if (mirror.you.focus !== seat) {
      this.run(this.client.focus(this.gameId, seat));
      return;
    }
    const pause = this.thought ? 0 : (this.options.thinkMs?.() ?? 0);
    if (pause > 0) {
      this.busy = true;
      setTimeout(() => {
        this.busy = false;
        this.thought = true;
        this.step();
      }, pause);
      return;
    }
    this.thought = false;
    this.play(mirror, view, seat);
  }

  private play(mirror: GameMirror, view: GameView, seat: number): void {
    const legal = legalActions(stateFromView(view), seat);
    const action = legal[Math.floor(this.options.random() * legal.length)];
    if (!action) {
      this.options.onRefused?.(`no legal action for seat ${seat} in ${mirror.gameId}`);
      return;
    }
    if (this.options.shouldAct && !this.options.shouldAct(action, view)) return;
    const sent = performance.now();
    this.run(
      this.client.act(this.gameId, action).then(
        () => {
          this.actions++;
          this.options.onRoundTrip?.(performance.now() - sent);
        },
        (err: unknown) => {
          // Another seat played first (a bot, or a player of a simultaneous phase): the client
          // resyncs, and the player decides again on the state it gets.
          if (err instanceof ProtocolError && err.code === 'conflict') this.stale++;
          else throw err;
        },
      ),
    );
  }

  private run(request: Promise<unknown>): void {
    this.busy = true;
    request.then(
      () => {
        this.busy = false;
        this.backoffMs = 0;
        this.step();
      },
      (err: Error) => {
        if (err instanceof ProtocolError && err.code === 'throttled') {
          this.throttled++;
          // Nothing was done: ask again, later each time, until the host takes requests again.
          this.backoffMs = Math.min(
            THROTTLE_BACKOFF_MAX_MS,
            Math.max(THROTTLE_BACKOFF_MS, 2 * this.backoffMs),
          );
          setTimeout(() => {
            this.busy = false;
            this.step();
          }, this.backoffMs);
          return;
        }
        // Wait for the next state message rather than retrying at once: a refusal that repeats
        // must show up as a stalled game, not as a busy loop.
        this.busy = false;
        this.options.onRefused?.(err.message);
      },
    );
  }
}

/** A small seeded generator (mulberry32), so that scripted games can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return function next(): number {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
