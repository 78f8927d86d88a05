/* Pocket Table's decision sheet on a phone (the game screen's dock, `data-sheet`): the board
   stays in view, and what the decision is about is on it.

   * `ptSheet.after(root)`, called after every redraw (web/ui/page.py): when a new decision
     is offered (the game root's `data-game`, `data-moves`, `data-seat` or `data-ready`
     changed) and the board (`data-board`) holds places it is about (`.is-target`, or a
     move's button: an island, a path space, a city's district, a person), the first shown
     is scrolled into view unless one already is. The player's own scrolling is left alone until the next
     decision.
   * What changed on the board since this seat's last decision is marked (`data-since`): the
     board's keyed pieces (`data-motion-key`) are noted when the seat's decision ends (its
     move made, the others to play), and when its next decision is offered, each piece that
     is new, changed its text or now sits in another place (its nearest ancestor naming a
     place: an island, a space, a city, a market, a seat) is marked until that decision ends.
   * A swipe on the sheet's handle pulls the sheet up or lets it down: the handle's tap
     action is "sheet" (a toggle, web/ui/app/game_actions.py); a swipe taps it as
     "sheet:open" or "sheet:peek" and the tap the browser would add after it is dropped. */
(function () {
  "use strict";
  var SWIPE_PX = 24;
  var shown = null;   /* the decision last looked at */
  var start = null;   /* a touch on the handle: its first y */

  function decisionOf(game) {
    return ["data-game", "data-moves", "data-seat", "data-ready"].map(function (name) {
      return game.getAttribute(name);
    }).join("|");
  }

  function inView(el, box) {
    var r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= box.top && r.bottom <= box.bottom;
  }

  var PLACES = ["data-island", "data-space", "data-hex", "data-tile", "data-slot", "data-city",
                "data-market", "data-seat", "data-card", "data-rank", "data-motion-key"];
  var noted = null;   /* {seat, pieces: {key: where and what}} when the seat's decision ended */
  var marked = null;  /* {decision, keys} the pieces marked for the decision on screen */

  function placeOf(el) {
    for (var up = el.parentElement; up; up = up.parentElement) {
      for (var i = 0; i < PLACES.length; i++) {
        if (up.hasAttribute(PLACES[i])) return PLACES[i] + "=" + up.getAttribute(PLACES[i]);
      }
      if (up.hasAttribute("data-board")) break;
    }
    return "";
  }

  function pieces(board) {
    var out = {};
    board.querySelectorAll("[data-motion-key]").forEach(function (el) {
      out[el.getAttribute("data-motion-key")] = placeOf(el) + "|" + el.textContent.trim();
    });
    return out;
  }

  function deciding(game) {
    return game.getAttribute("data-ready") === "true" && game.getAttribute("data-bot-due") === "false"
      && !!game.querySelector("[data-move]:not([disabled])");
  }

  function markChanges(game, board) {
    var seat = game.getAttribute("data-seat");
    var decision = decisionOf(game);
    if (!deciding(game)) {
      if (marked || !noted || noted.seat !== seat) noted = {seat: seat, pieces: pieces(board)};
      marked = null;
      return;
    }
    if (!marked || marked.decision !== decision) {
      var keys = [];
      if (noted && noted.seat === seat) {
        var now = pieces(board);
        for (var key in now) if (noted.pieces[key] !== now[key]) keys.push(key);
      }
      marked = {decision: decision, keys: keys};
      noted = null;
    }
    marked.keys.forEach(function (key) {
      var el = board.querySelector('[data-motion-key="' + CSS.escape(key) + '"]');
      if (el) el.setAttribute("data-since", "");
    });
  }

  function after(root) {
    var game = root && root.querySelector ? root.querySelector("[data-screen='game']") : null;
    if (!game) { shown = null; noted = null; marked = null; return; }
    var board = game.querySelector("[data-board]");
    if (!board) return;
    markChanges(game, board);
    var targets = [].filter.call(board.querySelectorAll(".is-target, [data-move]:not([disabled])"),
                                 function (el) { return el.getClientRects().length > 0; });
    if (!targets.length) return;
    var decision = decisionOf(game);
    if (decision === shown) return;
    shown = decision;
    var box = board.getBoundingClientRect();
    for (var i = 0; i < targets.length; i++) if (inView(targets[i], box)) return;
    targets[0].scrollIntoView({block: "nearest", inline: "nearest"});
  }

  function handleOf(event) {
    var el = event.target;
    return el && el.closest ? el.closest(".sheet-handle") : null;
  }

  document.addEventListener("touchstart", function (event) {
    start = handleOf(event) && event.touches.length === 1 ? event.touches[0].clientY : null;
  }, {passive: true});

  document.addEventListener("touchend", function (event) {
    var handle = handleOf(event);
    if (start === null || !handle || !event.changedTouches.length) { start = null; return; }
    var dy = event.changedTouches[0].clientY - start;
    start = null;
    if (Math.abs(dy) < SWIPE_PX) return;   /* a tap: the browser's click toggles */
    event.preventDefault();                /* no click after the swipe */
    var plain = handle.getAttribute("data-action");
    handle.setAttribute("data-action", dy < 0 ? "sheet:open" : "sheet:peek");
    handle.click();
    handle.setAttribute("data-action", plain);
  }, {passive: false});

  window.ptSheet = {after: after};
})();
