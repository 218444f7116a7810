"""Synthetic daily sales in the shape of Kaggle's "Store Item Demand Forecasting Challenge".

Writes data/train.csv (columns date, store, item, sales) beside this file from a fixed seed:
five years of daily unit sales, 2013-01-01 to 2017-12-31, for 3 stores x 5 items, rows ordered
item by item and store by store like the competition file. Sales are Poisson counts around a
store and item level with a weekly pattern (low on Monday, high at the weekend), a summer peak
and a yearly growth. Re-running reproduces every byte.
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

SEED = seeded(2018)
OUT = Path(__file__).resolve().parent / "data"

STORE_LEVEL = {1: 1.0, 2: 1.41, 3: 1.25}
ITEM_LEVEL = {1: 0.62, 2: 1.68, 3: 1.05, 4: 0.61, 5: 0.52}
WEEKDAY = np.array([0.80, 0.93, 0.94, 0.99, 1.06, 1.12, 1.19])  # Monday .. Sunday
YEAR_LEVEL = {2013: 1.0, 2014: 1.15, 2015: 1.20, 2016: 1.26, 2017: 1.30}


def main() -> None:
    rng = np.random.default_rng(SEED)
    dates = pd.date_range("2013-01-01", "2017-12-31", freq="D")
    doy = dates.day_of_year.to_numpy()
    season = 1 + 0.22 * np.sin(2 * np.pi * (doy - 105) / 365.25)
    weekday = WEEKDAY[dates.day_of_week.to_numpy()]
    year = np.array([YEAR_LEVEL[y] for y in dates.year])
    frames = []
    for item, item_level in ITEM_LEVEL.items():
        for store, store_level in STORE_LEVEL.items():
            lam = 42 * store_level * item_level * weekday * season * year
            lam = lam * rng.normal(1, 0.04, len(dates))
            sales = rng.poisson(lam)
            frames.append(pd.DataFrame({"date": dates.strftime("%Y-%m-%d"), "store": store,
                                        "item": item, "sales": sales}))
    OUT.mkdir(exist_ok=True)
    pd.concat(frames).to_csv(OUT / "train.csv", index=False)


if __name__ == "__main__":
    main()
