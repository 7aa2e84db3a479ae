// The sprite's drawings other than Home's (sprite.ts): fetched with the first screen that draws them.
import { symbols } from './symbols.ts';

const files = import.meta.glob(
  ['../../assets/{goods,townsmen,symbols,board}/*.svg', '!../../assets/board/guildhouse.svg'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

export const DRAWINGS = symbols(files);
