"""Synthetic daily OHLCV prices of a mid-cap stock ("NRTH") over 2021-2023.

Log returns follow a regime-switching random walk with slight momentum, volume rises on big
moves, a few exchange holidays are missing and the vendor left a handful of volume gaps.
Run from anywhere; writes into ``data/`` beside this file.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1515
OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)
    days = pd.bdate_range("2021-01-04", "2023-12-29")
    days = days[rng.uniform(size=len(days)) > 0.035]  # exchange holidays
    n = len(days)

    regime_drift = np.repeat(rng.choice([-0.0012, 0.0004, 0.0011], size=n // 60 + 1, p=[0.3, 0.3, 0.4]), 60)[:n]
    vol = np.repeat(rng.uniform(0.011, 0.024, size=n // 60 + 1), 60)[:n]
    log_ret = np.zeros(n)
    for t in range(1, n):
        log_ret[t] = regime_drift[t] + 0.09 * log_ret[t - 1] + vol[t] * rng.standard_t(5) / np.sqrt(5 / 3)
    close = 42.0 * np.exp(np.cumsum(log_ret))
    open_ = close * np.exp(rng.normal(0, 0.004, n))
    open_[1:] = close[:-1] * np.exp(rng.normal(0, 0.006, n - 1))
    high = np.maximum(open_, close) * np.exp(np.abs(rng.normal(0, 0.007, n)))
    low = np.minimum(open_, close) * np.exp(-np.abs(rng.normal(0, 0.007, n)))
    volume = np.round(rng.lognormal(13.2, 0.3, n) * (1 + 25 * np.abs(log_ret)), -2)

    prices = pd.DataFrame(
        {
            "date": days.strftime("%Y-%m-%d"),
            "open": np.round(open_, 2),
            "high": np.round(high, 2),
            "low": np.round(low, 2),
            "close": np.round(close, 2),
            "volume": volume,
        }
    )
    prices.loc[rng.uniform(size=n) < 0.01, "volume"] = np.nan
    prices.to_csv(OUT / "NRTH_daily.csv", index=False)


if __name__ == "__main__":
    main()
