"""Daily minimum temperatures in Melbourne, 1981-1990, in the layout of the well-known
daily-min-temperatures.csv (columns Date, Temp; one row per day, degrees Celsius).

Synthetic, in the shape of that dataset: a yearly cycle (warm nights in January, cold in July)
plus autocorrelated day-to-day weather, rounded to 0.1 and floored at 0. Like the common copy
of the file, the 31 December of the two leap years is missing (3650 rows). Writes
data/daily-min-temperatures.csv beside this file; re-running it reproduces every byte.
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
    rng = np.random.default_rng(seeded(1981))
    dates = pd.date_range("1981-01-01", "1990-12-31", freq="D")
    dates = dates[~((dates.month == 12) & (dates.day == 31) & dates.is_leap_year)]
    n = len(dates)
    doy = dates.day_of_year.to_numpy()
    season = 11.2 + 4.3 * np.cos(2 * np.pi * (doy - 20) / 365.25)
    noise = np.zeros(n)
    eps = rng.normal(0, 2.4, n)
    for i in range(1, n):
        noise[i] = 0.62 * noise[i - 1] + eps[i]
    temp = np.clip(np.round(season + noise, 1), 0.0, None)
    df = pd.DataFrame({"Date": dates.strftime("%Y-%m-%d"), "Temp": temp})
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "daily-min-temperatures.csv", index=False, float_format="%.1f")


if __name__ == "__main__":
    main()
