"""Synthetic passenger manifest with survival labels (Kaggle 'Titanic'-like layout).

Writes data/passengers.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1912
N_PASSENGERS = 891
OUT = Path(__file__).resolve().parent / "data"

SURNAMES = [
    "Andersson", "Brown", "Carter", "Davies", "Evans", "Fortune", "Goodwin", "Harris", "Ivanov",
    "Johnson", "Kelly", "Larsson", "Murphy", "Nilsson", "O'Brien", "Palsson", "Quick", "Rice",
    "Sage", "Taylor", "Uruchurtu", "Vander Planke", "Williams", "Young", "Zabour", "Baxter",
    "Chapman", "Doyle", "Ford", "Graham", "Hansen", "Jensen", "Keane", "Lefebre", "Moran",
    "Newell", "Olsen", "Panula", "Rosblom", "Skoog", "Thomas", "Waelens", "Allen", "Becker",
    "Collyer", "Dean", "Frolicher", "Hickman", "Laroche", "McCoy", "Nasser", "Peter", "Richards",
]  # fmt: skip
MALE_NAMES = [
    "John", "William", "Charles", "George", "James", "Thomas", "Edward", "Frederick", "Henry",
    "Arthur", "Albert", "Karl", "Johan", "Patrick", "Ernest", "Leo", "Harry", "Walter", "Samuel",
]  # fmt: skip
FEMALE_NAMES = [
    "Mary", "Anna", "Elizabeth", "Margaret", "Helen", "Alice", "Ellen", "Maria", "Bridget",
    "Catherine", "Edith", "Florence", "Ida", "Kate", "Marion", "Nora", "Agnes", "Emily", "Sofia",
]  # fmt: skip
CABIN_DECKS = {1: "ABCDE", 2: "DEF", 3: "EFG"}


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_PASSENGERS
    pclass = rng.choice([1, 2, 3], size=n, p=[0.24, 0.21, 0.55])
    female = rng.random(n) < np.select([pclass == 1, pclass == 2], [0.44, 0.41], 0.30)

    # Age by role: children get 'Master'/'Miss', adults 'Mr'/'Mrs'/'Miss'.
    child = rng.random(n) < np.where(pclass == 3, 0.14, 0.09)
    age = np.where(
        child,
        rng.uniform(0.4, 14.0, n),
        np.clip(rng.normal(np.select([pclass == 1, pclass == 2], [39, 30], 26), 11, n), 15, 74),
    )
    age = np.where(age < 1, np.round(age * 12) / 12, np.round(age))
    age = np.where((age >= 1) & (rng.random(n) < 0.04), age + 0.5, age)
    married = (~child) & (rng.random(n) < np.clip((age - 17) / 25, 0.05, 0.8))

    titles = np.where(
        female,
        np.where(married, "Mrs", "Miss"),
        np.where(child, "Master", "Mr"),
    ).astype(object)
    rare = (~child) & (rng.random(n) < 0.02)
    titles[rare & ~female] = rng.choice(["Dr", "Rev", "Col", "Major"], size=(rare & ~female).sum())
    titles[rare & female] = rng.choice(["Dr", "Lady", "Mme"], size=(rare & female).sum())

    sibsp = np.where(child, rng.choice([0, 1, 2, 3, 4], n, p=[0.2, 0.4, 0.2, 0.1, 0.1]),
                     rng.choice([0, 1, 2], n, p=[0.7, 0.27, 0.03]))  # fmt: skip
    sibsp = np.where(married & (sibsp == 0), 1, sibsp)
    parch = np.where(child, rng.choice([1, 2], n, p=[0.4, 0.6]),
                     rng.choice([0, 1, 2, 3], n, p=[0.78, 0.12, 0.08, 0.02]))  # fmt: skip

    names = []
    for i in range(n):
        first_pool = FEMALE_NAMES if female[i] else MALE_NAMES
        first = " ".join(rng.choice(first_pool, size=rng.integers(1, 3), replace=False))
        names.append(f"{rng.choice(SURNAMES)}, {titles[i]}. {first}")

    tickets = []
    for i in range(n):
        kind = rng.random()
        number = int(rng.integers(1000, 400000))
        if pclass[i] == 1 and kind < 0.35:
            tickets.append(f"PC {int(rng.integers(17000, 17800))}")
        elif pclass[i] == 3 and kind < 0.12:
            tickets.append(f"A/5 {int(rng.integers(1000, 30000))}")
        elif pclass[i] == 3 and kind < 0.2:
            tickets.append(f"STON/O2. {int(rng.integers(3101200, 3101330))}")
        elif pclass[i] == 2 and kind < 0.15:
            tickets.append(f"C.A. {int(rng.integers(2000, 35000))}")
        else:
            tickets.append(str(number))

    base_fare = np.select([pclass == 1, pclass == 2], [58.0, 16.0], 8.5)
    fare = base_fare * rng.lognormal(0.0, 0.45, n) * (1 + 0.35 * (sibsp + parch))
    fare = np.round(fare, 4)
    fare[rng.random(n) < 0.012] = 0.0

    has_cabin = rng.random(n) < np.select([pclass == 1, pclass == 2], [0.8, 0.09], 0.025)
    cabins = []
    for i in range(n):
        if not has_cabin[i]:
            cabins.append(None)
            continue
        deck = rng.choice(list(CABIN_DECKS[int(pclass[i])]))
        cabins.append(f"{deck}{int(rng.integers(2, 130))}")

    embarked = rng.choice(["S", "C", "Q"], size=n, p=[0.72, 0.19, 0.09]).astype(object)
    embarked[rng.choice(n, size=2, replace=False)] = None

    logit = (
        -1.7
        + 2.6 * female
        + np.select([pclass == 1, pclass == 2], [1.1, 0.45], -0.55)
        + 1.2 * (age < 10)
        - 0.012 * (age - 30)
        - 0.45 * np.maximum(sibsp + parch - 3, 0)
        + 0.35 * has_cabin
        + rng.normal(0, 0.6, n)
    )
    survived = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)

    age_missing = rng.random(n) < np.where(pclass == 3, 0.26, 0.12)
    age_out = np.where(age_missing, np.nan, age)

    frame = pd.DataFrame(
        {
            "PassengerId": np.arange(1, n + 1),
            "Survived": survived,
            "Pclass": pclass,
            "Name": names,
            "Sex": np.where(female, "female", "male"),
            "Age": age_out,
            "SibSp": sibsp,
            "Parch": parch,
            "Ticket": tickets,
            "Fare": fare,
            "Cabin": cabins,
            "Embarked": embarked,
        }
    )
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "passengers.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
