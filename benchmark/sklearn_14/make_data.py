"""Synthetic online-shop transactions (invoice lines) for one year, for RFM segmentation.

About 1,000 customers of four latent kinds (loyal high spenders, regulars, occasional buyers,
lapsed customers) place invoices of one to four lines. A few lines have no customer id (guest
checkout) and a few are returns with a negative quantity.
Writes data/transactions.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 2023
N_CUSTOMERS = 1000
OUT = Path(__file__).resolve().parent / "data"
START = pd.Timestamp("2023-01-01")
DAYS = 365

# kind: (share, mean invoices, last-purchase window in days before the end, price scale)
KINDS = {
    "loyal": (0.12, 16.0, (2, 20), 2.2),
    "regular": (0.33, 6.0, (8, 50), 1.0),
    "occasional": (0.30, 0.6, (60, 160), 0.8),
    "lapsed": (0.25, 3.5, (240, 360), 0.9),
}
CATEGORIES = {
    "home decor": (3.5, 14.0), "kitchen": (2.5, 9.0), "stationery": (0.8, 3.0),
    "garden": (4.0, 18.0), "toys": (2.0, 8.0), "lighting": (6.0, 25.0),
}  # fmt: skip
COUNTRIES = ["United Kingdom", "Germany", "France", "Netherlands", "Spain", "Ireland", "Belgium"]
COUNTRY_P = [0.62, 0.10, 0.09, 0.06, 0.05, 0.05, 0.03]


def main() -> None:
    rng = np.random.default_rng(SEED)
    names = list(KINDS)
    kinds = rng.choice(names, N_CUSTOMERS, p=[KINDS[k][0] for k in names])
    countries = rng.choice(COUNTRIES, N_CUSTOMERS, p=COUNTRY_P)
    cats = list(CATEGORIES)

    rows = []
    invoice_no = 536000
    for i, kind in enumerate(kinds):
        _, mean_inv, (lo, hi), price_scale = KINDS[kind]
        n_inv = max(1, int(rng.poisson(mean_inv)))
        last_day = DAYS - int(rng.integers(lo, hi + 1))
        first_day = max(0, last_day - int(rng.integers(30, 330)))
        days = np.sort(rng.integers(first_day, last_day + 1, n_inv))
        days[-1] = last_day
        for day in days:
            invoice_no += 1
            ts = START + pd.Timedelta(days=int(day), minutes=int(rng.integers(8 * 60, 20 * 60)))
            for _ in range(int(rng.integers(1, 5))):
                cat = cats[int(rng.integers(len(cats)))]
                lo_p, hi_p = CATEGORIES[cat]
                price = round(float(rng.uniform(lo_p, hi_p)) * price_scale, 2)
                qty = int(rng.choice([1, 2, 3, 4, 6, 12], p=[0.35, 0.25, 0.12, 0.1, 0.1, 0.08]))
                if kind == "loyal":
                    qty *= int(rng.choice([1, 2, 4]))
                if rng.random() < 0.02:
                    qty = -qty
                rows.append((f"{invoice_no}", ts.strftime("%Y-%m-%d %H:%M"), 12000 + i,
                             countries[i], cat, qty, price))  # fmt: skip

    frame = pd.DataFrame(
        rows,
        columns=["invoice_no", "invoice_date", "customer_id", "country", "category", "quantity", "unit_price"],
    )
    guest = rng.random(len(frame)) < 0.03
    frame["customer_id"] = frame["customer_id"].astype("Int64")
    frame.loc[guest, "customer_id"] = pd.NA
    frame = frame.sort_values(["invoice_date", "invoice_no"], kind="stable").reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "transactions.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
