// The system Chromium (Debian's /usr/bin/chromium) as every browser test and the benchmark launch
// it, through playwright-core. Without the background-networking flags Chromium floods the
// closed network (docs/TOOLCHAIN.md).
import { chromium } from 'playwright-core';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Resolves to a playwright Browser: headless /usr/bin/chromium with the flags above. */
export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}
