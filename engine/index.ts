// The Norenberc rules engine: pure, deterministic, serialisable. This file, engine/bots/index.ts and
// engine/players.ts are the engine's public faces: outside engine/, code imports only these
// (eslint.config.js, ENGINE_FACES).
export { apply, check } from './apply.ts';
export type { ApplyResult } from './apply.ts';
export { actionKey } from './actionKey.ts';
export { canonicalSwap } from './rules/thieves.ts';
export { legalActions, legalActionGroups, randomLegalAction } from './legal.ts';
export type { ActionGroup } from './legal.ts';
export { stateFromView } from './fromView.ts';
export type { HiddenFacts } from './fromView.ts';
export { view } from './view.ts';
export type { GameView, GuildView, SeatView } from './view.ts';
export { score, crestVp, majority, CREST_VP } from './rules/scoring.ts';
export { favourCounts, PEDDLER_WEIGHT } from './rules/favourites.ts';
export { WINDOW_PRICES } from './rules/recruit.ts';
export { newGame, dealFromSeed, checkDeal } from './setup.ts';
export { hashSeed } from './model/random.ts';
export type { NewGameOptions } from './setup.ts';
export {
  parseRecord,
  replay,
  toRecord,
  recordState,
  finalScores,
  byStandIn,
  RECORD_FORMAT,
} from './record.ts';
export type { GameRecord, ParseResult, RecordPlayer, ReplayResult, StandIn } from './record.ts';
export type { RecordProblem, StandInProblem } from './recordProblem.ts';
export { activeSeats, currentActor } from './model/state.ts';
export type { Collection } from './model/state.ts';
export { takeBack } from './takeBack.ts';
export type { Played, TakeBack, TakeBackRefusal } from './takeBack.ts';
export {
  actionSchema,
  cleanName,
  describeIssues,
  goodsSchema,
  NAME_MAX,
  nameProblem,
  nameProblemText,
  nameSchema,
  playerName,
} from './schema.ts';
export type { NameProblem } from './schema.ts';
export type { GameEvent, TilePlace } from './model/events.ts';
export * from './model/types.ts';
export * as components from './model/components.ts';
export { craftsman, townsman, GUILDS } from './model/components.ts';
export * from './players.ts';
