"""Synthetic diabetes screening records from a primary-care programme.

Writes data/screening.csv (one row per screened adult, with the diagnosis confirmed at
follow-up) from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 7311
N = 1800
OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    rng = np.random.default_rng(SEED)
    age = rng.integers(25, 80, N)
    sex = rng.choice(["F", "M"], size=N, p=[0.53, 0.47])
    smoker = rng.choice(["never", "former", "current"], size=N, p=[0.55, 0.27, 0.18])
    family_history = (rng.random(N) < 0.28).astype(int)
    activity = np.round(np.clip(rng.gamma(2.0, 75.0, N) - 0.8 * (age - 50), 0, 900)).astype(int)
    bmi = np.round(np.clip(rng.normal(27.5, 4.8, N) - 0.004 * (activity - 150), 16.5, 52), 1)
    systolic = np.round(np.clip(rng.normal(118, 13, N) + 0.45 * (age - 50) + 0.8 * (bmi - 27), 88, 205)).astype(int)
    hdl = np.round(np.clip(rng.normal(54, 13, N) + 7 * (sex == "F") - 0.7 * (bmi - 27) + 0.02 * activity, 22, 110)).astype(int)
    trig = np.round(np.clip(np.exp(rng.normal(4.85, 0.4, N) + 0.02 * (bmi - 27)), 40, 700)).astype(int)

    risk = (
        -1.45
        + 0.045 * (age - 50)
        + 0.13 * (bmi - 27)
        + 0.5 * family_history
        - 0.03 * (hdl - 54)
        + 0.004 * (trig - 130)
        - 0.003 * (activity - 150)
        + 0.012 * (systolic - 125)
        + rng.normal(0, 0.5, N)
    )
    diabetes = (rng.random(N) < 1 / (1 + np.exp(-risk))).astype(int)
    glucose = np.round(
        np.clip(rng.normal(92, 9, N) + 0.6 * (bmi - 27) + diabetes * rng.normal(22, 16, N), 62, 320)
    ).astype(int)

    frame = pd.DataFrame(
        {
            "patient_id": [f"S{10000 + i}" for i in range(N)],
            "age": age,
            "sex": sex,
            "bmi": bmi,
            "fasting_glucose": glucose.astype(float),
            "systolic_bp": systolic,
            "hdl_cholesterol": hdl.astype(float),
            "triglycerides": trig,
            "activity_min_week": activity,
            "smoking_status": smoker,
            "family_history": family_history,
            "diabetes": diabetes,
        }
    )
    # Lab values not drawn at the screening visit
    frame.loc[rng.random(N) < 0.025, "fasting_glucose"] = np.nan
    frame.loc[rng.random(N) < 0.04, "hdl_cholesterol"] = np.nan
    frame.loc[rng.random(N) < 0.015, "bmi"] = np.nan
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "screening.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
