"""Synthetic passengers in the layout of Kaggle's 'Titanic - Machine Learning from Disaster'
train.csv (891 rows, with Survived) and test.csv (418 rows, without), under the original
columns PassengerId, Survived, Pclass, Name, Sex, Age, SibSp, Parch, Ticket, Fare, Cabin,
Embarked, with the usual gaps (Age, Cabin, two Embarked, one Fare in test). Writes both files
into data/ beside this file from a fixed seed; re-running reproduces every byte.
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
SURNAMES = ["Smith", "Johnson", "Andersson", "Brown", "Sage", "Goodwin", "Carter", "Panula", "Skoog",
            "Rice", "Harris", "Williams", "Kelly", "Davies", "Asplund", "Fortune", "Baclini", "Ford",
            "Murphy", "Taylor", "Allen", "Moran", "Palsson", "Nasser", "Hickman", "Lefebre", "Collyer",
            "Becker", "Jensen", "Gustafsson", "Olsen", "Thomas", "Hansen", "Lahtinen", "Newell"]
MALE = ["John", "William", "James", "Charles", "George", "Thomas", "Edward", "Henry", "Frederick",
        "Arthur", "Karl", "Johan", "Patrick", "Albert", "Joseph", "Richard", "Ernst", "Samuel"]
FEMALE = ["Mary", "Anna", "Elizabeth", "Margaret", "Helen", "Alice", "Bertha", "Ellen", "Emily",
          "Maria", "Florence", "Kate", "Edith", "Agnes", "Hilda", "Annie", "Catherine", "Elin"]


def passengers(rng, n, first_id):
    pclass = rng.choice([1, 2, 3], n, p=[0.24, 0.21, 0.55])
    sex = rng.choice(["male", "female"], n, p=[0.65, 0.35])
    age = np.round(np.clip(rng.normal(38 - 5 * pclass, 13, n), 0.42, 80))
    child = rng.uniform(size=n) < 0.08
    age[child] = rng.integers(1, 13, child.sum())
    age = age.astype(float)
    age[age < 1] = 0.83
    sibsp = rng.choice([0, 1, 2, 3, 4, 5, 8], n, p=[0.68, 0.235, 0.03, 0.02, 0.02, 0.01, 0.005])
    parch = np.where(child, rng.choice([1, 2], n), rng.choice([0, 1, 2, 3, 4, 5, 6], n, p=[0.76, 0.13, 0.09, 0.006, 0.005, 0.006, 0.003]))
    fare = np.round(np.where(pclass == 1, rng.lognormal(4.2, 0.6, n), np.where(pclass == 2, rng.lognormal(2.9, 0.35, n), rng.lognormal(2.2, 0.35, n))) * (1 + 0.15 * (sibsp + parch)), 4)
    fare[rng.uniform(size=n) < 0.012] = 0.0
    embarked = rng.choice(["S", "C", "Q"], n, p=[0.72, 0.19, 0.09]).astype(object)
    names, tickets, cabins = [], [], []
    for i in range(n):
        sur = SURNAMES[rng.integers(len(SURNAMES))]
        if sex[i] == "male":
            title = "Master" if age[i] < 13 else ("Dr" if rng.uniform() < 0.01 else "Mr")
            names.append(f"{sur}, {title}. {MALE[rng.integers(len(MALE))]} {MALE[rng.integers(len(MALE))]}")
        else:
            title = "Miss" if (age[i] < 25 and rng.uniform() < 0.8) else "Mrs"
            names.append(f"{sur}, {title}. {FEMALE[rng.integers(len(FEMALE))]}")
        tickets.append(str(rng.integers(3000, 400000)) if rng.uniform() < 0.75 else f"{rng.choice(['PC', 'A/5', 'STON/O2.', 'C.A.', 'SOTON/OQ'])} {rng.integers(100, 40000)}")
        cabins.append(f"{rng.choice(list('ABCDE'))}{rng.integers(2, 130)}" if (pclass[i] == 1 and rng.uniform() < 0.8) or rng.uniform() < 0.04 else None)
    logit = 1.2 + 2.6 * (sex == "female") - 1.0 * (pclass - 1) - 0.03 * (age - 30) - 0.25 * sibsp + 1.2 * (age < 10) + 0.3 * (embarked == "C") + rng.normal(0, 0.6, n)
    survived = (rng.uniform(size=n) < 1 / (1 + np.exp(-(logit - 1.75)))).astype(int)
    age[rng.uniform(size=n) < 0.2] = np.nan
    return pd.DataFrame({
        "PassengerId": np.arange(first_id, first_id + n), "Survived": survived, "Pclass": pclass,
        "Name": names, "Sex": sex, "Age": age, "SibSp": sibsp, "Parch": parch, "Ticket": tickets,
        "Fare": fare, "Cabin": cabins, "Embarked": embarked,
    })


def main() -> None:
    rng = np.random.default_rng(seeded(1912))
    train = passengers(rng, 891, 1)
    train.loc[[61, 829], "Embarked"] = None
    test = passengers(rng, 418, 892).drop(columns="Survived")
    test.loc[152, "Fare"] = np.nan
    OUT.mkdir(exist_ok=True)
    train.to_csv(OUT / "train.csv", index=False, lineterminator="\n")
    test.to_csv(OUT / "test.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
