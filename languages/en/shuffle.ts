// English words of the shuffle anyone can check: the game's fingerprint, shown from the first move,
// and the seed revealed at the end.

export const shuffle = {
  /** The bar's short fingerprint, as a screen reader says it. */
  label: (short: string) => `Fingerprint of the shuffle: ${short}`,
  help: (fingerprint: string) =>
    `Fingerprint of the shuffle: ${fingerprint}. It is the SHA-256 of this game's seed and deal, fixed before the first move. The seed stays secret until the game is over; then anyone can check the shuffle against this fingerprint.`,
  title: 'A shuffle anyone can check',
  explain:
    'Before the first move every player was shown this fingerprint: the SHA-256 of the seed, which decided the deal and every guest drawn, and of the deal. Now that the game is over the seed is revealed: hashed again with the deal (npx norenberc verify with the game record does it), it must give the same fingerprint.',
  fingerprint: 'Fingerprint',
  seed: 'Seed',
};

export type Shuffle = typeof shuffle;
