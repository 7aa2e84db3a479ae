// The guided first game's part of a table (protocol/lesson): the table is dealt the lesson's deal;
// the others' scripted actions are played at a pace a learner can follow; the player's own action is
// accepted only when it is the step's (any other is refused with the step's id, which the renderer
// turns into the step's words); and, on the player's choice only, the player's scripted actions are
// played for them to the end of the round.
import type { Action, GameState, NewGameOptions, PlayerInfo } from '../../engine/index.ts';
import { GUIDED_UNTIL, LESSON_SEAT, lessonRecord, lessonRefusal } from '../../protocol/lesson/steps.ts';
import type { StateToken } from './game.ts';
import { conflict, notFound, type Refusal } from './peer.ts';
import { later } from './presence.ts';
import type { TableContext } from './tableContext.ts';
import type { ClientMessageOf, PlayerColor, SeatSpec } from '../../protocol/messages.ts';

/** The table's game (HostedGame): its state (null before the start) and the one way to play an action. */
interface LessonGame {
  readonly state: GameState | null;
  act(action: Action, token?: StateToken): Refusal | null;
}

/** What a table that is not a guided game answers to `lessonForward`. */
export const NO_LESSON = { forward: (): Refusal => notFound('this game is not a guided game') };

/** The guided game as a table is made: the learner in the lesson's seat, the others played from the script. */
export function lessonCreate(m: ClientMessageOf<'lesson'>): ClientMessageOf<'create'> {
  const seats = lessonRecord.players.map((p, i): SeatSpec => {
    const color = p.color as PlayerColor;
    return i === LESSON_SEAT
      ? { kind: 'local', name: m.name, color }
      : { kind: 'bot', level: 'medium', name: p.name, color };
  });
  // The lesson teaches its own moves: a hint for another would only be refused.
  return { v: 1, id: m.id, type: 'create', seats, hints: false };
}

/** Fast-forwarded actions go this many times faster than the others' paced moves. */
const FORWARD_SPEEDUP = 4;

export class LessonDriver {
  private timer: ReturnType<typeof later> | null = null;
  /** The round whose remaining actions the player asked to have played for them; null: none. */
  private forwarding: number | null = null;

  constructor(
    private readonly game: LessonGame,
    private readonly ctx: Pick<TableContext, 'lessonPaceMs' | 'log'>,
  ) {}

  /** The lesson's deal, with the table's players (the learner's own name in seat 0). */
  setup(players: PlayerInfo[]): NewGameOptions {
    return { players, seed: lessonRecord.seed, deal: lessonRecord.deal };
  }

  /** Null when `action` is the one the lesson expects now; else the refusal naming the step. */
  refuse(action: Action): Refusal | null {
    const state = this.game.state;
    if (!state || state.phase === 'finished') return null;
    const step = lessonRefusal(state.moves, action);
    return step ? { code: 'lesson', message: step } : null;
  }

  /** The player chose to have the rest of this round played for them (only after the guided round). */
  forward(): Refusal | null {
    const state = this.game.state;
    if (!state || state.phase === 'finished') return conflict('the game is over');
    if (state.moves <= GUIDED_UNTIL) return conflict('the guided round is played by the learner');
    this.forwarding = state.round;
    this.run();
    return null;
  }

  /** After every change: the next scripted action, if it is not the player's to take, comes after a pause. */
  run(): void {
    const state = this.game.state;
    if (this.timer || !state || state.phase === 'finished') return;
    if (this.forwarding !== null && state.round > this.forwarding) this.forwarding = null;
    const next = lessonRecord.actions[state.moves];
    if (!next || (next.seat === LESSON_SEAT && this.forwarding === null)) return;
    const moves = state.moves;
    const pace = this.ctx.lessonPaceMs;
    const wait = this.forwarding === null ? pace : pace / FORWARD_SPEEDUP;
    this.timer = later(wait, () => {
      this.timer = null;
      const now = this.game.state;
      if (now?.moves !== moves) return this.run();
      const refused = this.game.act(next, { moves });
      if (refused) this.ctx.log(`the lesson's action ${moves} was not played: ${refused.message}`);
    });
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
