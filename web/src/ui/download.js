// Saving a file from the page: a temporary <a download> with a blob URL.
// In <iframe sandbox> without 'allow-downloads' the browser refuses the download and tells the
// page nothing. No script can read a frame's sandbox flags, but such a frame without
// 'allow-same-origin' has an opaque origin, which can be seen: there the learner is told what to
// do in case no file arrived.
import { h } from './dom.js';

/** True where downloads may be refused without a word: a framed page with an opaque origin. */
export function downloadsMayBeBlocked() {
  return self.origin === 'null' && window.parent !== window;
}

export const blockedDownloadHint =
  'If no file arrived, the course page’s frame does not allow downloads (its sandbox lacks allow-downloads): ask the course author to allow them, or open Embedding Lab on its own to save files.';

/** Offers `blob` as a file named `filename`; returns the hint to show, or '' if none is needed. */
export function downloadFile(filename, blob) {
  const url = URL.createObjectURL(blob);
  const link = h('a', { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return downloadsMayBeBlocked() ? blockedDownloadHint : '';
}
