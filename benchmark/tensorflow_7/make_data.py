"""Synthetic daily stock prices in the shape of a Yahoo Finance download (AAPL.csv).

Columns Date, Open, High, Low, Close, Adj Close, Volume for the trading days of 2015-2019
(weekends and US federal holidays skipped), a geometric random walk with a drift, prices in
dollars with 6 decimals as Yahoo writes them. Writes data/AAPL.csv beside this file from a
fixed seed.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd
from pandas.tseries.holiday import USFederalHolidayCalendar
from pandas.tseries.offsets import CustomBusinessDay


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    rng = np.random.default_rng(seeded(1980))
    days = pd.date_range("2015-01-02", "2019-12-31", freq=CustomBusinessDay(calendar=USFederalHolidayCalendar()))
    n = len(days)
    ret = rng.normal(0.00075, 0.0155, n)
    ret[rng.choice(n, 12, replace=False)] += rng.normal(0, 0.05, 12)  # earnings days
    close = 109.3 * np.exp(np.cumsum(ret))
    gap = rng.normal(0, 0.006, n)
    open_ = np.r_[close[0] * 0.995, close[:-1]] * np.exp(gap)
    hi = np.maximum(open_, close) * (1 + np.abs(rng.normal(0, 0.006, n)))
    lo = np.minimum(open_, close) * (1 - np.abs(rng.normal(0, 0.006, n)))
    vol = (rng.lognormal(np.log(3.4e7), 0.35, n) * (1 + 8 * np.abs(ret))).astype(np.int64)
    adj = close * np.linspace(0.93, 0.99, n)
    df = pd.DataFrame(
        {
            "Date": days.strftime("%Y-%m-%d"),
            "Open": np.round(open_, 6),
            "High": np.round(hi, 6),
            "Low": np.round(lo, 6),
            "Close": np.round(close, 6),
            "Adj Close": np.round(adj, 6),
            "Volume": vol,
        }
    )
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "AAPL.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
