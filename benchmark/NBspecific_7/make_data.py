"""Synthetic credit-card clients with next-month default flag (layout of the public
"Default of Credit Card Clients" data: limit, demographics, six months of repayment status,
bill and payment amounts).

Writes data/credit_card_clients.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 2005
N_CLIENTS = 3000
OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_CLIENTS
    sex = rng.choice([1, 2], size=n, p=[0.4, 0.6])
    education = rng.choice([1, 2, 3, 4, 5, 6, 0], size=n, p=[0.35, 0.465, 0.16, 0.006, 0.01, 0.008, 0.001])
    age = np.clip(np.round(21 + rng.gamma(2.6, 5.8, n)), 21, 75).astype(int)
    marriage = np.where(age > 32, rng.choice([1, 2, 3, 0], n, p=[0.62, 0.35, 0.02, 0.01]),
                        rng.choice([1, 2, 3, 0], n, p=[0.25, 0.73, 0.01, 0.01]))  # fmt: skip
    risk = rng.normal(0, 1, n) + 0.25 * (education == 3) - 0.2 * (education == 1) - 0.01 * (age - 35)
    limit = np.round(np.exp(rng.normal(11.7, 0.75, n) - 0.35 * risk) / 10000) * 10000
    limit = np.clip(limit, 10000, 800000)

    # repayment status: -2 no consumption, -1 paid duly, 0 revolving, 1..8 months late
    pay = np.zeros((n, 6), dtype=int)
    state = np.clip(np.round(rng.normal(-0.3 + 0.7 * risk, 0.9)), -2, 8)
    for m in range(6):
        drift = rng.normal(0, 0.8, n)
        state = np.clip(np.round(0.75 * state + 0.25 * (0.7 * risk) + drift), -2, 8)
        pay[:, m] = state
    util = np.clip(rng.beta(2, 3, n) + 0.15 * risk, 0, 1.1)
    bill = np.zeros((n, 6))
    payment = np.zeros((n, 6))
    for m in range(6):
        bill[:, m] = np.round(limit * np.clip(util + rng.normal(0, 0.05, n), -0.02, 1.2))
        paid_share = np.where(pay[:, m] > 0, rng.uniform(0, 0.05, n), rng.beta(1.2, 6, n))
        payment[:, m] = np.round(np.maximum(bill[:, m], 0) * paid_share + rng.exponential(300, n) * (pay[:, m] <= 0))
    bill[pay[:, 0] == -2, :] = 0

    logit = -1.55 + 0.9 * np.clip(pay[:, 0], -1, 3) + 0.35 * np.clip(pay[:, 1], -1, 3) + 0.45 * risk \
        - 0.25 * np.log(limit / 100000) + 0.6 * (util > 0.8) + rng.normal(0, 0.5, n)  # fmt: skip
    default = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)

    frame = pd.DataFrame({"ID": np.arange(1, n + 1), "LIMIT_BAL": limit.astype(int), "SEX": sex,
                          "EDUCATION": education, "MARRIAGE": marriage, "AGE": age.astype(float)})  # fmt: skip
    for m, name in enumerate(["PAY_0", "PAY_2", "PAY_3", "PAY_4", "PAY_5", "PAY_6"]):
        frame[name] = pay[:, m]
    for m in range(6):
        frame[f"BILL_AMT{m + 1}"] = bill[:, m].astype(int)
    for m in range(6):
        frame[f"PAY_AMT{m + 1}"] = payment[:, m].astype(int)
    frame["default.payment.next.month"] = default
    # a few clients with no recorded age in the extract
    frame.loc[rng.random(n) < 0.015, "AGE"] = np.nan
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "credit_card_clients.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
