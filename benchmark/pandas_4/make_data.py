"""Synthetic IBM Telco customer churn table (Kaggle 'Telco Customer Churn' layout).

Writes data/WA_Fn-UseC_-Telco-Customer-Churn.csv beside this file from a fixed seed, with the
original 21 columns and 7043 rows. As in the original file, customers in their first month
(tenure 0) have a blank TotalCharges (a single space). Re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
N = 7043
NEW_CUSTOMERS = [488, 753, 936, 1082, 1340, 3331, 3826, 4380, 5218, 6670, 6754]


def main() -> None:
    rng = np.random.default_rng(seeded(7043))
    letters = np.array(list("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    ids = [f"{rng.integers(0, 10000):04d}-{''.join(rng.choice(letters, 5))}" for _ in range(N)]

    gender = rng.choice(["Female", "Male"], N)
    senior = (rng.random(N) < 0.162).astype(int)
    partner = rng.choice(["Yes", "No"], N, p=[0.48, 0.52])
    dependents = np.where(partner == "Yes", rng.choice(["Yes", "No"], N, p=[0.52, 0.48]),
                          rng.choice(["Yes", "No"], N, p=[0.1, 0.9]))
    contract = rng.choice(["Month-to-month", "One year", "Two year"], N, p=[0.55, 0.21, 0.24])
    base_t = np.where(contract == "Month-to-month", rng.exponential(16, N),
                      np.where(contract == "One year", rng.uniform(5, 72, N), rng.triangular(10, 72, 72, N)))
    tenure = np.clip(np.round(base_t), 1, 72).astype(int)
    tenure[NEW_CUSTOMERS] = 0

    phone = rng.choice(["Yes", "No"], N, p=[0.903, 0.097])
    multi = np.where(phone == "No", "No phone service", rng.choice(["Yes", "No"], N, p=[0.47, 0.53]))
    internet = rng.choice(["DSL", "Fiber optic", "No"], N, p=[0.34, 0.44, 0.22])
    addons = {}
    for col, p in [("OnlineSecurity", 0.37), ("OnlineBackup", 0.44), ("DeviceProtection", 0.44),
                   ("TechSupport", 0.37), ("StreamingTV", 0.49), ("StreamingMovies", 0.50)]:
        addons[col] = np.where(internet == "No", "No internet service",
                               np.where(rng.random(N) < p, "Yes", "No"))
    paperless = rng.choice(["Yes", "No"], N, p=[0.59, 0.41])
    payment = rng.choice(["Electronic check", "Mailed check", "Bank transfer (automatic)",
                          "Credit card (automatic)"], N, p=[0.34, 0.23, 0.22, 0.21])

    monthly = 20.0 + np.where(phone == "Yes", 0.0, -0.5) + np.where(multi == "Yes", 5.0, 0.0)
    monthly = monthly + np.where(internet == "DSL", 25.0, np.where(internet == "Fiber optic", 50.0, -0.5))
    for col in addons:
        monthly = monthly + np.where(addons[col] == "Yes", 5.0 if "Stream" not in col else 10.0, 0.0)
    monthly = np.round(np.clip(monthly + rng.normal(0, 1.2, N), 18.25, 118.75) * 20) / 20

    # price rises over the years: what long-time customers paid is below today's bill
    drift = 1 - 0.0018 * tenure + rng.normal(0, 0.03, N)
    total = np.round(monthly * tenure * np.clip(drift, 0.75, 1.1), 2)
    total = np.where(tenure == 1, monthly, total)
    total_str = [" " if t == 0 else repr(float(v)) for t, v in zip(tenure, total)]

    logit = (-1.55 + 1.3 * (contract == "Month-to-month") - 0.9 * (contract == "Two year")
             - 0.035 * tenure + 0.9 * (internet == "Fiber optic") + 0.5 * (payment == "Electronic check")
             - 0.4 * (addons["TechSupport"] == "Yes") - 0.4 * (addons["OnlineSecurity"] == "Yes")
             + 0.3 * senior + 0.25 * (paperless == "Yes"))
    churn = np.where(rng.random(N) < 1 / (1 + np.exp(-logit)), "Yes", "No")

    df = pd.DataFrame({
        "customerID": ids, "gender": gender, "SeniorCitizen": senior, "Partner": partner,
        "Dependents": dependents, "tenure": tenure, "PhoneService": phone, "MultipleLines": multi,
        "InternetService": internet, **addons, "Contract": contract, "PaperlessBilling": paperless,
        "PaymentMethod": payment, "MonthlyCharges": monthly, "TotalCharges": total_str, "Churn": churn,
    })
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "WA_Fn-UseC_-Telco-Customer-Churn.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
