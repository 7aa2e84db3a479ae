// The codes an error message may carry: a client words each one in its player's language.

/** Every code an error message may carry: a client words each one in its player's language. */
export const ERROR_CODES = [
  'bad-frame', // not a JSON object in a text frame
  'too-large',
  'version',
  'unknown-type',
  'invalid', // the message's fields do not fit its type
  'not-found',
  'not-allowed',
  'conflict', // the request came too late: the seat is taken, the game started, …
  'name-taken', // someone at the table goes by that name, or one that looks the same
  'table-name-taken', // another table of the host the creator sees goes by that name, or one like it
  'color-taken', // someone at the table plays that colour already
  'illegal', // an action the rules refuse
  'lesson', // an action the guided game's step does not ask for (the message: the step's id)
  'take-back', // a decision the rules do not let its player take back (the message: the TakeBackRefusal)
  'fingerprint', // a stored record whose seed or deal is not the one its fingerprint was made of
  'limit',
  'your-reviews', // the asker's address, or its player, has as many reviews under way as it may
  'local-seats', // seats played at one screen are set up from the household's own page only
  'code-needed', // a guest at the door sent something other than `enter` or `claim`
  'wrong-code', // not the evening's code
  'too-many-tries', // too many wrong codes lately, from this address or at this host: wait
  'removed', // a table's creator removed this player (or their address) for the evening
  'throttled',
  'internal', // a fault of the host, reported rather than crashing it
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
