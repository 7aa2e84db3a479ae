// The guided game's words beside the hint a learner may ask for at the same step: where the lesson has
// the learner pass, though the hint advises a plan, the step never says there is nothing worth doing.
import { describe, expect, it } from 'vitest';
import { apply, newGame, view } from '../../engine/index.ts';
import { hint } from '../../engine/bots/index.ts';
import { LESSON_SEAT, LESSON_STEPS, lessonRecord } from '../../protocol/lesson/steps.ts';
import { stepWords } from '../../renderer/view/lesson.ts';
import { CATALOGS } from './catalogs.ts';

describe('the guided game beside the hint', () => {
  it('says a pass it asks for is the lesson’s, not that nothing is worth doing, where the hint plans', () => {
    const created = newGame({
      players: lessonRecord.players,
      seed: lessonRecord.seed,
      deal: lessonRecord.deal,
    });
    if (!created.ok) throw new Error(created.error);
    const step = LESSON_STEPS.find((s) => s.id === 'pass')!;
    let s = created.value;
    for (const action of lessonRecord.actions.slice(0, step.at)) {
      const next = apply(s, action);
      if (!next.ok) throw new Error(next.error);
      s = next.state;
    }
    expect(lessonRecord.actions[step.at]).toEqual({ type: 'pass', seat: LESSON_SEAT });
    const advised = hint(view(s, LESSON_SEAT)).options[0]!.action;
    expect(advised.type).toBe('plan');
    const nothing = {
      en: /nothing worth/i,
      fr: /rien d’utile/i,
      it: /niente di utile/i,
      de: /nichts Lohnendes/i,
    };
    for (const [language, m] of Object.entries(CATALOGS)) {
      const { text } = stepWords(m, step);
      expect(text, language).not.toMatch(nothing[language as keyof typeof nothing]);
      expect(text, language).toContain(m.hints.button);
    }
  });
});
