"""Synthetic hospital discharges with a 30-day readmission flag, one row per discharge.

Run from anywhere; writes ``data/discharges.csv`` beside this file, byte for byte the same.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 3030
N = 2600
OUT = Path(__file__).resolve().parent / "data"
DIAGNOSES = ["circulatory", "respiratory", "digestive", "diabetes", "injury", "musculoskeletal", "other"]
DIAG_P = [0.28, 0.16, 0.12, 0.10, 0.09, 0.08, 0.17]
DIAG_RISK = {"circulatory": 0.35, "respiratory": 0.30, "digestive": 0.0, "diabetes": 0.45,
             "injury": -0.35, "musculoskeletal": -0.45, "other": 0.0}  # fmt: skip
DISCHARGE = ["home", "home_health", "skilled_nursing", "rehab"]
DISCHARGE_P = [0.58, 0.20, 0.15, 0.07]
DISCHARGE_RISK = {"home": 0.0, "home_health": 0.25, "skilled_nursing": 0.55, "rehab": 0.2}


def main() -> None:
    rng = np.random.default_rng(SEED)
    age = np.clip(np.round(rng.normal(64, 15, N)), 18, 98).astype(int)
    sex = rng.choice(["F", "M"], N, p=[0.52, 0.48])
    diagnosis = rng.choice(DIAGNOSES, N, p=DIAG_P)
    emergency = (rng.random(N) < 0.55).astype(int)
    los = np.clip(np.round(rng.gamma(2.0, 2.3, N) + 0.03 * (age - 60) + 1.5 * emergency), 1, 40).astype(int)
    prior = rng.poisson(0.4 + 0.015 * np.maximum(age - 50, 0) + 0.5 * (diagnosis == "diabetes"), N)
    meds = np.clip(np.round(rng.normal(9 + 0.06 * (age - 60) + 1.2 * prior, 3.5)), 0, 40).astype(int)
    discharge_to = rng.choice(DISCHARGE, N, p=DISCHARGE_P)
    hemoglobin = np.round(rng.normal(12.8, 1.7, N) - 0.4 * (diagnosis == "digestive"), 1)
    creatinine = np.round(rng.lognormal(np.log(1.0), 0.35, N) + 0.004 * np.maximum(age - 60, 0), 2)

    logit = (
        -2.4
        + 0.018 * (age - 64)
        + 0.07 * (los - 5)
        + 0.42 * prior
        + 0.045 * (meds - 9)
        + 0.35 * emergency
        + np.array([DIAG_RISK[d] for d in diagnosis])
        + np.array([DISCHARGE_RISK[d] for d in discharge_to])
        - 0.12 * (hemoglobin - 12.8)
        + 0.5 * (creatinine > 1.5)
        + rng.normal(0, 0.5, N)
    )
    readmitted = (rng.random(N) < 1 / (1 + np.exp(-logit))).astype(int)

    hemoglobin_out = np.where(rng.random(N) < 0.06, np.nan, hemoglobin)
    creatinine_out = np.where(rng.random(N) < 0.04, np.nan, creatinine)
    frame = pd.DataFrame(
        {
            "encounter_id": np.arange(500001, 500001 + N),
            "age": age,
            "sex": sex,
            "admission_type": np.where(emergency == 1, "emergency", "elective"),
            "primary_diagnosis": diagnosis,
            "length_of_stay": los,
            "prior_admissions_12m": prior,
            "num_medications": meds,
            "hemoglobin_g_dl": hemoglobin_out,
            "creatinine_mg_dl": creatinine_out,
            "discharge_to": discharge_to,
            "readmitted_30d": readmitted,
        }
    )
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "discharges.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
