"""Synthetic HR snapshot of a 1,200-person company (one row per employee, end of 2024).

Departments differ in pay, overtime and satisfaction; attrition rises with overtime and low
satisfaction. Bonus targets are missing for staff not on a bonus plan and a few satisfaction
survey answers are missing. Run from anywhere; writes into ``data/`` beside this file.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1414
OUT = Path(__file__).resolve().parent / "data"
N = 1200

DEPARTMENTS = {
    # name: (share, base salary, overtime mean, satisfaction shift)
    "Engineering": (0.26, 78000, 6.0, 0.2),
    "Sales": (0.18, 56000, 8.5, -0.3),
    "Customer Support": (0.16, 41000, 5.0, -0.5),
    "Marketing": (0.10, 60000, 4.0, 0.1),
    "Finance": (0.09, 67000, 5.5, 0.0),
    "Operations": (0.14, 50000, 7.0, -0.2),
    "HR": (0.07, 54000, 3.0, 0.3),
}
TITLES = {1: "Associate", 2: "Specialist", 3: "Senior", 4: "Lead", 5: "Manager"}
FIRST = ["Anna", "Ben", "Carla", "David", "Elena", "Farid", "Grace", "Hugo", "Ines", "Jonas", "Karin",
         "Liam", "Maya", "Nils", "Olga", "Pedro", "Queenie", "Rafael", "Sara", "Tomas", "Uma", "Victor",
         "Wen", "Yusuf", "Zoe", "Amir", "Bea", "Chen", "Dina", "Emil"]
LAST = ["Schmidt", "Garcia", "Nguyen", "Kowalski", "Rossi", "Okafor", "Jensen", "Silva", "Novak",
        "Dubois", "Muller", "Haddad", "Tanaka", "Larsen", "Costa", "Berg", "Petrov", "Moreau", "Ali",
        "Fischer", "Lopez", "Hansen", "Ivanova", "Kaur"]


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)
    names = list(DEPARTMENTS)
    shares = np.array([DEPARTMENTS[d][0] for d in names])
    department = rng.choice(names, N, p=shares / shares.sum())
    base = np.array([DEPARTMENTS[d][1] for d in department])
    overtime_mean = np.array([DEPARTMENTS[d][2] for d in department])
    sat_shift = np.array([DEPARTMENTS[d][3] for d in department])

    level = rng.choice([1, 2, 3, 4, 5], N, p=[0.28, 0.32, 0.22, 0.11, 0.07])
    age = np.clip(np.round(24 + 3.5 * level + rng.normal(6, 7, N)), 20, 66).astype(int)
    tenure_days = np.clip(rng.gamma(2.0, 700, N) + 300 * (level - 1), 20, (age - 19) * 365)
    hire_date = pd.Timestamp("2024-12-31") - pd.to_timedelta(np.round(tenure_days), unit="D")
    gender = rng.choice(["Female", "Male", "Non-binary"], N, p=[0.47, 0.50, 0.03])
    salary = np.round(base * (1 + 0.22 * (level - 1)) * rng.lognormal(0, 0.09, N) * np.where(gender == "Female", 0.97, 1.0), -2)
    overtime = np.round(np.clip(rng.gamma(2.0, overtime_mean / 2.0), 0, 40), 1)
    remote = rng.uniform(size=N) < np.where(np.isin(department, ["Engineering", "Marketing", "Finance"]), 0.55, 0.2)
    satisfaction = np.clip(np.round(3.4 + sat_shift - 0.06 * overtime + 0.25 * remote + rng.normal(0, 0.8, N)), 1, 5)
    performance = rng.choice([1, 2, 3, 4, 5], N, p=[0.04, 0.14, 0.45, 0.27, 0.10])
    logit = -1.6 + 0.07 * (overtime - 6) - 0.6 * (satisfaction - 3) - 0.25 * (level - 2)
    left = (rng.uniform(size=N) < 1 / (1 + np.exp(-logit))).astype(int)
    bonus = np.where(level >= 3, np.round(rng.uniform(5, 20, N), 1), np.nan)
    bonus[np.isin(department, ["Sales"])] = np.round(rng.uniform(10, 30, N), 1)[np.isin(department, ["Sales"])]

    employees = pd.DataFrame(
        {
            "employee_id": [f"E{10000 + i}" for i in range(N)],
            "name": [f"{rng.choice(FIRST)} {rng.choice(LAST)}" for _ in range(N)],
            "department": department,
            "job_title": [TITLES[lv] for lv in level],
            "job_level": level,
            "gender": gender,
            "age": age,
            "hire_date": hire_date.strftime("%Y-%m-%d"),
            "remote": remote,
            "salary": salary,
            "bonus_target_pct": bonus,
            "overtime_hours_week": overtime,
            "performance_rating": performance,
            "satisfaction": satisfaction,
            "left_company": left,
        }
    )
    employees.loc[rng.uniform(size=N) < 0.04, "satisfaction"] = np.nan
    employees.to_csv(OUT / "employees.csv", index=False)


if __name__ == "__main__":
    main()
