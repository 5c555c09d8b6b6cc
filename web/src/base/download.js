// Saving a file from the page: a temporary <a download> with a blob URL.
// In <iframe sandbox> without 'allow-downloads' the browser refuses the download and tells the
// page nothing. No script can read a frame's sandbox flags, but such a frame without
// 'allow-same-origin' has an opaque origin, which can be seen: there the learner is told what to
// do in case no file arrived.
import { words } from '../i18n/words.js';
import { h } from './dom.js';
import { strings } from './strings.js';

const t = words('page', strings);

/** True where downloads may be refused without a word: a framed page with an opaque origin. */
function downloadsMayBeBlocked() {
  return self.origin === 'null' && window.parent !== window;
}

/** Offers `blob` as a file named `filename`; returns the hint to show, or '' if none is needed. */
export function downloadFile(filename, blob) {
  const url = URL.createObjectURL(blob);
  const link = h('a', { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return downloadsMayBeBlocked() ? t('downloadsBlocked') : '';
}
