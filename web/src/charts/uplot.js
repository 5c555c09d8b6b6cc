// uPlot, the one way the page's code imports it: locale.js runs first, because uPlot builds an
// Intl.NumberFormat from navigator.language when its module loads (see locale.js).
import '../locale.js';
import 'uplot/dist/uPlot.min.css';

export { default } from 'uplot';
