// The guide's place in the guided first game, from the shown position alone: each step at its move,
// notes until read, the round's end with its story, then the script's moves for the later rounds.
import { describe, expect, it } from 'vitest';
import { replay, view, type GameView } from '../../engine/index.ts';
import { CATALOGS } from '../../renderer/i18n/i18n.svelte.ts';
import { guideAt, moveWords, refusalWords, stepWords } from '../../renderer/view/lesson.ts';
import {
  GUIDED_UNTIL,
  LESSON_SEAT,
  LESSON_STEPS,
  lessonRecord,
  stepGuild,
  type StepId,
} from '../../protocol/lesson/steps.ts';

function at(moves: number): GameView {
  const result = replay(lessonRecord, moves);
  if (!result.ok) throw new Error(result.error);
  return view(result.state, LESSON_SEAT);
}

describe('the guided first game’s guide', () => {
  it('is at each step where the record says, a note until it is read', () => {
    const seen = new Set<StepId>();
    for (const step of LESSON_STEPS) {
      const moves = step.kind === 'after' ? step.at + 1 : step.at;
      const story = step.withStory === true;
      const here = guideAt(at(step.withStory ? step.at : moves), seen, story);
      expect(here).toMatchObject({ kind: 'step', step: { id: step.id } });
      if (step.kind !== 'act') seen.add(step.id);
    }
    // Between the learner's guided moves the others play; after the guided round, the script.
    expect(guideAt(at(1), seen, false).kind).toBe('watch');
    const later = lessonRecord.actions.findIndex((a, i) => i > GUIDED_UNTIL && a.seat === LESSON_SEAT);
    expect(guideAt(at(later), seen, false)).toEqual({ kind: 'follow', move: lessonRecord.actions[later] });
  });

  it('keeps the round-end note no longer than the learner’s next move', () => {
    const later = lessonRecord.actions.findIndex((a, i) => i > GUIDED_UNTIL && a.seat === LESSON_SEAT);
    expect(guideAt(at(later), new Set(['welcome']), false)).toMatchObject({ step: { id: 'roundEnd' } });
    expect(guideAt(at(later + 1), new Set(['welcome']), false).kind).not.toBe('step');
  });

  it('has every step’s words, and a refusal naming the move asked for, in every language', () => {
    for (const m of Object.values(CATALOGS)) {
      for (const step of LESSON_STEPS) {
        const words = stepWords(m, step);
        expect(words.title).toMatch(/\S/);
        expect(words.text).not.toMatch(/undefined|NaN|\$\{/);
        if (step.kind !== 'act') continue;
        const move = moveWords(m, lessonRecord.actions[step.at]!, stepGuild(step));
        expect(refusalWords(m, step.id)).toContain(move);
      }
      expect(refusalWords(m, 'wait')).toBe(m.lesson.wait);
      expect(refusalWords(m, 'follow')).toBe(m.lesson.offScript);
    }
  });
});
