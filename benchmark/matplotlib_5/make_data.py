"""Synthetic customers in the layout of IBM's Telco Customer Churn sample (Kaggle, 7043 rows).

Columns and category values as in WA_Fn-UseC_-Telco-Customer-Churn.csv, including its quirk:
TotalCharges is written as text and is a single blank for customers with tenure 0. Writes
data/WA_Fn-UseC_-Telco-Customer-Churn.csv beside this file from a fixed seed; re-running
reproduces every byte.
"""

import string
from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
N = 7043


def main() -> None:
    rng = np.random.default_rng(7043)
    ids = set()
    while len(ids) < N:
        ids.add(f"{rng.integers(1000, 10000)}-" + "".join(rng.choice(list(string.ascii_uppercase), 5)))
    ids = sorted(ids)
    ids = [ids[i] for i in rng.permutation(len(ids))]
    contract = rng.choice(["Month-to-month", "One year", "Two year"], N, p=[0.55, 0.21, 0.24])
    base = {"Month-to-month": 18, "One year": 42, "Two year": 57}
    tenure = np.array([int(np.clip(rng.normal(base[c], 20 if c != "Month-to-month" else 17), 1, 72)) for c in contract])
    tenure[rng.choice(N, 11, replace=False)] = 0
    internet = rng.choice(["Fiber optic", "DSL", "No"], N, p=[0.44, 0.34, 0.22])
    phone = rng.choice(["Yes", "No"], N, p=[0.9, 0.1])
    phone[internet == "No"] = "Yes"
    multiple = np.where(phone == "No", "No phone service", rng.choice(["Yes", "No"], N, p=[0.42, 0.58]))

    def addon(p):
        return np.where(internet == "No", "No internet service", rng.choice(["Yes", "No"], N, p=[p, 1 - p]))

    security, backup, protection, support = addon(0.37), addon(0.44), addon(0.44), addon(0.37)
    tv, movies = addon(0.5), addon(0.5)
    monthly = (
        np.where(internet == "Fiber optic", 70.0, np.where(internet == "DSL", 45.0, 19.5))
        + 5 * (phone == "Yes") * (internet != "No") + 5 * (multiple == "Yes")
        + 5 * ((security == "Yes") + (backup == "Yes") + (protection == "Yes") + (support == "Yes"))
        + 10 * ((tv == "Yes") + (movies == "Yes"))
        + rng.normal(0, 1.5, N)
    ).round(2)
    total = np.where(tenure == 0, np.nan, (monthly * tenure * rng.normal(1, 0.03, N)).round(2))
    total = np.where(tenure == 1, monthly, total)
    paperless = rng.choice(["Yes", "No"], N, p=[0.59, 0.41])
    payment = rng.choice(["Electronic check", "Mailed check", "Bank transfer (automatic)", "Credit card (automatic)"],
                         N, p=[0.34, 0.23, 0.22, 0.21])  # fmt: skip
    senior = (rng.uniform(size=N) < 0.16).astype(int)
    partner = rng.choice(["Yes", "No"], N, p=[0.48, 0.52])
    dependents = np.where(partner == "Yes", rng.choice(["Yes", "No"], N, p=[0.5, 0.5]), rng.choice(["Yes", "No"], N, p=[0.1, 0.9]))
    logit = (
        -1.3 + 1.4 * (contract == "Month-to-month") - 1.2 * (contract == "Two year") - 0.035 * tenure
        + 0.9 * (internet == "Fiber optic") - 0.5 * (internet == "No") + 0.45 * (payment == "Electronic check")
        - 0.45 * (security == "Yes") - 0.4 * (support == "Yes") + 0.3 * senior + 0.3 * (paperless == "Yes")
        - 0.2 * (dependents == "Yes") + rng.normal(0, 0.4, N)
    )
    churn = np.where(rng.uniform(size=N) < 1 / (1 + np.exp(-logit)), "Yes", "No")
    churn[tenure == 0] = "No"
    frame = pd.DataFrame(
        {
            "customerID": ids, "gender": rng.choice(["Female", "Male"], N), "SeniorCitizen": senior,
            "Partner": partner, "Dependents": dependents, "tenure": tenure, "PhoneService": phone,
            "MultipleLines": multiple, "InternetService": internet, "OnlineSecurity": security,
            "OnlineBackup": backup, "DeviceProtection": protection, "TechSupport": support,
            "StreamingTV": tv, "StreamingMovies": movies, "Contract": contract, "PaperlessBilling": paperless,
            "PaymentMethod": payment, "MonthlyCharges": monthly,
            "TotalCharges": [" " if np.isnan(t) else f"{t:.2f}".rstrip("0").rstrip(".") for t in total],
            "Churn": churn,
        }
    )  # fmt: skip
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "WA_Fn-UseC_-Telco-Customer-Churn.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
