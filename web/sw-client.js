// The page's side of releases (the service worker is sw.js): register it, notice when a new
// release has installed and waits, and apply a waiting release only where no game is disturbed:
// at the page's start (nothing is on screen yet and every game is in storage), or when the
// player taps "Update ready — reload" between games (web/app/controller.py asks `apply()`).
// The UI reads `window.ptUpdate.ready` and is called back through `ptUpdate.onready`.
//
// A waiting worker takes over only once the running one is idle, and the engine worker keeps
// it busy for as long as it lives (seen in Chromium with PyScript's worker): so the engine is
// stopped first, and the page reloads as soon as the new release has taken over.
(function () {
  "use strict";
  var sw = navigator.serviceWorker;
  var asked = false;   // this page asked the new release to take over: reload when it has
  var update = window.ptUpdate = {
    ready: false,
    applying: false,
    onready: null,
    register: function () {
      if (!sw) return;
      sw.register("./sw.js").then(watch, function () { /* plain http on a LAN address */ });
    },
    apply: function () {
      if (!sw) { location.reload(); return; }
      sw.getRegistration().then(function (reg) {
        if (reg && reg.waiting) { take(reg.waiting); } else { location.reload(); }
      });
    }
  };
  if (!sw) return;

  function stopEngine() {
    var tag = document.querySelector("script[type='py'][worker]");
    if (tag && tag.xworker) tag.xworker.terminate();
    if (window.ptEngineWorker) window.ptEngineWorker.terminate();
  }

  function take(worker) {
    asked = true;
    update.applying = true;
    stopEngine();
    // an engine that starts meanwhile (the page is still loading) is stopped too
    setInterval(stopEngine, 100);
    worker.postMessage("skip-waiting");
  }

  function mark() {
    if (update.ready) return;
    update.ready = true;
    if (typeof update.onready === "function") update.onready();
  }

  function watch(reg) {
    if (reg.waiting && sw.controller) mark();
    reg.addEventListener("updatefound", function () {
      var worker = reg.installing;
      if (!worker) return;
      worker.addEventListener("statechange", function () {
        // "installed" with a controller: a new release waits behind the running one
        if (worker.state === "installed" && sw.controller) mark();
      });
    });
  }

  sw.addEventListener("controllerchange", function () {
    if (asked) location.reload();
  });
  // The next start after a release installed: take it now, before anything is drawn.
  sw.getRegistration().then(function (reg) {
    if (reg && reg.waiting && sw.controller) take(reg.waiting);
  });
})();
