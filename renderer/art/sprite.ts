// Every drawing of assets/ becomes a <symbol> of one inline sprite, so that the board draws each
// icon with a cheap <use href="#folder-name"> and the files stay plain SVGs that open on their own.
// Home's guild houses come with the page; the other drawings (drawings.ts) with the first screen that
// draws them.
import { symbols } from './symbols.ts';

const home = import.meta.glob('../../assets/board/guildhouse.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

export const HOME_SPRITE = symbols(home);
