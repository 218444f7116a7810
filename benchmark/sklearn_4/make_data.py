"""Synthetic passengers in the shape of Kaggle's "Titanic - Machine Learning from Disaster".

Writes data/train.csv (891 rows, with Survived) and data/test.csv (418 rows, without it)
beside this file, under the competition's column names: PassengerId, Survived, Pclass, Name,
Sex, Age, SibSp, Parch, Ticket, Fare, Cabin, Embarked. Names carry the usual honorifics in
the competition's proportions ("Braund, Mr. Owen Harris", "Cumings, Mrs. John Bradley
(Florence Briggs Thayer)"), including the rare ones; as in the real files, the one passenger
titled "Dona" is in test.csv only. Like the originals, Age is missing for about a fifth of the
passengers, Cabin for most, Embarked for two training rows and Fare for one test row.
Survival depends on sex, class, age and family size. Fixed seed; re-running reproduces every
byte.
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

SEED = seeded(1912)
OUT = Path(__file__).resolve().parent / "data"

# (title, sex, count in train, count in test), as in the competition files
TITLES = [
    ("Mr", "male", 517, 240), ("Miss", "female", 182, 78), ("Mrs", "female", 125, 72),
    ("Master", "male", 40, 21), ("Dr", "male", 7, 1), ("Rev", "male", 6, 2),
    ("Mlle", "female", 2, 0), ("Major", "male", 2, 0), ("Col", "male", 2, 2),
    ("Countess", "female", 1, 0), ("Capt", "male", 1, 0), ("Ms", "female", 1, 1),
    ("Sir", "male", 1, 0), ("Lady", "female", 1, 0), ("Mme", "female", 1, 0),
    ("Don", "male", 1, 0), ("Jonkheer", "male", 1, 0), ("Dona", "female", 0, 1),
]  # fmt: skip
SURNAMES = ["Braund", "Cumings", "Heikkinen", "Futrelle", "Allen", "Moran", "McCarthy",
            "Palsson", "Johnson", "Nasser", "Sandstrom", "Bonnell", "Saundercock", "Andersson",
            "Vestrom", "Hewlett", "Rice", "Williams", "Vander Planke", "Masselmani", "Fynney",
            "Beesley", "McGowan", "Sloper", "Asplund", "Emir", "Fortune", "O'Dwyer", "Todoroff",
            "Uruchurtu", "Spencer", "Glynn", "Wheadon", "Meyer", "Holverson", "Mamee", "Cann",
            "Nicola-Yarred", "Ahlin", "Turpin", "Kraeff", "Laroche", "Devaney", "Rugg", "Harris",
            "Skoog", "Kink", "Chronopoulos", "Bing", "Moen", "Goodwin", "Sage", "Carter", "Davies",
            "Ostby", "Woolner", "Jussila", "Attalah", "Hocking", "Brown", "Smith", "Kelly",
            "Lindqvist", "Hickman", "Olsen", "Jensen", "Gustafsson", "Petroff", "Baclini"]  # fmt: skip
MALE = ["Owen Harris", "John Bradley", "William Henry", "James", "Timothy J", "Gosta Leonard",
        "Charles Alexander", "Lewis", "Anders Johan", "Karl", "Ernst", "Thomas", "Patrick",
        "Edward", "Johan", "Frederick", "Arthur", "George", "Albert", "Harry", "Joseph",
        "Henry", "Samuel", "Victor", "Leopold", "Ivan", "Stephen", "Richard"]  # fmt: skip
FEMALE = ["Laina", "Marguerite Rut", "Elizabeth", "Anna", "Hulda Amanda", "Mary", "Ellen",
          "Margaret", "Bridget", "Alice", "Kate", "Helen", "Augusta", "Johanna", "Ida",
          "Emily", "Edith", "Bertha", "Eleanor", "Nora", "Agnes", "Sarah", "Maria", "Jane"]  # fmt: skip
FEMALE_RARE_AGE = {"Countess": 33.0, "Lady": 48.0, "Dona": 39.0, "Mme": 24.0, "Mlle": 24.0, "Ms": 28.0}


def name_for(rng: np.random.Generator, title: str, sex: str) -> str:
    surname = rng.choice(SURNAMES)
    if title == "Mrs" or (title in ("Lady", "Countess") and rng.uniform() < 0.7):
        husband, own = rng.choice(MALE), rng.choice(FEMALE)
        maiden = rng.choice(SURNAMES)
        return f"{surname}, {title}. {husband} ({own} {maiden})"
    first = rng.choice(MALE if sex == "male" else FEMALE)
    return f"{surname}, {title}. {first}"


def age_for(rng: np.random.Generator, title: str) -> float:
    if title == "Master":
        return float(np.round(rng.uniform(0.42, 12), 0 if rng.uniform() < 0.8 else 2))
    if title in FEMALE_RARE_AGE:
        return FEMALE_RARE_AGE[title]
    mean, sd, low = {"Mr": (32, 12, 11), "Miss": (22, 11, 1), "Mrs": (36, 11, 14)}.get(title, (48, 10, 25))
    age = float(np.clip(rng.normal(mean, sd), low, 80))
    return float(np.round(age)) if rng.uniform() < 0.9 else float(np.round(age) + 0.5)


def ticket_for(rng: np.random.Generator, pclass: int) -> str:
    number = int(rng.integers(1000, 400000))
    roll = rng.uniform()
    if pclass == 1 and roll < 0.45:
        return f"PC {rng.integers(17000, 17800)}"
    if roll < 0.08:
        return f"A/5 {rng.integers(1000, 30000)}"
    if roll < 0.14:
        return f"STON/O2. {rng.integers(3100000, 3102000)}"
    if roll < 0.18:
        return f"C.A. {rng.integers(2000, 40000)}"
    if roll < 0.21:
        return f"SOTON/O.Q. {rng.integers(3000000, 3100000)}"
    return str(number)


def passengers(rng: np.random.Generator, which: int) -> pd.DataFrame:
    rows = []
    for title, sex, n_train, n_test in TITLES:
        for _ in range((n_train, n_test)[which]):
            rows.append((title, sex))
    order = rng.permutation(len(rows))
    rows = [rows[i] for i in order]
    out = []
    for title, sex in rows:
        if title in ("Dona", "Countess", "Lady", "Sir", "Don", "Jonkheer", "Col", "Major", "Capt"):
            pclass = 1
        elif title == "Dr":
            pclass = int(rng.choice([1, 2], p=[0.7, 0.3]))
        elif title == "Rev":
            pclass = 2
        else:
            pclass = int(rng.choice([1, 2, 3], p=[0.22, 0.2, 0.58]))
        age = age_for(rng, title)
        if title in ("Master", "Miss") and age < 14:
            sibsp = int(rng.choice([0, 1, 2, 3, 4], p=[0.3, 0.35, 0.15, 0.1, 0.1]))
            parch = int(rng.choice([1, 2], p=[0.6, 0.4]))
        else:
            sibsp = int(rng.choice([0, 1, 2, 3], p=[0.72, 0.23, 0.03, 0.02]))
            parch = int(rng.choice([0, 1, 2, 3, 5], p=[0.8, 0.1, 0.07, 0.02, 0.01]))
        base = {1: 84.0, 2: 20.0, 3: 13.0}[pclass]
        fare = float(np.round(base * rng.lognormal(0, 0.45) * (1 + 0.15 * (sibsp + parch)), 4))
        cabin = np.nan
        if pclass == 1 and rng.uniform() < 0.8 or pclass > 1 and rng.uniform() < 0.05:
            deck = rng.choice(list("ABCDE") if pclass == 1 else list("DEFG"))
            cabin = f"{deck}{rng.integers(2, 130)}"
        embarked = str(rng.choice(["S", "C", "Q"], p=[0.72, 0.19, 0.09] if pclass != 1 else [0.6, 0.38, 0.02]))
        logit = (
            -1.9
            + 3.6 * (sex == "female")
            + {1: 1.7, 2: 0.7, 3: -1.3}[pclass]
            + 2.2 * (title == "Master")
            - 0.02 * (age - 30)
            - 0.8 * max(sibsp + parch - 2, 0)
            + rng.normal(0, 0.3)
        )
        survived = int(rng.uniform() < 1 / (1 + np.exp(-logit)))
        if rng.uniform() < 0.2 and title not in FEMALE_RARE_AGE:
            age = np.nan
        out.append(
            dict(Survived=survived, Pclass=pclass, Name=name_for(rng, title, sex), Sex=sex, Age=age,
                 SibSp=sibsp, Parch=parch, Ticket=ticket_for(rng, pclass), Fare=fare, Cabin=cabin,
                 Embarked=embarked)
        )  # fmt: skip
    frame = pd.DataFrame(out)
    if which == 0:
        frame.insert(0, "PassengerId", np.arange(1, len(frame) + 1))
        frame.loc[rng.choice(np.flatnonzero(frame["Pclass"] == 1), 2, replace=False), "Embarked"] = np.nan
    else:
        frame.insert(0, "PassengerId", np.arange(892, 892 + len(frame)))
        frame = frame.drop(columns="Survived")
        frame.loc[rng.choice(np.flatnonzero(frame["Pclass"] == 3), 1), "Fare"] = np.nan
    return frame


def main() -> None:
    rng = np.random.default_rng(SEED)
    train = passengers(rng, 0)
    test = passengers(rng, 1)
    OUT.mkdir(exist_ok=True)
    train.to_csv(OUT / "train.csv", index=False, lineterminator="\n")
    test.to_csv(OUT / "test.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
