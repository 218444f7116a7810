"""Writes data/shapes/{circle,square,star,triangle}/N.png: synthetic images in the shape of Kaggle's Four Shapes.

Each image is a white filled shape on a black background, with random size, position and rotation
as a 100x100 grayscale PNG written by Pillow (no timestamps). 80 images per
class, fixed seed; re-running reproduces every byte.
"""

import argparse
import math
import shutil
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data" / "shapes"
SIZE = 100
PER_CLASS = 100


def polygon(cx, cy, r, n, rot, inner=None):
    pts = []
    k = 2 * n if inner else n
    for i in range(k):
        rr = r if (inner is None or i % 2 == 0) else r * inner
        a = rot + 2 * math.pi * i / k
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def draw(kind, rng):
    img = Image.new("L", (SIZE, SIZE), 0)
    d = ImageDraw.Draw(img)
    r = rng.uniform(24, 40)
    cx, cy = rng.uniform(r + 2, SIZE - r - 2, 2)
    rot = rng.uniform(0, 2 * math.pi)
    if kind == "circle":
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=255)
    elif kind == "square":
        d.polygon(polygon(cx, cy, r * 1.15, 4, math.pi / 4 + rot / 12), fill=255)
    elif kind == "star":
        d.polygon(polygon(cx, cy, r * 1.1, 5, rot, inner=0.42), fill=255)
    else:
        d.polygon(polygon(cx, cy, r * 1.2, 3, rot), fill=255)
    return img


def main() -> None:
    rng = np.random.default_rng(seeded(2017))
    if OUT.exists():
        shutil.rmtree(OUT)
    for kind in ["circle", "square", "star", "triangle"]:
        folder = OUT / kind
        folder.mkdir(parents=True)
        for i in range(PER_CLASS):
            draw(kind, rng).save(folder / f"{i}.png", optimize=False)


if __name__ == "__main__":
    main()
