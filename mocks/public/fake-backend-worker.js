// The fake backend's service worker: MSW's own worker (mockServiceWorker.js, written by
// `msw init`), except for this site's built files. MSW's worker asks the page about every
// request it sees, and the page answers "not mine" for each script chunk while it is busy
// starting; the fake backend only answers the API hosts, so the chunks go straight to the
// network and the worker stays out of the way of a page's start.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith('/static/')) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
