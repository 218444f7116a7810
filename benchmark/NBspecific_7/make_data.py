"""Synthetic heart failure clinical records in the layout of the Kaggle/UCI
'heart_failure_clinical_records_dataset.csv' (299 patients, 12 clinical features, DEATH_EVENT).

Values follow the ranges and rough marginals of the published set: integer ages with a few
fractional ones, a skewed CPK, ejection fraction in steps of 5, platelets with the imputed mean
263358.03 repeated, serum creatinine with one decimal, and a follow-up time that is short for
the patients who died. Writes data/ beside this file from a fixed seed; every byte is reproduced.
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
N = 299
EF_LEVELS = [14, 15, 17, 20, 25, 30, 35, 38, 40, 45, 50, 55, 60, 62, 65, 70, 80]
EF_P = np.array([1, 1, 1, 18, 36, 34, 49, 40, 37, 20, 21, 3, 31, 2, 1, 2, 1], dtype=float)


def main() -> None:
    rng = np.random.default_rng(seeded(20200203))
    age = np.clip(np.round(rng.normal(60.8, 11.9, N)), 40, 95)
    age[rng.choice(N, 3, replace=False)] = 60.667
    anaemia = (rng.uniform(size=N) < 0.43).astype(int)
    cpk = np.clip(np.round(np.exp(rng.normal(5.65, 0.95, N))), 23, 7861).astype(int)
    diabetes = (rng.uniform(size=N) < 0.42).astype(int)
    ef = rng.choice(EF_LEVELS, N, p=EF_P / EF_P.sum())
    hbp = (rng.uniform(size=N) < 0.35).astype(int)
    platelets = np.round(np.clip(rng.normal(263000, 95000, N), 25100, 850000), -3)
    platelets[rng.choice(N, 25, replace=False)] = 263358.03
    sc = np.round(np.clip(np.exp(rng.normal(0.17, 0.38, N)), 0.5, 9.4), 1)
    sodium = np.clip(np.round(rng.normal(136.6, 4.4, N)), 113, 148).astype(int)
    sex = (rng.uniform(size=N) < 0.65).astype(int)
    smoking = (rng.uniform(size=N) < np.where(sex == 1, 0.45, 0.05)).astype(int)

    logit = (
        -1.1
        + 0.05 * (age - 61)
        - 0.07 * (ef - 38)
        + 1.6 * (sc - 1.3)
        - 0.06 * (sodium - 136.6)
        + 0.3 * anaemia
        + 0.25 * hbp
        + 0.0001 * (cpk - 580)
        + rng.normal(0, 0.4, N)
    )
    death = (rng.uniform(size=N) < 1 / (1 + np.exp(-logit))).astype(int)
    time = np.where(
        death == 1,
        np.clip(np.round(rng.gamma(1.5, 45, N)), 4, 241),
        np.clip(np.round(rng.uniform(20, 285, N)), 12, 285),
    ).astype(int)

    frame = pd.DataFrame(
        {
            "age": age,
            "anaemia": anaemia,
            "creatinine_phosphokinase": cpk,
            "diabetes": diabetes,
            "ejection_fraction": ef,
            "high_blood_pressure": hbp,
            "platelets": platelets,
            "serum_creatinine": sc,
            "serum_sodium": sodium,
            "sex": sex,
            "smoking": smoking,
            "time": time,
            "DEATH_EVENT": death,
        }
    )
    frame = frame.sort_values("time", kind="stable").reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "heart_failure_clinical_records_dataset.csv", index=False)


if __name__ == "__main__":
    main()
