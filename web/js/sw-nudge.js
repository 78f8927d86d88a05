// A worker that does nothing but say it started (sw-client.js: ending it makes Chromium look
// again at a release waiting to take over).
postMessage("up");
