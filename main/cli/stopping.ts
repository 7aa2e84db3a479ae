// How a command ends early: on a stop request (Ctrl-C, SIGTERM from a service manager), or when the
// reader of its output goes away (`norenberc stats | head`). The latter ends a command quietly with exit
// code 0, as a Unix command ends on SIGPIPE, never with a stack trace; a program that serves games takes
// it as a stop request, so that its games are kept as on Ctrl-C.

/** What the reader going away does: exit at once, unless a program waits for a stop request. */
let onReaderGone: () => void = () => process.exit(0);

let installed = false;

/** Installs the quiet end on standard output, before any command (once however often it is called). */
export function endQuietlyWhenReaderCloses(): void {
  if (installed) return;
  installed = true;
  let gone = false;
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    // Every later write fails alike: the first one decides.
    if (gone) return;
    gone = true;
    onReaderGone();
  });
}

/** Resolves on Ctrl-C, on SIGTERM, or when the reader of standard output goes away. */
export function stopRequested(): Promise<void> {
  return new Promise((resolve) => {
    const stop = (): void => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    onReaderGone = stop;
  });
}
