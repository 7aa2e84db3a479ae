// The protocol's limits, which the host enforces and a page respects: the size and rate of frames,
// and the bounds of a request's fields.

/** Larger inbound frames get an error reply and are not read. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Sustained inbound rate above which a client is throttled, then disconnected. */
export const MAX_MESSAGES_PER_SECOND = 50;
/** The longest table name. */
export const TABLE_NAME_MAX = 40;
/** The most simulations per decision a review may ask for (the default is the engine's reviewIterations). */
export const MAX_REVIEW_ITERATIONS = 20_000;
