"""Synthetic results of a bank's telemarketing campaign for a term deposit (1,000 clients).

Layout follows the usual bank-marketing extract: client profile, the last contact of the
current campaign, the previous campaign, and whether the client subscribed.
Writes data/bank_campaign.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 4411
N_CLIENTS = 1000
OUT = Path(__file__).resolve().parent / "data"

JOBS = ["management", "blue-collar", "technician", "admin.", "services", "retired",
        "self-employed", "student", "unemployed", "entrepreneur"]  # fmt: skip
JOB_P = [0.21, 0.20, 0.17, 0.12, 0.09, 0.06, 0.04, 0.03, 0.04, 0.04]
MARITAL = ["married", "single", "divorced"]
MARITAL_P = [0.60, 0.28, 0.12]
EDUCATION = ["primary", "secondary", "tertiary", "unknown"]
EDUCATION_P = [0.15, 0.50, 0.31, 0.04]
CONTACT = ["cellular", "telephone", "unknown"]
CONTACT_P = [0.66, 0.07, 0.27]
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
MONTH_P = [0.03, 0.06, 0.02, 0.07, 0.30, 0.12, 0.15, 0.13, 0.02, 0.02, 0.07, 0.01]


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_CLIENTS
    job = rng.choice(JOBS, n, p=JOB_P)
    age = np.where(job == "retired", rng.integers(55, 86, n),
                   np.where(job == "student", rng.integers(18, 29, n),
                            np.clip(np.round(rng.normal(40, 9.5, n)), 21, 64))).astype(int)  # fmt: skip
    marital = rng.choice(MARITAL, n, p=MARITAL_P)
    education = rng.choice(EDUCATION, n, p=EDUCATION_P)
    default = rng.choice(["no", "yes"], n, p=[0.98, 0.02])
    balance = np.round(rng.lognormal(6.6, 1.3, n) - 350 + 400 * (job == "retired")).astype(int)
    housing = rng.choice(["yes", "no"], n, p=[0.55, 0.45])
    loan = rng.choice(["no", "yes"], n, p=[0.84, 0.16])
    contact = rng.choice(CONTACT, n, p=CONTACT_P)
    month = rng.choice(MONTHS, n, p=MONTH_P)
    duration = np.clip(np.round(rng.lognormal(5.2, 0.75, n)), 5, 3000).astype(int)
    campaign = np.clip(rng.geometric(0.38, n), 1, 30)
    contacted_before = rng.random(n) < 0.2
    pdays = np.where(contacted_before, rng.integers(30, 400, n), -1)
    previous = np.where(contacted_before, rng.integers(1, 6, n), 0)
    poutcome = np.where(
        contacted_before, rng.choice(["failure", "other", "success"], n, p=[0.55, 0.2, 0.25]), "unknown"
    )

    logit = (
        -2.6
        + 0.0042 * (duration - 180)
        + 2.0 * (poutcome == "success")
        - 0.7 * (housing == "yes")
        - 0.5 * (loan == "yes")
        - 0.9 * (contact == "unknown")
        - 0.12 * (campaign - 2)
        + 0.6 * np.isin(job, ["student", "retired"])
        + 0.3 * (education == "tertiary")
        + 0.00008 * np.clip(balance, -2000, 10000)
        + 0.9 * np.isin(month, ["mar", "sep", "oct", "dec"])
        - 0.3 * (month == "may")
        + rng.normal(0, 0.4, n)
    )
    subscribed = np.where(rng.random(n) < 1 / (1 + np.exp(-logit)), "yes", "no")

    frame = pd.DataFrame(
        {
            "client_id": np.arange(70001, 70001 + n),
            "age": age,
            "job": job,
            "marital": marital,
            "education": education,
            "default": default,
            "balance": balance,
            "housing": housing,
            "loan": loan,
            "contact": contact,
            "month": month,
            "duration": duration,
            "campaign": campaign,
            "pdays": pdays,
            "previous": previous,
            "poutcome": poutcome,
            "subscribed": subscribed,
        }
    )
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "bank_campaign.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
