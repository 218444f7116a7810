"""Synthetic health-insurance beneficiaries with their yearly medical charges (Kaggle 'Medical Cost
Personal Datasets'-like layout).

Charges grow with age, jump for smokers, and jump again for smokers with obesity (BMI >= 30).
Writes data/insurance.csv beside this file from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1338
N_PEOPLE = 1500
OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_PEOPLE

    age = np.where(rng.random(n) < 0.1, rng.integers(18, 20, n), rng.integers(18, 65, n))
    sex = rng.choice(["female", "male"], n)
    bmi = np.round(np.clip(rng.normal(30.6, 6.1, n), 15.9, 53.1), 2)
    children = rng.choice([0, 1, 2, 3, 4, 5], n, p=[0.43, 0.24, 0.18, 0.115, 0.02, 0.015])
    smoker = rng.choice(["yes", "no"], n, p=[0.205, 0.795])
    region = rng.choice(["southeast", "southwest", "northwest", "northeast"], n, p=[0.27, 0.245, 0.245, 0.24])

    smokes = smoker == "yes"
    obese = bmi >= 30
    charges = (
        -2300
        + 265 * age
        + 480 * children
        + 15 * (bmi - 30)
        + smokes * (13500 + 19800 * obese + 470 * np.maximum(bmi - 30, 0))
        - 600 * (region == "southwest")
        + 250 * (region == "northeast")
    )
    # Most people have routine costs; a few have an expensive episode in the year.
    charges = charges + rng.gamma(1.4, 1600, n) + (rng.random(n) < 0.07) * rng.gamma(2.0, 7000, n)
    charges = np.round(np.maximum(charges, 1121.87) * rng.lognormal(0, 0.05, n), 5)

    frame = pd.DataFrame(
        {"age": age, "sex": sex, "bmi": bmi, "children": children, "smoker": smoker,
         "region": region, "charges": charges}
    )  # fmt: skip
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "insurance.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
