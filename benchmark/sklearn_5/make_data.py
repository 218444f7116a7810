"""Synthetic red-wine physicochemical measurements with a sensory quality grade (0-10).

Modelled on the layout and value ranges of the UCI 'Wine Quality' (red) data: eleven lab
measurements per sample and the median grade of the tasting panel. As in the original, some
samples appear twice (re-submitted lots). Writes data/winequality_red.csv beside this file from
a fixed seed; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1599
N_WINES = 1500
N_DUPLICATES = 80
OUT = Path(__file__).resolve().parent / "data"

# Share of each grade 3..8 in the panel results
GRADE_SHARE = np.array([0.007, 0.033, 0.425, 0.400, 0.124, 0.011])


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_WINES
    fixed_acidity = np.clip(rng.lognormal(np.log(8.1), 0.2, n), 4.6, 15.9)
    citric_acid = np.clip(0.035 * (fixed_acidity - 8.1) + rng.normal(0.27, 0.17, n), 0, 1)
    volatile_acidity = np.clip(rng.lognormal(np.log(0.5), 0.33, n) - 0.25 * (citric_acid - 0.27), 0.12, 1.58)
    residual_sugar = np.clip(rng.lognormal(np.log(2.2), 0.35, n), 0.9, 15.5)
    chlorides = np.clip(rng.lognormal(np.log(0.08), 0.3, n), 0.012, 0.611)
    free_so2 = np.clip(np.round(rng.gamma(2.4, 6.5, n)), 1, 72)
    total_so2 = np.clip(np.round(free_so2 * rng.uniform(1.6, 4.2, n) + rng.gamma(2, 5, n)), 6, 289)
    alcohol = np.clip(rng.normal(10.4, 1.05, n), 8.4, 14.9)
    density = 0.9967 + 0.0007 * (fixed_acidity - 8.1) + 0.0004 * (residual_sugar - 2.5) - 0.0011 * (alcohol - 10.4)
    density = density + rng.normal(0, 0.0009, n)
    ph = np.clip(3.31 - 0.06 * (fixed_acidity - 8.1) + rng.normal(0, 0.12, n), 2.74, 4.01)
    sulphates = np.clip(rng.lognormal(np.log(0.63), 0.22, n), 0.33, 2.0)

    latent = (
        0.95 * (alcohol - 10.4)
        - 2.1 * (volatile_acidity - 0.53)
        + 2.6 * (np.minimum(sulphates, 0.9) - 0.63)
        + 0.5 * (citric_acid - 0.27)
        - 0.008 * (total_so2 - 46)
        - 2.5 * (chlorides - 0.087)
        + rng.normal(0, 0.62, n)
    )
    cuts = np.quantile(latent, np.cumsum(GRADE_SHARE)[:-1])
    quality = 3 + np.searchsorted(cuts, latent)

    frame = pd.DataFrame(
        {
            "fixed_acidity": np.round(fixed_acidity, 1),
            "volatile_acidity": np.round(volatile_acidity, 3),
            "citric_acid": np.round(citric_acid, 2),
            "residual_sugar": np.round(residual_sugar, 1),
            "chlorides": np.round(chlorides, 3),
            "free_sulfur_dioxide": free_so2.astype(int),
            "total_sulfur_dioxide": total_so2.astype(int),
            "density": np.round(density, 5),
            "pH": np.round(ph, 2),
            "sulphates": np.round(sulphates, 2),
            "alcohol": np.round(alcohol, 1),
            "quality": quality,
        }
    )
    repeats = frame.iloc[rng.choice(n, size=N_DUPLICATES, replace=False)]
    frame = pd.concat([frame, repeats])
    frame = frame.iloc[rng.permutation(len(frame))].reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "winequality_red.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
