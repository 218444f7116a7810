"""Synthetic retail customer base: demographics, channel, loyalty status and last year's purchases.

Writes data/customers.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 777
N_CUSTOMERS = 2000
N_DUPLICATES = 14
OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_CUSTOMERS
    ids = rng.choice(np.arange(10000, 99999), size=n, replace=False)
    start = np.datetime64("2018-01-01")
    signup = start + rng.integers(0, 6 * 365, n).astype("timedelta64[D]")
    gender = rng.choice(["Female", "Male"], size=n, p=[0.53, 0.47])
    age = np.clip(np.round(rng.normal(41, 13, n)), 18, 79).astype(int)
    region = rng.choice(["North", "South", "East", "West", "Central"], size=n,
                        p=[0.18, 0.22, 0.17, 0.25, 0.18])  # fmt: skip
    online_share = np.clip(0.75 - 0.012 * (age - 18), 0.1, 0.8)
    u = rng.random(n)
    channel = np.where(u < online_share * 0.7, "Online",
                       np.where(u < online_share * 0.7 + 0.25, "Omnichannel", "Store"))  # fmt: skip
    income = np.round(np.exp(rng.normal(np.log(48) + 0.012 * (np.minimum(age, 58) - 40), 0.38, n)), 1)
    loyalty = (rng.random(n) < np.where(channel == "Omnichannel", 0.55, 0.32)).astype(int)
    spending_score = np.clip(
        np.round(50 + 18 * loyalty - 0.35 * (age - 41) + rng.normal(0, 20, n)), 1, 100
    ).astype(int)
    orders = rng.poisson(np.exp(1.6 + 0.45 * loyalty + 0.008 * (spending_score - 50)
                                + 0.2 * (channel == "Omnichannel")))  # fmt: skip
    aov = np.round(rng.gamma(6.0, 7.5, n) * (income / 48) ** 0.35, 2)
    aov = np.where(orders == 0, np.nan, aov)

    frame = pd.DataFrame(
        {
            "customer_id": [f"C{i}" for i in ids],
            "signup_date": pd.to_datetime(signup).strftime("%Y-%m-%d"),
            "gender": gender,
            "age": age,
            "region": region,
            "channel": channel,
            "annual_income": income,
            "spending_score": spending_score,
            "loyalty_member": loyalty,
            "orders_last_year": orders,
            "avg_order_value": aov,
        }
    )
    frame.loc[rng.random(n) < 0.03, "annual_income"] = np.nan
    frame.loc[rng.random(n) < 0.01, "region"] = None
    dupes = frame.iloc[rng.choice(n, size=N_DUPLICATES, replace=False)]
    frame = pd.concat([frame, dupes]).sample(frac=1.0, random_state=SEED).reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "customers.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
