"""Synthetic monthly revenue report of a scale-model retailer, one column per product line.

Writes data/monthly_sales_by_line.csv (wide layout, as exported from the ERP) from a fixed seed;
re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1803
OUT = Path(__file__).resolve().parent / "data"

# base monthly revenue (k$) in January 2019, yearly growth, strength of the Q4 peak
LINES = {
    "Classic Cars": (310.0, 0.06, 0.30),
    "Vintage Cars": (175.0, 0.03, 0.25),
    "Motorcycles": (98.0, 0.09, 0.10),
    "Trucks and Buses": (92.0, 0.02, 0.18),
    "Planes": (84.0, 0.05, 0.12),
    "Ships": (61.0, -0.02, 0.15),
    "Trains": (24.0, 0.01, 0.20),
}


def main() -> None:
    rng = np.random.default_rng(SEED)
    months = pd.date_range("2019-01-01", "2023-12-01", freq="MS")
    t = np.arange(len(months)) / 12.0
    month_of_year = months.month.to_numpy()
    # shared shock: the spring 2020 slump and the rebound after it
    shock = np.ones(len(months))
    shock[(months >= "2020-03-01") & (months <= "2020-06-01")] = [0.78, 0.55, 0.62, 0.81]
    shock[(months >= "2020-11-01") & (months <= "2021-01-01")] *= 1.08

    frame = pd.DataFrame({"month": months.strftime("%Y-%m")})
    for name, (base, growth, q4) in LINES.items():
        season = 1 + q4 * np.isin(month_of_year, [10, 11, 12]) * (month_of_year - 9) / 3
        season = season - 0.08 * np.isin(month_of_year, [1, 2])
        revenue = base * (1 + growth) ** t * season * shock * rng.lognormal(0, 0.07, len(months))
        frame[name] = np.round(revenue, 1)
    # two months the ERP export left empty for single lines
    frame.loc[[17, 41], "Trains"] = np.nan
    frame.loc[29, "Ships"] = np.nan
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "monthly_sales_by_line.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
