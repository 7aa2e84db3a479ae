// A priority below normal for the calling thread alone. On Linux a thread is a task with its own id
// and its own nice value (setpriority on the id changes that thread only): at nice 10 an advice thread
// gets about a tenth of what a busy bot thread or the sockets get of a core they share, yet other
// programs do not starve it (at nice 19, on a machine busy with other work, a review's first decision
// took 50 s). Elsewhere one thread's priority cannot be set from JavaScript: it keeps the usual one.
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

export function lowerThisThread(): void {
  if (process.platform !== 'linux') return;
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>" of the thread that reads it.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(tid, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // No /proc (a sandbox): the thread keeps the usual priority.
  }
}
