// A bot seat's default name in this language (en/bots.ts).
import type { BotNames } from '../en/bots.ts';

export const bots: BotNames = { easy: 'Robot facile', medium: 'Robot moyen', hard: 'Robot difficile' };
