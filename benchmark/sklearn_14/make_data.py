"""Synthetic credit card clients in the layout of Kaggle's UCI_Credit_Card.csv.

The UCI "default of credit card clients" data (Yeh & Lien 2009, Taiwan, April-September 2005) as
Kaggle ships it: ID, LIMIT_BAL, SEX, EDUCATION, MARRIAGE, AGE, PAY_0, PAY_2..PAY_6, BILL_AMT1..6,
PAY_AMT1..6 and default.payment.next.month, with the original's quirks (no PAY_1, the undocumented
EDUCATION codes 0/5/6 and MARRIAGE 0, repayment status -2..8, negative bills, amounts written as
floats like 20000.0). 12000 clients instead of 30000, to keep the file small; about 22 % default.
Fixed seed; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
N = 12000


def main() -> None:
    rng = np.random.default_rng(seeded(2005))
    risk = rng.normal(0, 1, N)
    sex = rng.choice([1, 2], N, p=[0.396, 0.604])
    edu = rng.choice([1, 2, 3, 4, 5, 6, 0], N, p=[0.353, 0.468, 0.164, 0.004, 0.009, 0.0017, 0.0003])
    age = np.clip(np.round(rng.gamma(2.6, 5.5, N) + 21 - 0.6 * risk), 21, 79).astype(int)
    mar = np.where(age > 33, rng.choice([1, 2, 3, 0], N, p=[0.66, 0.32, 0.018, 0.002]),
                   rng.choice([1, 2, 3, 0], N, p=[0.22, 0.77, 0.008, 0.002]))
    limit = np.exp(11.6 - 0.35 * risk + 0.25 * (edu == 1) + 0.01 * (age - 35) + rng.normal(0, 0.75, N))
    limit = np.clip(np.round(limit / 10000) * 10000, 10000, 800000)

    # repayment status, most recent first (PAY_0, then PAY_2..PAY_6 going back in time)
    pay = np.zeros((N, 6), dtype=int)
    state = 0.9 * risk + rng.normal(0, 0.6, N)
    for k in range(6):
        state = 0.75 * state + 0.25 * (0.9 * risk) + rng.normal(0, 0.45, N) if k else state
        s = np.full(N, 0)
        s[state < -0.62] = -1
        s[state < -1.45] = -2
        late = state > 0.75
        s[late] = np.clip(np.round(1 + (state[late] - 0.75) * 1.2), 1, 8)
        pay[:, k] = s

    util = np.clip(rng.beta(1.2, 1.6, N) + 0.12 * risk, 0, 1.05)
    bills = np.zeros((N, 6))
    pays = np.zeros((N, 6))
    for k in range(6):
        b = limit * np.clip(util + rng.normal(0, 0.06, N), -0.02, 1.1)
        b[pay[:, k] == -2] *= rng.uniform(0, 0.15, (pay[:, k] == -2).sum())
        bills[:, k] = np.round(b)
        frac = np.clip(rng.lognormal(np.log(0.08), 1.0, N), 0, 1.5)
        p = np.round(np.abs(b) * frac * np.where(pay[:, k] >= 1, 0.3, 1.0))
        p[rng.uniform(size=N) < 0.12 + 0.1 * (pay[:, k] >= 1)] = 0
        pays[:, k] = p

    logit = -1.95 + 0.55 * risk + 0.9 * (pay[:, 0] >= 1) + 0.5 * (pay[:, 0] >= 2) + rng.normal(0, 0.7, N)
    default = (rng.uniform(size=N) < 1 / (1 + np.exp(-logit))).astype(int)

    header = (["ID", "LIMIT_BAL", "SEX", "EDUCATION", "MARRIAGE", "AGE", "PAY_0", "PAY_2", "PAY_3", "PAY_4",
               "PAY_5", "PAY_6"] + [f"BILL_AMT{k}" for k in range(1, 7)] + [f"PAY_AMT{k}" for k in range(1, 7)]
              + ["default.payment.next.month"])
    lines = [",".join(header)]
    for i in range(N):
        row = [str(i + 1), f"{limit[i]:.1f}", str(sex[i]), str(edu[i]), str(mar[i]), str(age[i])]
        row += [str(v) for v in pay[i]]
        row += [f"{v:.1f}" for v in bills[i]] + [f"{v:.1f}" for v in pays[i]] + [str(default[i])]
        lines.append(",".join(row))
    OUT.mkdir(exist_ok=True)
    (OUT / "UCI_Credit_Card.csv").write_text("\n".join(lines) + "\n", encoding="ascii")


if __name__ == "__main__":
    main()
