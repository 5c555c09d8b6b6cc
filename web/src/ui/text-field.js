// The text controls moved to ui/controls.js; these names stay importable from here.
export { sharedTextControl as sharedTextField, textControl as textField } from './controls.js';
