// A rematch offered at the final scores: the same seats in a new game. The creator offers it; each
// player whose seat is on another screen accepts or declines; the creator may go on without those
// who have not answered.

/** Per seat: accepted (the creator's own seats and the bots at once), declined, or not answered yet. */
export type RematchAnswer = 'yes' | 'no' | 'waiting';

export interface RematchOffer {
  answers: RematchAnswer[];
  /** The new game, once it is made: every player who accepted is seated in it. */
  next: string | null;
}
