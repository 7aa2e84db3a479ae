// A long step of a round's end on a screen that holds each step without scrolling (a table's display):
// its parts (a guild's favourite, a player's income, …) go in pages, each as many whole parts as fit.

/** A part's extent down the step, in px. */
export interface Extent {
  top: number;
  bottom: number;
}

/**
 * Where each page starts (the index of its first part), for parts laid out one under the other in a
 * box `room` px high: a page takes the parts that lie whole within the room from its first one's top;
 * a part taller than the room has a page of its own.
 */
export function pageStarts(parts: readonly Extent[], room: number): number[] {
  const starts = parts.length ? [0] : [];
  for (const [i, part] of parts.entries()) {
    const first = parts[starts.at(-1)!]!;
    if (i > starts.at(-1)! && part.bottom - first.top > room + 0.5) starts.push(i);
  }
  return starts;
}
