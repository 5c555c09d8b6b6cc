// The page in Firefox ESR, driven over WebDriver BiDi with puppeteer-core (suite.mjs).
import { launchFirefox } from './drivers.mjs';
import { crossBrowserSuite } from './suite.mjs';

crossBrowserSuite(launchFirefox);
