// Français : les mots du mélange que chacun peut vérifier (l’empreinte de la partie, montrée dès le
// premier coup, et la graine révélée à la fin).
import type { Shuffle } from '../en/shuffle.ts';

export const shuffle: Shuffle = {
  label: (short: string) => `Empreinte du mélange : ${short}`,
  help: (fingerprint: string) =>
    `Empreinte du mélange : ${fingerprint}. C’est le SHA-256 de la graine et de la donne de cette partie, fixées avant le premier coup. La graine reste secrète jusqu’à la fin de la partie ; chacun peut alors vérifier le mélange avec cette empreinte.`,
  title: 'Un mélange que chacun peut vérifier',
  explain:
    'Avant le premier coup, chaque joueur a vu cette empreinte : le SHA-256 de la graine, qui a décidé la donne et chaque invité tiré, et de la donne. La partie finie, la graine est révélée : hachée de nouveau avec la donne (npx norenberc verify sur l’enregistrement de la partie le fait), elle doit redonner la même empreinte.',
  fingerprint: 'Empreinte',
  seed: 'Graine',
};
