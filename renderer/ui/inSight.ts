// What a choice has just opened comes into sight in the box that scrolls it (a phone's dock above all),
// the least scroll that shows it whole: a section opened below the fold would wait there unseen.
import type { Attachment } from 'svelte/attachments';

export const inSight: Attachment<HTMLElement> = (element) => {
  element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
};
