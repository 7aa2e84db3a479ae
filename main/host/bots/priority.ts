// The lowest scheduling priority for the calling thread alone. On Linux a thread is a task with its
// own id and its own nice value (setpriority on the id changes that thread only), so an advice thread
// gets the processor only when the bots' threads and the sockets leave it idle. Elsewhere the priority
// of one thread cannot be set from JavaScript: the thread keeps the usual one.
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

export function lowerThisThread(): void {
  if (process.platform !== 'linux') return;
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>" of the thread that reads it.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(tid, constants.priority.PRIORITY_LOW);
  } catch {
    // No /proc (a sandbox): the thread keeps the usual priority.
  }
}
