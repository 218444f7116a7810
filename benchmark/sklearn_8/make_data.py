"""Synthetic HR records with the attrition outcome (IBM 'HR Analytics Employee Attrition'-like layout).

One row per employee. Satisfaction scores come from an internal survey that not everybody
answered, so a few of them are missing. Writes data/employee_attrition.csv beside this file from
a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 4821
N_EMPLOYEES = 1800
OUT = Path(__file__).resolve().parent / "data"

ROLES = {
    "Sales": (["Sales Executive", "Sales Representative", "Manager"], [0.62, 0.28, 0.10]),
    "Research & Development": (
        ["Research Scientist", "Laboratory Technician", "Manufacturing Director",
         "Healthcare Representative", "Research Director", "Manager"],
        [0.30, 0.27, 0.15, 0.14, 0.08, 0.06],
    ),
    "Human Resources": (["Human Resources", "Manager"], [0.8, 0.2]),
}  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_EMPLOYEES

    department = rng.choice(list(ROLES), n, p=[0.30, 0.65, 0.05])
    job_role = np.array([rng.choice(ROLES[d][0], p=ROLES[d][1]) for d in department])
    senior = np.isin(job_role, ["Manager", "Research Director", "Manufacturing Director"])
    age = np.clip(np.round(rng.normal(37, 9, n) + 6 * senior), 18, 60).astype(int)
    total_years = np.clip(np.round((age - 21) * rng.uniform(0.5, 1.0, n)), 0, 40).astype(int)
    years_at_company = np.minimum(total_years, np.round(rng.gamma(1.6, 4.0, n))).astype(int)
    job_level = np.clip(1 + np.round(total_years / 8 + rng.normal(0, 0.6, n) + 1.5 * senior), 1, 5).astype(int)
    monthly_income = np.round(1200 + 3300 * job_level * rng.lognormal(0, 0.15, n), -1).astype(int)
    years_since_promotion = np.minimum(years_at_company, rng.poisson(2.0, n))
    num_companies = np.clip(rng.poisson(np.clip(total_years / 6, 0.3, 5)), 0, 9)
    overtime = rng.choice(["Yes", "No"], n, p=[0.28, 0.72])
    travel = rng.choice(["Non-Travel", "Travel_Rarely", "Travel_Frequently"], n, p=[0.10, 0.71, 0.19])
    distance = np.clip(np.round(rng.gamma(1.3, 7.0, n)), 1, 29).astype(int)
    marital = rng.choice(["Single", "Married", "Divorced"], n, p=[0.32, 0.46, 0.22])
    education = rng.choice([1, 2, 3, 4, 5], n, p=[0.12, 0.19, 0.39, 0.27, 0.03])
    job_sat = rng.choice([1, 2, 3, 4], n, p=[0.2, 0.19, 0.3, 0.31])
    env_sat = rng.choice([1, 2, 3, 4], n, p=[0.19, 0.2, 0.31, 0.30])
    wlb = rng.choice([1, 2, 3, 4], n, p=[0.05, 0.23, 0.61, 0.11])
    trainings = rng.choice([0, 1, 2, 3, 4, 5, 6], n, p=[0.04, 0.05, 0.37, 0.33, 0.09, 0.08, 0.04])

    logit = (
        -2.3
        + 1.5 * (overtime == "Yes")
        - 0.45 * (job_level - 2)
        - 0.4 * (job_sat - 2.5)
        - 0.35 * (env_sat - 2.5)
        - 0.3 * (wlb - 2.7)
        - 0.035 * (age - 37)
        + 0.7 * (marital == "Single")
        + 0.75 * (travel == "Travel_Frequently")
        - 0.5 * (travel == "Non-Travel")
        + 0.03 * (distance - 9)
        + 0.12 * num_companies
        - 0.06 * years_at_company
        + 0.5 * (job_role == "Sales Representative")
        + 0.35 * (job_role == "Laboratory Technician")
        + rng.normal(0, 0.4, n)
    )
    attrition = np.where(rng.random(n) < 1 / (1 + np.exp(-logit)), "Yes", "No")

    frame = pd.DataFrame(
        {
            "employee_id": np.arange(1001, 1001 + n),
            "age": age,
            "attrition": attrition,
            "business_travel": travel,
            "department": department,
            "job_role": job_role,
            "job_level": job_level,
            "education": education,
            "marital_status": marital,
            "monthly_income": monthly_income,
            "distance_from_home": distance,
            "overtime": overtime,
            "num_companies_worked": num_companies,
            "total_working_years": total_years,
            "years_at_company": years_at_company,
            "years_since_last_promotion": years_since_promotion,
            "training_times_last_year": trainings,
            "job_satisfaction": job_sat.astype(float),
            "environment_satisfaction": env_sat.astype(float),
            "work_life_balance": wlb.astype(float),
        }
    )
    for col in ["job_satisfaction", "environment_satisfaction", "work_life_balance"]:
        frame.loc[rng.random(n) < 0.04, col] = np.nan
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "employee_attrition.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
