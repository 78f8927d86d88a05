// The page's side of releases (the service worker is sw.js): register it, notice when a new
// release has installed and waits, and apply a waiting release only where no game is disturbed:
// at the page's start (nothing is on screen yet and every game is in storage), or when the
// player taps "Update ready — reload" between games (web/ui/app/controller.py asks `apply()`).
// The UI reads `window.ptUpdate.ready` and is called back through `ptUpdate.onready`.
//
// A waiting worker takes over only once the running one is idle, and an engine worker still
// starting keeps it busy (its files come through the running service worker): so the engine
// (engine-client.js) is stopped first, and the page reloads once the new release has taken over.
//
// The page's icons are added here, not in index.html: a first visit's service worker fetches
// every file as it installs, and an icon the page asked for meanwhile was fetched twice. So the
// icons are asked for once the service worker serves the page (or at once without one).
(function () {
  "use strict";
  var sw = navigator.serviceWorker;
  var iconsAdded = false;
  function addIcons() {
    if (iconsAdded) return;
    iconsAdded = true;
    [["icon", "image/png"], ["apple-touch-icon", null]].forEach(function (pair) {
      var link = document.createElement("link");
      link.rel = pair[0];
      if (pair[1]) link.type = pair[1];
      link.href = "./static/icon-192.png";
      document.head.appendChild(link);
    });
  }
  var asked = false;   // this page asked the new release to take over: reload when it has
  var update = window.ptUpdate = {
    ready: false,
    applying: false,
    onready: null,
    checked: null,  // settles once this start has looked for a waiting release
    register: function () {
      if (!sw) return;
      // After the engine has handed over what it fetched: the install then takes those files
      // instead of downloading them a second time.
      var handed = window.ptEngine && window.ptEngine.handedOver;
      Promise.resolve(handed).then(function () {
        return sw.register("./sw.js");
      }).then(watch, addIcons /* plain http on a LAN address: no service worker */);
    },
    apply: function () {
      if (!sw) { location.reload(); return; }
      sw.getRegistration().then(function (reg) {
        if (reg && reg.waiting) { take(reg.waiting); } else { location.reload(); }
      });
    }
  };
  if (!sw) { addIcons(); return; }
  if (sw.controller) addIcons();

  function stopEngine() {
    if (window.ptEngine && window.ptEngine.worker) window.ptEngine.worker.terminate();
  }

  function take(worker) {
    asked = true;
    update.applying = true;
    stopEngine();
    // an engine that starts meanwhile (the page is still loading) is stopped too
    setInterval(stopEngine, 100);
    worker.postMessage("skip-waiting");
    setTimeout(nudge, 100);
  }

  // Chromium hands a waiting release over only when it looks again, which it does when a page or worker of the running release goes
  // (not when the running release falls idle: at a next start, with no engine running yet,
  // nothing went and the page waited for minutes). So a worker that does nothing is started
  // and ended, a few times if need be, until the new release has taken over.
  var nudges = 0;
  function nudge() {
    if (nudges >= 40) return;   // give up: the update stays offered, the old release runs
    nudges += 1;
    var idle = new Worker("./sw-nudge.js");
    var ended = false;
    function end() {
      if (ended) return;
      ended = true;
      idle.terminate();
      setTimeout(nudge, 200);
    }
    idle.onmessage = end;
    idle.onerror = end;
    // a worker whose script is held back (the hand-over has begun) is ended all the same
    setTimeout(end, 400);
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
        if (worker.state === "redundant") addIcons();   // the install failed: no cache to wait for
      });
    });
  }

  sw.addEventListener("controllerchange", function () {
    addIcons();
    if (asked) location.reload();
  });
  // The next start after a release installed: take it now, before anything is drawn and
  // before the engine starts (engine-client.js waits for `checked`).
  update.checked = sw.getRegistration().then(function (reg) {
    if (reg && reg.waiting && sw.controller) take(reg.waiting);
  }, function () { /* no registration to look at */ });
})();
