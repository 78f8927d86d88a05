/* Pocket Table's redraw: put a screen's new HTML into the page by changing only what differs.

   The UI (web/ui/main.py) renders a whole screen as HTML on every change. Replacing the page's
   HTML with it (innerHTML) throws away every element and makes the browser work out the style
   and layout of the whole table again: after a tap that was about 12 of the 60 ms the page
   took to answer (measured in a Celtica game, docs/performance.md). `ptPatch.morph(target,
   html)` parses the new HTML aside and walks it beside the page's elements: an element that
   is still there keeps its place, and only changed attributes, texts and children are
   written, so the browser restyles and lays out only those.

   Which old element stands for which new one: the same tag in the same place, with the same
   `data-motion-key` (a card, a pawn), `id` and `data-screen`/`data-game`. So a piece is never
   turned into another piece (its running animation belongs to it), and another screen is
   drawn fresh. A list that lost one element (a card played from the hand) is matched by
   looking one element ahead, so the cards after it are kept, not rewritten.

   What a fresh element would have, a kept one gets: a form field's value and checked state
   follow the new HTML (the UI has read what was typed before it redraws), and an element
   marked `data-scroll="top"` (the decisions dock) starts at its top when anything in it
   changed, as it did when it was new. Other scrolled parts keep their position (main.py also
   keeps the board's and the setup's).

   `ptPatch.last` counts what the last morph did ({kept, same, replaced, added, removed,
   attrs, texts}: elements walked, unchanged parts skipped, …); tests read it. */
(function () {
  "use strict";
  /* parsed in a detached element of this document, not a <template>: a template's nodes belong
     to another document, and moving them into the page adopts each one (measured slower) */
  var parser = document.createElement("div");
  /* the data-scroll="top" elements the player scrolled away from their top, kept from their
     scroll events: reading scrollTop during a redraw would make the browser lay out the page
     there and then, and on a table drawn a moment before (a game's first frame, drawn again
     when the engine answers) that cost 40 ms */
  var away = typeof WeakSet === "function" ? new WeakSet() : null;
  document.addEventListener("scroll", function (event) {
    var el = event.target;
    if (!away || !el || el.nodeType !== 1 || el.getAttribute("data-scroll") !== "top") return;
    if (el.scrollTop) away.add(el); else away.delete(el);
  }, true);
  var fields = false;  /* the screen has form fields: no shortcut (see syncChildren) */

  function keyOf(node) {
    if (node.nodeType !== 1) return "#" + node.nodeType;
    return node.nodeName + "|" + (node.getAttribute("data-motion-key") || "") + "|" + (node.id || "")
      + "|" + (node.getAttribute("data-screen") || "") + "|" + (node.getAttribute("data-game") || "");
  }

  function syncAttributes(old, neu, count) {
    var changed = false;
    var attrs = neu.attributes;
    for (var i = 0; i < attrs.length; i++) {
      var a = attrs[i];
      if (old.getAttribute(a.name) !== a.value) {
        old.setAttribute(a.name, a.value);
        changed = true;
        count.attrs++;
      }
    }
    var olds = old.attributes;
    for (var j = olds.length - 1; j >= 0; j--) {
      var name = olds[j].name;
      if (!neu.hasAttribute(name)) {
        old.removeAttribute(name);
        changed = true;
        count.attrs++;
      }
    }
    var tag = old.nodeName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") {
      /* a fresh field shows its HTML's value: so does a kept one */
      if (old.value !== neu.value) { old.value = neu.value; changed = true; }
      if (old.checked !== neu.checked) { old.checked = neu.checked; changed = true; }
    }
    return changed;
  }

  /* the element or text `old` becomes `neu`; true if anything in it changed */
  function syncNode(old, neu, count) {
    if (old.nodeType !== 1) {
      if (old.nodeValue !== neu.nodeValue) {
        old.nodeValue = neu.nodeValue;
        count.texts++;
        return true;
      }
      return false;
    }
    count.kept++;
    var changed = syncAttributes(old, neu, count);
    if (syncChildren(old, neu, count)) changed = true;
    /* scrollTop is written only where it is not 0 already: writing it makes the browser lay
       the page out at once, in the middle of the redraw */
    if (changed && away && away.has(old)) { old.scrollTop = 0; away.delete(old); }
    return changed;
  }

  function syncChildren(old, neu, count) {
    var changed = false;
    var o = old.firstChild;
    var n = neu.firstChild;
    while (n) {
      var nextNew = n.nextSibling;
      if (!o) {
        old.appendChild(n);   /* moved out of the parsed copy */
        count.added++;
        changed = true;
      } else if (keyOf(o) === keyOf(n)) {
        /* an unchanged part (most of the board) is compared in one native call instead of
           walked here; a typed field's value is not part of that comparison, so a screen with
           fields is always walked */
        if (fields || o.nodeType !== 1 || !o.isEqualNode(n)) {
          if (syncNode(o, n, count)) changed = true;
        } else {
          count.same++;
        }
        o = o.nextSibling;
      } else if (o.nextSibling && keyOf(o.nextSibling) === keyOf(n)) {
        /* one element gone from the old list: drop it and go on matching */
        var gone = o;
        o = o.nextSibling;
        old.removeChild(gone);
        count.removed++;
        syncNode(o, n, count);
        o = o.nextSibling;
        changed = true;
      } else {
        var replaced = o;
        o = o.nextSibling;
        old.replaceChild(n, replaced);
        count.replaced++;
        changed = true;
      }
      n = nextNew;
    }
    while (o) {
      var rest = o.nextSibling;
      old.removeChild(o);
      count.removed++;
      changed = true;
      o = rest;
    }
    return changed;
  }

  function morph(target, html) {
    var count = {kept: 0, same: 0, replaced: 0, added: 0, removed: 0, attrs: 0, texts: 0};
    fields = target.querySelector("input, textarea, select") !== null;
    parser.innerHTML = html;
    syncChildren(target, parser, count);
    parser.innerHTML = "";
    ptPatch.last = count;
    return true;
  }

  var ptPatch = {morph: morph, last: null};
  window.ptPatch = ptPatch;
})();
