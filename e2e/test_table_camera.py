"""The camera path of the table mode, for real: the host's in-app scanner reads the guest's
answer code through Chromium's fake camera, fed a video made from the QR code the guest's
page shows; and with no camera, the scanner says so and the text path pairs instead.

Runs in the private network namespace, like every table test (scripts/netns.sh).
"""

from __future__ import annotations

import base64
import re

import pytest
from conftest import CHROMIUM, CHROMIUM_ARGS, ENGINE_TIMEOUT
from test_table import Phone, open_table

WIDTH, HEIGHT = 640, 480


pytestmark = pytest.mark.usefixtures("table_network")


# The QR code a page shows, as grey pixels of a camera frame: drawn from its SVG on a canvas.
GREY_FRAME = """async ([sel, w, h]) => {
    const svg = document.querySelector(sel + ' svg');
    const text = new XMLSerializer().serializeToString(svg);
    const url = URL.createObjectURL(new Blob([text], {type: 'image/svg+xml'}));
    const img = new Image();
    await new Promise((ok, bad) => { img.onload = ok; img.onerror = bad; img.src = url; });
    const canvas = document.createElement('canvas');
    canvas.width = w; canvas.height = h;
    const c = canvas.getContext('2d');
    c.fillStyle = '#fff'; c.fillRect(0, 0, w, h);
    const side = Math.min(w, h) - 60;
    c.imageSmoothingEnabled = false;
    c.drawImage(img, (w - side) / 2, (h - side) / 2, side, side);
    const rgba = c.getImageData(0, 0, w, h).data;
    const grey = new Uint8Array(w * h);
    for (let i = 0; i < w * h; i++)
      grey[i] = (rgba[4 * i] * 299 + rgba[4 * i + 1] * 587 + rgba[4 * i + 2] * 114) / 1000;
    let bin = ''; for (let i = 0; i < grey.length; i++) bin += String.fromCharCode(grey[i]);
    return btoa(bin);
}"""


def write_y4m(path, grey: bytes, frames: int = 10):
    """A Y4M video (4:2:0) of the same grey picture, the format Chromium's fake camera reads."""
    chroma = bytes([128]) * ((WIDTH // 2) * (HEIGHT // 2))
    with open(path, "wb") as f:
        f.write(f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F10:1 Ip A1:1 C420jpeg\n".encode())
        for _ in range(frames):
            f.write(b"FRAME\n" + grey + chroma + chroma)


def test_the_hosts_scanner_reads_the_guests_answer_through_the_camera(browser, browser_type, server, tmp_path):
    video = tmp_path / "answer.y4m"
    write_y4m(video, bytes([255]) * (WIDTH * HEIGHT), frames=2)   # a blank picture until the code exists
    camera = browser_type.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS + [
        "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={video}"])
    try:
        host = Phone(camera, server)
        host.context.grant_permissions(["camera"])
        guest = Phone(browser, server)
        open_table(host, "luna", ["human", "remote"])
        host.page.click("[data-action='table-show:1']")
        link = host.page.wait_for_selector("[data-join-link]", timeout=ENGINE_TIMEOUT).get_attribute("data-join-link")
        guest.page.goto(link)
        guest.page.wait_for_selector("[data-answer] svg", timeout=ENGINE_TIMEOUT)
        grey = base64.b64decode(guest.page.evaluate(GREY_FRAME, ["[data-answer]", WIDTH, HEIGHT]))
        write_y4m(video, grey)
        host.page.click("[data-action='table-scan']")
        host.page.wait_for_selector("[data-cover='scan'] video", timeout=ENGINE_TIMEOUT)
        # the scanner decodes the camera's picture and pairs: no text was typed
        guest.page.wait_for_selector("[data-screen='game'][data-seat='1']", timeout=ENGINE_TIMEOUT)
        host.page.wait_for_selector("[data-screen='game'][data-seat='0']", timeout=ENGINE_TIMEOUT)
        assert host.page.locator("[data-cover='scan']").count() == 0     # the camera is closed
        host.close()
        guest.close()
    finally:
        camera.close()


REFUSE_CAMERA = ("navigator.mediaDevices.getUserMedia = () => "
                 "Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));")


def test_with_the_camera_refused_the_scanner_says_so_and_the_text_path_pairs(browser, server):
    host = Phone(browser, server)
    host.context.add_init_script(REFUSE_CAMERA)   # the player said no (as a phone's prompt does)
    guest = Phone(browser, server)
    open_table(host, "luna", ["human", "remote"])
    host.page.click("[data-action='table-scan']")
    host.page.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)
    assert "camera is not available" in host.page.inner_text("#toast p")
    assert host.page.locator("[data-cover='scan']").count() == 0
    from test_table import pair
    pair(host, guest, 1)
    host.page.wait_for_selector("[data-screen='game']", timeout=ENGINE_TIMEOUT)
    host.close()
    guest.close()


def test_the_qr_package_is_served_from_our_origin_and_precached():
    """npm `qr` (the encoder table.js imports, the decoder the scanner loads): copied into
    dist/, listed in the service worker's precache, so the codes work offline."""
    from conftest import DIST
    table_js = (DIST / "table.js").read_text(encoding="utf-8")
    worker = (DIST / "sw.js").read_text(encoding="utf-8")
    for module in ("vendor/qr/index.js", "vendor/qr/decode.js"):
        assert f'"./{module}"' in table_js and (DIST / module).is_file()
        assert f'"{module}"' in worker
        code = (DIST / module).read_text(encoding="utf-8")
        # it loads nothing from another host
        assert not re.search(r"""(from|import\()\s*["'](https?:)?//""", code)
