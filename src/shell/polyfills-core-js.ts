/**
 * core-js for the engines of the support matrix that lack these (src/shell/polyfills.ts loads
 * this chunk only there):
 *  - Object.hasOwn: Chrome 93, Safari 15.4 (our allowlists and notice events)
 *  - Array.prototype.at: Chrome 92, Safari 15.4 (ours, web-vitals' attribution)
 *  - String.prototype.replaceAll: Chrome 85 (@tanstack/router's path encoding)
 */
import 'core-js/modules/es.object.has-own.js';
import 'core-js/modules/es.array.at.js';
import 'core-js/modules/es.string.replace-all.js';
