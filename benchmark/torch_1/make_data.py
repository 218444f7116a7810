"""Digit images in the layout of Kaggle's 'Digit Recognizer' train.csv (label, pixel0..pixel783).

The images are scikit-learn's bundled 8x8 handwritten digits (load_digits), upscaled to 20x20,
scaled to 0..255 and centred in a 28x28 frame like MNIST, with a small random shift per image.
Writes data/train.csv beside this file; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd
from scipy.ndimage import zoom
from sklearn.datasets import load_digits


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
N_ROWS = 800


def main() -> None:
    rng = np.random.default_rng(seeded(2718))
    digits = load_digits()
    idx = rng.permutation(len(digits.target))[:N_ROWS]
    rows = []
    for i in idx:
        img = zoom(digits.images[i], 2.5, order=1)
        img = np.clip(img / 16 * 255 * rng.uniform(0.85, 1.0), 0, 255)
        img[img < 30] = 0
        frame = np.zeros((28, 28))
        dy, dx = rng.integers(3, 6, size=2)
        frame[dy:dy + 20, dx:dx + 20] = img
        rows.append(np.round(frame).astype(int).ravel())
    df = pd.DataFrame(np.array(rows), columns=[f"pixel{i}" for i in range(784)])
    df.insert(0, "label", digits.target[idx])
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "train.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
