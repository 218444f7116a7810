"""Digit Recognizer-style train.csv (label, pixel0..pixel783) built from scikit-learn's digits.

Kaggle's MNIST train.csv cannot be shipped, so each of the 8x8 UCI optdigits scans bundled with
scikit-learn is upscaled to a 20x20 box, placed in a 28x28 frame with a small random offset (as
MNIST centres its digits by mass), scaled to 0..255 and written as one row of 784 pixel columns.
Writes data/train.csv beside this file from a fixed seed; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
from PIL import Image
from sklearn.datasets import load_digits

OUT = Path(__file__).resolve().parent / "data"
N_ROWS = 900


def main() -> None:
    rng = np.random.default_rng(5)
    digits = load_digits()
    pick = rng.choice(len(digits.target), N_ROWS, replace=False)
    rows = []
    for i in pick:
        small = (digits.images[i] / 16.0 * 255).astype(np.uint8)
        box = np.asarray(Image.fromarray(small).resize((20, 20), Image.BICUBIC), dtype=float)
        box = np.clip(box * rng.uniform(0.9, 1.15), 0, 255)
        box[box < 18] = 0
        frame = np.zeros((28, 28), dtype=np.uint8)
        dy, dx = rng.integers(2, 7, size=2)
        frame[dy:dy + 20, dx:dx + 20] = np.round(box).astype(np.uint8)
        rows.append([int(digits.target[i])] + frame.ravel().tolist())
    OUT.mkdir(parents=True, exist_ok=True)
    header = "label," + ",".join(f"pixel{j}" for j in range(784))
    lines = [header] + [",".join(map(str, r)) for r in rows]
    (OUT / "train.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
