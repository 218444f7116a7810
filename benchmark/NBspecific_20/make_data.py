"""Writes data/diabetes.csv: synthetic, in the shape of the Pima Indians Diabetes Database (Kaggle diabetes.csv)."""
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
OUT.mkdir(exist_ok=True)
rng = np.random.default_rng(seeded(768))
n = 768

outcome = (rng.random(n) < 0.349).astype(int)
age = np.clip(np.round(21 + rng.gamma(1.6, 7.5, n) + 6 * outcome), 21, 81).astype(int)
preg = np.clip(np.round(rng.gamma(1.3, 2.4, n) + 0.08 * (age - 21) + outcome), 0, 17).astype(int)
glucose = np.clip(np.round(rng.normal(110, 24, n) + 31 * outcome), 44, 199).astype(int)
bp = np.clip(np.round(rng.normal(70, 11.5, n) + 0.15 * (age - 30) + 2 * outcome), 24, 122).astype(int)
bmi = np.clip(np.round(rng.normal(30.8, 6.4, n) + 4.5 * outcome, 1), 18.2, 67.1)
skin = np.clip(np.round(0.9 * (bmi - 10) + rng.normal(0, 7, n)), 7, 99).astype(int)
insulin = np.clip(np.round(rng.lognormal(4.75, 0.6, n) + 0.9 * (glucose - 100)), 14, 846).astype(int)
dpf = np.round(np.clip(rng.lognormal(-1.0, 0.55, n) + 0.12 * outcome, 0.078, 2.42), 3)

preg[rng.random(n) < 0.13] = 0

# zeros where the measurement is missing, as in the original file
glucose[rng.choice(n, 5, replace=False)] = 0
bp[rng.choice(n, 35, replace=False)] = 0
bmi[rng.choice(n, 11, replace=False)] = 0.0
no_skin = rng.random(n) < 0.295
skin[no_skin] = 0
insulin[no_skin | (rng.random(n) < 0.2)] = 0

pd.DataFrame({
    "Pregnancies": preg, "Glucose": glucose, "BloodPressure": bp, "SkinThickness": skin, "Insulin": insulin,
    "BMI": bmi, "DiabetesPedigreeFunction": dpf, "Age": age, "Outcome": outcome,
}).to_csv(OUT / "diabetes.csv", index=False)
