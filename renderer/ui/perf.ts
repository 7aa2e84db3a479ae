// Performance marks for `npm run bench` (and for anyone profiling the app in DevTools): when the host's
// first snapshot came, when the board it describes was first painted (the frame after the board
// rendered), and when tokens start and stop moving across the board.
let painted = false;

export function markBoardPainted(snapshotAt: number | null): void {
  if (painted || snapshotAt === null) return;
  painted = true;
  requestAnimationFrame(() => {
    // The frame is painted once the task after this animation frame runs.
    setTimeout(() => {
      performance.mark('norenberc:snapshot', { startTime: snapshotAt });
      performance.mark('norenberc:board-painted');
      performance.measure('norenberc:first-board-paint', 'norenberc:snapshot', 'norenberc:board-painted');
    }, 0);
  });
}

/** Brackets the time tokens move: `norenberc:flying` when a step's tokens leave, `norenberc:landed` when all are down. */
export function markFlights(moving: boolean): void {
  performance.mark(moving ? 'norenberc:flying' : 'norenberc:landed');
}
