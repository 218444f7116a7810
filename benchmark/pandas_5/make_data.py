"""Synthetic heart.csv in the shape of Kaggle's "Heart Disease UCI" file (303 rows, 14 columns).

Same columns and codes as the Kaggle upload of the Cleveland data, with its known quirks: a few
rows with ca == 4 and thal == 0 (codes that do not exist in the UCI description) and one
duplicated row. Writes data/heart.csv beside this file from a fixed seed.
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


def main():
    rng = np.random.default_rng(seeded(303))
    n = 302
    target = (rng.random(n) < 0.545).astype(int)
    age = np.clip(np.round(rng.normal(56.5 - 3 * target, 8.5)), 29, 77).astype(int)
    sex = (rng.random(n) < np.where(target == 1, 0.56, 0.83)).astype(int)
    cp = np.where(target == 1, rng.choice([0, 1, 2, 3], n, p=[0.24, 0.25, 0.42, 0.09]),
                  rng.choice([0, 1, 2, 3], n, p=[0.76, 0.06, 0.13, 0.05]))
    trestbps = np.clip(np.round(rng.normal(131 - 2 * target, 17)), 94, 200).astype(int)
    chol = np.clip(np.round(rng.normal(247 - 5 * target, 50)), 126, 564).astype(int)
    fbs = (rng.random(n) < 0.15).astype(int)
    restecg = np.where(rng.random(n) < 0.02, 2, (rng.random(n) < 0.45 + 0.13 * target).astype(int))
    thalach = np.clip(np.round(rng.normal(139 + 19 * target, 21)), 71, 202).astype(int)
    exang = (rng.random(n) < np.where(target == 1, 0.14, 0.55)).astype(int)
    oldpeak = np.round(np.clip(rng.gamma(1.3, np.where(target == 1, 0.45, 1.25)), 0, 6.2), 1)
    slope = np.where(target == 1, rng.choice([0, 1, 2], n, p=[0.05, 0.30, 0.65]),
                     rng.choice([0, 1, 2], n, p=[0.09, 0.65, 0.26]))
    ca = np.where(target == 1, rng.choice([0, 1, 2, 3], n, p=[0.79, 0.13, 0.05, 0.03]),
                  rng.choice([0, 1, 2, 3], n, p=[0.33, 0.32, 0.22, 0.13]))
    thal = np.where(target == 1, rng.choice([1, 2, 3], n, p=[0.04, 0.79, 0.17]),
                    rng.choice([1, 2, 3], n, p=[0.09, 0.26, 0.65]))
    df = pd.DataFrame({"age": age, "sex": sex, "cp": cp, "trestbps": trestbps, "chol": chol,
                       "fbs": fbs, "restecg": restecg, "thalach": thalach, "exang": exang,
                       "oldpeak": oldpeak, "slope": slope, "ca": ca, "thal": thal})
    # the file is sorted by target (1s first), as the Kaggle upload is
    df["target"] = target
    df = df.sort_values("target", ascending=False, kind="stable").reset_index(drop=True)
    for i in (92, 158, 163, 251):
        df.loc[i, "ca"] = 4
    for i in (48, 281):
        df.loc[i, "thal"] = 0
    # one duplicated row, right after its original
    df = pd.concat([df.iloc[:164], df.iloc[[163]], df.iloc[164:]], ignore_index=True)
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "heart.csv", index=False)


if __name__ == "__main__":
    main()
