// Two states one seat cannot tell apart: the fairness tests of the bots and of hints.
import { ALL_TOWNSMEN, GUILDS, craftsman } from '../../engine/model/components.ts';
import { view, type GameState } from '../../engine/index.ts';
import type { BotRandom } from '../../engine/bots/random.ts';

/** Everything one seat cannot see, changed: others' talers and face-down cards, the guest stack, the rng. */
export function changeHiddenFacts(s: GameState, seat: number, random: BotRandom): GameState {
  const called = s.resolving?.guild ?? -1;
  const seats = s.seats.map((p, i) => {
    if (i === seat) return p;
    let plan = p.plan;
    if (plan && plan.length > 0) {
      // Cards not yet revealed may stand for any guild not yet called.
      const revealed = s.phase === 'action' ? plan.filter((g) => g <= called) : [];
      const hidden = plan.length - revealed.length;
      const open = random.shuffle(
        GUILDS.slice(0, s.guilds.length)
          .map((_, g) => g)
          .filter((g) => g > (s.phase === 'action' ? called : -1)),
      );
      plan = [...revealed, ...open.slice(0, hidden)].sort((a, b) => a - b);
    }
    return { ...p, talers: p.talers + 1 + random.int(40), plan };
  });
  // The stack keeps its craftsmen; its townsmen may be any townsmen nobody has seen.
  const seen = new Set(JSON.stringify(view(s, seat)).match(/[a-zA-Z]+-\d+/g));
  const unseenTownsmen = random.shuffle(ALL_TOWNSMEN.filter((t) => !seen.has(t)));
  const stack = s.guestStack.map((t) => (craftsman(t) ? t : unseenTownsmen.pop()!));
  return {
    ...s,
    seats,
    guestStack: random.shuffle(stack),
    rng: [random.seed(), random.seed(), random.seed(), random.seed()],
  };
}
