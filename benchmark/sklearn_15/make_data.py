"""The UCI Wine data in the layout of the Wine.csv of the 'Machine Learning A-Z' course (PCA/LDA part).

The 178 wines and 13 measurements are scikit-learn's bundled copy of the UCI Wine data
(load_wine), each measurement blurred with Gaussian noise (0.7 of its column's standard
deviation, from a fixed seed) so that the cultivars overlap as in a harder sample: the four
models of the notebook then disagree on some test wines, and soft voting differs from any one
of them. Written under the course file's column names, with the cultivar as Customer_Segment
1, 2, 3. Re-running reproduces every byte of data/Wine.csv.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.datasets import load_wine


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
COLUMNS = ["Alcohol", "Malic_Acid", "Ash", "Ash_Alcanity", "Magnesium", "Total_Phenols", "Flavanoids",
           "Nonflavanoid_Phenols", "Proanthocyanins", "Color_Intensity", "Hue", "OD280", "Proline"]  # fmt: skip


def main() -> None:
    wine = load_wine()
    rng = np.random.default_rng(seeded(11))
    blurred = wine.data + rng.normal(0, 0.7, wine.data.shape) * wine.data.std(axis=0)
    blurred = np.maximum(blurred, wine.data.min(axis=0) / 2)  # measurements stay positive
    df = pd.DataFrame(blurred, columns=COLUMNS).round(2)
    df["Magnesium"] = df["Magnesium"].astype(int)
    df["Proline"] = df["Proline"].astype(int)
    df["Customer_Segment"] = wine.target + 1
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "Wine.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
