// Watches the app's start: the static home (index.html) shows until the UI (main.py, on
// PyScript's MicroPython) draws over it. If a file the UI needs cannot be loaded meanwhile —
// the connection drops or changes during a first visit, a host serves an error — PyScript
// stops with an unhandled error and the page would say "Loading…" for ever. Instead the
// static home says the app could not finish loading and offers to try again (a reload,
// which after a first visit comes from the service worker's cache).
//
// Errors after the UI has drawn are the UI's own business: the static home is gone by then.
(function () {
  "use strict";
  var TEXT = {
    en: { said: "Pocket Table could not finish loading: the connection dropped or the site did not answer.",
          retry: "Try again" },
    "zh-Hant": { said: "口袋桌遊沒能載入完成：連線中斷了，或網站沒有回應。", retry: "重試" }
  };
  var shown = false;

  function uiStarted() {
    return !document.querySelector(".static-home");
  }

  function show() {
    if (shown || uiStarted()) return;
    var status = document.querySelector(".static-home .engine-status");
    if (!status) return;
    shown = true;
    var text = TEXT[document.documentElement.lang] || TEXT.en;
    status.className = "engine-status is-failed";
    status.textContent = text.said + " ";
    var button = document.createElement("button");
    button.type = "button";
    button.className = "btn btn-small";
    button.setAttribute("data-start-retry", "");
    button.textContent = text.retry;
    button.addEventListener("click", function () { location.reload(); });
    status.appendChild(button);
    document.documentElement.setAttribute("data-start", "failed");
  }

  // A script or module that fails to load fires "error" on its element (caught here, in the
  // capture phase); a fetch that fails inside PyScript's start is an unhandled rejection.
  window.addEventListener("error", function (event) {
    var target = event.target;
    if (target && target !== window && (target.tagName === "SCRIPT" || target.tagName === "LINK")) show();
    else if (event.error || event.message) show();
  }, true);
  window.addEventListener("unhandledrejection", show);
  // ui-start.js says so when the UI's files could not be fetched or read
  window.ptStartFailed = show;
})();
