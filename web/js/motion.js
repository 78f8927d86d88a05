/* Pocket Table's motion: the table's changes play out as movement (FLIP), never longer than
   300 ms, and not at all under prefers-reduced-motion.

   The UI (web/ui/main.py) redraws the whole screen on every change, and a piece may come out of
   it as another element (a card moved from the hand into a city). So a screen marks the
   things that move with `data-motion-key`, a name that stays the same for the same piece
   from one redraw to the next ("druid-red", "card-castle-3"). `draw()` calls
   `ptMotion.before(root)` just before it puts the new HTML in (the old positions are
   measured; given the new HTML too, `before(root, html)` measures only when that HTML shows
   the same game at another move) and `ptMotion.after(root)` just after; for every key found
   in both, the new element starts where the old one was and slides to its place (First,
   Last, Invert, Play with the Web Animations API). Besides:

   * `data-motion-from="<key>"` on a newly drawn element: it flies in from where that other
     key was (a card from the hand into a city, a part from the display into an amulet);
   * `data-motion-via="<key> <key> …"`: on its way the piece passes through the places with
     those keys in the new drawing (a druid stepping along a winding path);
   * a keyed element that is new and has no `data-motion-from` pops in (fades and grows);
   * `data-motion-count="<number>"` on a keyed element whose text is that number: the number
     counts from its old value to the new one (gold, points).

   The redraw keeps the elements that are still there (patch.js), so an element can carry an
   animation from the last move into the next redraw: a redraw after another move stops
   those first (a new move's slides start from where the pieces had got to), and a redraw of
   the same table leaves them running.

   Motion plays only when a move changed the same game's table (the game root's `data-game`
   is the same and its `data-moves` changed), so switching screens, the language, or a
   redraw while a bot thinks moves nothing. Such a redraw right after a move (the status
   line turns to "… is thinking") would cut the animations short, so each one in flight is
   carried on to the new element with the same key, from where it had got to. Every
   animation carries the id "pt-motion"
   (`document.getAnimations()` finds them in tests); `ptMotion.last` tells what the last
   redraw animated. The contract for screens is written up in docs/architecture-look.md. */
