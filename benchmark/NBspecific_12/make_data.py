"""Synthetic cardiology screening records with a heart-disease label.

Writes data/heart_screening.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(4471)
n = 1600

sex = rng.choice(["male", "female"], size=n, p=[0.52, 0.48])
male = sex == "male"
age = np.clip(rng.normal(54, 11, n), 29, 85).round().astype(int)
smoker = np.where(rng.random(n) < np.where(male, 0.27, 0.19), "yes", "no")
family_history = np.where(rng.random(n) < 0.22, "yes", "no")
bmi = np.round(np.clip(rng.normal(27.5, 4.6, n), 16.5, 48.0), 1)
systolic_bp = np.round(np.clip(105 + 0.55 * age + 0.6 * (bmi - 27) + rng.normal(0, 14, n), 90, 210)).astype(int)
cholesterol = np.round(np.clip(rng.normal(205 + 0.5 * (age - 54), 38, n), 120, 380)).astype(int)
glucose = np.round(np.clip(rng.lognormal(np.log(98), 0.18, n) + 0.8 * (bmi - 27), 65, 300)).astype(int)
activity = np.round(np.clip(rng.gamma(2.0, 1.6, n) - 0.04 * (bmi - 27), 0, 15), 1)
max_heart_rate = np.round(np.clip(208 - 0.7 * age + rng.normal(0, 12, n), 90, 200)).astype(int)

logit = (
    -1.9
    + 0.055 * (age - 54)
    + 0.7 * male
    + 0.8 * (smoker == "yes")
    + 0.6 * (family_history == "yes")
    + 0.018 * (systolic_bp - 135)
    + 0.008 * (cholesterol - 205)
    + 0.01 * (glucose - 100)
    - 0.12 * (activity - 3)
    + 0.04 * (bmi - 27.5)
    + rng.normal(0, 0.5, n)
)
logit = 1.7 * logit + 0.9
disease = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)

df = pd.DataFrame(
    {
        "patient_id": np.arange(10001, 10001 + n),
        "age": age,
        "sex": sex,
        "smoker": smoker,
        "family_history": family_history,
        "bmi": bmi,
        "systolic_bp": systolic_bp,
        "cholesterol": cholesterol.astype(float),
        "glucose": glucose,
        "max_heart_rate": max_heart_rate,
        "activity_hours_week": activity,
        "heart_disease": disease,
    }
)
# some lab values and BMIs were not recorded at the screening visit
df.loc[rng.random(n) < 0.04, "cholesterol"] = np.nan
df.loc[rng.random(n) < 0.025, "bmi"] = np.nan
OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "heart_screening.csv", index=False)
