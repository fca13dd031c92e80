#!/usr/bin/env python3
"""Draws Tablée's app icons (PNG, Python standard library only) into static/icons/.

    python3 scripts/pwa/icons.py [OUT_DIR]

A brown (#7a3e12) square with a light (#faf6ee) casbah: a crenellated wall, an arched door and
two arched windows. "any" icons give the casbah about 70 % of the width; "maskable" ones keep it
well inside the safe zone (the centred circle of radius 40 % of the size) and bleed the brown to
the edges. The output is deterministic: rerunning rewrites identical files.
"""
import os
import struct
import sys
import zlib

BROWN = (0x7A, 0x3E, 0x12)
LIGHT = (0xFA, 0xF6, 0xEE)
SAMPLES = 4  # supersampling per axis (anti-aliased edges)

# The casbah in motif units: x in [-0.8, 0.8], y (downwards) in [-0.6, 0.8].
TOP, BOTTOM = -0.6, 0.8
MOTIF_CENTRE_Y = (TOP + BOTTOM) / 2


def arch(x, y, cx, top, bottom, half_width):
    """An arch: a rectangle from the centre of its round top down to `bottom`, plus the round top."""
    if abs(x - cx) > half_width or y > bottom:
        return False
    centre_y = top + half_width
    if y >= centre_y:
        return True
    return (x - cx) ** 2 + (y - centre_y) ** 2 <= half_width**2


def light(x, y):
    """Whether the point (motif units) is on the light casbah."""
    if not (-0.8 <= x <= 0.8 and TOP <= y <= BOTTOM):
        return False
    if y < -0.35:  # the crenellations: four merlons across the top of the wall
        merlon, gap = 0.28, (1.6 - 4 * 0.28) / 3
        offset = (x + 0.8) % (merlon + gap)
        if offset > merlon:
            return False
    if arch(x, y, 0.0, 0.14, BOTTOM + 0.01, 0.22):  # the door, open to the ground
        return False
    for cx in (-0.5, 0.5):  # the windows
        if arch(x, y, cx, -0.16, 0.16, 0.09):
            return False
    return True


def draw(size, scale):
    """RGBA rows of a `size` px icon whose motif unit is `scale` * size pixels."""
    unit = scale * size
    rows = []
    step = 1.0 / SAMPLES
    for py in range(size):
        row = bytearray()
        for px in range(size):
            hits = 0
            for sy in range(SAMPLES):
                y = (py + (sy + 0.5) * step - size / 2) / unit + MOTIF_CENTRE_Y
                for sx in range(SAMPLES):
                    x = (px + (sx + 0.5) * step - size / 2) / unit
                    hits += light(x, y)
            a = hits / (SAMPLES * SAMPLES)
            row += bytes(round(b + (l - b) * a) for b, l in zip(BROWN, LIGHT)) + b"\xff"
        rows.append(bytes(row))
    return rows


def png(size, rows):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + r for r in rows)  # filter type 0 on every row
    ihdr = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


# name, size, motif unit as a fraction of the size
ICONS = [
    ("icon-32.png", 32, 0.5),  # favicon: as big as it goes
    ("apple-touch-icon.png", 180, 0.42),  # iOS rounds the corners itself
    ("icon-192.png", 192, 0.44),
    ("icon-512.png", 512, 0.44),
    # Maskable: the motif's farthest corner (0.8, 0.7 units from its centre) stays at
    # 0.33 * 1.063 = 35 % of the size from the centre, inside the 40 % safe circle.
    ("maskable-192.png", 192, 0.33),
    ("maskable-512.png", 512, 0.33),
]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "static", "icons"
    )
    os.makedirs(out, exist_ok=True)
    for name, size, scale in ICONS:
        data = png(size, draw(size, scale))
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
        print(f"{name}: {size}x{size}, {len(data)} bytes")


if __name__ == "__main__":
    main()
