"""Synthetic health-insurance policy holders with their yearly medical charges.

Charges grow with age, jump for smokers (much more so for obese smokers) and vary by region.
A few policy holders were registered twice under two customer ids (identical rows otherwise),
and some BMI values were not recorded. Run from anywhere; writes into ``data/`` beside this file.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1313
OUT = Path(__file__).resolve().parent / "data"
N = 1500
N_DUPLICATES = 14


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)
    age = rng.integers(18, 65, N)
    sex = rng.choice(["female", "male"], N)
    bmi = np.round(np.clip(rng.normal(30.5, 6.0, N), 16, 53), 2)
    children = rng.choice([0, 1, 2, 3, 4, 5], N, p=[0.43, 0.24, 0.18, 0.11, 0.025, 0.015])
    smoker = rng.choice(["no", "yes"], N, p=[0.8, 0.2])
    region = rng.choice(["northeast", "northwest", "southeast", "southwest"], N, p=[0.24, 0.24, 0.28, 0.24])

    is_smoker = smoker == "yes"
    base = 2200 + 265 * (age - 18) + 480 * children + 120 * (bmi - 30)
    base *= np.where(region == "southeast", 1.06, np.where(region == "northeast", 1.04, 1.0))
    smoker_cost = np.where(is_smoker, 13500 + np.where(bmi >= 30, 19500, 0) + 300 * (bmi - 30), 0)
    charges = (np.clip(base, 1100, None) + smoker_cost) * rng.lognormal(0, 0.22, N)
    # occasional expensive treatment
    charges += np.where(rng.uniform(size=N) < 0.04, rng.gamma(2.0, 6000, N), 0)

    frame = pd.DataFrame(
        {
            "age": age,
            "sex": sex,
            "bmi": bmi,
            "children": children,
            "smoker": smoker,
            "region": region,
            "charges": np.round(charges, 2),
        }
    )
    frame.loc[rng.uniform(size=N) < 0.015, "bmi"] = np.nan
    dup_rows = frame.iloc[rng.choice(np.arange(N), N_DUPLICATES, replace=False)]
    frame = pd.concat([frame, dup_rows], ignore_index=True)
    frame = frame.iloc[rng.permutation(len(frame))].reset_index(drop=True)
    ids = rng.choice(np.arange(10000, 99999), len(frame), replace=False)
    frame.insert(0, "customer_id", [f"INS-{i:05d}" for i in ids])
    frame.to_csv(OUT / "insurance_customers.csv", index=False)


if __name__ == "__main__":
    main()
