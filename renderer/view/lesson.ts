// The guided first game as the guide shows it: which step the shown position is at, and each step's
// words with the lesson's own guilds, goods and guests put in (the steps themselves: protocol/lesson).
// After the guided round the learner plays their own game: a note opens each round, a short tip
// stands by on each of their turns, and the final scoring is explained in the scores themselves.
import type { Action, GameView, GuildId } from '../../engine/index.ts';
import type { Messages } from '../../languages/en/messages.ts';
import {
  GUIDED_UNTIL,
  LESSON_SEAT,
  LESSON_STEPS,
  PANEL,
  TIEBREAK_GUILD,
  lessonRecord,
  stepGuild,
  type LessonStep,
  type StepId,
} from '../../protocol/lesson/steps.ts';
import { goodsText } from './log.ts';
import { crestScale } from './scoreTable.ts';
import { goodOfGuild } from './order.ts';
import { tileName } from './tiles.ts';

export type GuideAt =
  /** A step of the guided round: its words wait for the player's action or their Next. */
  | { kind: 'step'; step: LessonStep; number: number }
  /** The opening note of one of the learner's own rounds (2 to 4), until its Next. */
  | { kind: 'round'; round: number }
  /** The learner's own turn in rounds 2 to 4: a tip, and the hint at hand. */
  | { kind: 'own'; guild: GuildId | null }
  /** The others are moving. */
  | { kind: 'watch' }
  /** The game is over: the scores explain themselves, and the lesson ends from them. */
  | { kind: 'scoring' };

/** What the player has read: the guided round's notes, and the opening notes of their own rounds. */
export type Read = StepId | `round${number}`;

export const STEP_COUNT = LESSON_STEPS.length;

/**
 * Where the shown position is in the lesson; `seen`: the notes the player has read (Next); `story`:
 * whether a round's end is being told (the board shows the position before it meanwhile; a `story`
 * step is told within it, see storyStep).
 */
export function guideAt(view: GameView, seen: ReadonlySet<Read>, story: boolean): GuideAt {
  const moves = view.moves;
  for (const [i, step] of LESSON_STEPS.entries()) {
    const now =
      step.kind === 'act'
        ? step.at === moves
        : step.kind === 'note' && step.at === moves && !seen.has(step.id);
    if (now) return { kind: 'step', step, number: i + 1 };
  }
  if (view.phase === 'finished') return { kind: 'scoring' };
  if (moves <= GUIDED_UNTIL) return { kind: 'watch' };
  if (!story && !seen.has(`round${view.round}`)) return { kind: 'round', round: view.round };
  if (view.waitingFor.includes(LESSON_SEAT)) return { kind: 'own', guild: view.resolving?.guild ?? null };
  return { kind: 'watch' };
}

/**
 * The guided step told within the round-end story (on its first page; the story's own Next reads on,
 * so that one way on shows): at the shown position, the story at page `page` (null: none told).
 */
export function storyStep(view: GameView, page: number | null): { step: LessonStep; number: number } | null {
  if (page !== 0) return null;
  const i = LESSON_STEPS.findIndex((s) => s.kind === 'story' && s.at === view.moves);
  return i < 0 ? null : { step: LESSON_STEPS[i]!, number: i + 1 };
}

/** The guide's heading at a step of the guided round. */
export function stepHeading(m: Messages, number: number): string {
  return m.common.labelled(m.lesson.title, m.lesson.step(number, STEP_COUNT));
}

/** Refusals and errors: the guide never covers them. */
const ERROR = '[data-testid="error"]';
const PLAN_TOGGLES = '[data-testid^="plan-"]';
/** The learner's own seat: their talers, goods and craftsmen, which their own moves depend on. */
const OWN_SEAT = `[data-testid="player-${LESSON_SEAT}"]`;
const house = (guild: GuildId) => `[data-anchor="guild:${guild}"]`;
/** Every player's area and every lodging: what a note opening a round, pointing at nothing, leaves in sight. */
const SEATS = '[data-anchor^="seat:"]';
const LODGINGS = '[data-anchor*=":lodging:"]';
/** The log's newest lines, which the others' turns are told in. */
const LOG_NEWEST = '[data-testid="log"] > li:nth-last-child(-n+3)';
/** A guild's tab beside the house on a phone (the house there fills the screen between bar and panel). */
const tab = (guild: GuildId) => `[data-testid="tab-${guild}"]`;

/**
 * What the guide points at (the first of `target` present) and what it must leave in sight besides
 * (`controls`, every element each selector finds): the step's own, or on the learner's own turns
 * their choices and the guild being called.
 */
export function guideTargets(at: GuideAt, view: GameView): { target: string[]; controls: string[] } {
  const called = view.resolving ? [house(view.resolving.guild)] : [];
  switch (at.kind) {
    case 'step':
      return { target: at.step.target, controls: [...at.step.controls, ERROR] };
    case 'round':
      return { target: [], controls: [PANEL, PLAN_TOGGLES, SEATS, LODGINGS, LOG_NEWEST, ERROR] };
    case 'own':
      return at.guild
        ? { target: [tab(at.guild), house(at.guild)], controls: [PANEL, house(at.guild), OWN_SEAT, ERROR] }
        : { target: [], controls: [PANEL, PLAN_TOGGLES, OWN_SEAT, LOG_NEWEST, ERROR] };
    case 'watch':
      return { target: [], controls: [PANEL, ...called, OWN_SEAT, LOG_NEWEST, ERROR] };
    case 'scoring':
      return { target: [], controls: [] };
  }
}

