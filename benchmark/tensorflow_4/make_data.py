"""Synthetic data in the layout of the UCI/Kaggle heart disease file heart.csv.

303 patients with the 13 usual attributes (age, sex, cp, trestbps, chol, fbs, restecg,
thalach, exang, oldpeak, slope, ca, thal) and the Kaggle `target` (1 = disease), with the
Kaggle coding of cp/slope/ca/thal, including its odd thal = 0 rows. Writes data/heart.csv
beside this file; re-running reproduces every byte.
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
    target = (rng.uniform(size=n) < 0.545).astype(int)
    sex = (rng.uniform(size=n) < np.where(target == 1, 0.56, 0.83)).astype(int)
    age = np.clip(np.round(rng.normal(np.where(target == 1, 52.5, 56.6), 9, n)), 29, 77).astype(int)
    cp = np.where(target == 1, rng.choice(4, n, p=[0.24, 0.25, 0.42, 0.09]),
                  rng.choice(4, n, p=[0.75, 0.07, 0.13, 0.05]))
    trestbps = np.clip(np.round(rng.normal(131, 17, n) + 0.3 * (age - 54)), 94, 200).astype(int)
    chol = np.clip(np.round(rng.normal(246, 50, n)), 126, 564).astype(int)
    fbs = (rng.uniform(size=n) < 0.15).astype(int)
    restecg = rng.choice(3, n, p=[0.48, 0.50, 0.02])
    thalach = np.clip(np.round(rng.normal(np.where(target == 1, 158, 139), 20, n) - 0.6 * (age - 54)), 71, 202).astype(int)
    exang = (rng.uniform(size=n) < np.where(target == 1, 0.14, 0.55)).astype(int)
    oldpeak = np.clip(np.round(rng.gamma(np.where(target == 1, 0.9, 1.8), 0.7, n), 1), 0, 6.2)
    slope = np.where(target == 1, rng.choice(3, n, p=[0.05, 0.30, 0.65]), rng.choice(3, n, p=[0.09, 0.66, 0.25]))
    ca = np.where(target == 1, rng.choice(5, n, p=[0.79, 0.13, 0.04, 0.02, 0.02]),
                  rng.choice(5, n, p=[0.33, 0.32, 0.22, 0.12, 0.01]))
    thal = np.where(target == 1, rng.choice(4, n, p=[0.01, 0.04, 0.79, 0.16]),
                    rng.choice(4, n, p=[0.01, 0.09, 0.26, 0.64]))
    frame = pd.DataFrame({
        "age": age, "sex": sex, "cp": cp, "trestbps": trestbps, "chol": chol, "fbs": fbs,
        "restecg": restecg, "thalach": thalach, "exang": exang, "oldpeak": oldpeak,
        "slope": slope, "ca": ca, "thal": thal, "target": target,
    })
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "heart.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