(function () {
  "use strict";
  var MOVE_MS = 260;        /* one slide */
  var MAX_MS = 300;         /* the limit: a step through several places takes this */
  var POP_MS = 200;
  var COUNT_MS = 260;
  var MAX_ANIMATIONS = 60;  /* a whole new round redrawn at once animates its first 60 things */
  var EASE = "cubic-bezier(.2, .7, .3, 1)";
  var reduced = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  var saved = null;         /* what before() measured: {game, moves, boxes: {key: box}} */
  var flights = [];         /* animations in flight: {key, frames, options, from, to, started} */

  function off() {
    return !!(reduced && reduced.matches) || typeof Element.prototype.animate !== "function";
  }

  function gameOf(root) {
    var g = root && root.querySelector ? root.querySelector("[data-screen='game'][data-game]") : null;
    return g ? {game: g.getAttribute("data-game"), moves: g.getAttribute("data-moves")} : null;
  }

  function boxOf(el) {
    var r = el.getBoundingClientRect();
    if (!r.width && !r.height) return null;  /* not displayed (a closed fold, a hidden panel) */
    return {x: r.left, y: r.top, w: r.width, h: r.height};
  }

  function measure(root) {
    var out = {};
    var els = root.querySelectorAll("[data-motion-key]");
    for (var i = 0; i < els.length; i++) {
      var el = els[i];
      var box = boxOf(el);
      if (!box) continue;
      var count = el.getAttribute("data-motion-count");
      box.count = count === null ? null : parseFloat(count);
      out[el.getAttribute("data-motion-key")] = box;
    }
    return out;
  }

  /* the game and move count the new HTML will show, read from its root tag (the first tag:
     <div class="screen game" data-screen="game" data-game="…" … data-moves="…">), or null */
  function gameOfHtml(html) {
    if (typeof html !== "string") return null;
    var head = html.slice(0, html.indexOf(">") + 1);
    if (head.indexOf('data-screen="game"') < 0) return {game: null, moves: null};
    var game = /data-game="([^"]*)"/.exec(head);
    var moves = /data-moves="([^"]*)"/.exec(head);
    return {game: game ? game[1] : null, moves: moves ? moves[1] : null};
  }

  function before(root, html) {
    saved = null;
    if (off()) return;
    var game = gameOf(root);
    if (!game) return;
    var coming = gameOfHtml(html);
    if (coming && (coming.game !== game.game || coming.moves === game.moves)) {
      /* nothing will slide: another screen (motion stops), or the same table at the same
         move (a bot starting to think; the first frame drawn again once the engine answers),
         whose running animations after() carries on without measuring. Measuring would lay
         the page out now, in the middle of the redraw: on a freshly drawn table that was
         half of the game's first frame (about 50 ms at desktop). */
      game.boxes = null;
      saved = game;
      return;
    }
    game.boxes = measure(root);
    saved = game;
  }

  function centre(box) {
    return [box.x + box.w / 2, box.y + box.h / 2];
  }

  function slide(el, from, to, places) {
    var end = centre(to);
    var dx = centre(from)[0] - end[0];
    var dy = centre(from)[1] - end[1];
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return false;
    var sx = to.w ? from.w / to.w : 1;
    var sy = to.h ? from.h / to.h : 1;
    /* a piece changing size on the way (hand card → small city card) shrinks as it flies */
    var scale = Math.abs(sx - 1) > 0.05 || Math.abs(sy - 1) > 0.05
      ? " scale(" + Math.min(sx, 3).toFixed(3) + "," + Math.min(sy, 3).toFixed(3) + ")" : "";
    var frames = [{transform: "translate(" + dx + "px," + dy + "px)" + scale}];
    /* data-motion-via: the piece passes through those places on its way (a druid stepping
       along the path turns its corners instead of cutting across) */
    var via = (el.getAttribute("data-motion-via") || "").split(" ");
    for (var i = 0; i < via.length && places; i++) {
      if (!via[i]) continue;
      var box = places[via[i]];
      if (!box) continue;
      var c = centre(box);
      frames.push({transform: "translate(" + (c[0] - end[0]) + "px," + (c[1] - end[1]) + "px)"});
    }
    frames.push({transform: "none"});
    fly(el, frames, {duration: frames.length > 2 ? MAX_MS : MOVE_MS, easing: frames.length > 2 ? "linear" : EASE,
                     id: "pt-motion"});
    return true;
  }

  function pop(el) {
    fly(el, [{opacity: 0, transform: "scale(.6)"}, {opacity: 1, transform: "none"}],
        {duration: POP_MS, easing: EASE, id: "pt-motion"});
  }

  function fly(el, frames, options, elapsed) {
    var animation = el.animate(frames, options);
    if (elapsed) animation.currentTime = elapsed;
    flights.push({key: el.getAttribute("data-motion-key"), frames: frames, options: options,
                  started: performance.now() - (elapsed || 0), el: el, animation: animation});
  }

  function stop(flight) {
    /* a flight on an element the redraw kept: the new move's motion replaces it */
    if (flight.animation) flight.animation.cancel();
    if (flight.blink) flight.blink.cancel();
    if (flight.count && flight.el.ptCount === flight.token) flight.el.ptCount = null;
  }

  function carryOn(root) {
    /* the same table redrawn mid-animation: each flight goes on on the new element */
    var now = performance.now();
    var old = flights;
    var carried = 0;
    flights = [];
    for (var i = 0; i < old.length; i++) {
      var f = old[i];
      var elapsed = now - f.started;
      if (elapsed >= f.options.duration) continue;
      var el = root.querySelector('[data-motion-key="' + String(f.key).replace(/"/g, "") + '"]');
      if (!el) continue;
      if (el === f.el) { flights.push(f); carried++; continue; }   /* kept: it flies on */
      if (f.count) countUp(el, f.count[0], f.count[1], elapsed);
      else fly(el, f.frames, f.options, elapsed);
      carried++;
    }
    return carried;
  }

  function countUp(el, from, to, elapsed) {
    /* the text goes from..to; the element keeps its final text in the DOM for readers, and
       a short opacity blink makes the Web Animations API list it too */
    var start = performance.now() - (elapsed || 0);
    var whole = Math.round(from) === from && Math.round(to) === to;
    var options = {duration: COUNT_MS, id: "pt-motion"};
    var token = {};   /* this count's own: a newer count (or stop()) on the element ends it */
    el.ptCount = token;
    var flight = {key: el.getAttribute("data-motion-key"), count: [from, to], options: options,
                  started: start, el: el, token: token};
    flights.push(flight);
    function frame(now) {
      if (!el.isConnected || el.ptCount !== token) return;
      var k = Math.max(0, Math.min(1, (now - start) / COUNT_MS));
      var value = from + (to - from) * k;
      el.textContent = k >= 1 ? String(to) : String(whole ? Math.round(value) : value.toFixed(1));
      if (k < 1) window.requestAnimationFrame(frame);
    }
    el.textContent = String(from);
    window.requestAnimationFrame(frame);
    var blink = el.animate([{opacity: .55}, {opacity: 1}], options);
    if (elapsed) blink.currentTime = elapsed;
    flight.blink = blink;
  }

  function stopAll() {
    for (var i = 0; i < flights.length; i++) stop(flights[i]);
    flights = [];
  }

  function after(root) {
    var last = {moved: 0, flown: 0, popped: 0, counted: 0, carried: 0};
    var prev = saved;
    saved = null;
    ptMotion.last = last;
    if (!prev || off()) { stopAll(); return last; }
    var now = gameOf(root);
    if (!now || now.game !== prev.game) { stopAll(); return last; }
    if (now.moves === prev.moves) {
      last.carried = carryOn(root);
      return last;
    }
    if (!prev.boxes) { stopAll(); return last; }   /* not measured: the HTML said otherwise */
    stopAll();   /* before measuring: a running slide would shift where a piece now stands */
    /* Every new place is measured first, then every animation starts: a measure after an
       animation has started would lay the page out again (one layout per piece, most of
       this function's time), and would see that piece where its animation starts. */
    var places = measure(root);   /* key -> box: the keys are unique (docs/architecture-look.md) */
    var els = root.querySelectorAll("[data-motion-key]");
    var budget = MAX_ANIMATIONS;
    for (var i = 0; i < els.length && budget > 0; i++) {
      var el = els[i];
      var key = el.getAttribute("data-motion-key");
      var old = prev.boxes[key];
      var box = places[key];
      if (!box) continue;
      if (old) {
        if (slide(el, old, box, places)) { last.moved++; budget--; }
        var count = el.getAttribute("data-motion-count");
        if (count !== null && old.count !== null && parseFloat(count) !== old.count) {
          countUp(el, old.count, parseFloat(count));
          last.counted++;
          budget--;
        }
        continue;
      }
      var from = el.getAttribute("data-motion-from");
      if (from && prev.boxes[from]) {
        slide(el, prev.boxes[from], box, places);
        last.flown++;
      } else {
        pop(el);
        last.popped++;
      }
      budget--;
    }
    return last;
  }

  var ptMotion = {before: before, after: after, off: off, last: null, MAX_MS: MAX_MS};
  window.ptMotion = ptMotion;
})();
