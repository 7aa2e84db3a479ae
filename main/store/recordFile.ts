// A game record file as the command line and the desktop app read it: a regular file, read no further
// than a record can be long. A FIFO would hang the read and a device (/dev/zero) never end it, so
// neither is read at all; nor is a file past the bound.
import { readSmallFile } from './safeFiles.ts';

/** The largest record file read: far above any real game's record (under 20 KB, 5,000 actions at most). */
export const RECORD_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** The text of the record file at `path`; throws FileProblem (not a file, too large, unreadable, missing). */
export function readRecordText(path: string): string {
  return readSmallFile(path, RECORD_FILE_MAX_BYTES).toString('utf8');
}
