"""Synthetic telecom customer table with a churn label (layout of the usual telco churn data).

Writes data/telco_churn.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(31337)
n = 2400

contract = rng.choice(["Month-to-month", "One year", "Two year"], size=n, p=[0.55, 0.24, 0.21])
internet = rng.choice(["DSL", "Fiber optic", "No"], size=n, p=[0.34, 0.44, 0.22])
payment = rng.choice(
    ["Electronic check", "Mailed check", "Bank transfer", "Credit card"], size=n, p=[0.34, 0.23, 0.22, 0.21]
)
senior = (rng.random(n) < 0.16).astype(int)
partner = rng.choice(["Yes", "No"], size=n, p=[0.48, 0.52])
max_tenure = np.select([contract == "Two year", contract == "One year"], [72, 60], 48)
tenure = np.minimum(max_tenure, rng.gamma(1.4, 18, n).astype(int) + (contract != "Month-to-month") * 12)
base = np.select([internet == "Fiber optic", internet == "DSL"], [78.0, 55.0], 22.0)
monthly = np.round(base + rng.normal(0, 9, n) + rng.choice([0, 5, 10, 20], n), 2)
monthly = np.clip(monthly, 18.25, 118.75)
total = np.round(monthly * tenure * rng.normal(1.0, 0.03, n), 2)
support_calls = rng.poisson(1.2 + 1.3 * (internet == "Fiber optic"), n)
paperless = np.where(rng.random(n) < 0.6, "Yes", "No")

logit = (
    -1.6
    + 1.5 * (contract == "Month-to-month")
    - 1.1 * (contract == "Two year")
    + 0.7 * (internet == "Fiber optic")
    + 0.6 * (payment == "Electronic check")
    + 0.4 * senior
    - 0.035 * tenure
    + 0.012 * (monthly - 65)
    + 0.3 * (support_calls - 2)
    + rng.normal(0, 0.6, n)
)
churn = np.where(rng.random(n) < 1 / (1 + np.exp(-logit)), "Yes", "No")

df = pd.DataFrame(
    {
        "customer_id": [f"{rng.integers(1000, 9999)}-{''.join(rng.choice(list('ABCDEFGHJKLMNPQRSTUVWXYZ'), 5))}" for _ in range(n)],
        "senior_citizen": senior,
        "partner": partner,
        "tenure_months": tenure,
        "contract": contract,
        "internet_service": internet,
        "paperless_billing": paperless,
        "payment_method": payment,
        "monthly_charges": monthly,
        "total_charges": total,
        "support_calls": support_calls,
        "churn": churn,
    }
)
# brand-new customers have not been billed yet: total charges blank in the export
df["total_charges"] = df["total_charges"].astype(object)
df.loc[df["tenure_months"] == 0, "total_charges"] = " "
OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "telco_churn.csv", index=False)
