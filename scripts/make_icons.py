"""Draw the app icons (192, 512 and a maskable 512) as PNGs with the standard library only.

The motif is a 3×3 amulet grid of coloured tiles on the app's dark background: ours, no
publisher art. The maskable icon keeps the grid inside the central 60 % safe zone.
Run once: `python scripts/make_icons.py` (the PNGs are committed in static/).
"""

import struct
import zlib
from pathlib import Path

BACKGROUND = (29, 27, 47)
TILES = [(200, 60, 50), (140, 140, 150), (235, 230, 215),
         (150, 95, 55), (230, 180, 60), (60, 60, 70),
         (70, 130, 180), (90, 160, 90), (170, 90, 170)]


def png(width, height, pixel):
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            rows.extend(pixel(x, y))
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def icon(size, grid_fraction, rounded):
    grid = size * grid_fraction
    origin = (size - grid) / 2
    cell = grid / 3
    gap = cell * 0.12
    radius = size * 0.18

    def pixel(x, y):
        if rounded:  # transparent-looking corners are not possible in RGB: round with the bg
            cx = min(max(x, radius), size - radius)
            cy = min(max(y, radius), size - radius)
            if (x - cx) ** 2 + (y - cy) ** 2 > radius ** 2:
                return (255, 255, 255)
        gx, gy = (x - origin) / cell, (y - origin) / cell
        if 0 <= gx < 3 and 0 <= gy < 3:
            col, row = int(gx), int(gy)
            fx, fy = (x - origin) - col * cell, (y - origin) - row * cell
            if gap / 2 <= fx <= cell - gap / 2 and gap / 2 <= fy <= cell - gap / 2:
                return TILES[row * 3 + col]
        return BACKGROUND
    return png(size, size, pixel)


def main():
    out = Path(__file__).resolve().parent.parent / "static"
    out.mkdir(exist_ok=True)
    (out / "icon-192.png").write_bytes(icon(192, 0.66, False))
    (out / "icon-512.png").write_bytes(icon(512, 0.66, False))
    (out / "icon-maskable-512.png").write_bytes(icon(512, 0.5, False))


if __name__ == "__main__":
    main()
