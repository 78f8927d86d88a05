/* Pocket Table's card zoom: a touch held on a card (any element in `[data-zoom]`), or a right
   click, shows it large over the table with its whole text; a tap anywhere puts it away.

   The card is copied, not moved: the copy drops what makes it tappable (`data-move`,
   `data-action`, ids, motion keys) so holding a card never plays it, and the tap the browser
   adds after a long touch is dropped. The copy is drawn inside a frame that carries the
   game's `data-game`, so the game's own styles apply, at a scale that fills most of the
   screen; the text a card clamps to a line or two is shown whole. A piece whose `data-zoom`
   holds a text (its rules, what is on it) shows that text under it, at the reader's size. */
(function () {
  "use strict";
  var HOLD_MS = 450;
  var SLOP_PX = 10;
  var timer = null, start = null, swallow = false;

  function zoomable(el) {
    return el && el.closest ? el.closest("[data-zoom]") : null;
  }

  function close() {
    var box = document.getElementById("zoom");
    if (box) box.remove();
  }

  function strip(node) {
    if (node.nodeType !== 1) return;
    ["data-move", "data-action", "id", "data-motion-key", "data-motion-from", "data-motion-via",
     "tabindex", "aria-describedby", "aria-labelledby", "for"].forEach(function (name) {
      node.removeAttribute(name);
    });
    if (node.tagName === "BUTTON") node.setAttribute("tabindex", "-1");
    for (var i = 0; i < node.children.length; i++) strip(node.children[i]);
  }

  function open(card) {
    close();
    var box = card.getBoundingClientRect();
    if (!box.width || !box.height) return;
    var game = card.closest("[data-game]");
    var copy = card.cloneNode(true);
    strip(copy);
    copy.classList.add("is-zoomed");
    var text = card.getAttribute("data-zoom");
    var scale = Math.min(3, (innerWidth * 0.9) / box.width, (innerHeight * (text ? 0.4 : 0.7)) / box.height);
    copy.style.width = box.width + "px";
    copy.style.zoom = String(Math.max(1.2, scale));
    var frame = document.createElement("div");
    frame.className = "zoom-frame";
    if (game) frame.setAttribute("data-game", game.getAttribute("data-game"));
    frame.appendChild(copy);
    if (text) {
      var words = document.createElement("p");
      words.className = "zoom-text";
      words.textContent = text;
      frame.appendChild(words);
    }
    var cover = document.createElement("div");
    cover.id = "zoom";
    cover.className = "zoom-cover";
    cover.setAttribute("role", "dialog");
    cover.setAttribute("aria-modal", "true");
    cover.setAttribute("aria-label", card.getAttribute("aria-label") || card.textContent.trim().slice(0, 80));
    cover.appendChild(frame);
    cover.addEventListener("click", function (event) { event.stopPropagation(); close(); });
    document.body.appendChild(cover);
  }

  function cancel() {
    if (timer) clearTimeout(timer);
    timer = null;
    start = null;
  }

  document.addEventListener("pointerdown", function (event) {
    var card = zoomable(event.target);
    cancel();
    if (!card || event.button > 0) return;
    start = [event.clientX, event.clientY];
    timer = setTimeout(function () {
      timer = null;
      swallow = true;      /* the tap that ends this touch must not play the card */
      open(card);
    }, HOLD_MS);
  }, true);
  document.addEventListener("pointermove", function (event) {
    if (start && Math.hypot(event.clientX - start[0], event.clientY - start[1]) > SLOP_PX) cancel();
  }, true);
  document.addEventListener("pointerup", function () { if (timer) cancel(); }, true);
  document.addEventListener("pointercancel", cancel, true);
  document.addEventListener("contextmenu", function (event) {
    var card = zoomable(event.target);
    if (!card) return;
    event.preventDefault();
    cancel();
    open(card);
  }, true);
  window.addEventListener("click", function (event) {
    if (!swallow) return;
    swallow = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  }, true);
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && document.getElementById("zoom")) close();
  }, true);

  window.ptZoom = {open: open, close: close};
})();
