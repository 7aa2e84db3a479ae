// The guilds a seat has ticked for its plan, kept in the tab's session storage until the plan is sent:
// a reload finds them ticked again. One per game, with the situation it was ticked in (seat, round,
// turn): a newer situation's replaces it, and an older one's is never read back.
import { GUILDS, type GuildId } from '../../engine/index.ts';

export interface KeptPlan {
  read(): GuildId[];
  write(chosen: readonly GuildId[]): void;
}

/** No keeping (nothing to keep it in, or nothing worth keeping). */
export const NOT_KEPT: KeptPlan = { read: () => [], write: () => {} };

export function keptPlan(
  gameId: string,
  situation: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): KeptPlan {
  if (!storage) return NOT_KEPT;
  const key = `norenberc.plan.${gameId}`;
  return {
    read() {
      try {
        const kept: unknown = JSON.parse(storage.getItem(key) ?? 'null');
        if (!kept || typeof kept !== 'object' || !('situation' in kept) || !('chosen' in kept)) return [];
        const { chosen } = kept as { chosen: unknown };
        if (kept.situation !== situation || !Array.isArray(chosen)) return [];
        // Only guilds, each once: anything else was not written here.
        const guilds = chosen.filter((g): g is GuildId => GUILDS.includes(g as GuildId));
        return guilds.length === chosen.length && new Set(guilds).size === guilds.length ? guilds : [];
      } catch {
        return [];
      }
    },
    write(chosen) {
      try {
        storage.setItem(key, JSON.stringify({ situation, chosen }));
      } catch {
        // A full or refused storage keeps nothing: the ticks live on the page as before.
      }
    },
  };
}
