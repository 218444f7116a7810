"""Synthetic daily Tesla (TSLA) prices in the layout of a Yahoo Finance download.

Columns Date, Open, High, Low, Close, Adj Close, Volume for the NYSE trading days of
2016-2019 (weekends and US federal holidays left out), prices pre-2020-split in dollars with six
decimals, as Yahoo writes them. Two days are "null" rows, as in old Yahoo exports. The closes
are a random walk (geometric Brownian motion), so next-day direction is close to a coin flip.
Writes data/TSLA.csv beside this file from a fixed seed; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd
from pandas.tseries.holiday import USFederalHolidayCalendar

OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    rng = np.random.default_rng(20160104)
    holidays = USFederalHolidayCalendar().holidays("2016-01-01", "2019-12-31")
    days = pd.bdate_range("2016-01-04", "2019-12-31")
    days = days[~days.isin(holidays)]
    n = len(days)
    log_ret = rng.normal(0.0004, 0.029, n)
    close = 223.41 * np.exp(np.cumsum(log_ret))
    open_ = close * np.exp(-log_ret * rng.uniform(0.2, 0.9, n) + rng.normal(0, 0.004, n))
    high = np.maximum(open_, close) * (1 + np.abs(rng.normal(0, 0.012, n)))
    low = np.minimum(open_, close) * (1 - np.abs(rng.normal(0, 0.012, n)))
    volume = np.round(rng.lognormal(np.log(5.5e6), 0.45, n)).astype(np.int64)

    frame = pd.DataFrame(
        {
            "Date": days.strftime("%Y-%m-%d"),
            "Open": [f"{v:.6f}" for v in open_],
            "High": [f"{v:.6f}" for v in high],
            "Low": [f"{v:.6f}" for v in low],
            "Close": [f"{v:.6f}" for v in close],
            "Adj Close": [f"{v:.6f}" for v in close],
            "Volume": volume.astype(str),
        }
    )
    for i in (417, 763):
        frame.iloc[i, 1:] = "null"
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "TSLA.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
