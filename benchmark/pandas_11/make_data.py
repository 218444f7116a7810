"""Synthetic weekly sales of a 40-store retail chain over two years (2022-2023).

Stores differ in format (A large, B mid, C small), growth trend, seasonality and how strongly
they respond to promotions. Footfall counts are missing for a few weeks (counter outages).
Run from anywhere; writes into ``data/`` beside this file.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 11
OUT = Path(__file__).resolve().parent / "data"

N_STORES = 40
N_WEEKS = 104
BASE = {"A": 185_000.0, "B": 96_000.0, "C": 41_000.0}
BASKET = {"A": 58.0, "B": 44.0, "C": 31.0}


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)
    weeks = pd.date_range("2022-01-03", periods=N_WEEKS, freq="7D")
    week_of_year = weeks.isocalendar().week.to_numpy().astype(float)
    regions = ["North", "South", "East", "West"]

    rows = []
    for s in range(N_STORES):
        store_id = f"S{s + 1:03d}"
        store_type = rng.choice(["A", "B", "C"], p=[0.25, 0.45, 0.30])
        region = regions[rng.integers(0, 4)]
        level = BASE[store_type] * rng.lognormal(0, 0.18)
        trend = rng.choice([-0.0025, 0.0, 0.002, 0.005]) + rng.normal(0, 0.0008)
        season_amp = rng.uniform(0.05, 0.35)
        promo_lift = rng.uniform(0.04, 0.32)
        basket = BASKET[store_type] * rng.uniform(0.85, 1.15)
        promo_rate = rng.uniform(0.12, 0.3)
        for w, week in enumerate(weeks):
            promo = int(rng.uniform() < promo_rate)
            season = 1 + season_amp * np.exp(-((week_of_year[w] - 50) ** 2) / 18) + 0.04 * np.sin(
                2 * np.pi * week_of_year[w] / 52
            )
            sales = level * (1 + trend) ** w * season * (1 + promo_lift * promo) * rng.lognormal(0, 0.06)
            customers = sales / (basket * rng.lognormal(0, 0.04))
            rows.append(
                {
                    "store_id": store_id,
                    "store_type": store_type,
                    "region": region,
                    "week_start": week.strftime("%Y-%m-%d"),
                    "promo": promo,
                    "customers": round(customers),
                    "weekly_sales": round(sales, 2),
                }
            )
    sales = pd.DataFrame(rows)
    outage = rng.uniform(size=len(sales)) < 0.02
    sales["customers"] = sales["customers"].astype("Int64")
    sales.loc[outage, "customers"] = pd.NA
    sales.to_csv(OUT / "weekly_store_sales.csv", index=False)


if __name__ == "__main__":
    main()
