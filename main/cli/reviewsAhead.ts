// `--no-reviews-ahead` of `norenberc start` and `norenberc host`: the host weighs no player's decision
// for their review while the games are played (a review is weighed when it is asked for), for a machine
// with no processor time to spare. Said at the start, so that a slow review is no surprise.
export const REVIEWS_AHEAD_OPTION = { 'no-reviews-ahead': { type: 'boolean' } } as const;

export const NOT_AHEAD =
  'reviews are weighed when a player asks for one, not while the games are played (--no-reviews-ahead)\n';
