"""Synthetic weekly sales of a New England home & garden chain, and its store master (CC0).

Regenerates data/ byte-for-byte from a fixed seed.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(31337)

regions = {
    # region: (towns with postal codes, demand multiplier)
    "Greater Boston": ([("Cambridge", "02139"), ("Quincy", "02169"), ("Waltham", "02453"),
                        ("Framingham", "01701"), ("Lynn", "01901"), ("Braintree", "02184")], 1.18),
    "Central Mass": ([("Worcester", "01608"), ("Leominster", "01453"), ("Shrewsbury", "01545"),
                      ("Fitchburg", "01420")], 0.97),
    "Rhode Island": ([("Providence", "02903"), ("Warwick", "02886"), ("Cranston", "02920"),
                      ("Pawtucket", "02860")], 1.00),
    "Connecticut": ([("Hartford", "06103"), ("New Haven", "06510"), ("Stamford", "06901"),
                     ("Norwalk", "06850"), ("Danbury", "06810")], 1.08),
    "New Hampshire": ([("Manchester", "03101"), ("Nashua", "03060"), ("Concord", "03301"),
                       ("Portsmouth", "03801")], 0.92),
    "Maine": ([("Portland", "04101"), ("Bangor", "04401"), ("Lewiston", "04240")], 0.85),
}
formats = {"Superstore": (5200, 1.45), "Standard": (2900, 1.0), "Compact": (1400, 0.62)}

rows = []
store_codes = sorted(rng.choice(np.arange(3, 180), size=26, replace=False))
towns = [(r, t, z) for r, (ts, _) in regions.items() for t, z in ts]
for code, (region, town, postal) in zip(store_codes, towns):
    fmt = rng.choice(list(formats), p=[0.25, 0.5, 0.25])
    area = int(round(formats[fmt][0] * rng.uniform(0.85, 1.15), -1))
    opened = pd.Timestamp("1996-01-01") + pd.Timedelta(days=int(rng.integers(0, 9000)))
    rows.append({
        "store_id": f"{code:04d}",
        "store_name": f"{town} {fmt if fmt != 'Standard' else 'Store'}",
        "region": region,
        "format": fmt,
        "floor_area_sqm": area,
        "opened": opened.strftime("%Y-%m-%d"),
        "postal_code": postal,
        "manager": rng.choice(["A. Moreau", "J. Silva", "K. Brennan", "P. Nguyen", "R. Cohen",
                               "S. Patel", "T. Olsen", "M. Rossi", "L. Walsh", "D. Kim"]),
    })
stores = pd.DataFrame(rows)

weeks = pd.date_range("2022-01-02", periods=78, freq="W-SUN")
week_of_year = weeks.isocalendar().week.to_numpy().astype(int)
season = 1 + 0.45 * np.exp(-((week_of_year - 20) ** 2) / 60.0) + 0.25 * np.exp(-((week_of_year - 48) ** 2) / 6.0)
holiday_weeks = {"2022-05-29", "2022-07-03", "2022-09-04", "2022-11-27", "2022-12-25",
                 "2023-05-28", "2023-07-02"}

sales_rows = []
for s in stores.itertuples():
    reg_mult = regions[s.region][1]
    fmt_mult = formats[s.format][1]
    store_effect = rng.normal(1.0, 0.08)
    for w, seas in zip(weeks, season):
        promo = int(rng.random() < 0.22)
        holiday = int(w.strftime("%Y-%m-%d") in holiday_weeks)
        base = 61000 * reg_mult * fmt_mult * store_effect * seas
        amount = base * (1.12 if promo else 1.0) * (1.18 if holiday else 1.0) * rng.lognormal(0, 0.07)
        basket = rng.normal(58, 4) * (1.05 if s.format == "Superstore" else 1.0)
        sales_rows.append({
            "store_id": int(s.store_id),
            "week_start": w.strftime("%Y-%m-%d"),
            "weekly_sales": round(amount, 2),
            "transactions": int(amount / basket),
            "promo_week": promo,
            "holiday_week": holiday,
        })
sales = pd.DataFrame(sales_rows)
# the POS feed drops the transaction count now and then
sales.loc[rng.choice(len(sales), 41, replace=False), "transactions"] = np.nan
sales["transactions"] = sales["transactions"].astype("Int64")
sales = sales.sort_values(["week_start", "store_id"]).reset_index(drop=True)

OUT.mkdir(exist_ok=True)
sales.to_csv(OUT / "weekly_sales.csv", index=False, lineterminator="\n")
stores.to_csv(OUT / "stores.csv", index=False, lineterminator="\n")
