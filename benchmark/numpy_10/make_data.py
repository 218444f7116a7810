"""Synthetic daily prices in the shape of Kaggle's 'S&P 500 stock data' (all_stocks_5yr.csv).

Same columns and layout as the Kaggle file (date, open, high, low, close, volume, Name; one row
per company and trading day from 2013-02-08 to 2018-02-07, sorted by Name then date), for a
subset of 28 of its companies. As in the original, companies that were listed or spun off during
those five years (PYPL, KHC, HPE, FTV, BHF) only start on their first trading day, and a few
rows have no open/high/low. Prices follow a market + sector factor model from a fixed seed.
Writes data/all_stocks_5yr.csv beside this file.
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

# name: (sector, start price, first trading day or None)
STOCKS = {
    "AAPL": ("tech", 67.85, None), "MSFT": ("tech", 27.55, None), "GOOGL": ("tech", 390.5, None),
    "FB": ("tech", 28.55, None), "NVDA": ("tech", 12.37, None), "INTC": ("tech", 21.0, None),
    "CSCO": ("tech", 20.9, None), "AMZN": ("tech", 261.95, None),
    "JPM": ("bank", 48.6, None), "BAC": ("bank", 12.0, None), "WFC": ("bank", 35.3, None),
    "C": ("bank", 44.9, None), "GS": ("bank", 157.2, None),
    "XOM": ("energy", 88.6, None), "CVX": ("energy", 115.4, None), "COP": ("energy", 58.3, None),
    "JNJ": ("pharma", 73.1, None), "PFE": ("pharma", 26.9, None), "MRK": ("pharma", 41.9, None),
    "KO": ("staples", 37.5, None), "PEP": ("staples", 73.3, None), "PG": ("staples", 74.3, None),
    "WMT": ("staples", 69.0, None),
    "PYPL": ("tech", 40.5, "2015-07-06"), "KHC": ("staples", 60.0, "2015-07-06"),
    "HPE": ("tech", 14.8, "2015-10-19"), "FTV": ("industrial", 47.0, "2016-07-05"),
    "BHF": ("bank", 56.2, "2017-07-17"),
}
SECTOR_VOL = {"tech": 0.008, "bank": 0.009, "energy": 0.010, "pharma": 0.006, "staples": 0.005,
              "industrial": 0.007}
DRIFT = {"tech": 0.0009, "bank": 0.0005, "energy": 0.0000, "pharma": 0.0004, "staples": 0.0002,
         "industrial": 0.0004}


def main():
    rng = np.random.default_rng(seeded(500))
    hol = USFederalHolidayCalendar().holidays("2013-01-01", "2018-12-31")
    days = pd.bdate_range("2013-02-08", "2018-02-07")
    days = days[~days.isin(hol)]
    n = len(days)
    market = rng.normal(0.0003, 0.008, n)
    sector = {s: rng.normal(0, v, n) for s, v in SECTOR_VOL.items()}
    rows = []
    for name in sorted(STOCKS):
        sec, p0, first = STOCKS[name]
        beta = rng.uniform(0.7, 1.4)
        ret = DRIFT[sec] + beta * market + sector[sec] + rng.normal(0, 0.011, n)
        close = p0 * np.exp(np.cumsum(ret))
        openp = close * np.exp(-ret * rng.uniform(0.2, 0.8, n) + rng.normal(0, 0.003, n))
        high = np.maximum(openp, close) * (1 + np.abs(rng.normal(0, 0.006, n)))
        low = np.minimum(openp, close) * (1 - np.abs(rng.normal(0, 0.006, n)))
        vol = (rng.lognormal(np.log(2e7 / np.sqrt(p0)), 0.35, n)).astype(np.int64)
        d = pd.DataFrame({"date": days.strftime("%Y-%m-%d"), "open": openp.round(2),
                          "high": high.round(2), "low": low.round(2), "close": close.round(2),
                          "volume": vol, "Name": name})
        if first is not None:
            d = d[d["date"] >= first]
        rows.append(d)
    df = pd.concat(rows, ignore_index=True)
    for i in rng.choice(len(df), 7, replace=False):
        df.loc[i, ["open", "high", "low"]] = np.nan
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "all_stocks_5yr.csv", index=False)


if __name__ == "__main__":
    main()
