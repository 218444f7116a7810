"""Synthetic exam results in the shape of Kaggle's 'Students Performance in Exams'
(StudentsPerformance.csv: gender, race/ethnicity, parental level of education, lunch,
test preparation course, math/reading/writing score; every field quoted, as in the original).

Writes data/StudentsPerformance.csv beside this file from a fixed seed; re-running reproduces
every byte.
"""

import argparse
import csv
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
EDU = ["some high school", "high school", "some college", "associate's degree", "bachelor's degree",
       "master's degree"]  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(seeded(1000))
    n = 1000
    gender = rng.choice(["female", "male"], n, p=[0.518, 0.482])
    race = rng.choice(["group A", "group B", "group C", "group D", "group E"], n, p=[0.089, 0.19, 0.319, 0.262, 0.14])
    edu_idx = rng.choice(6, n, p=[0.179, 0.196, 0.226, 0.222, 0.118, 0.059])
    lunch = rng.choice(["standard", "free/reduced"], n, p=[0.645, 0.355])
    prep = rng.choice(["none", "completed"], n, p=[0.642, 0.358])
    ability = rng.normal(0, 1, n) + 0.12 * edu_idx + 0.45 * (lunch == "standard") + 0.35 * (prep == "completed")
    ability += np.select([race == "group E", race == "group A"], [0.3, -0.25], 0.0)
    fem = gender == "female"
    math = 58 + 13 * ability + np.where(fem, -2.5, 2.5) + rng.normal(0, 5, n)
    reading = 61 + 12 * ability + np.where(fem, 3.5, -3.5) + rng.normal(0, 5, n)
    writing = reading + np.where(fem, 1.5, -2.0) + 4 * (prep == "completed") + rng.normal(0, 3.5, n) - 3
    clip = lambda s: np.clip(np.round(s), 0, 100).astype(int)  # noqa: E731
    frame = pd.DataFrame({
        "gender": gender,
        "race/ethnicity": race,
        "parental level of education": np.array(EDU)[edu_idx],
        "lunch": lunch,
        "test preparation course": prep,
        "math score": clip(math),
        "reading score": clip(reading),
        "writing score": clip(writing),
    })
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "StudentsPerformance.csv", index=False, lineterminator="\n", quoting=csv.QUOTE_ALL)


if __name__ == "__main__":
    main()
