"""Synthetic images in the layout of Kaggle's 'Four Shapes' dataset: one folder per class
(circle, square, star, triangle) of grayscale PNGs, each a white shape on a black background at a
random size, position and rotation. 120 images per class at 64x64 (the Kaggle set has 200x200).
Writes data/shapes/ beside this file from a fixed seed; re-running reproduces every byte.
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
SIZE = 64
PER_CLASS = 120


def polygon(cx, cy, r, n, rot, inner=None):
    """Corners of a regular n-gon, or of an n-pointed star when an inner radius is given."""
    steps = 2 * n if inner else n
    pts = []
    for k in range(steps):
        ang = rot + 2 * math.pi * k / steps
        rad = inner if (inner and k % 2) else r
        pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
    return pts


def draw(shape, rng):
    img = Image.new("L", (SIZE, SIZE), 0)
    d = ImageDraw.Draw(img)
    r = rng.uniform(10, 22)
    cx, cy = rng.uniform(r + 3, SIZE - r - 3, 2)
    rot = rng.uniform(0, 2 * math.pi)
    fill = int(rng.integers(200, 256))
    if shape == "circle":
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=fill)
    elif shape == "square":
        d.polygon(polygon(cx, cy, r * 1.2, 4, rot), fill=fill)
    elif shape == "triangle":
        d.polygon(polygon(cx, cy, r * 1.3, 3, rot), fill=fill)
    else:
        d.polygon(polygon(cx, cy, r * 1.3, 5, rot, inner=r * 0.55), fill=fill)
    arr = np.asarray(img, dtype=float) + rng.normal(0, 2, (SIZE, SIZE)).round()
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), mode="L")


def main() -> None:
    rng = np.random.default_rng(seeded(4))
    if OUT.exists():
        shutil.rmtree(OUT)
    for shape in ["circle", "square", "star", "triangle"]:
        folder = OUT / shape
        folder.mkdir(parents=True)
        for i in range(PER_CLASS):
            draw(shape, rng).save(folder / f"{i}.png", optimize=False)


if __name__ == "__main__":
    main()
