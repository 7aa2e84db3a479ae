// The guided first game's part of a table (protocol/lesson): the table is dealt the lesson's deal; the
// others' moves (the record's in the guided round, their own after it: protocol/lesson/opponents.ts)
// are played at a pace a learner can follow; in the guided round the player's own action is accepted
// only when it is the step's (any other is refused with the step's id, which the renderer turns into
// the step's words); from round 2 on every move of the player's is their own.
import type { Action, GameState, NewGameOptions, PlayerInfo } from '../../engine/index.ts';
import { othersMove } from '../../protocol/lesson/opponents.ts';
import { LESSON_SEAT, lessonRecord, lessonRefusal } from '../../protocol/lesson/steps.ts';
import type { StateToken } from './game.ts';
import type { Refusal } from './peer.ts';
import { later } from './presence.ts';
import type { TableServices } from './tableServices.ts';
import type { ClientMessageOf, PlayerColor, SeatSpec } from '../../protocol/messages.ts';

/** The table's game (HostedGame): its state (null before the start) and the one way to play an action. */
interface LessonGame {
  readonly state: GameState | null;
  act(action: Action, token?: StateToken): Refusal | null;
}

/** The guided game as a table is made: the learner in the lesson's seat, the others played by the lesson. */
export function lessonCreate(m: ClientMessageOf<'lesson'>): ClientMessageOf<'create'> {
  const seats = lessonRecord.players.map((p, i): SeatSpec => {
    const color = p.color as PlayerColor;
    return i === LESSON_SEAT
      ? { kind: 'local', name: m.name, color }
      : { kind: 'bot', level: 'easy', name: p.name, color };
  });
  // Hints help the learner in their own rounds (the renderer offers none in the guided one).
  return { v: 1, id: m.id, type: 'create', seats, hints: true };
}

export class LessonDriver {
  private timer: ReturnType<typeof later> | null = null;

  constructor(
    private readonly game: LessonGame,
    private readonly ctx: Pick<TableServices, 'lessonPaceMs' | 'log'>,
  ) {}

  /** The lesson's deal, with the table's players (the learner's own name in seat 0). */
  setup(players: PlayerInfo[]): NewGameOptions {
    return { players, seed: lessonRecord.seed, deal: lessonRecord.deal };
  }

  /** Null when the lesson accepts `action` now; else the refusal naming the step. */
  refuse(action: Action): Refusal | null {
    const state = this.game.state;
    if (!state || state.phase === 'finished') return null;
    const step = lessonRefusal(state.moves, action);
    return step ? { code: 'lesson', message: step } : null;
  }

  /** After every change: the others' next move, if they have one, comes after a pause. */
  run(): void {
    const state = this.game.state;
    if (this.timer || !state || !othersMove(state)) return;
    const moves = state.moves;
    this.timer = later(this.ctx.lessonPaceMs, () => {
      this.timer = null;
      const now = this.game.state;
      if (!now || now.moves !== moves) return this.run();
      // Worked out when it is played: the learner may have planned meanwhile.
      const next = othersMove(now);
      if (!next) return;
      const refused = this.game.act(next, { moves });
      if (refused) this.ctx.log(`the lesson's move ${moves} was not played: ${refused.message}`);
    });
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
