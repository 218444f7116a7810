"""Synthetic patients in the layout of Kaggle's 'Heart Disease UCI' heart.csv (303 rows).

Columns age, sex, cp, trestbps, chol, fbs, restecg, thalach, exang, oldpeak, slope, ca, thal,
target, with the category codes of the Kaggle file, including its undocumented codes (thal 0,
ca 4) on a handful of rows. Writes data/heart.csv beside this file from a fixed seed;
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


def pick(rng, values, p):
    p = np.asarray(p, float)
    return rng.choice(values, p=p / p.sum())


def main() -> None:
    rng = np.random.default_rng(seeded(303))
    target = np.array([1] * 165 + [0] * 138)
    rng.shuffle(target)
    rows = []
    for t in target:
        sex = pick(rng, [0, 1], [0.44, 0.56] if t else [0.18, 0.82])
        age = int(np.clip(rng.normal(52.5 if t else 56.6, 9.5 if t else 7.9), 29, 77))
        cp = pick(rng, [0, 1, 2, 3], [39, 41, 69, 16] if t else [104, 9, 18, 7])
        trestbps = int(np.clip(round(rng.normal(129 if t else 134, 16.5) / 2) * 2, 94, 200))
        chol = int(np.clip(rng.normal(242 if t else 251, 50), 126, 564))
        fbs = pick(rng, [0, 1], [142, 23] if t else [116, 22])
        restecg = pick(rng, [0, 1, 2], [68, 96, 1] if t else [79, 56, 3])
        thalach = int(np.clip(rng.normal(158 if t else 139, 19 if t else 22), 71, 202))
        exang = pick(rng, [0, 1], [142, 23] if t else [62, 76])
        oldpeak = round(float(np.clip(rng.exponential(0.58 if t else 1.6), 0, 6.2)), 1)
        slope = pick(rng, [0, 1, 2], [9, 49, 107] if t else [12, 91, 35])
        ca = pick(rng, [0, 1, 2, 3, 4], [130, 21, 7, 3, 4] if t else [45, 44, 31, 17, 1])
        thal = pick(rng, [1, 2, 3], [6, 130, 28] if t else [12, 36, 89])
        rows.append([age, sex, cp, trestbps, chol, fbs, restecg, thalach, exang, oldpeak, slope, ca, thal, t])
    frame = pd.DataFrame(rows, columns=["age", "sex", "cp", "trestbps", "chol", "fbs", "restecg", "thalach",
                                        "exang", "oldpeak", "slope", "ca", "thal", "target"])  # fmt: skip
    # two patients whose thal was missing in the source, coded 0
    frame.loc[[48, 281], "thal"] = 0
    frame = frame.sort_values("target", ascending=False, kind="stable").reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "heart.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
