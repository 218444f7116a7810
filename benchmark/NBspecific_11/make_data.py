"""Synthetic data in the shape of the Kaggle "Heart Disease UCI" heart.csv (303 patients).

Columns as in the Kaggle file: age, sex, cp, trestbps, chol, fbs, restecg, thalach, exang,
oldpeak, slope, ca, thal, target (1 = heart disease). Like the real file, a few rows carry the
odd codes ca = 4 and thal = 0. Writes data/heart.csv beside this file from a fixed seed;
re-running reproduces every byte.
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


def pick(rng, values, p0, p1, target):
    out = np.empty(len(target), dtype=int)
    for t, p in ((0, p0), (1, p1)):
        m = target == t
        out[m] = rng.choice(values, m.sum(), p=p)
    return out


def main() -> None:
    rng = np.random.default_rng(seeded(20190621))
    n = 303
    target = rng.permutation(np.r_[np.ones(165, dtype=int), np.zeros(138, dtype=int)])
    t = target

    age = np.clip(np.round(rng.normal(np.where(t == 1, 52.5, 56.6), 9.0)), 29, 77).astype(int)
    sex = (rng.uniform(size=n) < np.where(t == 1, 0.56, 0.83)).astype(int)
    cp = pick(rng, [0, 1, 2, 3], [0.76, 0.06, 0.13, 0.05], [0.23, 0.25, 0.42, 0.10], t)
    trestbps = np.clip(np.round(rng.normal(np.where(t == 1, 129, 134), 17)), 94, 200).astype(int)
    chol = np.clip(np.round(rng.normal(np.where(t == 1, 242, 251), 50)), 126, 564).astype(int)
    fbs = (rng.uniform(size=n) < 0.15).astype(int)
    restecg = pick(rng, [0, 1, 2], [0.57, 0.40, 0.03], [0.41, 0.58, 0.01], t)
    thalach = np.clip(np.round(rng.normal(np.where(t == 1, 158, 139), 20)), 71, 202).astype(int)
    exang = (rng.uniform(size=n) < np.where(t == 1, 0.14, 0.55)).astype(int)
    oldpeak = np.round(np.clip(rng.gamma(np.where(t == 1, 1.0, 2.0), np.where(t == 1, 0.7, 0.95)), 0, 6.2), 1)
    oldpeak[rng.uniform(size=n) < np.where(t == 1, 0.45, 0.2)] = 0.0
    slope = pick(rng, [0, 1, 2], [0.09, 0.65, 0.26], [0.05, 0.30, 0.65], t)
    ca = pick(rng, [0, 1, 2, 3, 4], [0.32, 0.32, 0.23, 0.12, 0.01], [0.78, 0.13, 0.05, 0.02, 0.02], t)
    thal = pick(rng, [0, 1, 2, 3], [0.01, 0.09, 0.26, 0.64], [0.01, 0.04, 0.79, 0.16], t)

    frame = pd.DataFrame(
        {
            "age": age, "sex": sex, "cp": cp, "trestbps": trestbps, "chol": chol, "fbs": fbs,
            "restecg": restecg, "thalach": thalach, "exang": exang, "oldpeak": oldpeak,
            "slope": slope, "ca": ca, "thal": thal, "target": target,
        }
    )  # fmt: skip
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "heart.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
