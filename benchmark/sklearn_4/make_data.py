"""Synthetic student records with the final exam score of one course.

One row per student: background, study habits, the midterm result and the final exam score
(a percentage with one decimal, the weighted mean of the written and oral parts). Some students
did not report their sleep hours. Writes data/student_performance.csv beside this file from a
fixed seed; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 4242
N_STUDENTS = 1400
OUT = Path(__file__).resolve().parent / "data"

EDUCATION = ["none", "high school", "bachelor", "master", "doctorate"]
EDUCATION_P = [0.06, 0.38, 0.34, 0.17, 0.05]


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_STUDENTS
    gender = rng.choice(["female", "male"], n, p=[0.52, 0.48])
    age = rng.choice([18, 19, 20, 21, 22, 23, 24], n, p=[0.12, 0.25, 0.24, 0.18, 0.11, 0.06, 0.04])
    parental_education = rng.choice(EDUCATION, n, p=EDUCATION_P)
    edu_level = np.array([EDUCATION.index(e) for e in parental_education])
    previous_gpa = np.round(np.clip(rng.normal(2.9 + 0.08 * edu_level, 0.5, n), 1.0, 4.0), 2)
    study_hours = np.round(np.clip(rng.gamma(4.0, 3.2, n) + 2.0 * (previous_gpa - 2.9), 0.5, 45), 1)
    attendance = np.round(np.clip(rng.beta(8, 1.6, n) * 100 + 3 * (previous_gpa - 2.9), 35, 100), 1)
    sleep_hours = np.round(np.clip(rng.normal(6.9, 1.0, n), 3.5, 10.5), 1)
    part_time_job = rng.choice(["yes", "no"], n, p=[0.33, 0.67])
    extracurricular = rng.choice(["yes", "no"], n, p=[0.41, 0.59])
    internet_access = rng.choice(["yes", "no"], n, p=[0.9, 0.1])
    tutoring_sessions = rng.poisson(1.4, n)

    ability = (
        10.0 * (previous_gpa - 2.9)
        + 0.75 * (study_hours - 12)
        + 0.28 * (attendance - 85)
        + 1.6 * (tutoring_sessions - 1.4)
        - 1.8 * np.abs(sleep_hours - 7.3)
        - 3.0 * (part_time_job == "yes")
        + 1.5 * (internet_access == "yes")
    )
    midterm = np.round(np.clip(62 + 0.8 * ability + rng.normal(0, 8, n), 10, 100))
    written = np.clip(61 + ability + 0.25 * (midterm - 62) + rng.normal(0, 8.5, n), 0, 100)
    oral = np.clip(written + rng.normal(2, 9, n), 0, 100)
    exam_score = np.round(0.7 * written + 0.3 * oral, 1)

    frame = pd.DataFrame(
        {
            "student_id": [f"S{24000 + i:05d}" for i in range(n)],
            "gender": gender,
            "age": age,
            "parental_education": parental_education,
            "previous_gpa": previous_gpa,
            "study_hours_per_week": study_hours,
            "attendance_pct": attendance,
            "sleep_hours": sleep_hours,
            "part_time_job": part_time_job,
            "extracurricular": extracurricular,
            "internet_access": internet_access,
            "tutoring_sessions": tutoring_sessions,
            "midterm_score": midterm.astype(int),
            "exam_score": exam_score,
        }
    )
    frame.loc[rng.uniform(size=n) < 0.04, "sleep_hours"] = np.nan
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "student_performance.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
