"""Synthetic daily prices in the layout of Kaggle's 'S&P 500 stock data' (all_stocks_5yr.csv).

Five tickers over the same five years of business days, with the file's columns
date, open, high, low, close, volume, Name. Each close series is a log-price random walk
pinned near the ticker's real start and end levels; open/high/low are drawn around it, and a
handful of rows miss their open/high/low as in the original file. Writes
data/all_stocks_5yr.csv beside this file from a fixed seed; re-running reproduces every byte.
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

TICKERS = {  # start close, end close, daily volatility, typical volume
    "AAL": (14.75, 51.40, 0.024, 9_000_000),
    "AAPL": (67.85, 159.54, 0.015, 60_000_000),
    "AMZN": (261.95, 1416.78, 0.018, 4_000_000),
    "GOOGL": (390.42, 1055.80, 0.014, 2_000_000),
    "IBM": (201.68, 153.85, 0.011, 4_500_000),
}


def main() -> None:
    rng = np.random.default_rng(seeded(20180207))
    dates = pd.bdate_range("2013-02-08", "2018-02-07")
    n = len(dates)
    frames = []
    for name, (start, end, vol, volume) in TICKERS.items():
        steps = rng.normal(0, vol, n)
        walk = np.cumsum(steps) - steps[0]
        t = np.linspace(0, 1, n)
        logp = np.log(start) + t * (np.log(end) - np.log(start)) + walk - t * walk[-1]
        close = np.exp(logp)
        prev = np.r_[close[0], close[:-1]]
        open_ = prev * np.exp(rng.normal(0, vol * 0.4, n))
        high = np.maximum(open_, close) * (1 + np.abs(rng.normal(0, vol * 0.5, n)))
        low = np.minimum(open_, close) * (1 - np.abs(rng.normal(0, vol * 0.5, n)))
        vols = np.round(volume * rng.lognormal(0, 0.35, n)).astype(np.int64)
        frame = pd.DataFrame(
            {
                "date": dates.strftime("%Y-%m-%d"),
                "open": np.round(open_, 4),
                "high": np.round(high, 4),
                "low": np.round(low, 4),
                "close": np.round(close, 4),
                "volume": vols,
                "Name": name,
            }
        )
        frames.append(frame)
    data = pd.concat(frames, ignore_index=True)
    holes = rng.choice(len(data), size=8, replace=False)
    data.loc[holes, ["open", "high", "low"]] = np.nan
    OUT.mkdir(exist_ok=True)
    data.to_csv(OUT / "all_stocks_5yr.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
