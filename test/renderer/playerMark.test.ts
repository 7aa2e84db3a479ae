// Every player's colour is told apart by more than its hue: a shape of its own and, for colour-blind
// mode, stripes at an angle of their own. A colour added to the engine's list without them fails here.
import { describe, expect, it } from 'vitest';
import { PLAYER_COLORS } from '../../engine/players.ts';
import { playerStyle } from '../../renderer/art/palette.ts';
import PlayerMark from '../../renderer/board/PlayerMark.svelte';
import { render } from './mount.ts';

describe("the players' marks", () => {
  it('draw each colour in a shape of its own', () => {
    const shapes = PLAYER_COLORS.map((color) => {
      const mark = render(PlayerMark, { color })
        .querySelector('svg')!
        .lastElementChild!.cloneNode() as Element;
      mark.removeAttribute('fill');
      return mark.outerHTML;
    });
    expect(new Set(shapes).size).toBe(PLAYER_COLORS.length);
  });

  it('give each colour its own fill and its own stripes', () => {
    const styles = PLAYER_COLORS.map(playerStyle);
    expect(new Set(styles.map((s) => s.fill)).size).toBe(PLAYER_COLORS.length);
    expect(new Set(styles.map((s) => s.hatch)).size).toBe(PLAYER_COLORS.length);
  });
});
