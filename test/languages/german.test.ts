// German says whom a thief robs after the goods it takes ("nimmt 1 Tuch von Mittel-Bot"): before them,
// a count reads as part of the name it follows ("nimmt Mittel-Bot 1 Tuch" names a "Mittel-Bot 1").
import { describe, expect, it } from 'vitest';
import { advice } from '../../languages/de/hints.ts';
import { messages } from '../../languages/de/messages.ts';

describe('German, of a thief', () => {
  it('names the goods before the player robbed, in the log and in the advice', () => {
    expect(messages.log.burgled('Mittel-Bot 2', 'Mittel-Bot', '1 Tuch, 1 Hut', 4)).toBe(
      'Der Dieb von Mittel-Bot 2 nimmt 1 Tuch, 1 Hut von Mittel-Bot; Mittel-Bot erhält 4 Taler.',
    );
    expect(advice.reasons.robs('Leicht-Bot', '2 Schuhe')).toBe('nimmt 2 Schuhe von Leicht-Bot');
    expect(advice.ability.burglar('Leicht-Bot', '2 Schuhe')).toBe(', und 2 Schuhe von Leicht-Bot nehmen');
  });
});
