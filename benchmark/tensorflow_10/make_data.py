"""Synthetic patients in the shape of Kaggle's "Stroke Prediction Dataset".

data/healthcare-dataset-stroke-data.csv: 5110 rows with id, gender, age, hypertension,
heart_disease, ever_married, work_type, Residence_type, avg_glucose_level, bmi, smoking_status
and stroke (about 5 % positives). As in the original, bmi is "N/A" for about 4 % of the rows,
one patient has gender "Other", children have work_type "children" and ages such as 0.08, and
smoking_status is "Unknown" for about 30 %. Writes the file beside this script from a fixed seed.
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


def main() -> None:
    rng = np.random.default_rng(seeded(5110))
    n = 5110
    age = np.where(rng.uniform(size=n) < 0.16, rng.uniform(0.08, 18, n), rng.uniform(18, 82, n))
    age = np.where(age < 2, np.round(age, 2), np.round(age)).astype(float)
    gender = rng.choice(["Female", "Male"], n, p=[0.586, 0.414]).astype(object)
    gender[rng.integers(n)] = "Other"
    hyper = (rng.uniform(size=n) < np.clip((age - 30) / 220, 0.005, 0.3)).astype(int)
    heart = (rng.uniform(size=n) < np.clip((age - 40) / 300, 0.002, 0.2)).astype(int)
    married = np.where(age < 18, "No", np.where(rng.uniform(size=n) < np.clip(age / 60, 0.2, 0.9), "Yes", "No"))
    work = np.where(
        age < 16,
        np.where(rng.uniform(size=n) < 0.97, "children", "Never_worked"),
        rng.choice(["Private", "Self-employed", "Govt_job", "Never_worked"], n, p=[0.67, 0.19, 0.135, 0.005]),
    )
    residence = rng.choice(["Urban", "Rural"], n)
    glucose = np.where(
        rng.uniform(size=n) < 0.15 + 0.002 * age,
        rng.normal(205, 35, n),
        rng.normal(92, 20, n),
    )
    glucose = np.round(np.clip(glucose, 55.12, 271.74), 2)
    bmi = np.round(np.clip(rng.normal(np.where(age < 18, 21, 30), 6.5), 10.3, 97.6), 1).astype(object)
    smoking = np.where(
        age < 15,
        np.where(rng.uniform(size=n) < 0.85, "Unknown", "never smoked"),
        rng.choice(["never smoked", "Unknown", "formerly smoked", "smokes"], n, p=[0.40, 0.25, 0.19, 0.16]),
    )
    logit = (
        -7.9 + 0.075 * age + 0.55 * hyper + 0.5 * heart + 0.006 * (glucose - 100)
        + 0.3 * (smoking == "formerly smoked") + rng.normal(0, 0.3, n)
    )
    stroke = (rng.uniform(size=n) < 1 / (1 + np.exp(-logit))).astype(int)
    bmi[rng.uniform(size=n) < 0.04 + 0.1 * stroke] = "N/A"

    df = pd.DataFrame(
        {
            "id": rng.choice(np.arange(67, 72941), n, replace=False),
            "gender": gender,
            "age": age,
            "hypertension": hyper,
            "heart_disease": heart,
            "ever_married": married,
            "work_type": work,
            "Residence_type": residence,
            "avg_glucose_level": glucose,
            "bmi": bmi,
            "smoking_status": smoking,
            "stroke": stroke,
        }
    )
    df = df.sort_values("stroke", ascending=False, kind="stable").reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "healthcare-dataset-stroke-data.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
