// Starts the blocked-messages list's request (live, or the archive's first page), or a sender's
// archived blocks on their case page, while the app's code is still downloading: the pages whose
// data, more than their code, decides when their first rows show. The app adopts
// this response (src/api/early-response.ts) when the route's loader asks for the same path within
// a few seconds. Which address asks for what is contract/early-request.ts: the build writes it
// in below (without a build, as in `npm run dev`, nothing is asked for early).
(function () {
  var table = /* EARLY_REQUEST */ null;
  if (!table || typeof window.fetch !== 'function' || typeof window.AbortController !== 'function') return;
  var search = new URLSearchParams(window.location.search);
  var ask = listRequest(table, search) || senderCaseRequest(table.senderCase);
  if (!ask) return;
  var controller = new window.AbortController();
  var response = window.fetch(ask.path, {
    signal: controller.signal,
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  window.__earlyResponse = {
    path: ask.path,
    list: ask.list,
    at: window.performance.now(),
    controller: controller,
    response: response,
    copy: ask.paint
      ? response
          .then(function (answer) {
            return answer.ok ? answer.clone() : undefined;
          })
          .catch(function () {
            return undefined; // the app reports the failed request itself
          })
      : undefined,
  };

  /** The route's parameters, decoded; undefined when the address does not match or is malformed. */
  function paramsAt(pattern) {
    var match = new RegExp(pattern).exec(window.location.pathname);
    if (!match) return undefined;
    try {
      return match.slice(1).map(decodeURIComponent);
    } catch {
      return undefined;
    }
  }

  // The blocked messages, live or the archive's first page.
  function listRequest(table, search) {
    var params = paramsAt(table.path);
    if (!params) return undefined;
    var appId = encodeURIComponent(params[0]);
    var archive = search.get(table.unless.param) === table.unless.value;
    var path;
    if (archive) {
      // The archive: its first page, when the address filters nothing (else its own code asks).
      var plain = Array.from(search.keys()).every(function (key) {
        return table.archive.onlyParams.indexOf(key) >= 0;
      });
      if (!plain) return undefined;
      path = table.archive.api.replace(':appId', appId) + '?limit=' + table.archive.limit;
    } else {
      var asked = search.get(table.limitParam);
      var limit = asked !== null && table.limits.indexOf(Number(asked)) >= 0 ? Number(asked) : table.defaultLimit;
      path = table.api.replace(':appId', appId) + '?' + table.limitParam + '=' + limit;
    }
    // The newest records are painted from a copy before the app runs (src/app/first-rows), on the
    // unfiltered list only (live or archived, with no message open): with a search or a filter in
    // the address, they would be the wrong rows.
    var unfiltered = Array.from(search.keys()).every(function (key) {
      return key === (archive ? table.unless.param : table.limitParam);
    });
    return { path: path, list: archive ? 'archive' : 'live', paint: unfiltered };
  }

  // A sender's case: the archive's first page of what the uid sent, as the page's code asks for it.
  function senderCaseRequest(senderCase) {
    var params = paramsAt(senderCase.path);
    if (!params) return undefined;
    var query = new URLSearchParams([
      [senderCase.param, params[1]],
      ['limit', String(senderCase.limit)],
    ]);
    var path = senderCase.api.replace(':appId', encodeURIComponent(params[0])) + '?' + query.toString();
    return { path: path, list: 'sender', paint: true };
  }
})();

// On the live blocked messages the server sends the app's entry as a preload, not a script
// (server/routes/static.ts): its evaluation is one long task that would hold back the newest rows
// painted from this request (src/app/first-rows). The painter runs the entry once it has painted them
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