function list(m: Messages, items: string[]): string {
  return new Intl.ListFormat(m.locale, { type: 'conjunction' }).format(items);
}

function guildName(m: Messages, guild: GuildId | null): string {
  return guild ? m.guilds[guild] : '';
}

/** The record's action at a step, in words (what the lesson does there). */
export function moveWords(m: Messages, action: Action, guild: GuildId | null): string {
  switch (action.type) {
    case 'plan':
      return m.lesson.moves.plan(
        list(
          m,
          action.guilds.map((g) => m.guilds[g]),
        ),
      );
    case 'pass':
      return m.lesson.moves.pass;
    case 'nothing':
      return m.lesson.moves.nothing;
    case 'sell':
      return m.lesson.moves.sell(guild ? m.goodCount(action.count, goodOfGuild(guild)) : `${action.count}`);
    case 'buy':
      return m.lesson.moves.buy(goodsText(m, action.goods));
    case 'recruit': {
      const recruit = m.lesson.moves.recruit(action.window, goodsText(m, action.payment));
      return action.toFront ? `${recruit} ${m.lesson.moves.toFront}` : recruit;
    }
  }
}

/** What the learner's own action at a guided step pays, buys or recruits, for the step's words. */
function facts(m: Messages, step: LessonStep): { guild: string; good: string; what: string; guest: string } {
  const guild = stepGuild(step);
  const action = lessonRecord.actions[step.at]!;
  const good = guild ? m.goods[goodOfGuild(guild)] : '';
  let what = '';
  let guest = '';
  if (action.type === 'buy') what = goodsText(m, action.goods);
  if (action.type === 'sell' && guild) what = m.goodCount(action.count, goodOfGuild(guild));
  if (action.type === 'recruit') {
    what = goodsText(m, action.payment);
    const lodgings = lessonRecord.deal?.guilds[guild!]?.lodgings ?? [];
    const tile = lodgings[action.window - 1];
    guest = tile ? tileName(m, tile) : '';
  }
  return { guild: guildName(m, guild), good, what, guest };
}

export interface StepWords {
  title: string;
  text: string;
}

export function stepWords(m: Messages, step: LessonStep): StepWords {
  const s = m.lesson.steps;
  const f = facts(m, step);
  const [, first, second] = lessonRecord.players.map((p) => p.name);
  const action = lessonRecord.actions[step.at]!;
  switch (step.id) {
    case 'welcome':
      return { title: s.welcome.title, text: s.welcome.text(first!, second!) };
    case 'plan': {
      const guilds =
        action.type === 'plan'
          ? list(
              m,
              action.guilds.map((g) => m.guilds[g]),
            )
          : '';
      const count = action.type === 'plan' ? action.guilds.length : 0;
      return { title: s.plan.title, text: s.plan.text(guilds, m.planning.confirm(count)) };
    }
    case 'buy':
      return { title: s.buy.title, text: s.buy.text(f.guild, f.what) };
    case 'called':
      return { title: s.called.title, text: s.called.text(f.guild, first!) };
    case 'craftsman':
      return { title: s.craftsman.title, text: s.craftsman.text(f.guild, f.guest, f.good, f.what) };
    case 'townsman':
      return { title: s.townsman.title, text: s.townsman.text(f.guild, f.guest, f.what) };
    case 'sell':
      return { title: s.sell.title, text: s.sell.text(f.guild, f.what) };
    case 'pass':
      return { title: s.pass.title, text: s.pass.text };
    case 'roundEnd':
      return { title: s.roundEnd.title, text: s.roundEnd.text(m.guilds[TIEBREAK_GUILD]) };
  }
}

/** The words of the guide wherever it is: a step's, a round's opening, a tip, or the others' turn. */
export function guideWords(m: Messages, at: GuideAt, view: GameView): StepWords {
  const L = m.lesson;
  switch (at.kind) {
    case 'step':
      return stepWords(m, at.step);
    case 'round': {
      const prestige = view.guilds.find((g) => g.prestige);
      const guild = prestige ? m.guilds[prestige.id] : '';
      if (at.round === 2) {
        const [, first, second] = lessonRecord.players.map((p) => p.name);
        return { title: L.rounds.own.title, text: L.rounds.own.text(first!, second!, guild, crestScale(m)) };
      }
      if (at.round === 3) return { title: L.rounds.third.title, text: L.rounds.third.text(guild) };
      return { title: L.rounds.last.title, text: L.rounds.last.text(guild) };
    }
    case 'own':
      return at.guild
        ? { title: L.own.actTitle(m.guilds[at.guild]), text: L.own.act }
        : { title: L.own.planTitle, text: L.own.plan };
    case 'watch':
      return { title: L.watch.title, text: view.moves <= GUIDED_UNTIL ? L.watch.guided : L.watch.own };
    case 'scoring':
      return { title: m.scoreHelp.title, text: '' };
  }
}

/** The words of a refusal by the lesson (`id`: the step the host named, or wait). */
export function refusalWords(m: Messages, id: string): string {
  const step = LESSON_STEPS.find((s) => s.id === id && s.kind === 'act');
  if (step) return m.lesson.refused(moveWords(m, lessonRecord.actions[step.at]!, stepGuild(step)));
  return m.lesson.wait;
}
