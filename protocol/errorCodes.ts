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
  'bot-name', // a person's name that reads as a bot's default name in some language ("Mittel-Bot 2")
  'table-name-taken', // another table of the host the creator sees goes by that name, or one like it
  'color-taken', // someone at the table plays that colour already
  'already-seated', // a join by a player who holds a seat at the table already (from this screen or another)
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
  'removed', // a table's creator removed this player for the evening
  'address-removed', // a guest without a seat here, from the address of a player removed for the evening
  'throttled',
  'internal', // a fault of the host, reported rather than crashing it
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Which limit a `limit` refusal met (its `limit` field), for a client to say which in words. */
export const LIMIT_KINDS = [
  'host-games', // the games the host runs for its guests (none could make way)
  'your-tables', // the tables one address, or one player, may have made
  'your-games', // the games one client may be in at once
  'seats', // as many seats as a table may have
  'reviews', // the reviews under way on the host (the guests' share, or the household's)
  'match-reviews', // the reviews under way of one match: as many as its seats
  'restore', // no room to bring a game set aside back now
] as const;

export type LimitKind = (typeof LIMIT_KINDS)[number];
