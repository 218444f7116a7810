"""Synthetic data in the shape of the Pima Indians Diabetes dataset (Kaggle `diabetes.csv`).

768 women, eight clinical measurements and the `Outcome` (1 = diabetes). As in the original,
a missing measurement is recorded as 0 (Glucose, BloodPressure, SkinThickness, Insulin, BMI).
Writes data/diabetes.csv beside this file from a fixed seed; re-running reproduces every byte.
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
    rng = np.random.default_rng(seeded(768))
    n = 768
    outcome = (rng.uniform(size=n) < 268 / 768).astype(int)
    age = np.clip(np.round(21 + rng.gamma(1.6, 7.5, n) + 6 * outcome), 21, 81).astype(int)
    preg = np.clip(rng.poisson(1.2 + 0.09 * (age - 21) + 1.0 * outcome), 0, 17)
    glucose = np.clip(np.round(rng.normal(110 + 31 * outcome, 25)), 44, 199).astype(int)
    bp = np.clip(np.round(rng.normal(68 + 0.2 * (age - 30) + 3 * outcome, 12)), 24, 122).astype(int)
    bmi = np.round(np.clip(rng.normal(30.8 + 4.5 * outcome, 6.8), 18.2, 67.1), 1)
    skin = np.clip(np.round(rng.normal(0.9 * bmi - 0.5, 8)), 7, 99).astype(int)
    insulin = np.clip(np.round(rng.lognormal(4.75 + 0.004 * (glucose - 110), 0.55)), 14, 846).astype(int)
    dpf = np.round(np.clip(rng.lognormal(-1.0 + 0.25 * outcome, 0.6), 0.078, 2.42), 3)

    glucose[rng.choice(n, 5, replace=False)] = 0
    bp[rng.choice(n, 35, replace=False)] = 0
    no_skin = rng.choice(n, 227, replace=False)
    skin[no_skin] = 0
    insulin[no_skin] = 0
    insulin[rng.choice(n, 150, replace=False)] = 0
    bmi[rng.choice(n, 11, replace=False)] = 0.0

    frame = pd.DataFrame(
        {
            "Pregnancies": preg,
            "Glucose": glucose,
            "BloodPressure": bp,
            "SkinThickness": skin,
            "Insulin": insulin,
            "BMI": bmi,
            "DiabetesPedigreeFunction": dpf,
            "Age": age,
            "Outcome": outcome,
        }
    )
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "diabetes.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
