"""Synthetic passenger list in the shape of the Kaggle Titanic competition's train.csv
(PassengerId, Survived, Pclass, Name, Sex, Age, SibSp, Parch, Ticket, Fare, Cabin, Embarked).

891 passengers, with the file's usual gaps: Age missing for about a fifth, Cabin for most of
second and third class, Embarked for two passengers. Writes data/train.csv beside this file from
a fixed seed; re-running reproduces every byte.
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
SURNAMES = ["Braund", "Cumings", "Heikkinen", "Futrelle", "Allen", "Moran", "McCarthy", "Palsson", "Johnson",
            "Nasser", "Sandstrom", "Bonnell", "Saundercock", "Andersson", "Vestrom", "Hewlett", "Rice", "Williams",
            "Vander Planke", "Masselmani", "Fynney", "Beesley", "McGowan", "Sloper", "Asplund", "Emir", "Fortune",
            "O'Dwyer", "Todoroff", "Uruchurtu", "Spencer", "Glynn", "Wheadon", "Meyer", "Holverson", "Mamee",
            "Cann", "Nicola-Yarred", "Ahlin", "Turpin", "Kraeff", "Laroche", "Devaney", "Rugg", "Harris", "Skoog",
            "Kink", "Hood", "Ilett", "Ford", "Harknett", "Chronopoulos", "Moubarek", "Svensson", "Goodwin", "Kelly"]  # fmt: skip
MALE = ["Owen Harris", "William Henry", "James", "Charles", "Timothy J", "Gosta Leonard", "Lawrence", "Joseph",
        "Mansouer", "Harald", "John", "George", "Edward", "Frederick", "Johan", "Patrick", "Anders", "Thomas"]  # fmt: skip
FEMALE = ["Laina", "Elisabeth", "Margaret", "Anna", "Mary", "Nora", "Marguerite", "Helen", "Ellen", "Augusta",
          "Kate", "Bridget", "Alice", "Emily", "Hulda", "Elizabeth", "Catherine", "Johanna"]  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(seeded(891))
    n = 891
    pclass = rng.choice([1, 2, 3], n, p=[0.242, 0.207, 0.551])
    sex = rng.choice(["male", "female"], n, p=[0.647, 0.353])
    age = np.round(np.clip(rng.normal(np.select([pclass == 1, pclass == 2], [38, 30], 25), 13), 0.42, 80))
    kids = rng.uniform(size=n) < 0.07
    age[kids] = np.round(rng.uniform(0.42, 12, kids.sum()), 2)
    age = np.where(age >= 1, np.round(age), age)
    sibsp = rng.choice([0, 1, 2, 3, 4, 5, 8], n, p=[0.68, 0.235, 0.031, 0.018, 0.02, 0.006, 0.01])
    parch = np.where(kids, rng.choice([1, 2], n), rng.choice([0, 1, 2, 3, 4, 5, 6], n, p=[0.76, 0.132, 0.09, 0.006, 0.004, 0.006, 0.002]))
    fare = np.round(np.select([pclass == 1, pclass == 2], [rng.lognormal(4.2, 0.6, n), rng.lognormal(3.0, 0.35, n)],
                              rng.lognormal(2.2, 0.35, n)) * (1 + 0.15 * (sibsp + parch)), 4)
    embarked = np.where(pclass == 1, rng.choice(["S", "C", "Q"], n, p=[0.59, 0.39, 0.02]),
                        rng.choice(["S", "C", "Q"], n, p=[0.77, 0.11, 0.12])).astype(object)
    logit = 1.2 + 2.5 * (sex == "female") - 0.95 * (pclass - 1) - 0.025 * (age - 30) - 0.25 * np.maximum(sibsp - 1, 0)
    survived = (rng.uniform(size=n) < 1 / (1 + np.exp(-logit + 1.55))).astype(int)
    names = []
    for i in range(n):
        sur = SURNAMES[rng.integers(len(SURNAMES))]
        if sex[i] == "male":
            title = "Master" if age[i] < 13 else "Mr"
            names.append(f"{sur}, {title}. {MALE[rng.integers(len(MALE))]}")
        else:
            title = "Miss" if age[i] < 18 or rng.uniform() < 0.3 else "Mrs"
            names.append(f"{sur}, {title}. {FEMALE[rng.integers(len(FEMALE))]}")
    tickets = []
    for i in range(n):
        r = rng.uniform()
        if r < 0.7:
            tickets.append(str(rng.integers(2000, 400000)))
        elif r < 0.85:
            tickets.append(f"PC {rng.integers(17000, 17800)}")
        else:
            tickets.append(f"{rng.choice(['A/5', 'STON/O2.', 'C.A.', 'SOTON/O.Q.', 'W./C.'])} {rng.integers(1000, 40000)}")
    cabin = np.array([f"{rng.choice(list('ABCDE'))}{rng.integers(2, 130)}" for _ in range(n)], dtype=object)
    cabin[(pclass > 1) & (rng.uniform(size=n) < 0.97)] = None
    cabin[(pclass == 1) & (rng.uniform(size=n) < 0.18)] = None
    age_out = age.astype(object)
    age_out[rng.uniform(size=n) < 0.2] = None
    embarked[rng.choice(n, 2, replace=False)] = None
    frame = pd.DataFrame({"PassengerId": np.arange(1, n + 1), "Survived": survived, "Pclass": pclass, "Name": names,
                          "Sex": sex, "Age": pd.array(age_out, dtype="Float64"), "SibSp": sibsp, "Parch": parch,
                          "Ticket": tickets, "Fare": fare, "Cabin": cabin, "Embarked": embarked})
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "train.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
