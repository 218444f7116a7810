"""Synthetic medical insurance charges in the shape of Kaggle's 'Medical Cost Personal Datasets'
(insurance.csv: age, sex, bmi, children, smoker, region, charges).

Writes data/insurance.csv beside this file from a fixed seed; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    rng = np.random.default_rng(seeded(1338))
    n = 1338
    age = rng.integers(18, 65, n)
    sex = rng.choice(["male", "female"], n, p=[0.505, 0.495])
    bmi = np.round(np.clip(rng.normal(30.7, 6.1, n), 15.96, 53.13), 3)
    bmi = np.where(rng.uniform(size=n) < 0.5, np.round(bmi, 2), bmi)
    children = rng.choice([0, 1, 2, 3, 4, 5], n, p=[0.43, 0.24, 0.18, 0.117, 0.02, 0.013])
    smoker = rng.choice(["yes", "no"], n, p=[0.205, 0.795])
    region = rng.choice(["southeast", "southwest", "northwest", "northeast"], n, p=[0.272, 0.243, 0.243, 0.242])
    base = 250 * age - 2200 + 480 * children + rng.gamma(1.3, 1500, n)
    smoke = smoker == "yes"
    charges = base + smoke * (13000 + 500 * (bmi - 30) * (bmi > 30))
    charges = charges + smoke * 9000 * (bmi > 30)
    sick = (~smoke) & (rng.uniform(size=n) < 0.07)
    charges = charges + sick * rng.uniform(8000, 25000, n)
    charges = np.round(np.clip(charges, 1121.87, 63770.43), 5)
    frame = pd.DataFrame({"age": age, "sex": sex, "bmi": bmi, "children": children, "smoker": smoker,
                          "region": region, "charges": charges})
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "insurance.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
