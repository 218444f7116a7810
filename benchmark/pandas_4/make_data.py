"""Synthetic cardiology referral records (CC0). Regenerates data/ byte-for-byte from a fixed seed."""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(4242)

N = 1400
sex = rng.choice(["M", "F"], size=N, p=[0.56, 0.44])
age = np.clip(np.round(rng.normal(57, 10.5, N)), 21, 92)
pain = rng.choice(["typical angina", "atypical angina", "non-anginal", "asymptomatic"],
                  size=N, p=[0.12, 0.2, 0.25, 0.43])
resting_bp = np.round(np.clip(rng.normal(122 + 0.35 * (age - 55), 16, N), 88, 210))
cholesterol = np.round(np.clip(rng.normal(238 + 0.6 * (age - 55), 48, N), 110, 520))
fasting_bs = (rng.random(N) < 0.16 + 0.004 * (age - 55)).astype(int)
max_hr = np.round(np.clip(208 - 0.7 * age + rng.normal(0, 17, N), 70, 202))
bmi = np.round(np.clip(rng.normal(27.8, 4.6, N), 16.5, 48.0), 1)
smoker = rng.choice(["never", "former", "current"], size=N, p=[0.48, 0.32, 0.20])

pain_w = pd.Series(pain).map({"typical angina": -0.4, "atypical angina": -0.9,
                              "non-anginal": -0.6, "asymptomatic": 1.1}).to_numpy()
logit = (-7.2 + 0.065 * age + 0.85 * (sex == "M") + pain_w + 0.012 * (resting_bp - 120)
         + 0.004 * (cholesterol - 230) + 0.55 * fasting_bs - 0.022 * (max_hr - 150) + 1.85
         + 0.45 * (smoker == "current") + rng.normal(0, 0.35, N))
angina = (rng.random(N) < 1 / (1 + np.exp(-(logit - 1.0)))).astype(int)
oldpeak = np.round(np.clip(rng.gamma(1.2, 0.8, N) * (0.6 + angina), 0, 6.2), 1)
disease = (rng.random(N) < 1 / (1 + np.exp(-(logit + 0.9 * angina + 0.3 * oldpeak + 0.3)))).astype(int)

df = pd.DataFrame({
    "patient_id": [f"P{200000 + i}" for i in rng.permutation(N)],
    "referral_date": (pd.Timestamp("2021-03-01") + pd.to_timedelta(rng.integers(0, 900, N), unit="D")).strftime("%Y-%m-%d"),
    "age": age,
    "sex": sex,
    "chest_pain_type": pain,
    "resting_bp": resting_bp.astype(int),
    "cholesterol": cholesterol,
    "fasting_bs": fasting_bs,
    "max_heart_rate": max_hr,
    "exercise_angina": angina,
    "oldpeak": oldpeak,
    "bmi": bmi,
    "smoking_status": smoker,
    "heart_disease": disease,
})
# intake forms are not always complete
df.loc[rng.choice(N, 38, replace=False), "age"] = np.nan
df.loc[rng.choice(N, 117, replace=False), "cholesterol"] = np.nan
df.loc[rng.choice(N, 21, replace=False), "bmi"] = np.nan
df.loc[rng.choice(N, 9, replace=False), "max_heart_rate"] = np.nan
df = df.sort_values("referral_date", kind="stable").reset_index(drop=True)

OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "cardiology_referrals.csv", index=False, lineterminator="\n")
