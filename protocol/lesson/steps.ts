// The guided first game: the guided round's record (every seat's actions, protocol/lesson/record.ts)
// and its steps. In that round the host plays the others' scripted actions and accepts from the player
// only the step's action; the renderer shows each step's words (renderer/i18n: `lesson`) by the board
// element it speaks of. Rounds 2 to 4 are the learner's own (protocol/lesson/opponents.ts).
import { actionKey, apply, replay } from '../../engine/index.ts';
import type { Action, GameRecord, GuildId } from '../../engine/index.ts';
import { lessonRecord } from './record.ts';
import { LESSON_SEAT, lessonSituations, type Found, type Situation } from './situations.ts';

export { LESSON_SEAT, lessonRecord };

/**
 * What a step waits for: `act`, the player's own action (the record's action at `at`); `note`, the
 * player's Next, shown while the game waits at `at`; `story`, the round's end that action `at` brings
 * about: its words are told in the round-end story, whose own Next reads on.
 */
export type StepKind = 'act' | 'note' | 'story';
export type StepId = 'welcome' | Situation;

export interface LessonStep {
  id: StepId;
  kind: StepKind;
  at: number;
  /**
   * CSS selectors of the element the step points at (the first one present, in order): on a phone
   * some are not drawn (the track, the player's area) and the houses but one are out of reach.
   */
  target: string[];
  /** Controls the step names besides its target, and the player's panel: the guide never covers them. */
  controls: string[];
}

const where = new Map(lessonSituations(lessonRecord).map((s) => [s.id, s]));
function found(id: Situation): Found {
  const f = where.get(id);
  if (!f || f.at < 0) throw new Error(`the lesson's record never shows "${id}"`);
  return f;
}
const at = (id: Situation): number => found(id).at;

const anchor = (a: string) => `[data-anchor="${a}"]`;
const store = (id: Situation) => anchor(`guild:${found(id).guild}:store`);
function lodging(id: Situation): string {
  const { at, guild } = found(id);
  const action = lessonRecord.actions[at]!;
  return `[data-testid="lodging-${guild}-${action.type === 'recruit' ? action.window : 1}"]`;
}

/** The player's choices (the panel), which no step's words may cover. */
export const PANEL = '[data-region="panel"]';
const houseOf = (id: Situation) => anchor(`guild:${found(id).guild}`);
/** The player's seat: their area beside the board, or on a phone their chip. */
const SEAT = [`[data-testid="player-${LESSON_SEAT}"]`, `[data-testid="chip-${LESSON_SEAT}"]`];
/** A control in reach: not in a house the phone's carousel does not show. */
const inReach = (selector: string) => `${selector}:not([inert] *)`;
const plan = lessonRecord.actions[at('plan')]!;
const planned = plan.type === 'plan' ? plan.guilds : [];

export const LESSON_STEPS: readonly LessonStep[] = [
  {
    id: 'welcome',
    kind: 'note',
    at: 0,
    target: SEAT,
    controls: [PANEL],
  },
  {
    id: 'plan',
    kind: 'act',
    at: at('plan'),
    // The next guild to choose (on its house, or in the panel's list where the house is out of reach),
    // then the button that confirms the plan.
    target: [
      ...planned.flatMap((g) => [
        inReach(`[data-testid="plan-${g}"][aria-pressed="false"]`),
        `[data-testid="plan-choice-${g}"]:has(input:not(:checked))`,
      ]),
      '[data-testid="plan-confirm"]',
    ],
    controls: ['[data-testid^="plan-"]', PANEL],
  },
  { id: 'buy', kind: 'act', at: at('buy'), target: [store('buy')], controls: [houseOf('buy'), PANEL] },
  {
    id: 'called',
    kind: 'note',
    at: at('called'),
    // The turn order: the track, or on a phone the players' chips, in that order.
    target: [anchor('track'), '[data-region="players"]'],
    controls: [houseOf('called'), PANEL],
  },
  {
    id: 'craftsman',
    kind: 'act',
    at: at('craftsman'),
    target: [lodging('craftsman')],
    controls: [houseOf('craftsman'), PANEL],
  },
  {
    id: 'townsman',
    kind: 'act',
    at: at('townsman'),
    target: [lodging('townsman')],
    controls: [houseOf('townsman'), PANEL],
  },
  { id: 'sell', kind: 'act', at: at('sell'), target: [store('sell')], controls: [houseOf('sell'), PANEL] },
  {
    id: 'pass',
    kind: 'act',
    at: at('pass'),
    // Pass, then the button that confirms it.
    target: ['[data-testid="pass"]', '[data-testid="pass-confirm"]', ...SEAT],
    controls: [PANEL],
  },
  {
    id: 'roundEnd',
    kind: 'story',
    at: at('roundEnd'),
    target: ['[data-testid="round-end"]'],
    // Told in the story beside the board, clear of what it tells: the houses whose tiles move (every
    // guild's favourite takes its guildmaster), the turn order.
    controls: [anchor('track'), '[data-anchor^="guild:"]'],
  },
];

/** The guild a step's action is taken at (null: none), for its words. */
export function stepGuild(step: LessonStep): GuildId | null {
  return step.id === 'welcome' ? null : found(step.id).guild;
}

/** The guild whose favourite the round's end chooses by talers (the lesson points it out). */
export const TIEBREAK_GUILD: GuildId = (() => {
  const end = at('roundEnd');
  const before = replay(lessonRecord, end);
  const result = before.ok ? apply(before.state, lessonRecord.actions[end]!) : null;
  const favourite = result?.ok
    ? result.events.find((e) => e.type === 'favourite' && e.tiebreak === 'talers')
    : undefined;
  if (favourite?.type !== 'favourite') throw new Error("the lesson's round end has no tie-break by talers");
  return favourite.guild;
})();

/** The last action of the guided round: after it, the learner plays their own game. */
export const GUIDED_UNTIL = at('roundEnd');

/**
 * Why the player's `action` is not the lesson's at move `moves` (null: it is, or the guided round is
 * over and every move is the player's own). The id of the step the player is at; `wait` while the
 * others are to move.
 */
export function lessonRefusal(moves: number, action: Action): StepId | 'wait' | null {
  if (moves > GUIDED_UNTIL) return null;
  const expected = lessonRecord.actions[moves];
  if (!expected || expected.seat !== action.seat) return 'wait';
  if (actionKey(expected) === actionKey(action)) return null;
  return LESSON_STEPS.find((s) => s.kind === 'act' && s.at === moves)!.id;
}

export function isLessonRecord(record: GameRecord): boolean {
  return record.seed === lessonRecord.seed;
}
