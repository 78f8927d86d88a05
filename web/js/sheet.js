/* Pocket Table's decision sheet on a phone (the game screen's dock, `data-sheet`): the board
   stays in view, and what the decision is about is on it.

   * `ptSheet.after(root)`, called after every redraw (web/ui/page.py): when a new decision
     is offered (the game root's `data-game`, `data-moves`, `data-seat` or `data-ready`
     changed) and the board (`data-board`) holds places it is about (`.is-target`, or a
     move's button: an island, a path space, a city's district, a person), the first shown
     is scrolled into view unless one already is. The player's own scrolling is left alone until the next
     decision.
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

  function after(root) {
    var game = root && root.querySelector ? root.querySelector("[data-screen='game']") : null;
    if (!game) { shown = null; return; }
    var board = game.querySelector("[data-board]");
    if (!board) return;
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
