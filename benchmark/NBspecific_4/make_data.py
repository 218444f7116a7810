"""Synthetic insurance.csv in the shape of the Kaggle "Medical Cost Personal Datasets".

Columns age, sex, bmi, children, smoker, region, charges as in the original file: 1338 rows,
one of them an exact duplicate of another, a handful of very high BMIs, and charges driven by
age, smoking and smoking together with obesity. Writes data/insurance.csv beside this file from
a fixed seed; re-running reproduces every byte.
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
    n = 1337
    age = rng.integers(18, 65, n)
    age[rng.uniform(size=n) < 0.07] = rng.choice([18, 19], size=1)[0]
    age[rng.uniform(size=n) < 0.04] = 19
    sex = rng.choice(["female", "male"], n, p=[0.495, 0.505])
    bmi = rng.normal(30.5, 5.6, n)
    high = rng.choice(n, size=9, replace=False)
    bmi[high] = rng.uniform(47.5, 53.2, size=9)
    bmi = np.clip(bmi, 15.9, 53.2)
    # the original mixes 1, 2 and 3 decimals (27.9, 33.77, 22.705)
    decimals = rng.choice([1, 2, 3], n, p=[0.3, 0.45, 0.25])
    bmi = np.array([round(b, d) for b, d in zip(bmi, decimals)])
    children = rng.choice([0, 1, 2, 3, 4, 5], n, p=[0.43, 0.24, 0.18, 0.117, 0.019, 0.014])
    smoker = rng.choice(["no", "yes"], n, p=[0.795, 0.205])
    region = rng.choice(["southeast", "southwest", "northwest", "northeast"], n,
                        p=[0.272, 0.243, 0.243, 0.242])  # fmt: skip

    base = -4300 + 268 * age + 475 * children + rng.gamma(1.2, 1100, n)
    smokes = smoker == "yes"
    obese = bmi >= 30
    charges = base + smokes * (11500 + 390 * (bmi - 22) + 19500 * obese + rng.normal(0, 2400, n))
    # a minority of non-smokers with large bills (the upper cloud of the age plot)
    sick = (~smokes) & (rng.uniform(size=n) < 0.07)
    charges[sick] += rng.uniform(6000, 22000, sick.sum())
    charges = np.maximum(charges, 1121.8739 + rng.uniform(0, 600, n))
    charges = np.array([round(c, int(d)) for c, d in zip(charges, rng.choice([3, 4, 5], n))])

    frame = pd.DataFrame({"age": age, "sex": sex, "bmi": bmi, "children": children,
                          "smoker": smoker, "region": region, "charges": charges})  # fmt: skip
    dup = frame.iloc[[195]]
    frame = pd.concat([frame.iloc[:581], dup, frame.iloc[581:]], ignore_index=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "insurance.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
