"""Synthetic daily AAPL prices in the layout of a Yahoo Finance CSV download.

Columns Date, Open, High, Low, Close, Adj Close, Volume for the trading days of 2019, from a
geometric random walk. Writes data/AAPL.csv beside this file; re-running reproduces every byte.
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
    rng = np.random.default_rng(seeded(20190102))
    days = pd.bdate_range("2019-01-02", "2019-12-31")
    holidays = pd.to_datetime(["2019-01-21", "2019-02-18", "2019-04-19", "2019-05-27", "2019-07-04",
                               "2019-09-02", "2019-11-28", "2019-12-25"])  # fmt: skip
    days = days[~days.isin(holidays)]
    n = len(days)
    ret = rng.normal(0.0022, 0.016, n)
    close = 39.48 * np.exp(np.cumsum(ret))
    open_ = close * np.exp(rng.normal(0, 0.008, n))
    open_[1:] = close[:-1] * np.exp(rng.normal(0, 0.007, n - 1))
    high = np.maximum(open_, close) * (1 + np.abs(rng.normal(0, 0.007, n)))
    low = np.minimum(open_, close) * (1 - np.abs(rng.normal(0, 0.007, n)))
    adj = close * 0.9745
    volume = (rng.lognormal(np.log(1.1e8), 0.32, n)).astype(np.int64) * 4
    frame = pd.DataFrame(
        {
            "Date": days.strftime("%Y-%m-%d"),
            "Open": open_.round(6),
            "High": high.round(6),
            "Low": low.round(6),
            "Close": close.round(6),
            "Adj Close": adj.round(6),
            "Volume": volume,
        }
    )
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "AAPL.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
