"""Synthetic Cleveland-style heart disease records, in the shape of Kaggle's "Heart Disease UCI"
heart.csv (303 patients, the 13 usual attributes and `target`), plus a course's held-out batch
new_patients.csv (60 more patients with an id, exported with the columns in the clinic form's
order: vitals and labs, the exercise test, then chest pain, ST findings and imaging).

Writes both files into data/ beside this file from a fixed seed; re-running reproduces every byte.
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
COLUMNS = ["age", "sex", "cp", "trestbps", "chol", "fbs", "restecg", "thalach", "exang",
           "oldpeak", "slope", "ca", "thal", "target"]  # fmt: skip


def patients(rng: np.random.Generator, target: np.ndarray) -> pd.DataFrame:
    n = len(target)
    sick = target == 0  # as in the Kaggle file, target 1 is the "less disease" class
    df = pd.DataFrame()
    df["age"] = np.clip(np.round(rng.normal(np.where(sick, 56.6, 52.5), 8.5)), 29, 77).astype(int)
    df["sex"] = (rng.uniform(size=n) < np.where(sick, 0.83, 0.56)).astype(int)
    df["cp"] = np.where(
        sick,
        rng.choice([0, 1, 2, 3], n, p=[0.70, 0.08, 0.16, 0.06]),
        rng.choice([0, 1, 2, 3], n, p=[0.24, 0.25, 0.42, 0.09]),
    )
    df["trestbps"] = np.clip(np.round(rng.normal(np.where(sick, 134, 129), 17.5)), 94, 200).astype(int)
    df["chol"] = np.clip(np.round(rng.normal(np.where(sick, 251, 242), 50)), 126, 564).astype(int)
    df["fbs"] = (rng.uniform(size=n) < 0.15).astype(int)
    df["restecg"] = np.where(
        sick, rng.choice([0, 1, 2], n, p=[0.57, 0.40, 0.03]), rng.choice([0, 1, 2], n, p=[0.41, 0.58, 0.01])
    )
    df["thalach"] = np.clip(np.round(rng.normal(np.where(sick, 141, 157), 21)), 71, 202).astype(int)
    df["exang"] = (rng.uniform(size=n) < np.where(sick, 0.55, 0.14)).astype(int)
    df["oldpeak"] = np.round(np.clip(rng.gamma(np.where(sick, 1.6, 0.6), 1.0), 0, 6.2), 1)
    df.loc[rng.uniform(size=n) < np.where(sick, 0.15, 0.45), "oldpeak"] = 0.0
    df["slope"] = np.where(
        sick, rng.choice([0, 1, 2], n, p=[0.09, 0.65, 0.26]), rng.choice([0, 1, 2], n, p=[0.05, 0.30, 0.65])
    )
    df["ca"] = np.where(
        sick,
        rng.choice([0, 1, 2, 3, 4], n, p=[0.40, 0.30, 0.18, 0.11, 0.01]),
        rng.choice([0, 1, 2, 3, 4], n, p=[0.79, 0.13, 0.04, 0.02, 0.02]),
    )
    df["thal"] = np.where(
        sick, rng.choice([0, 1, 2, 3], n, p=[0.01, 0.09, 0.32, 0.58]), rng.choice([0, 1, 2, 3], n, p=[0.01, 0.04, 0.79, 0.16])
    )
    df["target"] = target
    return df


def main() -> None:
    rng = np.random.default_rng(seeded(1988))
    target = rng.permutation(np.r_[np.ones(165, int), np.zeros(138, int)])
    heart = patients(rng, target)[COLUMNS]

    new_target = rng.permutation(np.r_[np.ones(33, int), np.zeros(27, int)])
    new = patients(rng, new_target)
    new.insert(0, "patient_id", [f"P{2301 + i}" for i in range(len(new))])
    form_order = ["patient_id", "age", "sex", "trestbps", "chol", "fbs", "thalach", "restecg", "exang",
                  "cp", "oldpeak", "slope", "thal", "ca", "target"]  # fmt: skip
    new = new[form_order]

    OUT.mkdir(exist_ok=True)
    heart.to_csv(OUT / "heart.csv", index=False)
    new.to_csv(OUT / "new_patients.csv", index=False)


if __name__ == "__main__":
    main()
