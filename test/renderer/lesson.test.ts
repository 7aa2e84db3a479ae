// The guide's place in the guided first game, from the shown position alone: each step of the guided
// round at its move, notes until read, the round's end with its story; then the opening note of each of
// the learner's own rounds, a tip on each of their turns, the others' turns, and the final scoring.
import { describe, expect, it } from 'vitest';
import { apply, replay, view, type GameState, type GameView } from '../../engine/index.ts';
import { decide } from '../../engine/bots/index.ts';
import { CATALOGS } from './catalogs.ts';
import { goodOfGuild } from '../../renderer/view/order.ts';
import {
  guideAt,
  guideTargets,
  guideWords,
  moveWords,
  refusalWords,
  stepWords,
  storyStep,
  type GuideAt,
  type Read,
} from '../../renderer/view/lesson.ts';
import { othersMove } from '../../protocol/lesson/opponents.ts';
import {
  GUIDED_UNTIL,
  LESSON_SEAT,
  LESSON_STEPS,
  PANEL,
  lessonRecord,
  stepGuild,
} from '../../protocol/lesson/steps.ts';

function at(moves: number): GameView {
  const result = replay(lessonRecord, moves);
  if (!result.ok) throw new Error(result.error);
  return view(result.state, LESSON_SEAT);
}

/** Every position of a whole lesson, the learner playing as the medium bot after the guided round. */
function wholeGame(): GameState[] {
  const guided = replay(lessonRecord);
  if (!guided.ok) throw new Error(guided.error);
  const states = [guided.state];
  let s = guided.state;
  while (s.phase !== 'finished') {
    const action = othersMove(s) ?? decide(view(s, LESSON_SEAT), { level: 'medium', seed: s.moves });
    const next = apply(s, action);
    if (!next.ok) throw new Error(next.error);
    s = next.state;
    states.push(s);
  }
  return states;
}

