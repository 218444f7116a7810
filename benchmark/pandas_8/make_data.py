"""Synthetic StudentsPerformance.csv in the shape of Kaggle's "Students Performance in Exams".

1000 students with the file's columns and category labels (gender, race/ethnicity group A-E,
parental level of education, lunch, test preparation course) and math/reading/writing scores
0-100. Writes data/StudentsPerformance.csv beside this file from a fixed seed.
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
EDU = ["some high school", "high school", "some college", "associate's degree",
       "bachelor's degree", "master's degree"]
EDU_P = [0.179, 0.196, 0.226, 0.222, 0.118, 0.059]
EDU_BONUS = [-2.5, -4.0, 0.5, 2.0, 4.0, 6.0]


def main():
    rng = np.random.default_rng(seeded(1000))
    n = 1000
    gender = rng.choice(["female", "male"], n, p=[0.518, 0.482])
    race = rng.choice(["group A", "group B", "group C", "group D", "group E"], n,
                      p=[0.089, 0.19, 0.319, 0.262, 0.14])
    edu_i = rng.choice(len(EDU), n, p=EDU_P)
    lunch = rng.choice(["standard", "free/reduced"], n, p=[0.645, 0.355])
    prep = rng.choice(["none", "completed"], n, p=[0.642, 0.358])
    race_bonus = pd.Series(race).map({"group A": -3, "group B": -2, "group C": 0,
                                      "group D": 1.5, "group E": 5}).to_numpy()
    base = (66 + np.take(EDU_BONUS, edu_i) + race_bonus + np.where(lunch == "standard", 5, -6)
            + rng.normal(0, 12, n))
    male = gender == "male"
    math = base + np.where(male, 3.5, -3.5) + rng.normal(0, 5, n)
    reading = base + np.where(male, -3.5, 3.5) + np.where(prep == "completed", 5, -2) + rng.normal(0, 5, n)
    writing = reading + np.where(prep == "completed", 3, -1) + rng.normal(0, 4, n) - 1
    scores = [np.clip(np.round(s), 0, 100).astype(int) for s in (math, reading, writing)]
    df = pd.DataFrame({"gender": gender, "race/ethnicity": race,
                       "parental level of education": np.take(EDU, edu_i), "lunch": lunch,
                       "test preparation course": prep, "math score": scores[0],
                       "reading score": scores[1], "writing score": scores[2]})
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "StudentsPerformance.csv", index=False)


if __name__ == "__main__":
    main()
