"""Synthetic data in the layout of the Pima Indians Diabetes Database (Kaggle's diabetes.csv).

768 women, 268 with diabetes (Outcome = 1), the original's columns and value ranges, and its
well-known quirk: zeros standing for missing Glucose, BloodPressure, SkinThickness, Insulin
and BMI readings. Writes data/diabetes.csv beside this file; re-running reproduces every byte.
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
    rng = np.random.default_rng(seeded(1988))
    n = 768
    outcome = np.zeros(n, dtype=int)
    outcome[rng.choice(n, 268, replace=False)] = 1
    age = np.clip(np.round(21 + rng.gamma(1.6, 7.5, n) + 6 * outcome), 21, 81).astype(int)
    preg = np.clip(np.round(rng.gamma(0.9, 3.2, n) + 0.05 * (age - 21) + 0.8 * outcome - 1.0), 0, 17).astype(int)
    glucose = np.clip(np.round(rng.normal(110, 24, n) + 31 * outcome), 44, 199).astype(int)
    bmi = np.clip(np.round(rng.normal(30.3, 6.8, n) + 4.8 * outcome, 1), 18.2, 67.1)
    bp = np.clip(np.round(rng.normal(70, 11.5, n) + 0.15 * (age - 30) + 2 * outcome), 24, 122).astype(int)
    skin = np.clip(np.round(0.9 * bmi - 0.5 + rng.normal(0, 8, n)), 7, 99).astype(int)
    insulin = np.clip(np.round(rng.lognormal(4.65, 0.6, n) + 0.9 * (glucose - 110) + 30 * outcome), 14, 846).astype(int)
    dpf = np.clip(np.round(rng.lognormal(-1.0, 0.6, n) + 0.12 * outcome, 3), 0.078, 2.42)

    glucose[rng.choice(n, 5, replace=False)] = 0
    bp[rng.choice(n, 35, replace=False)] = 0
    skin_missing = rng.choice(n, 227, replace=False)
    skin[skin_missing] = 0
    insulin_missing = np.union1d(skin_missing, rng.choice(n, 150, replace=False))[:374]
    insulin[insulin_missing] = 0
    bmi[rng.choice(n, 11, replace=False)] = 0.0

    frame = pd.DataFrame({
        "Pregnancies": preg, "Glucose": glucose, "BloodPressure": bp, "SkinThickness": skin,
        "Insulin": insulin, "BMI": bmi, "DiabetesPedigreeFunction": dpf, "Age": age,
        "Outcome": outcome,
    })
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "diabetes.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
