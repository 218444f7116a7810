"""Synthetic images in the layout of Kaggle's "Flowers Recognition" dataset (Alexander Mamaev):
flowers/<class>/<flickr-style id>.jpg with five classes, daisy, dandelion, rose, sunflower and tulip.

The real photos (about 320x240 JPEGs from Flickr) cannot be shipped, so each image here is drawn
with Pillow: a blurred foliage or sky background and one flower whose colour and shape follow its
class (white petals around a yellow disc, a yellow puff, a red or pink whorl of petals, yellow
petals around a large brown disc, a closed cup in red, pink, yellow or purple), placed, scaled and
sized at random (56-80 x 44-64 pixels), saved as PNG. What the notebook depends on is kept: the
folder names are the class names, the class balance follows the real set scaled down by 20
(daisy 764, dandelion 1052, rose 784, sunflower 733, tulip 984 -> 38, 53, 39, 37, 49 images), and
the classes are told apart mostly by colour, so a small CNN trained for a few epochs on 64x64
inputs scores about 0.7-0.9 validation accuracy (the real set: about 0.6-0.75 for a simple CNN).
Writes data/flowers/ beside this file from a fixed seed; re-running reproduces every byte.
"""

import argparse
import shutil
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data" / "flowers"
COUNTS = {"daisy": 38, "dandelion": 53, "rose": 39, "sunflower": 37, "tulip": 49}


def jitter(rng, rgb, amount=25):
    return tuple(int(np.clip(c + rng.integers(-amount, amount + 1), 0, 255)) for c in rgb)


def background(rng, w, h):
    # a coarse random field of greens/browns (or sky) upsampled, so the PNGs stay small
    if rng.random() < 0.2:
        base = np.array([120, 160, 215]) + rng.integers(-20, 20, 3)
    else:
        base = np.array([70, 110, 50]) + rng.integers(-25, 25, 3)
    coarse = base + rng.normal(0, 22, size=(4, 5, 3))
    img = Image.fromarray(np.clip(coarse, 0, 255).astype(np.uint8)).resize((w, h), Image.BILINEAR)
    return img


def petals(draw, rng, cx, cy, r, n, length, width, color):
    start = rng.uniform(0, 2 * np.pi)
    for k in range(n):
        a = start + 2 * np.pi * k / n
        px, py = cx + np.cos(a) * (r + length / 2), cy + np.sin(a) * (r + length / 2)
        # a petal as a short thick line (polygon of four points)
        dx, dy = np.cos(a) * length / 2, np.sin(a) * length / 2
        nx, ny = -np.sin(a) * width / 2, np.cos(a) * width / 2
        poly = [(px - dx + nx, py - dy + ny), (px + dx + nx, py + dy + ny),
                (px + dx - nx, py + dy - ny), (px - dx - nx, py - dy - ny)]
        draw.polygon(poly, fill=jitter(rng, color, 12))


def draw_flower(kind, rng, img):
    w, h = img.size
    d = ImageDraw.Draw(img)
    s = min(w, h) * rng.uniform(0.28, 0.42)
    cx = w / 2 + rng.uniform(-0.15, 0.15) * w
    cy = h / 2 + rng.uniform(-0.15, 0.15) * h
    if kind == "daisy":
        petals(d, rng, cx, cy, s * 0.25, int(rng.integers(12, 18)), s * 0.7, s * 0.18, (240, 240, 235))
        r = s * 0.25
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=jitter(rng, (235, 200, 40)))
    elif kind == "dandelion":
        if rng.random() < 0.15:  # a seed head now and then
            col = (225, 225, 215)
        else:
            col = (250, 210, 20)
        for _ in range(60):
            a, rr = rng.uniform(0, 2 * np.pi), s * rng.uniform(0.1, 0.9)
            x2, y2 = cx + np.cos(a) * rr, cy + np.sin(a) * rr
            d.line([(cx, cy), (x2, y2)], fill=jitter(rng, col, 20), width=2)
        d.line([(cx, cy + s * 0.6), (cx + rng.uniform(-4, 4), h)], fill=(90, 130, 60), width=2)
    elif kind == "rose":
        col = [(200, 20, 40), (230, 90, 140), (170, 10, 30), (240, 160, 170)][rng.integers(0, 4)]
        for k, f in enumerate([1.0, 0.75, 0.5, 0.28]):
            r = s * f
            shade = tuple(int(c * (1 - 0.12 * k)) for c in col)
            d.ellipse([cx - r, cy - r * 0.9, cx + r, cy + r * 0.9], fill=jitter(rng, shade, 10),
                      outline=tuple(int(c * 0.6) for c in col))
    elif kind == "sunflower":
        petals(d, rng, cx, cy, s * 0.4, int(rng.integers(14, 20)), s * 0.6, s * 0.25, (245, 190, 20))
        r = s * 0.45
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=jitter(rng, (90, 55, 25), 15))
    else:  # tulip
        col = [(215, 30, 45), (235, 110, 160), (245, 215, 40), (130, 50, 150)][rng.integers(0, 4)]
        d.line([(cx, cy + s * 0.5), (cx, h)], fill=(70, 140, 60), width=3)
        d.ellipse([cx - s * 0.5, cy - s * 0.3, cx + s * 0.5, cy + s * 0.7], fill=jitter(rng, col, 15))
        for off in (-0.5, 0.0, 0.5):
            x0 = cx + off * s * 0.6
            d.polygon([(x0 - s * 0.25, cy), (x0, cy - s * 0.6), (x0 + s * 0.25, cy)],
                      fill=jitter(rng, col, 15))
    return img


def flickr_name(rng):
    num = int(rng.integers(10_000_000, 99_999_999))
    hexpart = "".join(rng.choice(list("0123456789abcdef"), 10))
    return f"{num}_{hexpart}_n.png"


def main() -> None:
    rng = np.random.default_rng(seeded(1215))
    if OUT.exists():
        shutil.rmtree(OUT)
    for kind, n in COUNTS.items():
        folder = OUT / kind
        folder.mkdir(parents=True)
        for _ in range(n):
            w, h = int(rng.integers(56, 81)), int(rng.integers(44, 65))
            img = draw_flower(kind, rng, background(rng, w, h))
            img = img.filter(ImageFilter.GaussianBlur(0.6))
            img.save(folder / flickr_name(rng), optimize=True)


if __name__ == "__main__":
    main()
