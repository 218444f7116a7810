"""Synthetic customers in the shape of IBM's Telco Customer Churn sample as found on Kaggle
(WA_Fn-UseC_-Telco-Customer-Churn.csv: customerID, gender, SeniorCitizen, Partner, Dependents,
tenure, PhoneService, MultipleLines, InternetService, OnlineSecurity, OnlineBackup,
DeviceProtection, TechSupport, StreamingTV, StreamingMovies, Contract, PaperlessBilling,
PaymentMethod, MonthlyCharges, TotalCharges, Churn).

Keeps the file's well-known quirk: customers with tenure 0 have a blank TotalCharges (" "), so the
column reads as text. Writes data/WA_Fn-UseC_-Telco-Customer-Churn.csv beside this file from a
fixed seed; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
N = 7043


def main() -> None:
    rng = np.random.default_rng(7043)
    n = N
    letters = np.array(list("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    ids = [f"{rng.integers(1000, 9999)}-{''.join(rng.choice(letters, 5))}" for _ in range(n)]
    gender = rng.choice(["Female", "Male"], n)
    senior = (rng.uniform(size=n) < 0.162).astype(int)
    partner = rng.choice(["Yes", "No"], n, p=[0.483, 0.517])
    dependents = np.where((partner == "Yes") & (rng.uniform(size=n) < 0.5), "Yes", np.where(rng.uniform(size=n) < 0.1, "Yes", "No"))
    contract = rng.choice(["Month-to-month", "One year", "Two year"], n, p=[0.55, 0.21, 0.24])
    base_t = np.select([contract == "Two year", contract == "One year"], [rng.uniform(20, 72, n), rng.uniform(5, 72, n)], rng.exponential(18, n))
    tenure = np.clip(np.round(base_t), 1, 72).astype(int)
    tenure[rng.choice(n, 11, replace=False)] = 0
    phone = rng.choice(["Yes", "No"], n, p=[0.903, 0.097])
    multi = np.where(phone == "No", "No phone service", rng.choice(["Yes", "No"], n, p=[0.47, 0.53]))
    internet = rng.choice(["Fiber optic", "DSL", "No"], n, p=[0.44, 0.344, 0.216])
    addons = {}
    for col, p in [("OnlineSecurity", 0.37), ("OnlineBackup", 0.44), ("DeviceProtection", 0.44), ("TechSupport", 0.37),
                   ("StreamingTV", 0.49), ("StreamingMovies", 0.5)]:
        addons[col] = np.where(internet == "No", "No internet service", np.where(rng.uniform(size=n) < p, "Yes", "No"))
    paperless = rng.choice(["Yes", "No"], n, p=[0.592, 0.408])
    payment = rng.choice(["Electronic check", "Mailed check", "Bank transfer (automatic)", "Credit card (automatic)"], n,
                         p=[0.336, 0.229, 0.219, 0.216])
    monthly = (np.where(phone == "Yes", 20, 0) + np.where(multi == "Yes", 5, 0)
               + np.select([internet == "Fiber optic", internet == "DSL"], [50, 25], 0)
               + sum(np.where(addons[c] == "Yes", 5 + 5 * c.startswith("Streaming"), 0) for c in addons)
               + rng.normal(0, 2.0, n))
    monthly = np.round(np.clip(monthly, 18.25, 118.75), 2)
    total = np.round(monthly * tenure * rng.normal(1, 0.04, n), 2)
    logit = (-1.15 + 1.3 * (contract == "Month-to-month") - 1.1 * (contract == "Two year") - 0.035 * tenure
             + 0.7 * (internet == "Fiber optic") + 0.45 * (payment == "Electronic check") + 0.3 * senior
             - 0.35 * (addons["TechSupport"] == "Yes") - 0.35 * (addons["OnlineSecurity"] == "Yes") + 0.25 * (paperless == "Yes")
             - 0.8 * (internet == "No"))
    churn = np.where(rng.uniform(size=n) < 1 / (1 + np.exp(-logit)), "Yes", "No")
    churn[tenure == 0] = "No"
    total_txt = np.array([f"{t:.2f}".rstrip("0").rstrip(".") if t > 0 else " " for t in total], dtype=object)
    frame = pd.DataFrame({
        "customerID": ids, "gender": gender, "SeniorCitizen": senior, "Partner": partner, "Dependents": dependents,
        "tenure": tenure, "PhoneService": phone, "MultipleLines": multi, "InternetService": internet, **addons,
        "Contract": contract, "PaperlessBilling": paperless, "PaymentMethod": payment, "MonthlyCharges": monthly,
        "TotalCharges": total_txt, "Churn": churn,
    })
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "WA_Fn-UseC_-Telco-Customer-Churn.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
