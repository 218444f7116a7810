"""Synthetic water samples in the shape of Kaggle's "Water Quality" data (water_potability.csv).

3,276 rows with the original's ten columns: ph, Hardness, Solids, Chloramines, Sulfate,
Conductivity, Organic_carbon, Trihalomethanes, Turbidity, Potability. The properties the notebook
depends on are kept: the columns' scales (ph about 7.1 +- 1.6 on 0-14, Hardness about 196 mg/L,
Solids about 22,000 ppm and right-skewed, Chloramines about 7 ppm, Sulfate about 334 mg/L,
Conductivity about 426 uS/cm, Organic_carbon about 14 ppm, Trihalomethanes about 66 ug/L,
Turbidity about 4 NTU), full-precision floats as in the file, the missing values of ph (about
15 %), Sulfate (about 24 %) and Trihalomethanes (about 5 %), 61 % not potable (0) and 39 %
potable (1), and the weak signal the data set is known for: the classes have nearly the same
means and differ mostly in the spread of ph, Sulfate and Solids, so linear models stay at the
majority rate and a random forest reaches only about 0.62-0.70 accuracy, with ph and Sulfate its
most important features. Writes data/water_potability.csv beside this file from a fixed seed;
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
N = 3276
N_POTABLE = 1278


def main() -> None:
    rng = np.random.default_rng(seeded(3276))
    y = np.zeros(N, dtype=int)
    y[rng.choice(N, N_POTABLE, replace=False)] = 1
    pot = y == 1
    n = N
    ph = np.where(pot, rng.normal(7.07, 0.95, n), rng.normal(7.09, 1.95, n))
    ph = np.clip(ph, 0.0, 14.0)
    sulfate = np.where(pot, rng.normal(332.5, 26.0, n), rng.normal(334.6, 50.0, n))
    solids = np.where(pot, rng.gamma(7.0, 3150.0, n), rng.gamma(5.6, 3900.0, n))
    hardness = np.where(pot, rng.normal(195.8, 27.0, n), rng.normal(196.7, 36.0, n))
    chloramines = np.where(pot, rng.normal(7.17, 1.35, n), rng.normal(7.09, 1.72, n))
    conductivity = rng.normal(426.2, 80.8, n) - 1.5 * pot
    organic_carbon = rng.normal(14.28, 3.31, n) - 0.13 * pot
    trihalo = rng.normal(66.4, 16.2, n) + 0.2 * pot
    turbidity = rng.normal(3.97, 0.78, n) + 0.02 * pot
    df = pd.DataFrame({
        "ph": ph, "Hardness": hardness, "Solids": solids, "Chloramines": chloramines,
        "Sulfate": sulfate, "Conductivity": conductivity, "Organic_carbon": organic_carbon,
        "Trihalomethanes": trihalo, "Turbidity": turbidity, "Potability": y,
    })
    for col, k in (("ph", 491), ("Sulfate", 781), ("Trihalomethanes", 162)):
        df.loc[rng.choice(N, k, replace=False), col] = np.nan
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "water_potability.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
