"""The UCI optical recognition of handwritten digits data (optdigits), as shipped by scikit-learn.

scikit-learn's `load_digits` bundles the 1797 8x8 digit bitmaps of the UCI optdigits set (each
pixel a count 0-16 of a 4x4 block of the 32x32 scan). This script writes them out in the UCI file
format (64 comma-separated integer attributes, then the class 0-9, no header), the first 1347 rows
as data/optdigits.tra and the last 450 as data/optdigits.tes, beside this file. No randomness:
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
N_TRAIN = 1347


def main() -> None:
    digits = load_digits()
    rows = np.column_stack([digits.data.astype(int), digits.target.astype(int)])
    OUT.mkdir(exist_ok=True)
    for name, part in (("optdigits.tra", rows[:N_TRAIN]), ("optdigits.tes", rows[N_TRAIN:])):
        lines = [",".join(str(v) for v in row) for row in part]
        (OUT / name).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
