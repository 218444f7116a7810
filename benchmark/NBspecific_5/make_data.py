"""UCI optdigits files (optdigits.tra / optdigits.tes) from the digits scikit-learn ships.

The UCI "Optical Recognition of Handwritten Digits" set is 32x32 bitmaps of handwritten digits
reduced to 8x8 blocks: every row is 64 counts of set pixels (0..16), then the class (0..9),
comma separated, no header. scikit-learn bundles 1797 of its rows (load_digits); the UCI
training file has 3823 rows and the test file 1797. Here the 1797 bundled rows are split,
from a fixed seed, into an optdigits.tra of 1300 rows and an optdigits.tes of 497, in the UCI
layout. Properties of the real set the notebook depends on, which the split keeps: the ten
classes are balanced (about 10 % each); a few border pixels (columns 0, 32 and 39) are 0 in
every image of both files, so their standard deviation is 0; the pixel in column 56 is set in
a single image, which goes to the training file, so that every pixel constant in the training
file is 0 in every test image too; a small two-layer network trained on the
standardised pixels scores about 0.95 on held-out rows.
Writes data/ beside this file; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
from sklearn.datasets import load_digits


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
N_TRAIN = 1300


def main() -> None:
    digits = load_digits()
    X = digits.data.astype(int)
    y = digits.target.astype(int)
    order = np.random.default_rng(seeded(1998)).permutation(len(y))
    rare = int(np.flatnonzero(X[:, 56] > 0)[0])
    order = np.concatenate([[rare], order[order != rare]])
    train, test = order[:N_TRAIN], order[N_TRAIN:]
    assert set(np.flatnonzero(X[train].std(0) == 0)) == {0, 32, 39}
    assert (X[test][:, [0, 32, 39]] == 0).all()
    OUT.mkdir(parents=True, exist_ok=True)
    for name, rows in (("optdigits.tra", np.sort(train)), ("optdigits.tes", np.sort(test))):
        lines = [",".join(map(str, [*X[i], y[i]])) for i in rows]
        (OUT / name).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
