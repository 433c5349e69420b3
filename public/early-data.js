// Starts the blocked-messages list's request while the app's code is still downloading: it is
// the one page whose data, more than its code, decides when its first rows show. The app adopts
// this response (src/api/early-response.ts) when navigation asks for the same path within
// a few seconds. Path and limits mirror src/api/paths.ts and
// src/features/blocked-messages/list-limit.ts; src/features/blocked-messages/early-data.test.ts holds them equal.
(function () {
  var match = /^\/apps\/([^/]+)\/blocked-messages\/?$/.exec(window.location.pathname);
  if (!match || typeof window.fetch !== 'function' || typeof window.AbortController !== 'function') return;
  var search = new URLSearchParams(window.location.search);
  // The archive's list is another request, made by its own code: the live list would be wasted.
  if (search.get('source') === 'archive') return;
  var limits = [100, 500, 1000, 2500, 5000, 10000];
  var asked = search.get('limit');
  var limit = asked !== null && limits.indexOf(Number(asked)) >= 0 ? Number(asked) : 500;
  var appId;
  try {
    appId = decodeURIComponent(match[1]);
  } catch {
    return;
  }
  var path = '/api/apps/' + encodeURIComponent(appId) + '/moderation/blocked-messages?limit=' + limit;
  var controller = new window.AbortController();
  var response = window.fetch(path, { signal: controller.signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  // The newest records are painted from a copy before the app runs (first-rows.js), on the
  // unfiltered list only: with a search or a filter in the address, they would be the wrong rows.
  var unfiltered = Array.from(search.keys()).every(function (key) {
    return key === 'limit';
  });
  window.__earlyResponse = {
    path: path,
    at: window.performance.now(),
    controller: controller,
    response: response,
    copy: unfiltered
      ? response.then(function (answer) {
          return answer.ok ? answer.clone() : undefined;
        }).catch(function () {
          return undefined; // the app reports the failed request itself
        })
      : undefined,
  };
})();

// On the live blocked messages the server sends the app's entry as a preload, not a script
// (server/routes/static.ts): its evaluation is one long task that would hold back the newest rows
// painted from this request (first-rows.js). first-rows.js runs the entry once it has painted them
// or found nothing to paint; at the latest, the timer does (the painter's script failed, or the
// answer is slow: the painter then still fills the app's placeholder).
(function () {
  var started = false;
  function start() {
    if (started) return;
    var entry = document.querySelector('link[data-app-entry]');
    if (!entry) {
      // Called before the parser reached the head's end, or on a page served without it.
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    started = true;
    void import(entry.getAttribute('href') || '');
  }
  window.__startApp = start;
  window.setTimeout(start, 250);
})();
