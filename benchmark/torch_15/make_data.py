"""The Breast Cancer Wisconsin (Diagnostic) data shipped with scikit-learn, written in the
layout of Kaggle's data.csv for that dataset.

Columns id, diagnosis ("M"/"B"), the 30 measurements under the Kaggle names (radius_mean ...
fractal_dimension_worst) and the empty trailing "Unnamed: 32" column that the Kaggle file has
because every line ends with a comma. The ids are drawn from a fixed seed; re-running reproduces
every byte of data/data.csv beside this file.
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


def main() -> None:
    data = load_breast_cancer()
    names = [n.replace("mean ", "").replace("worst ", "").replace(" error", "").replace(" ", "_") for n in data.feature_names]
    suffix = ["mean"] * 10 + ["se"] * 10 + ["worst"] * 10
    columns = [f"{n}_{s}" for n, s in zip(names, suffix)]
    columns = [c.replace("concave_points", "concave points") for c in columns]
    frame = pd.DataFrame(data.data, columns=columns)
    rng = np.random.default_rng(seeded(569))
    frame.insert(0, "diagnosis", np.where(data.target == 0, "M", "B"))
    frame.insert(0, "id", np.sort(rng.choice(np.arange(8670, 911320568), len(frame), replace=False)))
    OUT.mkdir(exist_ok=True)
    with open(OUT / "data.csv", "w", newline="") as handle:
        handle.write(",".join(f'"{c}"' for c in frame.columns) + ",\n")
        for row in frame.itertuples(index=False):
            values = [str(row[0]), row[1]] + [f"{v:g}" for v in row[2:]]
            handle.write(",".join(values) + ",\n")


if __name__ == "__main__":
    main()
