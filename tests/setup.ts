import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { HTML_FACTS, hiddenBySituation, situationStyles } from '../src/shell/static/contract';

if (typeof document !== 'undefined') {
  // A text page's situations are CSS (src/shell/static/contract.ts), inlined into every page by the
  // pre-renderer: view tests get the same, so a part of another situation is hidden here too.
  // Role queries leave out what `display: none` hides; text queries are told to.
  const style = document.createElement('style');
  style.textContent = situationStyles();
  document.head.append(style);
  const hidden = hiddenBySituation();
  configure({ defaultIgnore: ['script', 'style', '[hidden]', '[hidden] *', ...hidden, ...hidden.map((selector) => `${selector} *`)].join(', ') });

}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  if (typeof document !== 'undefined') for (const fact of Object.values(HTML_FACTS)) document.documentElement.removeAttribute(fact);
});
