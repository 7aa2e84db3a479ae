// Each townsman's figure in the sprite (a drawing of assets/townsmen/), one per type: the compiler
// refuses a townsman type without one.
import type { TownsmanType } from '../../engine/index.ts';

export const TOWNSMAN_SPRITES = {
  councilman: 'townsmen-councilman',
  burglar: 'townsmen-burglar',
  guardsman: 'townsmen-guardsman',
  musician: 'townsmen-musician',
  peddler: 'townsmen-peddler',
  mayor: 'townsmen-mayor',
  nobleman: 'townsmen-nobleman',
  taxCollector: 'townsmen-taxCollector',
  engraver: 'townsmen-engraver',
  foreman: 'townsmen-foreman',
  apprentice: 'townsmen-apprentice',
} satisfies Record<TownsmanType, string>;
