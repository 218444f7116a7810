"""Synthetic images in the shape of Kaggle's "Four Shapes" dataset.

data/shapes/<circle|square|star|triangle>/<n>.png: 200x200 grayscale PNGs, one white shape of
random size, position and rotation on a black background, 70 images per class (the original
has about 3700 per class). Written with Pillow from a fixed seed; re-running reproduces every byte.
"""

import argparse
import math
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
PER_CLASS = 70


def polygon(cx, cy, r, k, rot, inner=None):
    pts = []
    steps = k * (2 if inner else 1)
    for i in range(steps):
        a = rot + 2 * math.pi * i / steps
        rr = r if (inner is None or i % 2 == 0) else r * inner
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def draw(shape, rng):
    img = Image.new("L", (200, 200), 0)
    d = ImageDraw.Draw(img)
    r = float(rng.uniform(28, 70))
    cx, cy = (float(v) for v in rng.uniform(r + 5, 195 - r, 2))
    rot = float(rng.uniform(0, 2 * math.pi))
    if shape == "circle":
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=255)
    elif shape == "square":
        d.polygon(polygon(cx, cy, r, 4, rot), fill=255)
    elif shape == "triangle":
        d.polygon(polygon(cx, cy, r, 3, rot), fill=255)
    else:
        d.polygon(polygon(cx, cy, r, 5, rot, inner=0.45), fill=255)
    return img


def main() -> None:
    rng = np.random.default_rng(seeded(4))
    for shape in ["circle", "square", "star", "triangle"]:
        folder = OUT / shape
        folder.mkdir(parents=True, exist_ok=True)
        for i in range(PER_CLASS):
            draw(shape, rng).save(folder / f"{i}.png", optimize=True)


if __name__ == "__main__":
    main()
