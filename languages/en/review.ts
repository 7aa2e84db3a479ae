// English words of the post-game review (the review screen, its chart and its timeline).
import { counted, elapsed } from '../format.ts';
import { home } from './home.ts';

/** The catalogue's language, for its counts. */
const LOCALE = home.locale;
const plural = (n: number, one: string, many: string): string => counted(LOCALE, n, { one, other: many });

export const review = {
  open: 'Review the game',
  /** The history's note beside a seat whose review the host keeps. */
  kept: 'review ready',
  title: (match: number) => `Review of match ${match}`,
  intro:
    "Every decision of one player weighed by the hard bot from that player's view at that moment: only what they could see then. Its best move is the one a hint gave, or would have given, at that decision; a move the hint showed beside it is judged as the hint judged it, by the same margin; what any other move lost is measured afresh, on new possible futures.",
  seat: 'Decisions of',
  preparing: 'Preparing the review…',
  progress: (done: number, total: number) =>
    done < total ? `Weighing decision ${done + 1} of ${total}…` : `All ${total} decisions weighed`,
  /** How long the review has been under way, so a slow decision never looks stuck. */
  underway: (seconds: number) => `Under way for ${elapsed(LOCALE, seconds)}`,
  progressLabel: 'Review progress',
  cancel: 'Cancel',
  cancelHint: 'Esc cancels.',
  cancelled: 'Review cancelled.',
  lost: 'The connection to the host was lost during the review.',
  again: 'Review again',
  hostFailed: 'the host could not finish it.',
  madeWay: "the host stopped it for another guest's review, as you had more under way: ask again in a while.",
  failed: (why: string) => `The review could not be made: ${why}`,
  ready: (n: number, blunders: number) =>
    `Review ready: ${plural(n, 'decision', 'decisions')}, ${plural(blunders, 'blunder', 'blunders')}.`,
  summary: 'Summary',
  decisions: 'Decisions',
  meanLoss: 'Average loss',
  blunders: "Blunders (3 VP or more, beyond the estimate's margin)",
  bestMoves: 'Best moves',
  goodMoves: "As good, within the estimate's margin",
  vp: (n: string) => `${n} VP`,
  /** A loss beyond the estimate's margin of noise: a clear loss. */
  lossBeyond: (loss: string, margin: string) => `${loss} ± ${margin} VP, beyond the estimate's margin`,
  /** A loss within the estimate's margin of noise: no clear loss; `best` is the advised move. */
  lossWithin: (best: string, loss: string, margin: string) =>
    `As good as the advised move (${best}), within the estimate's margin: ${loss} ± ${margin} VP`,
  verdicts: {
    best: 'Best move',
    good: 'Good',
    inaccuracy: 'Inaccuracy',
    mistake: 'Mistake',
    blunder: 'Blunder',
  },
  round: (n: number) => `Round ${n}`,
  played: 'Played',
  best: 'Advised',
  sameAsBest: 'The advised move was played.',
  loss: 'Loss',
  why: 'What the advised move gains over yours',
  noReasons: 'Nothing more at once: the difference shows only as the game goes on.',
  turningPoint: 'Turning point',
  turningPoints: 'Turning points',
  noTurningPoints: 'No decision cost anything: every move was the best one.',
  timeline: 'Decisions in order',
  timelineHelp: 'Left and right arrows move along the decisions; Enter opens the replay there.',
  decision: (n: number, total: number) => `Decision ${n} of ${total}`,
  list: 'Every decision',
  onlyCostly: 'Only decisions that cost something',
  inReplay: (n: number, total: number) => `Reviewed decision ${n} of ${total}`,
  backToReview: 'Back to the review',
  openReplay: 'Open the replay here',
  chart: 'Projected score, round by round',
  chartHelp: 'What each player was heading for, from what everyone could see (talers aside).',
  chartStart: (round: number) => `Start of round ${round}`,
  chartEnd: 'End',
  plans: (name: string, guilds: string) => `${name} plans ${guilds}.`,
  unknownAction: (name: string) => `${name} makes a move the record cannot replay here.`,
};

export type Review = typeof review;
