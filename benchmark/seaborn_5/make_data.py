"""Synthetic patient records in the shape of Kaggle's 'Stroke Prediction Dataset'
(healthcare-dataset-stroke-data.csv: id, gender, age, hypertension, heart_disease, ever_married,
work_type, Residence_type, avg_glucose_level, bmi, smoking_status, stroke).

Keeps the file's known quirks: bmi written as "N/A" for about 4 % of the patients, ages of small
children with decimals (0.08, 1.32, ...), and a single patient whose gender is "Other".
Writes data/healthcare-dataset-stroke-data.csv beside this file from a fixed seed; re-running
reproduces every byte.
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
    ids = rng.choice(np.arange(67, 72941), size=n, replace=False)
    gender = rng.choice(["Female", "Male"], n, p=[0.586, 0.414]).astype(object)
    gender[3116] = "Other"
    age = np.round(rng.uniform(0, 82, n), 0)
    young = age < 2
    age[young] = np.round(rng.uniform(0.08, 1.9, young.sum()), 2)
    hypertension = (rng.uniform(size=n) < np.clip((age - 30) / 250, 0.002, 0.3)).astype(int)
    heart = (rng.uniform(size=n) < np.clip((age - 40) / 400, 0.001, 0.15) * np.where(gender == "Male", 1.6, 1.0)).astype(int)
    married = np.where(age < 18, "No", np.where(rng.uniform(size=n) < 0.8, "Yes", "No"))
    work = np.where(
        age < 16, np.where(rng.uniform(size=n) < 0.97, "children", "Never_worked"),
        rng.choice(["Private", "Self-employed", "Govt_job", "Never_worked"], n, p=[0.7, 0.17, 0.125, 0.005]),
    )
    residence = rng.choice(["Urban", "Rural"], n, p=[0.508, 0.492])
    glucose = np.where(rng.uniform(size=n) < 0.82, rng.normal(92, 18, n), rng.normal(205, 35, n))
    glucose = np.round(np.clip(glucose + 0.2 * hypertension * 30, 55.12, 271.74), 2)
    bmi = np.round(np.clip(rng.normal(np.where(age < 18, 21, 30), 6.5, n), 10.3, 97.6), 1)
    smoking = np.where(
        age < 12, "Unknown",
        rng.choice(["never smoked", "Unknown", "formerly smoked", "smokes"], n, p=[0.42, 0.22, 0.2, 0.16]),
    )
    logit = -7.6 + 0.072 * age + 0.5 * hypertension + 0.45 * heart + 0.006 * (glucose - 100) + rng.normal(0, 0.4, n)
    stroke = (rng.uniform(size=n) < 1 / (1 + np.exp(-logit))).astype(int)
    # The file's first row (the first stroke patient, the rows being sorted by stroke) is a woman
    # whatever the seed, so the genders first appear in the order Female, Male, Other: seaborn
    # gives colours in that order when no palette maps them by name.
    gender[np.flatnonzero(stroke)[0]] = "Female"
    bmi_txt = np.array([f"{b:.1f}" for b in bmi], dtype=object)
    bmi_txt[(rng.uniform(size=n) < 0.033 + 0.12 * stroke)] = "N/A"
    frame = pd.DataFrame({
        "id": ids, "gender": gender, "age": age, "hypertension": hypertension, "heart_disease": heart,
        "ever_married": married, "work_type": work, "Residence_type": residence,
        "avg_glucose_level": glucose, "bmi": bmi_txt, "smoking_status": smoking, "stroke": stroke,
    })
    frame = frame.sort_values("stroke", ascending=False, kind="stable").reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "healthcare-dataset-stroke-data.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
