"""Synthetic Titanic passenger lists in the shape of Kaggle's "Titanic - Machine Learning from
Disaster" competition files.

Writes data/train.csv (891 passengers, with `Survived`) and data/test.csv (418 passengers,
without it) under the competition's column names: PassengerId, Survived, Pclass, Name, Sex, Age,
SibSp, Parch, Ticket, Fare, Cabin, Embarked. As in the real files, Age is missing for about a
fifth of the passengers, Cabin for most of them, Embarked for two in train and Fare for one in
test. Fixed seed; re-running reproduces every byte.
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

SURNAMES = (
    "Braund Cumings Heikkinen Futrelle Allen Moran McCarthy Palsson Johnson Nasser Sandstrom "
    "Bonnell Saundercock Andersson Vestrom Hewlett Rice Williams Vander-Planke Masselmani Fynney "
    "Beesley McGowan Sloper Asplund Emir Fortune O'Dwyer Todoroff Uruchurtu Spencer Glynn Wheadon "
    "Meyer Holverson Mamee Cann Nicola-Yarred Ahlin Turpin Kraeff Laroche Devaney Rugg Harris "
    "Chapman Kelly Baxter Hickman Hansen Nilsson Olsen Carter Davies Ford"
).split()
MALE = ("Owen Harris John Bradley William Henry James Thomas Timothy Charles Ernest Jacques "
        "Karl Fahim Lewis Alfred Joseph Ernst Gustaf Victor Patrick Leo Arthur Edward").split()
FEMALE = ("Florence Laina Lily May Elisabeth Elin Anna Marguerite Hulda Mary Margaret Bridget "
          "Ellen Catherine Agnes Edith Helen Alice Nora Kate Sofia Ida Marion Emily").split()
DECKS = {1: "ABCDE", 2: "DEF", 3: "EFG"}


def passengers(rng: np.random.Generator, n: int, first_id: int) -> pd.DataFrame:
    pclass = rng.choice([1, 2, 3], n, p=[0.24, 0.21, 0.55])
    female = rng.random(n) < np.select([pclass == 1, pclass == 2], [0.45, 0.41], 0.29)
    child = rng.random(n) < np.where(pclass == 3, 0.13, 0.08)
    adult_age = rng.normal(np.select([pclass == 1, pclass == 2], [38.0, 30.0], 25.5), 11.5, n)
    age = np.where(child, rng.uniform(0.42, 14.5, n), np.clip(adult_age, 15, 80))
    age = np.where(age < 1, np.round(age, 2), np.round(age))
    age = np.where((age > 14) & (rng.random(n) < 0.03), age + 0.5, age)
    married = ~child & (rng.random(n) < np.clip((age - 17) / 24, 0.04, 0.8))

    title = np.where(female, np.where(married, "Mrs", "Miss"), np.where(child, "Master", "Mr"))
    title = title.astype(object)
    for i in np.flatnonzero(~child & (rng.random(n) < 0.025)):
        pool = ["Mlle", "Mme", "Ms", "Dr", "Lady", "Countess"] if female[i] else \
            ["Dr", "Rev", "Col", "Major", "Capt", "Don", "Sir", "Jonkheer"]
        title[i] = rng.choice(pool)

    sibsp = np.where(child, rng.choice([0, 1, 2, 3, 4, 5], n, p=[0.15, 0.4, 0.2, 0.1, 0.1, 0.05]),
                     rng.choice([0, 1, 2, 3], n, p=[0.72, 0.24, 0.03, 0.01]))
    sibsp = np.where(married & (sibsp == 0) & (rng.random(n) < 0.6), 1, sibsp)
    parch = np.where(child, rng.choice([0, 1, 2], n, p=[0.1, 0.35, 0.55]),
                     rng.choice([0, 1, 2, 3, 4, 5], n, p=[0.86, 0.07, 0.04, 0.01, 0.01, 0.01]))

    names = []
    for i in range(n):
        first = " ".join(rng.choice(FEMALE if female[i] else MALE, rng.integers(1, 3), replace=False))
        surname = str(rng.choice(SURNAMES)).replace("-", " ")
        if title[i] == "Mrs" and rng.random() < 0.5:
            husband = " ".join(rng.choice(MALE, rng.integers(1, 3), replace=False))
            names.append(f"{surname}, Mrs. {husband} ({first} {rng.choice(SURNAMES)})")
        else:
            names.append(f"{surname}, {title[i]}. {first}")

    tickets = []
    for i in range(n):
        u = rng.random()
        if pclass[i] == 1 and u < 0.35:
            tickets.append(f"PC {rng.integers(17318, 17800)}")
        elif pclass[i] == 3 and u < 0.1:
            tickets.append(f"A/5 {rng.integers(2000, 30000)}")
        elif pclass[i] == 3 and u < 0.17:
            tickets.append(f"STON/O2. {rng.integers(3101260, 3101320)}")
        elif pclass[i] == 2 and u < 0.14:
            tickets.append(f"C.A. {rng.integers(2100, 34700)}")
        elif u > 0.97:
            tickets.append(f"SOTON/O.Q. {rng.integers(3101300, 3101320)}")
        else:
            tickets.append(str(rng.integers(1000, 380000)))

    fare = np.select([pclass == 1, pclass == 2], [48.0, 14.0], 7.4)
    fare = fare * rng.lognormal(0.0, np.select([pclass == 1, pclass == 2], [0.65, 0.35], 0.3), n) * (1 + 0.25 * (sibsp + parch))
    fare = np.round(fare, 4)
    fare[rng.random(n) < 0.015] = 0.0

    has_cabin = rng.random(n) < np.select([pclass == 1, pclass == 2], [0.78, 0.1], 0.03)
    cabin = np.full(n, None, dtype=object)
    for i in np.flatnonzero(has_cabin):
        deck = rng.choice(list(DECKS[int(pclass[i])]))
        cabin[i] = f"{deck}{rng.integers(2, 128)}"
        if pclass[i] == 1 and rng.random() < 0.12:
            cabin[i] += f" {deck}{rng.integers(2, 128)}"

    embarked = rng.choice(["S", "C", "Q"], n, p=[0.72, 0.19, 0.09]).astype(object)

    family = sibsp + parch
    logit = (-2.4 + 3.1 * female + np.select([pclass == 1, pclass == 2], [1.35, 0.45], -0.6)
             + 2.0 * (age < 10) - 0.015 * (age - 30) + 0.6 * ((family >= 1) & (family <= 3))
             - 0.6 * np.maximum(family - 3, 0) + 0.3 * (embarked == "C") + rng.normal(0, 0.2, n))
    survived = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)
    age = np.where(rng.random(n) < np.where(pclass == 3, 0.25, 0.12), np.nan, age)

    return pd.DataFrame({
        "PassengerId": np.arange(first_id, first_id + n),
        "Survived": survived,
        "Pclass": pclass,
        "Name": names,
        "Sex": np.where(female, "female", "male"),
        "Age": age,
        "SibSp": sibsp,
        "Parch": parch,
        "Ticket": tickets,
        "Fare": fare,
        "Cabin": cabin,
        "Embarked": embarked,
    })


# Big third-class families travelling on one ticket (as the Sages, Goodwins and Panulas did):
# surname, number of children, ticket, fare of the whole ticket, rows in train, rows in test.
FAMILIES = [
    ("Sage", 9, "CA. 2343", 69.55, 7, 4),
    ("Goodwin", 6, "CA 2144", 46.9, 6, 2),
    ("Panula", 5, "3101295", 39.6875, 6, 0),
    ("Skoog", 4, "347088", 27.9, 6, 0),
]


def add_families(train: pd.DataFrame, test: pd.DataFrame, rng: np.random.Generator) -> None:
    for surname, kids, ticket, fare, in_train, in_test in FAMILIES:
        members = [("Mr", "male", 1, kids), ("Mrs", "female", 1, kids)]
        for k in range(kids):
            boy = rng.random() < 0.5
            members.append(("Master" if boy else "Miss", "male" if boy else "female", kids - 1, 2))
        members = [members[i] for i in rng.permutation(len(members))]
        used = set()
        for frame, m in ((train, members[:in_train]), (test, members[in_train:in_train + in_test])):
            rows = rng.choice(frame.index[frame["Pclass"] == 3], len(m), replace=False)
            for row, (title, sex, sibsp, parch) in zip(rows, m):
                first = rng.choice([f for f in (FEMALE if sex == "female" else MALE) if f not in used])
                used.add(first)
                frame.loc[row, ["Name", "Sex", "SibSp", "Parch", "Ticket", "Fare"]] = [
                    f"{surname}, {title}. {first}", sex, sibsp, parch, ticket, fare]
                frame.loc[row, "Age"] = np.nan if surname == "Sage" else \
                    (40.0 if title in ("Mr", "Mrs") else float(rng.integers(1, 14)))
                frame.loc[row, "Cabin"] = None
                frame.loc[row, "Embarked"] = "S"
                if "Survived" in frame:
                    frame.loc[row, "Survived"] = 0


def main() -> None:
    rng = np.random.default_rng(seeded(15041912))
    train = passengers(rng, 891, 1)
    train.loc[rng.choice(891, 2, replace=False), "Embarked"] = None
    test = passengers(rng, 418, 892).drop(columns="Survived")
    add_families(train, test, rng)
    test.loc[rng.integers(0, 418), "Fare"] = np.nan
    OUT.mkdir(exist_ok=True)
    train.to_csv(OUT / "train.csv", index=False, lineterminator="\n")
    test.to_csv(OUT / "test.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
