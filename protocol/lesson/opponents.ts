// Who moves next in the guided first game, when it is not the learner. In the guided round the others
// play the record's moves; from round 2 on they play their own game against the learner's choices,
// as the easy bot (beatable by a newcomer who listens to the guide and its hints), seeded by the move
// number: the same learner moves always meet the same answers (test/lesson/winnable.test.ts).
import { activeSeats, view, type Action, type GameState } from '../../engine/index.ts';
import { decide } from '../../engine/bots/index.ts';
import { lessonRecord } from './record.ts';
import { GUIDED_UNTIL, LESSON_SEAT } from './steps.ts';

/** The next move of a seat other than the learner's; null while only the learner is to move. */
export function othersMove(s: GameState): Action | null {
  if (s.phase === 'finished') return null;
  if (s.moves <= GUIDED_UNTIL) {
    const scripted = lessonRecord.actions[s.moves];
    return scripted && scripted.seat !== LESSON_SEAT ? scripted : null;
  }
  const seat = activeSeats(s).find((x) => x !== LESSON_SEAT);
  return seat === undefined ? null : opponentMove(s, seat);
}

/** An opponent's own move after the guided round: the easy bot's, from its seat's view. */
export function opponentMove(s: GameState, seat: number): Action {
  return decide(view(s, seat), { level: 'easy', seed: Math.imul(s.moves + 1, 0x2c1b3c6d) ^ seat });
}
