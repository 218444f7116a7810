"""Synthetic community health survey with a diabetes diagnosis (BRFSS/NHANES-like layout).

Writes data/health_survey.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 4711
N_RESPONDENTS = 2400
OUT = Path(__file__).resolve().parent / "data"

REGIONS = ["Northeast", "Midwest", "South", "West"]
EDUCATION = ["less than high school", "high school", "some college", "bachelor", "graduate"]


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_RESPONDENTS
    age = np.clip(rng.normal(49, 16, n), 18, 90).round().astype(int)
    sex = rng.choice(["female", "male"], size=n, p=[0.52, 0.48])
    region = rng.choice(REGIONS, size=n, p=[0.18, 0.21, 0.38, 0.23])
    edu_level = rng.choice(5, size=n, p=[0.09, 0.27, 0.29, 0.22, 0.13])
    education = np.array(EDUCATION)[edu_level]
    income = np.exp(rng.normal(10.35 + 0.22 * edu_level + 0.004 * (age - 49), 0.62, n))
    income = np.clip(income, 4_000, 650_000).round(-2)
    activity = np.clip(rng.gamma(1.6, 95, n) * (1 + 0.08 * edu_level), 0, 1200).round()
    bmi = np.clip(rng.normal(28.6 - 0.4 * edu_level - activity / 400, 5.6, n), 15.5, 62).round(1)
    smoking = rng.choice(["never", "former", "current"], size=n, p=[0.56, 0.26, 0.18])
    systolic = (104 + 0.45 * age + 0.55 * (bmi - 27) + rng.normal(0, 13, n)).round()
    diastolic = (68 + 0.12 * age + 0.3 * (bmi - 27) + rng.normal(0, 8.5, n)).round()
    cholesterol = (178 + 0.6 * age + rng.normal(0, 34, n)).round()
    triglycerides = np.exp(rng.normal(4.75 + 0.025 * (bmi - 27), 0.45, n)).round()

    logit = (
        -2.0 + 0.045 * (age - 49) + 0.12 * (bmi - 28) + 0.6 * np.log(triglycerides / 120)
        - 0.0018 * activity + 0.35 * (smoking == "current") - 0.18 * edu_level
        + rng.normal(0, 0.5, n)
    )
    diabetes = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)
    glucose = np.where(diabetes == 1, rng.normal(152, 34, n), rng.normal(97, 13, n))
    glucose = np.clip(glucose, 62, 390).round()

    frame = pd.DataFrame(
        {
            "respondent_id": np.arange(100001, 100001 + n),
            "age": age,
            "sex": sex,
            "region": region,
            "education": education,
            "income": income,
            "bmi": bmi,
            "systolic_bp": systolic,
            "diastolic_bp": diastolic,
            "glucose_mg_dl": glucose,
            "cholesterol_mg_dl": cholesterol,
            "triglycerides_mg_dl": triglycerides,
            "smoking_status": smoking,
            "activity_min_week": activity,
            "diabetes": diabetes,
        }
    )
    # Survey reality: skipped questions, unknown answers, keying errors, double submissions.
    for column, rate in [("income", 0.09), ("cholesterol_mg_dl", 0.05),
                         ("triglycerides_mg_dl", 0.06), ("bmi", 0.02)]:  # fmt: skip
        frame.loc[rng.random(n) < rate, column] = np.nan
    frame.loc[rng.random(n) < 0.03, "smoking_status"] = "unknown"
    typo = rng.choice(n, size=6, replace=False)
    frame.loc[typo[:3], "bmi"] = frame.loc[typo[:3], "bmi"] * 10
    frame.loc[typo[3:], "systolic_bp"] = frame.loc[typo[3:], "systolic_bp"] + 1000
    frame = pd.concat([frame, frame.sample(n=18, random_state=3)], ignore_index=True)
    frame = frame.sample(frac=1.0, random_state=5).reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "health_survey.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
