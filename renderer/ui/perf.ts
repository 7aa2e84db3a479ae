// Performance marks for `npm run bench`: when the host's first snapshot came, and when the board it
// describes was first painted (the frame after the board rendered).
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
