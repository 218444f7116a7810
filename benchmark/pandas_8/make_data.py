"""Synthetic order lines of an office-supplies distributor (CC0). Regenerates data/ byte-for-byte from a fixed seed."""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(31337)

N = 4200
regions = {
    # region: (share, typical discounts, probabilities of those discounts, states)
    "West": (0.32, [0.0, 0.1, 0.2], [0.62, 0.18, 0.20], ["California", "Washington", "Oregon", "Arizona", "Colorado"]),
    "East": (0.29, [0.0, 0.1, 0.2], [0.66, 0.14, 0.20], ["New York", "Pennsylvania", "Massachusetts", "Ohio", "New Jersey"]),
    "Central": (0.23, [0.0, 0.2, 0.3, 0.5], [0.48, 0.27, 0.12, 0.13], ["Texas", "Illinois", "Michigan", "Minnesota", "Indiana"]),
    "South": (0.16, [0.0, 0.2, 0.45], [0.55, 0.30, 0.15], ["Florida", "North Carolina", "Georgia", "Tennessee", "Virginia"]),
}
catalogue = {
    # sub_category: (category, median unit price, base margin)
    "Chairs": ("Furniture", 180.0, 0.16),
    "Tables": ("Furniture", 320.0, 0.05),
    "Bookcases": ("Furniture", 210.0, 0.04),
    "Furnishings": ("Furniture", 35.0, 0.22),
    "Binders": ("Office Supplies", 12.0, 0.34),
    "Paper": ("Office Supplies", 18.0, 0.44),
    "Storage": ("Office Supplies", 60.0, 0.15),
    "Art": ("Office Supplies", 9.0, 0.25),
    "Appliances": ("Office Supplies", 110.0, 0.20),
    "Phones": ("Technology", 150.0, 0.17),
    "Accessories": ("Technology", 60.0, 0.24),
    "Machines": ("Technology", 420.0, 0.12),
    "Copiers": ("Technology", 900.0, 0.25),
}
sub_p = np.array([0.09, 0.05, 0.04, 0.09, 0.15, 0.13, 0.09, 0.08, 0.05, 0.08, 0.08, 0.03, 0.04])

region = rng.choice(list(regions), size=N, p=[v[0] for v in regions.values()])
state = np.array([rng.choice(regions[r][3]) for r in region])
discount = np.array([rng.choice(regions[r][1], p=regions[r][2]) for r in region])
sub = rng.choice(list(catalogue), size=N, p=sub_p / sub_p.sum())
category = np.array([catalogue[s][0] for s in sub])
unit_price = np.array([catalogue[s][1] for s in sub]) * np.exp(rng.normal(0, 0.35, N))
quantity = rng.integers(1, 10, N)
sales = np.round(unit_price * quantity * (1 - discount), 2)
margin = np.array([catalogue[s][2] for s in sub]) - 1.15 * discount + rng.normal(0, 0.05, N)
profit = np.round(sales * margin, 2)

order_date = pd.Timestamp("2021-01-01") + pd.to_timedelta(
    np.sort(rng.integers(0, 3 * 365, N)), unit="D"
)
ship_days = rng.choice([0, 2, 4, 5], N, p=[0.05, 0.2, 0.6, 0.15])
ship_mode = np.select([ship_days == 0, ship_days == 2, ship_days == 4], ["Same Day", "First Class", "Standard Class"], "Second Class")

df = pd.DataFrame({
    "order_id": [f"US-{d.year}-{100000 + i * 37 % 900000}" for i, d in enumerate(order_date)],
    "order_date": order_date.strftime("%Y-%m-%d"),
    "ship_date": (order_date + pd.to_timedelta(ship_days, unit="D")).strftime("%Y-%m-%d"),
    "ship_mode": ship_mode,
    "segment": rng.choice(["Consumer", "Corporate", "Home Office"], N, p=[0.52, 0.30, 0.18]),
    "region": region,
    "state": state,
    "category": category,
    "sub_category": sub,
    "sales": sales,
    "quantity": quantity,
    "discount": discount,
    "profit": profit,
})
df.loc[rng.choice(N, 23, replace=False), "ship_mode"] = np.nan

OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "orders.csv", index=False, lineterminator="\n")
