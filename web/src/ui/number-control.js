// The controls moved to ui/controls.js; these names stay importable from here.
export { numberControl, settingControl, settingControls } from './controls.js';
