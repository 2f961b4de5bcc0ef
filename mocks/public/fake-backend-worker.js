// The fake backend's service worker: MSW's own worker (mockServiceWorker.js, written by
// `msw init`), except for this site's built files. MSW's worker asks the page about every
// request it sees, and the page answers "not mine" for each script chunk while it is busy
// starting; the fake backend only answers the API hosts, so the chunks go straight to the
// network and the worker stays out of the way of a page's start.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith('/static/')) event.stopImmediatePropagation();
});

// MSW's worker names each request with crypto.randomUUID, which the engines of the support matrix
// before Chrome 92 and Safari 15.4 lack (README "Engines"): a version-4 UUID from getRandomValues.
if (self.crypto && typeof self.crypto.randomUUID !== 'function') {
  self.crypto.randomUUID = function randomUUID() {
    const bytes = self.crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = Array.prototype.map.call(bytes, (b) => (b + 0x100).toString(16).slice(1)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

importScripts('./mockServiceWorker.js');
