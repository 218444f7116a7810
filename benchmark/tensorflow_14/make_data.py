"""Synthetic data in the shape of the Kaggle "Heart Disease UCI" file heart.csv (Cleveland).

303 patients, the 13 usual attributes (age, sex, cp, trestbps, chol, fbs, restecg, thalach,
exang, oldpeak, slope, ca, thal) and `target` (1 = heart disease), with the Kaggle version's
coding and its quirks (a few `ca` = 4 and `thal` = 0 codes for missing values). Writes
data/heart.csv beside this file from a fixed seed; re-running reproduces every byte.
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
    rng = np.random.default_rng(seeded(303))
    n = 303
    target = (rng.uniform(size=n) < 165 / 303).astype(int)
    sex = (rng.uniform(size=n) < np.where(target == 1, 0.56, 0.83)).astype(int)
    age = np.clip(np.round(rng.normal(np.where(target == 1, 52.5, 56.6), 9.0)), 29, 77).astype(int)
    cp = np.where(
        target == 1,
        rng.choice([0, 1, 2, 3], n, p=[0.24, 0.25, 0.42, 0.09]),
        rng.choice([0, 1, 2, 3], n, p=[0.75, 0.07, 0.13, 0.05]),
    )
    trestbps = np.clip(np.round(rng.normal(131 - 2 * target + 0.3 * (age - 54), 17) / 2) * 2, 94, 200).astype(int)
    chol = np.clip(np.round(rng.normal(246 - 5 * target, 50)), 126, 564).astype(int)
    fbs = (rng.uniform(size=n) < 0.15).astype(int)
    restecg = rng.choice([0, 1, 2], n, p=[0.48, 0.50, 0.02])
    thalach = np.clip(np.round(rng.normal(np.where(target == 1, 158, 139), 20) - 0.4 * (age - 54)), 71, 202).astype(int)
    exang = (rng.uniform(size=n) < np.where(target == 1, 0.14, 0.55)).astype(int)
    oldpeak = np.round(np.clip(rng.gamma(np.where(target == 1, 0.9, 2.0), 0.8), 0, 6.2), 1)
    slope = np.where(
        target == 1,
        rng.choice([0, 1, 2], n, p=[0.05, 0.30, 0.65]),
        rng.choice([0, 1, 2], n, p=[0.09, 0.66, 0.25]),
    )
    ca = np.where(
        target == 1,
        rng.choice([0, 1, 2, 3], n, p=[0.79, 0.13, 0.04, 0.04]),
        rng.choice([0, 1, 2, 3], n, p=[0.33, 0.32, 0.22, 0.13]),
    )
    ca[rng.choice(n, 5, replace=False)] = 4
    thal = np.where(
        target == 1,
        rng.choice([1, 2, 3], n, p=[0.04, 0.79, 0.17]),
        rng.choice([1, 2, 3], n, p=[0.09, 0.26, 0.65]),
    )
    thal[rng.choice(n, 2, replace=False)] = 0

    frame = pd.DataFrame(
        {
            "age": age, "sex": sex, "cp": cp, "trestbps": trestbps, "chol": chol, "fbs": fbs,
            "restecg": restecg, "thalach": thalach, "exang": exang, "oldpeak": oldpeak,
            "slope": slope, "ca": ca, "thal": thal, "target": target,
        }
    )
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "heart.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
