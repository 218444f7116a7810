"""Synthetic clients in the layout of the UCI Bank Marketing data (Moro et al., 2014), file
bank-additional.csv: the 10 % sample (4119 rows) of bank-additional-full.csv, as shipped in
bank-additional.zip and mirrored on Kaggle.

Same 21 columns and order, ';'-separated, header and strings in double quotes as in the original;
'unknown' for missing categories (job, marital, education, default, housing, loan), pdays 999 for
clients not contacted in a previous campaign, poutcome "nonexistent" when previous is 0, the five
social/economic context columns (emp.var.rate, cons.price.idx, cons.conf.idx, euribor3m,
nr.employed) fixed per calendar month of the 2008-2010 campaign, duration in seconds and y yes/no
(about 11 % yes). Rows are in random order, like the 10 % sample. Values are synthetic; re-running
this script writes the same bytes to data/ beside it.
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

SEED = seeded(20140601)
N = 4119
OUT = Path(__file__).resolve().parent / "data"

COLUMNS = ["age", "job", "marital", "education", "default", "housing", "loan", "contact", "month",
           "day_of_week", "duration", "campaign", "pdays", "previous", "poutcome", "emp.var.rate",
           "cons.price.idx", "cons.conf.idx", "euribor3m", "nr.employed", "y"]  # fmt: skip

JOBS = ["admin.", "blue-collar", "technician", "services", "management", "retired", "entrepreneur",
        "self-employed", "housemaid", "unemployed", "student", "unknown"]  # fmt: skip
JOB_P = [25.3, 22.5, 16.4, 9.6, 7.1, 4.2, 3.5, 3.5, 2.6, 2.5, 2.1, 0.8]
MARITAL = ["married", "single", "divorced", "unknown"]
MARITAL_P = [60.5, 28.1, 11.2, 0.2]
EDUCATION = ["university.degree", "high.school", "basic.9y", "professional.course", "basic.4y",
             "basic.6y", "unknown", "illiterate"]  # fmt: skip
EDU_P = [29.5, 23.1, 14.7, 12.7, 10.1, 5.6, 4.2, 0.05]
DAYS = ["mon", "tue", "wed", "thu", "fri"]

# (month, share of calls, emp.var.rate, cons.price.idx, cons.conf.idx, euribor3m, nr.employed,
#  share by telephone, base log-odds of a yes): May 2008 .. Nov 2010, in campaign order
PERIODS = [
    ("may", 25.0, 1.1, 93.994, -36.4, 4.857, 5191.0, 0.75, -3.2),
    ("jun", 8.5, 1.4, 94.465, -41.8, 4.961, 5228.1, 0.70, -3.1),
    ("jul", 12.5, 1.4, 93.918, -42.7, 4.962, 5228.1, 0.10, -3.0),
    ("aug", 11.0, 1.4, 93.444, -36.1, 4.964, 5228.1, 0.05, -3.0),
    ("oct", 0.4, -0.1, 93.798, -40.4, 4.921, 5195.8, 0.10, -2.4),
    ("nov", 9.0, -0.1, 93.200, -42.0, 4.021, 5195.8, 0.08, -2.6),
    ("mar", 0.5, -1.8, 92.843, -50.0, 1.531, 5099.1, 0.10, -0.2),
    ("apr", 5.8, -1.8, 93.075, -47.1, 1.405, 5099.1, 0.08, -1.4),
    ("may", 6.0, -1.8, 92.893, -46.2, 1.313, 5099.1, 0.20, -1.6),
    ("jun", 2.0, -2.9, 92.963, -40.8, 1.260, 5076.2, 0.30, -1.1),
    ("jul", 2.6, -2.9, 92.469, -33.6, 1.072, 5076.2, 0.25, -1.3),
    ("aug", 3.3, -2.9, 92.201, -31.4, 0.883, 5076.2, 0.05, -1.0),
    ("nov", 1.6, -3.4, 92.649, -30.1, 0.716, 5017.5, 0.05, -0.9),
    ("dec", 0.3, -3.0, 92.713, -33.0, 0.717, 5023.5, 0.10, 0.0),
    ("mar", 0.6, -1.8, 93.369, -34.8, 0.655, 5008.7, 0.10, 0.1),
    ("apr", 0.5, -1.8, 93.749, -34.6, 0.644, 5008.7, 0.10, 0.0),
    ("may", 0.8, -1.8, 94.027, -38.3, 0.899, 5008.7, 0.20, -0.1),
    ("jun", 0.7, -1.7, 94.055, -39.8, 0.742, 4991.6, 0.25, -0.1),
    ("jul", 0.6, -1.7, 94.215, -40.3, 0.870, 4991.6, 0.20, -0.2),
    ("aug", 1.2, -1.7, 94.027, -38.3, 0.883, 4991.6, 0.10, -0.3),
    ("sep", 1.3, -1.1, 94.199, -37.5, 0.879, 4963.6, 0.15, 0.0),
    ("oct", 1.3, -1.1, 94.601, -49.5, 1.016, 4963.6, 0.15, 0.0),
    ("nov", 0.5, -1.1, 94.767, -50.8, 1.049, 4963.6, 0.20, -0.1),
]


def fmt(v: object) -> str:
    if isinstance(v, str):
        return f'"{v}"'
    if isinstance(v, (int, np.integer)):
        return str(int(v))
    return f"{float(v):g}"


def main() -> None:
    rng = np.random.default_rng(SEED)
    job = rng.choice(JOBS, N, p=np.array(JOB_P) / sum(JOB_P))
    age = np.round(rng.normal(39, 9, N)).astype(int)
    age = np.where(job == "retired", np.round(rng.normal(62, 9, N)), age)
    age = np.where(job == "student", np.round(rng.normal(25, 4, N)), age)
    age = np.clip(age, 17, 98).astype(int)
    marital = rng.choice(MARITAL, N, p=np.array(MARITAL_P) / sum(MARITAL_P))
    marital = np.where((age < 30) & (rng.uniform(size=N) < 0.45), "single", marital)
    education = rng.choice(EDUCATION, N, p=np.array(EDU_P) / sum(EDU_P))
    education = np.where((job == "management") & (rng.uniform(size=N) < 0.6), "university.degree", education)
    education = np.where((job == "blue-collar") & (rng.uniform(size=N) < 0.5),
                         rng.choice(["basic.4y", "basic.6y", "basic.9y"], N), education)
    default = np.where(rng.uniform(size=N) < 0.21, "unknown", "no").astype(object)
    default[rng.integers(N)] = "yes"
    housing = rng.choice(["yes", "no"], N, p=[0.537, 0.463]).astype(object)
    loan = rng.choice(["no", "yes"], N, p=[0.844, 0.156]).astype(object)
    unk = rng.uniform(size=N) < 0.024
    housing[unk] = "unknown"
    loan[unk] = "unknown"

    share = np.array([p[1] for p in PERIODS])
    period = rng.choice(len(PERIODS), N, p=share / share.sum())
    month = np.array([PERIODS[i][0] for i in period])
    tel = np.array([PERIODS[i][7] for i in period])
    contact = np.where(rng.uniform(size=N) < tel, "telephone", "cellular")
    day = rng.choice(DAYS, N, p=[0.205, 0.198, 0.197, 0.209, 0.191])
    late = np.array([PERIODS[i][6] < 5100 for i in period])

    campaign = np.minimum(rng.geometric(0.42, N), 43)
    heavy = rng.uniform(size=N) < 0.012
    campaign = np.where(heavy, rng.integers(8, 30, N), campaign)
    prev_p = np.where(late, 0.32, 0.075)
    previous = np.where(rng.uniform(size=N) < prev_p, rng.choice([1, 1, 1, 1, 2, 2, 3, 4, 5, 6], N), 0)
    success = (previous > 0) & (rng.uniform(size=N) < np.where(late, 0.38, 0.08))
    poutcome = np.where(previous == 0, "nonexistent", np.where(success, "success", "failure"))
    pdays = np.full(N, 999)
    has_days = success & (rng.uniform(size=N) < 0.92) | (poutcome == "failure") & (rng.uniform(size=N) < 0.05)
    pdays[has_days] = rng.choice([0, 1, 2, 3, 3, 3, 4, 5, 6, 6, 6, 6, 7, 9, 10, 12, 13, 15, 18, 21, 27],
                                 has_days.sum())

    logit = np.array([PERIODS[i][8] for i in period]) - 0.3
    logit += np.where(poutcome == "success", 1.7, 0.0) + np.where(poutcome == "failure", -0.2, 0.0)
    logit += np.where(contact == "cellular", 0.45, 0.0)
    logit += np.select([job == "student", job == "retired", job == "blue-collar", job == "services"],
                       [0.9, 0.7, -0.35, -0.2], 0.0)
    logit += np.where(default == "unknown", -0.45, 0.0)
    logit += -0.12 * np.minimum(campaign - 1, 8)
    logit += np.where(month == "mar", 0.6, 0.0) + np.where(day == "mon", -0.15, 0.0)
    logit += np.where((age > 60) | (age < 25), 0.35, 0.0)
    p = 1.0 / (1.0 + np.exp(-logit))
    y = rng.uniform(size=N) < p

    duration = np.round(rng.gamma(1.4, 160, N) * np.where(y, 2.4, 1.0) + 5).astype(int)
    duration = np.clip(duration, 0, 3643)

    emp = [PERIODS[i][2] for i in period]
    cpi = [PERIODS[i][3] for i in period]
    cci = [PERIODS[i][4] for i in period]
    eur = np.round(np.array([PERIODS[i][5] for i in period]) + rng.choice([-0.002, -0.001, 0, 0, 0, 0.001, 0.002], N), 3)
    nre = [PERIODS[i][6] for i in period]

    lines = [";".join(f'"{c}"' for c in COLUMNS)]
    for k in range(N):
        row = [int(age[k]), str(job[k]), str(marital[k]), str(education[k]), str(default[k]), str(housing[k]),
               str(loan[k]), str(contact[k]), str(month[k]), str(day[k]), int(duration[k]), int(campaign[k]),
               int(pdays[k]), int(previous[k]), str(poutcome[k]), emp[k], cpi[k], cci[k], float(eur[k]), nre[k],
               "yes" if y[k] else "no"]
        lines.append(";".join(fmt(v) for v in row))
    OUT.mkdir(exist_ok=True)
    (OUT / "bank-additional.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
