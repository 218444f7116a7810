"""Synthetic B2B software invoices exported from a billing system (CC0).

Regenerates data/ byte-for-byte from a fixed seed.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(8675309)

N_CUSTOMERS = 420
N = 2600
plans = {"Starter": 29.0, "Team": 49.0, "Business": 89.0, "Enterprise": 149.0}
plan_p = [0.30, 0.35, 0.25, 0.10]
regions = ["North America", "EMEA", "APAC", "LATAM"]
region_p = [0.45, 0.32, 0.15, 0.08]
region_late = {"North America": -0.3, "EMEA": 0.0, "APAC": 0.25, "LATAM": 0.7}

cust_plan = rng.choice(list(plans), size=N_CUSTOMERS, p=plan_p)
cust_region = rng.choice(regions, size=N_CUSTOMERS, p=region_p)
cust_seats = np.maximum(1, np.round(rng.lognormal(np.log(14), 0.9, N_CUSTOMERS))).astype(int)
cust_seats = np.where(cust_plan == "Enterprise", cust_seats * 4, cust_seats)
cust_terms = np.where(cust_plan == "Enterprise", rng.choice([30, 45, 60], N_CUSTOMERS),
                      rng.choice([15, 30], N_CUSTOMERS, p=[0.4, 0.6]))
cust_signup = pd.Timestamp("2019-01-01") + pd.to_timedelta(rng.integers(0, 1400, N_CUSTOMERS), unit="D")

cust = rng.integers(0, N_CUSTOMERS, N)
invoice_date = pd.Timestamp("2022-01-01") + pd.to_timedelta(rng.integers(0, 730, N), unit="D")
invoice_date = invoice_date.where(invoice_date > cust_signup[cust], cust_signup[cust] + pd.Timedelta(days=30))
seats = np.maximum(1, cust_seats[cust] + rng.integers(-2, 3, N))
plan = cust_plan[cust]
price = np.array([plans[p] for p in plan])
discount = np.where(seats > 50, rng.choice([0.0, 0.1, 0.15, 0.2], N), rng.choice([0.0, 0.05, 0.1], N, p=[0.7, 0.2, 0.1]))
revenue = np.round(seats * price * (1 - discount), 2)
terms = cust_terms[cust]
due = invoice_date + pd.to_timedelta(terms, unit="D")

tenure = (invoice_date - cust_signup[cust]).days.to_numpy()
logit = -0.9 + 0.55 * np.log(revenue / 500) + 1.4 * np.array([region_late[r] for r in cust_region[cust]]) \
    - 0.03 * (terms - 30) - 0.0007 * tenure + rng.normal(0, 0.3, N)
late = rng.random(N) < 1 / (1 + np.exp(-logit))
days_after_due = np.where(late, np.round(rng.gamma(2.0, 9.0, N)) + 1, -rng.integers(0, np.minimum(terms, 20), N))
paid_date = due + pd.to_timedelta(days_after_due, unit="D")
open_invoice = paid_date > pd.Timestamp("2023-12-31")

df = pd.DataFrame({
    "invoice_id": [f"INV-{22000 + i}" for i in range(N)],
    "customer_id": [f"C{c:04d}" for c in cust],
    "plan": plan,
    "region": cust_region[cust],
    "seats": seats,
    "discount_pct": (discount * 100).round(0).astype(int),
    "payment_terms_days": terms,
    "invoice_date": invoice_date.strftime("%Y-%m-%d"),
    "due_date": due.strftime("%Y-%m-%d"),
    "paid_date": pd.Series(paid_date.strftime("%Y-%m-%d")).where(~open_invoice),
    "currency": "USD",
    # money columns are formatted by the billing system's CSV export
    "revenue": [f"{v:,.2f}" for v in revenue],
    "customer_since": cust_signup[cust].strftime("%Y-%m-%d"),
})
df = df.sort_values("invoice_date", kind="stable").reset_index(drop=True)
df["invoice_id"] = [f"INV-{22000 + i}" for i in range(N)]

OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "invoices_2022_2023.csv", index=False, lineterminator="\n")
