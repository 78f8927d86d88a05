/* Pocket Table's optional sound and vibration: a soft tone and a short buzz for "your turn"
   and "the round is over". Off by default; the UI (app/controller.py) decides when a cue is
   due and whether the player turned them on, and calls `ptCue.play(kind)` through
   web/ui/main.py. This file only makes the noise.

   Browsers let a page start audio only after a tap, so the audio context is made (or woken)
   on the first tap anywhere; until then a cue only vibrates. `navigator.vibrate` exists on
   most Android browsers and not on iOS; where it is missing the cue is only heard.
   `ptCue.played` lists the cues played (tests read it). */
(function () {
  "use strict";
  var ctx = null;
  /* [frequency Hz, start s, length s] per note: a rising pair for a turn, three for a round */
  var NOTES = {turn: [[523.25, 0, .12], [659.25, .1, .16]],
               round: [[659.25, 0, .12], [523.25, .12, .12], [783.99, .24, .22]]};
  var BUZZ = {turn: 35, round: [40, 60, 40]};

  function wake() {
    try {
      var Ctor = window.AudioContext || window.webkitAudioContext;
      if (!Ctor) return;
      if (!ctx) ctx = new Ctor();
      if (ctx.state === "suspended") ctx.resume();
    } catch (e) { ctx = null; }
  }
  document.addEventListener("pointerdown", wake, true);
  document.addEventListener("keydown", wake, true);

  function tone(freq, at, length) {
    var osc = ctx.createOscillator();
    var gain = ctx.createGain();
    var t0 = ctx.currentTime + at;
    osc.type = "sine";
    osc.frequency.value = freq;
    /* soft: a quiet sine that swells in and fades out, no click */
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(0.08, t0 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + length);
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start(t0);
    osc.stop(t0 + length + 0.02);
  }

  function play(kind) {
    var notes = NOTES[kind];
    if (!notes) return false;
    ptCue.played.push(kind);
    try {
      if (navigator.vibrate) navigator.vibrate(BUZZ[kind]);
    } catch (e) { /* refused: the sound still plays */ }
    try {
      if (ctx && ctx.state === "running") {
        for (var i = 0; i < notes.length; i++) tone(notes[i][0], notes[i][1], notes[i][2]);
      }
    } catch (e) { /* no audio output: nothing to do */ }
    return true;
  }

  var ptCue = {play: play, wake: wake, played: []};
  window.ptCue = ptCue;
})();
