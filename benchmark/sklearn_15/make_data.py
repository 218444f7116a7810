"""Synthetic hospital admissions with the length of stay in days.

Vital signs and lab values taken at admission, the admitting department and some history.
Some lab values, BMI and the insurance field are missing, as in a real admissions extract.
Writes data/admissions.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 90210
N_PATIENTS = 1200
OUT = Path(__file__).resolve().parent / "data"

DEPARTMENTS = ["Internal Medicine", "Cardiology", "General Surgery", "Orthopedics", "Neurology"]
DEPT_P = [0.32, 0.22, 0.20, 0.16, 0.10]
DEPT_DAYS = {"Internal Medicine": 1.0, "Cardiology": 1.3, "General Surgery": 1.8, "Orthopedics": 2.2,
             "Neurology": 1.6}  # fmt: skip
ADMISSION = ["Emergency", "Urgent", "Elective"]
ADMISSION_P = [0.52, 0.23, 0.25]
INSURANCE = ["Public", "Private", "Self-pay"]
INSURANCE_P = [0.64, 0.30, 0.06]


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_PATIENTS
    age = np.clip(np.round(rng.normal(61, 17, n)), 18, 97).astype(int)
    sex = rng.choice(["F", "M"], n, p=[0.51, 0.49])
    department = rng.choice(DEPARTMENTS, n, p=DEPT_P)
    admission = rng.choice(ADMISSION, n, p=ADMISSION_P)
    insurance = rng.choice(INSURANCE, n, p=INSURANCE_P).astype(object)
    bmi = np.round(np.clip(rng.normal(27.5, 5.2, n), 15, 52), 1)
    systolic_bp = np.round(np.clip(rng.normal(132 + 0.25 * (age - 60), 19, n), 75, 220)).astype(int)
    heart_rate = np.round(np.clip(rng.normal(82 + 8 * (admission == "Emergency"), 14, n), 40, 160)).astype(int)
    glucose = np.round(np.clip(rng.lognormal(np.log(112), 0.28, n), 55, 480))
    creatinine = np.round(np.clip(rng.lognormal(np.log(0.95 + 0.006 * (age - 60)), 0.35, n), 0.3, 8.0), 2)
    prior_admissions = rng.poisson(0.4 + 0.025 * np.maximum(age - 50, 0), n)
    num_medications = np.clip(rng.poisson(4 + 0.08 * (age - 40).clip(0) + 1.2 * prior_admissions), 0, 30)
    num_procedures = np.clip(rng.poisson(np.where(np.isin(department, ["General Surgery", "Orthopedics"]), 2.2, 0.8)), 0, 9)

    log_days = (
        0.55
        + np.log(np.array([DEPT_DAYS[d] for d in department]))
        + 0.012 * (age - 60)
        + 0.22 * (admission == "Emergency")
        - 0.18 * (admission == "Elective")
        + 0.16 * num_procedures
        + 0.05 * prior_admissions
        + 0.03 * num_medications
        + 0.35 * np.log(creatinine)
        + 0.0015 * (glucose - 110)
        + 0.004 * np.abs(heart_rate - 80)
        + rng.normal(0, 0.33, n)
    )
    length_of_stay = np.clip(np.round(np.exp(log_days)), 1, 45).astype(int)

    frame = pd.DataFrame(
        {
            "patient_id": np.arange(50001, 50001 + n),
            "age": age,
            "sex": sex,
            "bmi": bmi,
            "admission_type": admission,
            "department": department,
            "systolic_bp": systolic_bp,
            "heart_rate": heart_rate,
            "glucose": glucose,
            "creatinine": creatinine,
            "insurance": insurance,
            "num_prior_admissions": prior_admissions,
            "num_medications": num_medications,
            "num_procedures": num_procedures,
            "length_of_stay": length_of_stay,
        }
    )
    # Not measured or not recorded at admission
    frame.loc[rng.random(n) < 0.09, "bmi"] = np.nan
    frame.loc[rng.random(n) < 0.05, "glucose"] = np.nan
    frame.loc[rng.random(n) < 0.07, "creatinine"] = np.nan
    frame.loc[rng.random(n) < 0.04, "insurance"] = None
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "admissions.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
