"""Cardiotocogram records in the layout of the Kaggle "Fetal Health Classification" file
fetal_health.csv: 21 exam features (same names, same spellings, e.g. `prolongued_decelerations`)
and the expert label `fetal_health` as a float (1.0 Normal, 2.0 Suspect, 3.0 Pathological).

Synthetic, in the shape of that dataset: the three classes in roughly its proportions, each
feature drawn per class around plausible values, rates per second with three decimals, and, as
in the original, a handful of exact duplicate rows. Writes data/fetal_health.csv beside this
file from a fixed seed; re-running it reproduces every byte.
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
N = 2113
N_DUP = 13


def rate(rng, cls, means, n, cap):
    lam = np.array(means)[cls - 1]
    x = rng.exponential(lam) * (rng.random(n) < 0.75)
    return np.clip(np.round(x, 3), 0, cap)


def main() -> None:
    rng = np.random.default_rng(seeded(2126))
    cls = rng.choice([1, 2, 3], N, p=[0.778, 0.139, 0.083])
    pick = lambda a: np.array(a, dtype=float)[cls - 1]
    baseline = np.round(rng.normal(pick([132, 141, 131]), pick([9, 8, 11]))).clip(106, 160)
    accel = rate(rng, cls, [0.005, 0.0006, 0.0008], N, 0.019)
    movement = np.clip(np.round(rng.exponential(0.01, N) * (rng.random(N) < 0.35), 3), 0, 0.481)
    uterine = rate(rng, cls, [0.005, 0.0025, 0.0038], N, 0.015)
    light = rate(rng, cls, [0.0018, 0.0006, 0.0035], N, 0.015)
    severe = np.where(rng.random(N) < 0.004, 0.001, 0.0)
    prolong = np.where(rng.random(N) < pick([0.03, 0.05, 0.45]), np.round(rng.uniform(0.001, 0.005, N), 3), 0.0)
    astv = np.round(rng.normal(pick([42, 61, 64]), pick([15, 10, 12]))).clip(12, 87)
    mstv = np.round(rng.gamma(3, pick([0.48, 0.22, 0.55])), 1).clip(0.2, 7.0)
    altv = np.round(rng.exponential(pick([5, 29, 23]))).clip(0, 91)
    mltv = np.round(rng.gamma(2, pick([4.4, 4.0, 1.8])), 1).clip(0, 50.7)
    width = np.round(rng.normal(pick([68, 62, 90]), 38)).clip(3, 180)
    hmin = np.round(rng.normal(pick([94, 100, 78]), 28)).clip(50, 159)
    hmax = (hmin + width).clip(122, 238)
    peaks = rng.poisson(pick([4.2, 3.6, 4.8]))
    zeroes = rng.poisson(0.3, N)
    mode = np.round(rng.normal(pick([139, 146, 115]), pick([12, 9, 25]))).clip(60, 187)
    mean = np.round(mode - rng.normal(2, 4, N)).clip(73, 182)
    median = np.round((mode + mean) / 2 + rng.normal(0, 2, N)).clip(77, 186)
    var = np.round(rng.exponential(pick([14, 12, 52]))).clip(0, 269)
    tend = rng.choice([-1.0, 0.0, 1.0], N, p=[0.08, 0.52, 0.40])
    df = pd.DataFrame({
        "baseline value": baseline,
        "accelerations": accel,
        "fetal_movement": movement,
        "uterine_contractions": uterine,
        "light_decelerations": light,
        "severe_decelerations": severe,
        "prolongued_decelerations": prolong,
        "abnormal_short_term_variability": astv,
        "mean_value_of_short_term_variability": mstv,
        "percentage_of_time_with_abnormal_long_term_variability": altv,
        "mean_value_of_long_term_variability": mltv,
        "histogram_width": width,
        "histogram_min": hmin,
        "histogram_max": hmax,
        "histogram_number_of_peaks": peaks.astype(float),
        "histogram_number_of_zeroes": zeroes.astype(float),
        "histogram_mode": mode,
        "histogram_mean": mean,
        "histogram_median": median,
        "histogram_variance": var,
        "histogram_tendency": tend,
        "fetal_health": cls.astype(float),
    })
    dups = df.iloc[rng.choice(N, N_DUP, replace=False)]
    df = pd.concat([df, dups]).sort_values(["baseline value", "histogram_min"], kind="stable")
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "fetal_health.csv", index=False)


if __name__ == "__main__":
    main()
