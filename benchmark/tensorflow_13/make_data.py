"""UCI "Optical Recognition of Handwritten Digits" test set in its original file layout (optdigits.tes).

scikit-learn ships this data set as `load_digits` (1797 8x8 images, pixel counts 0-16). This
script writes it the way the UCI archive distributes it: one comma-separated row per image, the
64 pixel counts followed by the class, no header. Writes data/optdigits.tes beside this file;
re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
from sklearn.datasets import load_digits


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument(
    "--seed", type=int, help="a twin's seed (docs/twins.md): this data has no randomness, so none"
)
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    digits = load_digits()
    rows = np.column_stack([digits.data.astype(int), digits.target.astype(int)])
    OUT.mkdir(exist_ok=True)
    text = "\n".join(",".join(str(v) for v in row) for row in rows) + "\n"
    (OUT / "optdigits.tes").write_text(text)


if __name__ == "__main__":
    main()
