"""Digit images in the layout of Kaggle's "Digit Recognizer" train.csv (label, pixel0..pixel783).

Kaggle's MNIST files cannot be shipped, so the images are scikit-learn's bundled 8x8 digits
(UCI optdigits), scaled up to a 20x20 box, jittered by a pixel or two and centred in a 28x28
frame with grey levels 0..255, as MNIST does. 900 rows, so the file stays under 2 MB.
Writes data/train.csv beside this file; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd
from PIL import Image
from sklearn.datasets import load_digits


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
N_ROWS = 900


def main() -> None:
    rng = np.random.default_rng(seeded(20170801))
    digits = load_digits()
    idx = rng.permutation(len(digits.target))[:N_ROWS]
    rows = []
    for i in idx:
        small = (digits.images[i] * (255.0 / 16.0)).astype(np.uint8)
        big = np.asarray(Image.fromarray(small).resize((20, 20), Image.BILINEAR), dtype=np.float64)
        big[big < 40] = 0
        frame = np.zeros((28, 28), dtype=np.uint8)
        dy, dx = rng.integers(3, 6, size=2)
        frame[dy:dy + 20, dx:dx + 20] = np.clip(big, 0, 255).astype(np.uint8)
        rows.append(np.concatenate([[digits.target[i]], frame.ravel()]))
    cols = ["label"] + [f"pixel{k}" for k in range(784)]
    OUT.mkdir(exist_ok=True)
    pd.DataFrame(np.array(rows, dtype=np.int64), columns=cols).to_csv(
        OUT / "train.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
