/* Pocket Table's first-game guide, the part that needs the page: point at the real table.

   The UI draws the guide's bubble into #overlay (app/guide.py): an element with
   `data-guide-step` and `data-guide-target="<name>"`. A game screen marks the things a step
   talks about with `data-guide="<name>"` ("yours", "moves", "end" …). After every redraw
   `draw()` (web/ui/main.py) calls `ptGuide.place()`, which finds the marked thing, scrolls it
   into view, rings it (everything else dims), and puts the bubble at the other end of the
   screen so it never covers what it points at. With no such thing on screen the bubble
   stands alone. Nothing here decides anything: the steps, Next, Back and Skip are the
   UI's. */
(function () {
  "use strict";
  var RING_ID = "guide-ring";

  function ring() {
    var el = document.getElementById(RING_ID);
    if (!el) {
      el = document.createElement("div");
      el.id = RING_ID;
      el.className = "guide-ring";
      el.setAttribute("aria-hidden", "true");
      document.body.appendChild(el);
    }
    return el;
  }

  function shown(el) {
    var r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  }

  function place(scroll) {
    var bubble = document.querySelector("#overlay [data-guide-step]");
    var old = document.getElementById(RING_ID);
    if (!bubble) {
      if (old) old.remove();
      return;
    }
    var name = bubble.getAttribute("data-guide-target") || "";
    var found = name ? document.querySelectorAll('#app [data-guide="' + name.replace(/"/g, "") + '"]') : [];
    var target = null;
    for (var i = 0; i < found.length; i++) {
      if (shown(found[i])) { target = found[i]; break; }
    }
    var el = ring();
    if (!target) {
      el.hidden = true;
      bubble.classList.remove("at-top");
      bubble.classList.add("at-bottom");
      bubble.setAttribute("data-guide-found", "false");
      return;
    }
    if (scroll !== false) target.scrollIntoView({block: "nearest", inline: "nearest"});
    var r = target.getBoundingClientRect();
    var pad = 4;
    el.hidden = false;
    el.style.left = (r.left - pad) + "px";
    el.style.top = (r.top - pad) + "px";
    el.style.width = (r.width + 2 * pad) + "px";
    el.style.height = (r.height + 2 * pad) + "px";
    /* the bubble goes to the half of the screen the target leaves free */
    var low = r.top + r.height / 2 > window.innerHeight / 2;
    bubble.classList.toggle("at-top", low);
    bubble.classList.toggle("at-bottom", !low);
    bubble.setAttribute("data-guide-found", "true");
  }

  var pending = false;
  function follow() {
    /* the board scrolls or the window turns: the ring follows, without scrolling again */
    if (pending || !document.querySelector("#overlay [data-guide-step]")) return;
    pending = true;
    window.requestAnimationFrame(function () { pending = false; place(false); });
  }
  window.addEventListener("resize", follow);
  document.addEventListener("scroll", follow, true);

  window.ptGuide = {place: place};
})();
