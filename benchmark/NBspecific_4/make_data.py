"""Synthetic daily sales of three stores over two years, with promotions and holiday closures.

Writes data/store_sales.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 4242
OUT = Path(__file__).resolve().parent / "data"
STORES = {101: 5200.0, 102: 3900.0, 103: 6800.0}  # store id -> typical daily sales
WEEKDAY_FACTOR = np.array([0.92, 0.88, 0.90, 0.97, 1.12, 1.35, 0.86])  # Monday .. Sunday
CLOSED = {(1, 1), (12, 25), (12, 26), (5, 1)}


def main() -> None:
    rng = np.random.default_rng(SEED)
    dates = pd.date_range("2022-01-01", "2023-12-31", freq="D")
    day_of_year = dates.day_of_year.to_numpy()
    weekday = dates.day_of_week.to_numpy()
    # Promotions run Monday to Friday every other week.
    week_number = ((dates - dates[0]).days.to_numpy() + 5) // 7
    promo_days = ((week_number % 2) == 0) & (weekday < 5)
    closed = np.array([(d.month, d.day) in CLOSED for d in dates])

    rows = []
    for store, base in STORES.items():
        level = base * (1 + 0.06 * (dates.year.to_numpy() - 2022))
        season = 1 + 0.08 * np.sin(2 * np.pi * (day_of_year - 80) / 365.25)
        december = 1 + 0.25 * ((dates.month.to_numpy() == 12) & (dates.day.to_numpy() < 24))
        promo = promo_days & (rng.random(len(dates)) < 0.97)
        noise = rng.lognormal(0.0, 0.07, len(dates))
        sales = level * season * december * WEEKDAY_FACTOR[weekday] * (1 + 0.22 * promo) * noise
        sales = np.where(closed, 0.0, np.round(sales, 2))
        basket = rng.normal(24.0 + (store - 101) * 2.5, 1.2, len(dates))
        customers = np.where(closed, 0, np.round(sales / basket)).astype(int)
        rows.append(
            pd.DataFrame(
                {
                    "date": dates.strftime("%Y-%m-%d"),
                    "store": store,
                    "sales": sales,
                    "customers": customers,
                    "promo": promo.astype(int),
                    "open": (~closed).astype(int),
                }
            )
        )
    frame = pd.concat(rows).sort_values(["date", "store"], kind="stable").reset_index(drop=True)
    # A few days of one store's point-of-sale export are missing.
    gap = (frame["store"] == 102) & frame["date"].between("2023-03-14", "2023-03-16")
    frame.loc[gap, ["sales", "customers"]] = np.nan
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "store_sales.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
