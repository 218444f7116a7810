"""Synthetic point-of-sale extract for a small regional retail chain (12 stores, one year)."""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
OUT.mkdir(exist_ok=True)
rng = np.random.default_rng(20240109)

stores = {
    "S01": ("North", "mall"), "S02": ("North", "high street"), "S03": ("North", "retail park"),
    "S04": ("South", "mall"), "S05": ("South", "high street"), "S06": ("South", "retail park"),
    "S07": ("East", "mall"), "S08": ("East", "high street"), "S09": ("East", "retail park"),
    "S10": ("West", "mall"), "S11": ("West", "high street"), "S12": ("West", "outlet"),
}
categories = {
    # category: (typical unit price, price spread, base weight)
    "Grocery": (4.5, 1.5, 0.30),
    "Household": (9.0, 3.0, 0.18),
    "Personal Care": (7.5, 2.5, 0.15),
    "Electronics": (79.0, 35.0, 0.07),
    "Apparel": (29.0, 10.0, 0.14),
    "Home & Garden": (22.0, 9.0, 0.10),
    "Toys": (18.0, 7.0, 0.06),
}
season = np.array([0.85, 0.80, 0.92, 0.95, 1.00, 1.02, 1.05, 1.03, 0.97, 1.00, 1.15, 1.40])

rows = []
start = pd.Timestamp("2023-01-01")
n = 3600
store_ids = list(stores)
store_size = rng.uniform(0.7, 1.4, len(store_ids))
store_pick = rng.choice(len(store_ids), size=n, p=store_size / store_size.sum())
cat_names = list(categories)
cat_w = np.array([categories[c][2] for c in cat_names])
for i in range(n):
    s = store_ids[store_pick[i]]
    region, fmt = stores[s]
    w = cat_w.copy()
    if fmt == "mall":
        w[cat_names.index("Apparel")] *= 1.8
        w[cat_names.index("Electronics")] *= 1.4
    elif fmt == "retail park":
        w[cat_names.index("Home & Garden")] *= 2.0
    elif fmt == "high street":
        w[cat_names.index("Grocery")] *= 1.5
    elif fmt == "outlet":
        w[cat_names.index("Apparel")] *= 2.5
    cat = cat_names[rng.choice(len(cat_names), p=w / w.sum())]
    day = int(rng.integers(0, 365))
    date = start + pd.Timedelta(days=day)
    price_mu, price_sd, _ = categories[cat]
    unit_price = max(0.5, rng.normal(price_mu, price_sd))
    units = int(rng.poisson(3 * season[date.month - 1] * store_size[store_pick[i]])) + 1
    discount = float(rng.choice([0.0, 0.0, 0.0, 0.05, 0.10, 0.20]))
    revenue = units * unit_price * (1 - discount)
    if rng.random() < 0.015:  # returns booked as negative lines
        units, revenue = -units, -revenue
    rows.append(
        {
            "transaction_id": f"T{100000 + i}",
            "date": date.strftime("%Y-%m-%d"),
            "store": s,
            "region": region,
            "store_format": fmt,
            "category": cat,
            "units": units,
            "unit_price": round(unit_price, 2),
            "discount": discount,
            "revenue": round(revenue, 2),
        }
    )

df = pd.DataFrame(rows).sort_values(["date", "transaction_id"]).reset_index(drop=True)
df.insert(2, "month", df["date"].str[:7])
# a few missing values, as exported by the till system
miss = rng.choice(len(df), size=40, replace=False)
df.loc[miss[:25], "discount"] = np.nan
df.loc[miss[25:], "unit_price"] = np.nan
df.to_csv(OUT / "retail_transactions.csv", index=False, float_format="%.2f")
