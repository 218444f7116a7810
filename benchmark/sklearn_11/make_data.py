"""Synthetic census records in the layout of the Adult (Census Income) data as Kaggle ships it
(uciml/adult-census-income, adult.csv).

Fifteen columns with the Kaggle file's dotted names: age, workclass, fnlwgt, education,
education.num, marital.status, occupation, relationship, race, sex, capital.gain, capital.loss,
hours.per.week, native.country, income ('<=50K' / '>50K', about a quarter '>50K'). The categories
are the UCI ones (Married-civ-spouse, Exec-managerial, United-States, ...), and missing workclass,
occupation and native.country are written as '?' as in the Kaggle file, whose first rows are the
ones with the largest capital.loss. 10,000 rows instead of the original 32,561 to stay small.
Writes data/adult.csv beside this file from a fixed seed; re-running reproduces every byte.
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
N = 10_000

EDUCATION = [
    ("Preschool", 1, 0.2), ("1st-4th", 2, 0.5), ("5th-6th", 3, 1.0), ("7th-8th", 4, 2.0),
    ("9th", 5, 1.6), ("10th", 6, 2.9), ("11th", 7, 3.6), ("12th", 8, 1.3), ("HS-grad", 9, 32.3),
    ("Some-college", 10, 22.4), ("Assoc-voc", 11, 4.2), ("Assoc-acdm", 12, 3.3),
    ("Bachelors", 13, 16.4), ("Masters", 14, 5.3), ("Prof-school", 15, 1.8), ("Doctorate", 16, 1.3),
]
RACE = (["White", "Black", "Asian-Pac-Islander", "Amer-Indian-Eskimo", "Other"],
        [85.4, 9.6, 3.2, 1.0, 0.8])
COUNTRY = (
    ["United-States", "Mexico", "?", "Philippines", "Germany", "Canada", "Puerto-Rico",
     "El-Salvador", "India", "Cuba", "England", "Jamaica", "South", "China", "Italy",
     "Dominican-Republic", "Vietnam", "Guatemala", "Japan", "Poland", "Columbia", "Taiwan", "Haiti",
     "Iran", "Portugal", "Nicaragua", "Peru", "Greece", "France", "Ecuador", "Ireland", "Hong",
     "Trinadad&Tobago", "Cambodia", "Laos", "Thailand", "Yugoslavia",
     "Outlying-US(Guam-USVI-etc)", "Hungary", "Honduras", "Scotland", "Holand-Netherlands"],
    [89.6, 2.0, 1.8, 0.6, 0.4, 0.37, 0.35, 0.33, 0.31, 0.29, 0.28, 0.25, 0.25, 0.23, 0.22, 0.21,
     0.21, 0.19, 0.19, 0.18, 0.18, 0.16, 0.14, 0.13, 0.11, 0.1, 0.09, 0.09, 0.09, 0.09, 0.07, 0.06,
     0.06, 0.06, 0.05, 0.05, 0.05, 0.04, 0.04, 0.04, 0.04, 0.01],
)
WORKCLASS = (["Private", "Self-emp-not-inc", "Local-gov", "State-gov", "Self-emp-inc",
              "Federal-gov", "Without-pay", "Never-worked"],
             [73.9, 8.3, 6.8, 4.2, 3.6, 3.1, 0.05, 0.03])
# occupation weights by (low / mid / high education), then a shift by sex
OCCUPATIONS = ["Prof-specialty", "Craft-repair", "Exec-managerial", "Adm-clerical", "Sales",
               "Other-service", "Machine-op-inspct", "Transport-moving", "Handlers-cleaners",
               "Farming-fishing", "Tech-support", "Protective-serv", "Priv-house-serv",
               "Armed-Forces"]
OCC_LOW = [1, 20, 4, 6, 9, 20, 13, 9, 10, 6, 1, 2, 1.2, 0.02]
OCC_MID = [7, 14, 11, 16, 13, 9, 5, 5, 3, 2.5, 4, 2.5, 0.3, 0.03]
OCC_HIGH = [38, 3, 26, 8, 14, 2, 0.8, 1, 0.5, 1, 4, 1.5, 0.05, 0.03]
OCC_FEMALE = [1.1, 0.15, 0.8, 2.6, 1.0, 1.8, 0.8, 0.15, 0.35, 0.25, 1.1, 0.3, 6.0, 0.1]
OCC_EFFECT = {"Prof-specialty": 0.55, "Exec-managerial": 0.85, "Tech-support": 0.35,
              "Sales": 0.2, "Protective-serv": 0.3, "Craft-repair": -0.1, "Adm-clerical": -0.35,
              "Machine-op-inspct": -0.45, "Transport-moving": -0.3, "Farming-fishing": -0.9,
              "Handlers-cleaners": -0.9, "Other-service": -1.3, "Priv-house-serv": -2.0,
              "Armed-Forces": 0.0, "?": -0.8}
GAIN_HIGH = [15024, 7688, 7298, 99999, 14084, 8614, 10520, 13550, 27828, 5178, 14344, 7430, 9386]
GAIN_LOW = [3103, 4386, 5013, 3325, 2174, 4064, 4650, 594, 3137, 2829, 1055, 2407, 3411, 2597,
            4787, 3908, 2885, 1471, 2176, 991, 6849, 2202, 3464, 4101]
LOSS_HIGH = [1902, 1977, 1887, 1848, 2415, 2559, 2444, 2392, 3683, 2824]
LOSS_LOW = [1485, 1602, 1740, 1590, 1876, 1672, 1564, 2258, 1741, 1719, 2001, 2051, 2339, 1980,
            1669, 2231, 4356, 3900, 2603, 1408, 2179, 1579]


def pick(rng, values, weights, n):
    p = np.asarray(weights, dtype=float)
    return rng.choice(np.asarray(values, dtype=object), n, p=p / p.sum())


def main() -> None:
    rng = np.random.default_rng(seeded(1994))
    male = rng.random(N) < 0.67
    sex = np.where(male, "Male", "Female")
    age = np.clip(np.round(17 + rng.gamma(2.4, 9.0, N)), 17, 90).astype(int)

    edu_p = np.array([e[2] for e in EDUCATION])
    edu_idx = rng.choice(len(EDUCATION), N, p=edu_p / edu_p.sum())
    young = age < 22
    edu_idx = np.where(young & (edu_idx > 9), rng.choice([6, 7, 8, 9], N), edu_idx)
    education = np.array([EDUCATION[i][0] for i in edu_idx], dtype=object)
    edu_num = np.array([EDUCATION[i][1] for i in edu_idx])

    # marital status by age and sex
    u = rng.random(N)
    p_never = np.clip(1.15 - (age - 17) / 20, 0.05, 0.97)
    p_married = np.clip((age - 17) / 12, 0, 1) * np.where(male, 0.76, 0.5) * np.where(age > 65, 0.8, 1)
    p_widowed = np.clip((age - 45) / 60, 0, 0.6) * np.where(male, 0.3, 1.5)
    marital = np.full(N, "Divorced", dtype=object)
    marital[u < p_never] = "Never-married"
    rest = (u >= p_never) & (u < p_never + p_married * (1 - p_never))
    marital[rest] = "Married-civ-spouse"
    other = marital == "Divorced"
    v = rng.random(N)
    marital[other & (v < p_widowed)] = "Widowed"
    marital[other & (v >= p_widowed) & (v < p_widowed + 0.17)] = "Separated"
    marital[other & (v >= p_widowed + 0.17) & (v < p_widowed + 0.25)] = "Married-spouse-absent"
    marital[rng.random(N) < 0.0007] = "Married-AF-spouse"

    relationship = np.full(N, "Not-in-family", dtype=object)
    married = np.isin(marital, ["Married-civ-spouse", "Married-AF-spouse"])
    relationship[married] = np.where(male[married], "Husband", "Wife")
    single = marital == "Never-married"
    w = rng.random(N)
    relationship[single & (w < np.clip(1.6 - age / 22, 0.05, 0.85))] = "Own-child"
    relationship[~married & ~single & (w < np.where(male, 0.15, 0.55))] = "Unmarried"
    relationship[~married & (rng.random(N) < 0.06)] = "Other-relative"
    relationship[married & (rng.random(N) < 0.01)] = "Other-relative"

    race = pick(rng, *RACE, N)
    country = pick(rng, *COUNTRY, N)

    workclass = pick(rng, *WORKCLASS, N)
    level = np.select([edu_num <= 8, edu_num <= 12], [0, 1], 2)
    occupation = np.empty(N, dtype=object)
    for lv, base in enumerate([OCC_LOW, OCC_MID, OCC_HIGH]):
        for is_male in (True, False):
            m = (level == lv) & (male == is_male)
            wts = np.array(base) * (1 if is_male else np.array(OCC_FEMALE))
            occupation[m] = pick(rng, OCCUPATIONS, wts, m.sum())
    gov = np.isin(workclass, ["Local-gov", "State-gov", "Federal-gov"])
    occupation[gov & (occupation == "Priv-house-serv")] = "Adm-clerical"
    unknown = rng.random(N) < np.where((age < 24) | (age > 62), 0.12, 0.035)
    workclass[unknown] = "?"
    occupation[unknown] = "?"
    occupation[workclass == "Never-worked"] = "?"

    hours = np.where(rng.random(N) < 0.47, 40, np.round(rng.normal(41, 12, N)))
    hours = np.where(young | (age > 65), np.round(hours * rng.uniform(0.45, 0.9, N)), hours)
    hours = np.clip(hours + np.where(married & male & (rng.random(N) < 0.25), 10, 0), 1, 99).astype(int)

    fnlwgt = np.clip(np.round(np.exp(rng.normal(12.05, 0.52, N))), 12285, 1484705).astype(int)

    score = (-11.5 + 2.1 * married + 0.33 * edu_num + 0.024 * hours
             + 0.11 * np.clip(age, 17, 52) - 0.045 * np.clip(age - 58, 0, None)
             + 0.35 * male + np.array([OCC_EFFECT[o] for o in occupation])
             + np.where(np.isin(workclass, ["Self-emp-inc", "Federal-gov"]), 0.5, 0)
             + np.where(race == "Black", -0.2, 0) + rng.normal(0, 0.55, N))
    rich = rng.random(N) < 1 / (1 + np.exp(-score))

    gain = np.zeros(N, dtype=int)
    g = rng.random(N)
    gain[rich & (g < 0.18)] = rng.choice(GAIN_HIGH, (rich & (g < 0.18)).sum())
    lowg = (g > 0.972) | (rich & (g > 0.18) & (g < 0.21))
    gain[lowg] = rng.choice(GAIN_LOW, lowg.sum())
    loss = np.zeros(N, dtype=int)
    h = rng.random(N)
    highl = rich & (h < 0.1) & (gain == 0)
    loss[highl] = rng.choice(LOSS_HIGH, highl.sum())
    lowl = (h > 0.975) & (gain == 0)
    loss[lowl] = rng.choice(LOSS_LOW, lowl.sum())

    df = pd.DataFrame({
        "age": age, "workclass": workclass, "fnlwgt": fnlwgt, "education": education,
        "education.num": edu_num, "marital.status": marital, "occupation": occupation,
        "relationship": relationship, "race": race, "sex": sex, "capital.gain": gain,
        "capital.loss": loss, "hours.per.week": hours, "native.country": country,
        "income": np.where(rich, ">50K", "<=50K"),
    })
    # the Kaggle file starts with its capital.loss rows, largest first, and its very first rows are
    # retirees with workclass and occupation '?'
    retired = np.flatnonzero((workclass == "?") & (age > 60) & ~rich & (gain == 0))[:3]
    df.loc[retired, "capital.loss"] = [4356, 4356, 3900]
    first = df[df["capital.loss"] > 0].sort_values("capital.loss", ascending=False, kind="stable")
    top = [retired[0], *[i for i in first.index[:1] if i not in retired], retired[1]]
    first = pd.concat([first.loc[top], first.drop(top)])
    df = pd.concat([first, df[df["capital.loss"] == 0]])
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "adult.csv", index=False)


if __name__ == "__main__":
    main()
