"""Data in the shape of Kaggle's Digit Recognizer `train.csv` (MNIST: label, pixel0 .. pixel783).

The images are scikit-learn's bundled handwritten digits (8x8, 0-16), enlarged to 20x20 with
bilinear resampling and centred in a 28x28 frame scaled to 0-255, as MNIST centres its digits.
600 rows. Writes data/train.csv beside this file; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
from PIL import Image
from sklearn.datasets import load_digits

OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    digits = load_digits()
    rng = np.random.default_rng(2012)
    rows = rng.choice(len(digits.target), size=600, replace=False)
    lines = ["label," + ",".join(f"pixel{i}" for i in range(784))]
    for r in rows:
        small = Image.fromarray((digits.images[r] * (255 / 16)).astype(np.uint8))
        big = np.asarray(small.resize((20, 20), Image.BILINEAR), dtype=np.float64)
        frame = np.zeros((28, 28))
        dy, dx = rng.integers(3, 6, size=2)
        frame[dy:dy + 20, dx:dx + 20] = big
        frame[frame < 12] = 0
        pixels = np.clip(np.round(frame), 0, 255).astype(int).ravel()
        lines.append(str(int(digits.target[r])) + "," + ",".join(str(p) for p in pixels))
    OUT.mkdir(exist_ok=True)
    (OUT / "train.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
