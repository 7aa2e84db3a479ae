// What a panel of the seat's decision (planning, or the action at a guild) is given: the position, what
// the seat's legal actions offer there, the actions themselves, the half-made choice, and the way to
// send one.
import type { Action, GameView } from '../../engine/index.ts';
import type { Draft } from './draft.svelte.ts';

export interface DecisionPanelProps<Choices> {
  view: GameView;
  choices: Choices;
  /** The seat's legal actions in `view`: every action sent is one of them. */
  actions: readonly Action[];
  draft: Draft;
  /** An action is on its way: nothing more is sent meanwhile. */
  busy: boolean;
  send: (action: Action) => void;
}
