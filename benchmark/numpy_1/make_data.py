"""Synthetic daily prices of four tech stocks, 2013-02-08 to 2018-02-07.

AAPL, MSFT and GOOGL are written in the layout of the Kaggle "S&P 500 stock data" per-company
files (individual_stocks_5yr/<TICKER>_data.csv: date,open,high,low,close,volume,Name). TSLA,
which was not in the S&P 500 then, is written the way a Yahoo Finance CSV download looks
(Date,Open,High,Low,Close,Adj Close,Volume, six decimals). Prices are geometric random walks
from roughly the real starting levels; writes data/ beside this file from a fixed seed and
reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd
from pandas.tseries.holiday import USFederalHolidayCalendar


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"

# ticker: start price, yearly drift, daily vol, mean volume at start, volume trend per year
STOCKS = {
    "AAPL": (67.7, 0.17, 0.0145, 1.05e8, -0.22),
    "MSFT": (27.6, 0.29, 0.0135, 4.0e7, -0.08),
    "GOOGL": (390.0, 0.20, 0.0140, 2.4e6, -0.05),
    "TSLA": (37.9, 0.45, 0.0320, 6.0e6, 0.02),
}


def trading_days():
    days = pd.bdate_range("2013-02-08", "2018-02-07")
    hol = USFederalHolidayCalendar().holidays("2013-01-01", "2018-12-31")
    days = days[~days.isin(hol)]
    good_fridays = pd.to_datetime(["2013-03-29", "2014-04-18", "2015-04-03", "2016-03-25", "2017-04-14"])
    days = days[~days.isin(good_fridays)]
    return days


def simulate(rng, days, start, drift, vol, volume0, vol_trend):
    n = len(days)
    ret = rng.normal(drift / 252, vol, n)
    ret[0] = 0.0
    close = start * np.exp(np.cumsum(ret))
    gap = rng.normal(0, vol * 0.4, n)
    open_ = np.r_[start, close[:-1]] * np.exp(gap)
    hi = np.maximum(open_, close) * (1 + np.abs(rng.normal(0, vol * 0.5, n)))
    lo = np.minimum(open_, close) * (1 - np.abs(rng.normal(0, vol * 0.5, n)))
    t = np.arange(n) / 252
    volume = volume0 * np.exp(vol_trend * t + rng.normal(0, 0.35, n) + 8 * np.abs(ret))
    return open_, hi, lo, close, np.round(volume).astype(np.int64)


def main() -> None:
    rng = np.random.default_rng(seeded(20180207))
    OUT.mkdir(exist_ok=True)
    days = trading_days()
    for ticker, params in STOCKS.items():
        o, h, l, c, v = simulate(rng, days, *params)
        if ticker == "TSLA":
            df = pd.DataFrame({
                "Date": days.strftime("%Y-%m-%d"),
                "Open": np.round(o, 6), "High": np.round(h, 6), "Low": np.round(l, 6),
                "Close": np.round(c, 6), "Adj Close": np.round(c, 6), "Volume": v,
            })
            df.to_csv(OUT / "TSLA.csv", index=False, float_format="%.6f")
        else:
            df = pd.DataFrame({
                "date": days.strftime("%Y-%m-%d"),
                "open": np.round(o, 2), "high": np.round(h, 2), "low": np.round(l, 2),
                "close": np.round(c, 2), "volume": v, "Name": ticker,
            })
            df.to_csv(OUT / f"{ticker}_data.csv", index=False)


if __name__ == "__main__":
    main()
