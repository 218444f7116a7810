"""Synthetic data in the shape of the Pima Indians Diabetes data set as Kaggle ships it (diabetes.csv).

768 women, the eight clinical measurements under Kaggle's column names and the 0/1 Outcome
(about 35 % positive), with a header row. As in the original, missing measurements are recorded
as 0 (Glucose, BloodPressure, SkinThickness, Insulin, BMI). Writes data/diabetes.csv beside this
file from a fixed seed; re-running reproduces every byte.
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
    age = np.clip(np.round(21 + rng.gamma(1.4, 8.5, n) + 6 * outcome), 21, 81).astype(int)
    preg = np.clip(np.round(rng.gamma(1.3, 2.4, n) * (age / 33) + 1.0 * outcome - 0.4), 0, 17).astype(int)
    glucose = np.clip(np.round(rng.normal(110 + 31 * outcome, 26, n)), 44, 199).astype(int)
    bp = np.clip(np.round(rng.normal(68 + 3 * outcome + 0.15 * (age - 33), 12, n)), 24, 122).astype(int)
    skin = np.clip(np.round(rng.normal(27 + 4 * outcome, 9.5, n)), 7, 63).astype(int)
    insulin = np.clip(np.round(rng.lognormal(np.log(110 + 0.9 * (glucose - 110)), 0.55, n)), 14, 846).astype(int)
    bmi = np.clip(np.round(rng.normal(30.9 + 4.8 * outcome, 6.6, n), 1), 18.2, 67.1)
    dpf = np.clip(np.round(rng.lognormal(np.log(0.37 + 0.1 * outcome), 0.6, n), 3), 0.078, 2.42)

    def zero_out(values, count):
        values = values.astype(float) if values.dtype.kind == "f" else values.copy()
        values[rng.choice(n, count, replace=False)] = 0
        return values

    skin = zero_out(skin, 227)
    insulin = zero_out(insulin, 270)
    insulin[skin == 0] = np.where(rng.uniform(size=(skin == 0).sum()) < 0.95, 0, insulin[skin == 0])
    df = pd.DataFrame({
        "Pregnancies": preg,
        "Glucose": zero_out(glucose, 5),
        "BloodPressure": zero_out(bp, 35),
        "SkinThickness": skin,
        "Insulin": insulin,
        "BMI": zero_out(bmi, 11),
        "DiabetesPedigreeFunction": dpf,
        "Age": age,
        "Outcome": outcome,
    })  # fmt: skip
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "diabetes.csv", index=False, float_format="%g")


if __name__ == "__main__":
    main()
