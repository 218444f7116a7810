"""Breast Cancer Wisconsin (Diagnostic) in the layout of the Kaggle copy (data.csv).

The measurements are scikit-learn's bundled copy of the UCI data (load_breast_cancer). The Kaggle
file has an `id` column, `diagnosis` as M/B, the 30 features named radius_mean ... and a trailing
comma on every line (pandas reads it as an empty "Unnamed: 32" column); the ids here are drawn
from a fixed seed. Writes data/data.csv beside this file; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.datasets import load_breast_cancer


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
FEATURES = ["radius", "texture", "perimeter", "area", "smoothness", "compactness", "concavity",
            "concave points", "symmetry", "fractal_dimension"]  # fmt: skip


def main() -> None:
    bunch = load_breast_cancer()
    rng = np.random.default_rng(seeded(569))
    cols = [f"{f}_{part}" for part in ("mean", "se", "worst") for f in FEATURES]
    frame = pd.DataFrame(bunch.data, columns=cols)
    ids = rng.choice(np.arange(8510, 9113000), size=len(frame), replace=False)
    frame.insert(0, "diagnosis", np.where(bunch.target == 0, "M", "B"))
    frame.insert(0, "id", ids)
    frame["Unnamed: 32"] = ""
    text = frame.to_csv(index=False, lineterminator="\n", float_format="%.6g")
    lines = text.split("\n")
    lines[0] = lines[0].replace(",Unnamed: 32", ",")
    OUT.mkdir(exist_ok=True)
    (OUT / "data.csv").write_text("\n".join(lines))


if __name__ == "__main__":
    main()