describe('the guided first game’s guide', () => {
  it('is at each step where the record says, a note until it is read, the round’s end in its story', () => {
    const seen = new Set<Read>();
    for (const [i, step] of LESSON_STEPS.entries()) {
      if (step.kind === 'story') {
        // Told on the story's first page only (its Next reads on), never as a callout of its own.
        expect(storyStep(at(step.at), 0)).toEqual({ step, number: i + 1 });
        expect(storyStep(at(step.at), 1)).toBeNull();
        expect(storyStep(at(step.at), null)).toBeNull();
        expect(guideAt(at(step.at), seen, true).kind).not.toBe('step');
        continue;
      }
      const here = guideAt(at(step.at), seen, false);
      expect(here).toMatchObject({ kind: 'step', step: { id: step.id } });
      if (step.kind === 'note') seen.add(step.id);
    }
    expect(LESSON_STEPS.at(-1)).toMatchObject({ id: 'roundEnd', kind: 'story' });
    expect(storyStep(at(2), 0)).toBeNull();
    // Between the learner's guided moves the others play.
    expect(guideAt(at(1), seen, false).kind).toBe('watch');
  });

  it('opens each of the learner’s own rounds with a note, then stands by their turns, to the scoring', () => {
    const seen = new Set<Read>(LESSON_STEPS.map((s) => s.id));
    const states = wholeGame();
    const rounds = new Set<number>();
    const kinds = new Set<GuideAt['kind']>();
    for (const s of states) {
      const v = view(s, LESSON_SEAT);
      const here = guideAt(v, seen, false);
      kinds.add(here.kind);
      if (s.phase === 'finished') expect(here).toEqual({ kind: 'scoring' });
      else if (!rounds.has(s.round)) {
        // The round's opening note, until read.
        expect(here).toEqual({ kind: 'round', round: s.round });
        expect(guideAt(v, seen, true).kind).not.toBe('round');
        rounds.add(s.round);
        seen.add(`round${s.round}`);
        expect(guideAt(v, seen, false).kind).not.toBe('round');
      } else if (v.waitingFor.includes(LESSON_SEAT))
        expect(here).toEqual({ kind: 'own', guild: v.resolving?.guild ?? null });
      else expect(here).toEqual({ kind: 'watch' });
    }
    expect([...rounds]).toEqual([2, 3, 4]);
    expect([...kinds].sort()).toEqual(['own', 'round', 'scoring', 'watch']);
  });

  it('keeps the learner’s choices and the called guild clear, and rings the next guild to plan, then the confirm', () => {
    const plan = LESSON_STEPS.find((s) => s.id === 'plan')!;
    const action = lessonRecord.actions[plan.at]!;
    if (action.type !== 'plan') throw new Error('the lesson begins with a plan');
    // On its house, or (a phone shows one house at a time, the others out of reach) in the panel's list.
    expect(plan.target).toEqual([
      ...action.guilds.flatMap((g) => [
        `[data-testid="plan-${g}"][aria-pressed="false"]:not([inert] *)`,
        `[data-testid="plan-choice-${g}"]:has(input:not(:checked))`,
      ]),
      '[data-testid="plan-confirm"]',
    ]);
    for (const step of LESSON_STEPS) if (step.kind !== 'story') expect(step.controls).toContain(PANEL);
    const v = at(GUIDED_UNTIL + 1);
    for (const where of [{ kind: 'own', guild: null } as const, { kind: 'round', round: 2 } as const])
      expect(guideTargets(where, v).controls).toEqual(
        expect.arrayContaining([PANEL, '[data-testid^="plan-"]']),
      );
    // On their turn at a guild: its house (on a phone its tab, the house filling the screen) in sight.
    const own = guideTargets({ kind: 'own', guild: 'bakers' }, v);
    expect(own.target).toEqual(['[data-testid="tab-bakers"]', '[data-anchor="guild:bakers"]']);
    expect(own.controls).toEqual(expect.arrayContaining([PANEL, '[data-anchor="guild:bakers"]']));
  });

  it('has every step’s and every later moment’s words, and a refusal naming the move asked for, in every language', () => {
    const states = wholeGame();
    const moments: [GuideAt, GameView][] = [
      [{ kind: 'watch' }, at(1)],
      ...[2, 3, 4].map((round): [GuideAt, GameView] => [
        { kind: 'round', round },
        view(
          states.find((s) => s.round === round)!,
          LESSON_SEAT,
        ),
      ]),
      [{ kind: 'own', guild: null }, view(states[0]!, LESSON_SEAT)],
      [{ kind: 'own', guild: 'printers' }, view(states[0]!, LESSON_SEAT)],
      [{ kind: 'watch' }, view(states[0]!, LESSON_SEAT)],
    ];
    for (const m of Object.values(CATALOGS)) {
      for (const step of LESSON_STEPS) {
        const words = stepWords(m, step);
        expect(words.title).toMatch(/\S/);
        expect(words.text).not.toMatch(/undefined|NaN|\$\{/);
        if (step.kind !== 'act') continue;
        const move = moveWords(m, lessonRecord.actions[step.at]!, stepGuild(step));
        expect(refusalWords(m, step.id)).toContain(move);
      }
      // The plan step names the button that confirms the plan, as the panel labels it.
      expect(
        stepWords(
          m,
          LESSON_STEPS.find((s) => s.id === 'plan')!,
        ).text,
      ).toContain(m.planning.confirm(4));
      // The sale counts its goods as the catalogue does ("1 page", never "1 Pages").
      const sell = LESSON_STEPS.find((s) => s.id === 'sell')!;
      const sale = lessonRecord.actions[sell.at]!;
      if (sale.type !== 'sell') throw new Error('the sell step sells');
      expect(stepWords(m, sell).text).toContain(m.goodCount(sale.count, goodOfGuild(stepGuild(sell)!)));
      for (const [here, v] of moments) {
        const words = guideWords(m, here, v);
        // Its own title: never the guide's name again under the guide's name.
        expect(words.title).toMatch(/\S/);
        expect(words.title).not.toBe(m.lesson.title);
        expect(words.text).toMatch(/\S/);
        expect(words.text).not.toMatch(/undefined|NaN|\$\{/);
      }
      // Round 2's note gives the crest scale, and names the prestige guild.
      const round2 = guideWords(m, { kind: 'round', round: 2 }, view(states[0]!, LESSON_SEAT)).text;
      const prestige = view(states[0]!, LESSON_SEAT).guilds.find((g) => g.prestige)!;
      expect(round2).toContain(m.guilds[prestige.id]);
      expect(round2).toContain(m.scoreHelp.crestStep(7, 20, true));
      expect(refusalWords(m, 'wait')).toBe(m.lesson.wait);
    }
  });
});
