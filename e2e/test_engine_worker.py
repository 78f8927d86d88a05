"""The engine worker in the browser: a plain module Worker (web/js/engine-worker.js) that
restores the build's snapshot, falls back to a normal start when the snapshot is not this
build's, is precached with everything either start needs, and leaves PyScript to the UI
(no PyScript chunk the app does not use is fetched).
"""

from __future__ import annotations

import json
import shutil
import threading

from conftest import DIST, ENGINE_TIMEOUT, Server, wait_engine

CONFIG = json.loads((DIST / "engine.json").read_text())


def first_move(page) -> None:
    page.click("[data-action='new:celtica']")
    page.click("[data-action='start']")
    page.wait_for_selector("[data-game='celtica'] [data-move]:not([disabled])",
                           timeout=ENGINE_TIMEOUT)


def test_a_first_visit_starts_the_engine_from_the_snapshot(page, server, foreign):
    asked = []
    page.on("request", lambda request: asked.append(request.url[len(server.url):]))
    failed = []
    page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
    page.goto(server.url)
    wait_engine(page)
    assert page.get_attribute("html", "data-engine-start") == "snapshot"
    first_move(page)
    assert CONFIG["snapshot"][2:] in asked
    # The fallback's pieces stay unfetched when the snapshot loads: no micropip, no wheel.
    assert not [u for u in asked if u.endswith(".whl")]
    pyscript = sorted(u for u in asked if u.startswith("vendor/pyscript/"))
    assert pyscript and not [u for u in pyscript if "editor" in u or "terminal" in u
                             or "game" in u or "donkey" in u]
    assert failed == []


def test_the_service_worker_precaches_both_starts(page, server, foreign):
    page.goto(server.url)
    wait_engine(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=ENGINE_TIMEOUT)
    needed = [CONFIG[key] for key in ("snapshot", "stdlib", "wheel", "engine")] + [
        "./engine-worker.js", "./engine-start.js", "./engine-client.js", "./engine.json",
        CONFIG["pyodide"] + "micropip-0.11.1-py3-none-any.whl"]
    missing = page.evaluate(
        """async (paths) => {
            const out = [];
            for (const p of paths) if (!(await caches.match(new URL(p, location.href).href))) out.push(p);
            return out;
        }""", needed)
    assert missing == []


def test_a_snapshot_from_another_build_is_refused_and_the_game_still_plays(page, foreign,
                                                                           tmp_path):
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    snapshot = site / CONFIG["snapshot"]
    data = bytearray(snapshot.read_bytes())
    stamp = ("PTSNAP3\n" + "f" * len(CONFIG["release"]) + "\n").encode()
    data[:len(stamp)] = stamp
    snapshot.write_bytes(bytes(data))
    import serve
    httpd = serve.make_server(str(site), 0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        page.goto(f"http://127.0.0.1:{httpd.server_address[1]}/")
        wait_engine(page)
        assert page.get_attribute("html", "data-engine-start") == "boot"
        info = json.loads(page.evaluate("JSON.stringify(window.ptEngine.info)"))
        assert "from build fff" in info["refused"]
        first_move(page)
        page.locator("[data-move]:not([disabled])").first.click()
        page.wait_for_function(
            "Number(document.querySelector(\"[data-screen='game']\").dataset.moves) >= 1",
            timeout=ENGINE_TIMEOUT)
    finally:
        httpd.shutdown()


def test_offline_the_engine_starts_from_the_snapshot(page, foreign):
    own = Server()
    try:
        page.goto(own.url)
        wait_engine(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null",
                               timeout=ENGINE_TIMEOUT)
        page.context.set_offline(True)
        own.stop()
        page.reload()
        wait_engine(page)
        assert page.get_attribute("html", "data-engine-start") == "snapshot"
        first_move(page)
    finally:
        page.context.set_offline(False)
        own.stop()


def test_calls_made_before_the_engine_is_up_are_answered_once_it_is(page, server, foreign):
    held, released = [], []
    page.context.route("**/pyodide.asm.wasm",
                       lambda route: route.continue_() if released else held.append(route))
    page.goto(server.url, wait_until="domcontentloaded")
    page.wait_for_function("window.ptEngine !== undefined")
    page.evaluate("""() => { window.__early = null;
        window.ptEngine.call("catalog").then((text) => { window.__early = text; }); }""")
    assert page.evaluate("window.__early") is None and not released
    released.append(True)
    for route in held:
        route.continue_()
    page.wait_for_function("window.__early !== null", timeout=ENGINE_TIMEOUT)
    catalog = json.loads(page.evaluate("window.__early"))
    assert catalog["ok"] and len(catalog["games"]) == 4
