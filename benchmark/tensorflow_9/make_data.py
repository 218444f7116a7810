"""Synthetic patients in the shape of the Pima Indians Diabetes Database (Kaggle diabetes.csv).

768 women, 268 with diabetes (Outcome = 1). As in the original, a missing measurement is
recorded as 0: Glucose, BloodPressure and BMI have a few zeros, SkinThickness about a third
and Insulin about half. Writes data/diabetes.csv beside this file from a fixed seed.
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
    outcome = np.zeros(n, dtype=int)
    outcome[rng.choice(n, 268, replace=False)] = 1
    age = np.clip(21 + rng.gamma(1.6, 7.5, n) + 5 * outcome, 21, 81).astype(int)
    preg = np.clip(rng.poisson(1.2 + (age - 21) * 0.12 + 0.8 * outcome), 0, 17)
    glucose = np.clip(rng.normal(110 + 31 * outcome, 25), 44, 199).round().astype(int)
    bp = np.clip(rng.normal(68 + 3 * outcome + 0.15 * (age - 30), 11.5), 24, 122).round().astype(int)
    bmi = np.clip(rng.normal(30.5 + 4.6 * outcome, 6.5), 18.2, 67.1).round(1)
    skin = np.clip(rng.normal(8 + 0.65 * bmi + 2 * outcome, 8), 7, 99).round().astype(int)
    insulin = np.clip(rng.lognormal(np.log(95 + 0.6 * (glucose - 100)), 0.55), 14, 846).round().astype(int)
    dpf = np.clip(rng.lognormal(np.log(0.36 + 0.12 * outcome), 0.62), 0.078, 2.42).round(3)

    glucose[rng.choice(n, 5, replace=False)] = 0
    bp[rng.choice(n, 35, replace=False)] = 0
    bmi[rng.choice(n, 11, replace=False)] = 0.0
    no_skin = rng.uniform(size=n) < 0.295
    skin[no_skin] = 0
    insulin[no_skin | (rng.uniform(size=n) < 0.25)] = 0

    df = pd.DataFrame(
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
    df.to_csv(OUT / "diabetes.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
