"""Synthetic hand-sign images in the layout of Kaggle's "Sign Language MNIST".

The real set (CC0 on Kaggle) cannot be shipped at its size (27,455 + 7,172 images), so this
writes a small stand-in under its own file and column names:

- data/sign_mnist_train.csv and data/sign_mnist_test.csv, one image per row: `label`, then
  `pixel1` .. `pixel784`, a 28x28 grayscale picture in row order with integer values 0-255.
- `label` is the letter's index in the alphabet, 0 (A) .. 24 (Y), with 9 (J) and 25 (Z) absent
  because those signs need motion: 24 classes, the largest label 24. As in the real files the
  classes are roughly balanced (here 19 training and 6 test images per letter) and the rows are
  not sorted by label.
- Each picture is a light hand shape (palm and a letter-specific set of fingers) on a darker,
  uneven background, shifted, rotated, scaled and lit differently per image, with sensor noise,
  so the mean pixel is about 150 (the real set's about 160).
- A small two-convolution CNN with a softmax head over the labels reaches about 0.9 test accuracy
  in 15 epochs here; on the real data such a CNN scores about 0.9-1.0.

Writes data/ beside this file from fixed seeds; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
LETTERS = [i for i in range(25) if i != 9]
SIZE = 28
SS = 3  # supersampling of the drawing grid


def letter_shape(rng):
    """Palm and finger strokes of one letter's sign, in template coordinates (pixels)."""
    palm = (rng.uniform(12.5, 15.5), rng.uniform(16.0, 19.0), rng.uniform(4.5, 6.5), rng.uniform(4.0, 5.5))
    n = rng.integers(1, 6)
    angles = np.sort(rng.choice(np.linspace(-2.6, -0.3, 9), size=n, replace=False))
    fingers = [(a + rng.normal(0, 0.08), rng.uniform(5.0, 11.0), rng.uniform(1.2, 2.0)) for a in angles]
    thumb = rng.uniform() < 0.6
    if thumb:
        fingers.append((rng.choice([0.2, 0.6, 2.8, 3.2]), rng.uniform(4.0, 7.5), 1.8))
    return palm, fingers


def seg_dist(px, py, x0, y0, x1, y1):
    dx, dy = x1 - x0, y1 - y0
    t = np.clip(((px - x0) * dx + (py - y0) * dy) / (dx * dx + dy * dy), 0, 1)
    return np.hypot(px - (x0 + t * dx), py - (y0 + t * dy))


def draw(shape, rng):
    palm, fingers = shape
    cx, cy, rx, ry = palm
    angle = rng.normal(0, 0.07)
    scale = rng.uniform(0.94, 1.06)
    sx, sy = rng.normal(0, 0.8, 2)
    grid = (np.arange(SIZE * SS) + 0.5) / SS
    gx, gy = np.meshgrid(grid, grid)
    # back to template coordinates
    ux, uy = (gx - 14 - sx) / scale, (gy - 14 - sy) / scale
    ca, sa = np.cos(angle), np.sin(angle)
    tx, ty = ca * ux + sa * uy + 14, -sa * ux + ca * uy + 14
    mask = ((tx - cx) / rx) ** 2 + ((ty - cy) / ry) ** 2 <= 1.0
    for a, length, width in fingers:
        length = length * rng.uniform(0.93, 1.07)
        x0, y0 = cx + 0.7 * rx * np.cos(a), cy + 0.7 * ry * np.sin(a)
        x1, y1 = x0 + length * np.cos(a), y0 + length * np.sin(a)
        mask |= seg_dist(tx, ty, x0, y0, x1, y1) <= width
    mask = mask.reshape(SIZE, SS, SIZE, SS).mean(axis=(1, 3))
    # lighting: hand brighter on the side the light comes from, background a gradient
    yy, xx = np.mgrid[0:SIZE, 0:SIZE] / (SIZE - 1)
    lx, ly = rng.normal(0, 1, 2)
    hand = rng.uniform(185, 225) + 25 * (lx * (xx - 0.5) + ly * (yy - 0.5))
    back = rng.uniform(100, 165) + rng.uniform(-40, 40) * xx + rng.uniform(-40, 40) * yy
    img = mask * hand + (1 - mask) * back + rng.normal(0, 6, (SIZE, SIZE))
    return np.clip(np.rint(img), 0, 255).astype(int)


def frame(shapes, per_letter, rng):
    labels = np.repeat(LETTERS, per_letter)
    rng.shuffle(labels)
    pixels = np.stack([draw(shapes[l], rng).ravel() for l in labels])
    df = pd.DataFrame(pixels, columns=[f"pixel{i}" for i in range(1, SIZE * SIZE + 1)])
    df.insert(0, "label", labels)
    return df


def main() -> None:
    shape_rng = np.random.default_rng(seeded(1995))
    shapes = {l: letter_shape(shape_rng) for l in LETTERS}
    OUT.mkdir(exist_ok=True)
    frame(shapes, 19, np.random.default_rng(seeded(7))).to_csv(OUT / "sign_mnist_train.csv", index=False, lineterminator="\n")
    frame(shapes, 6, np.random.default_rng(seeded(8))).to_csv(OUT / "sign_mnist_test.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
