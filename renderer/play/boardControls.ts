// The board's part in the choice being made: planning toggles on the houses' signs, the lodgings
// windows open to a recruit, the tiles a Guardsman swap would trade (the swap pointed at in the list,
// else the one chosen). They act on the draft, and do nothing while `locked` (an action on its way,
// tokens flying, the host away); while the host is away (`frozen`) they are disabled, and no window is
// offered.
import type { GuildId } from '../../engine/index.ts';
import type { BoardControls } from '../board/controls.ts';
import type { PlanningChoices, TurnChoices } from '../view/choices.ts';
import type { Draft } from './draft.svelte.ts';

export function boardControls(
  planning: PlanningChoices | null,
  turn: TurnChoices | null,
  draft: Draft,
  locked: () => boolean,
  frozen: boolean,
): BoardControls {
  if (planning) {
    const toggle = (guild: GuildId) => () => {
      if (!locked()) draft.toggle(guild, planning.maxCards);
    };
    return {
      planning: (guild: GuildId) =>
        planning.guilds.includes(guild)
          ? {
              chosen: draft.chosen.includes(guild),
              enabled: draft.chosen.length < planning.maxCards,
              frozen,
              toggle: toggle(guild),
            }
          : null,
    };
  }
  if (!turn) return {};
  const key = draft.pointed ?? draft.ability;
  const swap = key?.startsWith('swap:') ? key.slice(5).split('/') : [];
  return {
    recruitable: (guild) => (guild === turn.guild && !frozen ? turn.recruits.map((r) => r.window) : []),
    picked: (guild) => (guild === turn.guild && draft.mode === 'recruit' ? draft.window : null),
    pick: (_guild, window) => {
      if (!locked()) draft.pickWindow(window);
    },
    highlight: swap,
  };
}
