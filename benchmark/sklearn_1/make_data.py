"""Synthetic loan applications: a labelled history and a new, unlabelled intake batch.

The intake batch is exported by a different system, so its header differs from the
history file: the columns come in another order and the employment column is named
``years_employed`` there. Run from anywhere; writes into ``data/`` beside this file.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 20240611
OUT = Path(__file__).resolve().parent / "data"

PURPOSES = ["debt_consolidation", "home_improvement", "car", "small_business", "education", "medical"]
PURPOSE_P = [0.38, 0.18, 0.16, 0.10, 0.09, 0.09]
HOMES = ["RENT", "MORTGAGE", "OWN"]
HOME_P = [0.45, 0.40, 0.15]


def applicants(rng: np.random.Generator, n: int, first_id: int) -> pd.DataFrame:
    age = rng.integers(21, 70, n)
    employment_years = np.clip(np.round(rng.gamma(2.0, 3.0, n)), 0, age - 18).astype(int)
    annual_income = np.round(np.exp(rng.normal(10.9, 0.45, n)) + 1500 * employment_years, -2).astype(int)
    credit_score = np.clip(np.round(rng.normal(680, 60, n) + 2.0 * employment_years), 480, 850)
    loan_amount = np.round(annual_income * rng.uniform(0.05, 0.6, n), -2).astype(int)
    loan_term_months = rng.choice([12, 24, 36, 48, 60], n, p=[0.08, 0.17, 0.40, 0.15, 0.20])
    debt_to_income = np.round(np.clip(rng.beta(2.2, 6.0, n) * 0.9, 0.01, 0.75), 3)
    num_credit_lines = rng.poisson(5, n) + 1
    previous_defaults = rng.choice([0, 1, 2, 3], n, p=[0.80, 0.13, 0.05, 0.02])
    home_ownership = rng.choice(HOMES, n, p=HOME_P)
    loan_purpose = rng.choice(PURPOSES, n, p=PURPOSE_P)

    logit = (
        0.028 * (credit_score - 680)
        - 6.5 * (debt_to_income - 0.24)
        - 4.0 * (loan_amount / annual_income - 0.3)
        - 1.1 * previous_defaults
        + 0.06 * employment_years
        + 0.35 * (home_ownership != "RENT")
        - 0.4 * (loan_purpose == "small_business")
        + 0.4
        + rng.normal(0, 0.6, n)
    )
    approved = (rng.uniform(size=n) < 1 / (1 + np.exp(-logit))).astype(int)

    frame = pd.DataFrame(
        {
            "applicant_id": [f"A{first_id + i:06d}" for i in range(n)],
            "age": age,
            "annual_income": annual_income,
            "employment_years": employment_years.astype(float),
            "credit_score": credit_score,
            "loan_amount": loan_amount,
            "loan_term_months": loan_term_months,
            "debt_to_income": debt_to_income,
            "num_credit_lines": num_credit_lines,
            "previous_defaults": previous_defaults,
            "home_ownership": home_ownership,
            "loan_purpose": loan_purpose,
            "approved": approved,
        }
    )
    # Bureau lookups that failed and self-reported fields left blank
    frame.loc[rng.uniform(size=n) < 0.03, "credit_score"] = np.nan
    frame.loc[rng.uniform(size=n) < 0.02, "employment_years"] = np.nan
    return frame


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)
    history = applicants(rng, 2400, 100001)
    history.to_csv(OUT / "loan_applications.csv", index=False)

    batch = applicants(rng, 300, 200001).drop(columns=["approved"])
    batch = batch.rename(columns={"employment_years": "years_employed"})
    batch = batch[
        [
            "applicant_id",
            "loan_purpose",
            "loan_amount",
            "loan_term_months",
            "annual_income",
            "age",
            "years_employed",
            "home_ownership",
            "credit_score",
            "debt_to_income",
            "num_credit_lines",
            "previous_defaults",
        ]
    ]
    batch.to_csv(OUT / "new_applicants.csv", index=False)


if __name__ == "__main__":
    main()
