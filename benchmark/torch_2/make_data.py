"""Synthetic heart disease data in the layout of the Kaggle 'Heart Disease UCI' heart.csv.

303 patients, the 13 usual attributes (age, sex, cp, trestbps, chol, fbs, restecg, thalach,
exang, oldpeak, slope, ca, thal) and `target` (1 = disease), with the Kaggle copy's quirks:
a few `ca` values of 4 and `thal` values of 0. Writes data/heart.csv beside this file from a
fixed seed; re-running reproduces every byte.
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
N = 303


def main() -> None:
    rng = np.random.default_rng(seeded(1988))
    target = (rng.uniform(size=N) < 0.545).astype(int)
    sex = np.where(target == 1, rng.uniform(size=N) < 0.56, rng.uniform(size=N) < 0.83).astype(int)
    age = np.clip(np.round(np.where(target == 1, rng.normal(52.5, 9.5, N), rng.normal(56.6, 7.9, N))), 29, 77)
    cp = np.where(target == 1, rng.choice([0, 1, 2, 3], N, p=[0.24, 0.25, 0.42, 0.09]),
                  rng.choice([0, 1, 2, 3], N, p=[0.76, 0.07, 0.13, 0.04]))
    trestbps = np.clip(np.round(rng.normal(131 - 2 * target, 17, N) / 2) * 2, 94, 200)
    chol = np.clip(np.round(rng.normal(246 - 5 * target, 50, N)), 126, 564)
    fbs = (rng.uniform(size=N) < 0.15).astype(int)
    restecg = np.where(target == 1, rng.choice([0, 1, 2], N, p=[0.41, 0.58, 0.01]),
                       rng.choice([0, 1, 2], N, p=[0.57, 0.40, 0.03]))
    thalach = np.clip(np.round(np.where(target == 1, rng.normal(158, 19, N), rng.normal(139, 22, N)) - 0.4 * (age - 54)), 71, 202)
    exang = np.where(target == 1, rng.uniform(size=N) < 0.14, rng.uniform(size=N) < 0.55).astype(int)
    oldpeak = np.round(np.clip(np.where(target == 1, rng.gamma(0.9, 0.65, N), rng.gamma(1.6, 1.0, N)), 0, 6.2), 1)
    oldpeak[rng.uniform(size=N) < 0.3] = 0.0
    slope = np.where(target == 1, rng.choice([0, 1, 2], N, p=[0.05, 0.30, 0.65]),
                     rng.choice([0, 1, 2], N, p=[0.09, 0.66, 0.25]))
    ca = np.where(target == 1, rng.choice([0, 1, 2, 3, 4], N, p=[0.79, 0.12, 0.04, 0.02, 0.03]),
                  rng.choice([0, 1, 2, 3, 4], N, p=[0.33, 0.32, 0.22, 0.12, 0.01]))
    thal = np.where(target == 1, rng.choice([0, 1, 2, 3], N, p=[0.01, 0.04, 0.79, 0.16]),
                    rng.choice([0, 1, 2, 3], N, p=[0.01, 0.08, 0.26, 0.65]))
    df = pd.DataFrame({
        "age": age.astype(int), "sex": sex, "cp": cp, "trestbps": trestbps.astype(int),
        "chol": chol.astype(int), "fbs": fbs, "restecg": restecg, "thalach": thalach.astype(int),
        "exang": exang, "oldpeak": oldpeak, "slope": slope, "ca": ca, "thal": thal, "target": target,
    })
    # the Kaggle file is sorted by target (diseased first)
    df = df.sort_values("target", ascending=False, kind="stable").reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "heart.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
