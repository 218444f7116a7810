"""Synthetic concrete mix designs with 28-day-style compressive strength (UCI 'Concrete'-like layout).

Writes data/concrete_mixes.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 2718
N_MIXES = 1030
OUT = Path(__file__).resolve().parent / "data"
AGES = [1, 3, 7, 14, 28, 56, 90, 180, 270, 365]
AGE_P = [0.01, 0.13, 0.12, 0.06, 0.41, 0.08, 0.08, 0.04, 0.02, 0.05]


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_MIXES
    cement = rng.uniform(102, 540, n)
    slag = np.where(rng.random(n) < 0.55, rng.uniform(10, 360, n), 0.0)
    fly_ash = np.where(rng.random(n) < 0.45, rng.uniform(24, 200, n), 0.0)
    binder = cement + slag + fly_ash
    water = np.clip(rng.normal(182, 21, n), 121, 247)
    superplasticizer = np.where(rng.random(n) < 0.63, rng.gamma(2.2, 3.4, n), 0.0)
    superplasticizer = np.clip(superplasticizer, 0, 32.2)
    water = water - 1.6 * superplasticizer
    coarse = np.clip(rng.normal(973, 78, n), 801, 1145)
    fine = np.clip(rng.normal(774, 80, n), 594, 993) - 0.15 * (binder - 400)
    age = rng.choice(AGES, size=n, p=AGE_P)

    # Abrams' law on the water/binder ratio, a maturity curve in age, and noise.
    w_b = water / (cement + 0.6 * slag + 0.35 * fly_ash)
    maturity = np.log1p(age) / np.log1p(28)
    strength = 96.0 * np.exp(-1.55 * w_b) * np.clip(maturity, 0.15, 1.45)
    strength = strength + 0.25 * superplasticizer + rng.normal(0, 4.2, n)
    strength = np.clip(strength, 2.3, 82.6)

    frame = pd.DataFrame(
        {
            "cement": np.round(cement, 1),
            "blast_furnace_slag": np.round(slag, 1),
            "fly_ash": np.round(fly_ash, 1),
            "water": np.round(water, 1),
            "superplasticizer": np.round(superplasticizer, 1),
            "coarse_aggregate": np.round(coarse, 1),
            "fine_aggregate": np.round(fine, 1),
            "age_days": age,
            "compressive_strength_mpa": np.round(strength, 2),
        }
    )
    # Lab sheets with a few unrecorded admixture doses, and some mixes tested twice.
    frame.loc[rng.random(n) < 0.03, "superplasticizer"] = np.nan
    frame.loc[rng.random(n) < 0.02, "fly_ash"] = np.nan
    dupes = frame.sample(n=25, random_state=7)
    frame = pd.concat([frame, dupes], ignore_index=True)
    frame = frame.sample(frac=1.0, random_state=11).reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "concrete_mixes.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
