"""Synthetic WHO life expectancy table in the shape of Kaggle's "Life Expectancy (WHO)" dataset.

One row per country and year (2000-2015) with the dataset's own 22 columns, written under the
file name "Life Expectancy Data.csv". The headers are the original ones, including their stray
blanks ("Life expectancy ", " BMI ", " HIV/AIDS", "Diphtheria ", ...), and the columns have
missing values where the original has them. Writes data/ beside this file from a fixed seed.
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

COUNTRIES = [
    "Afghanistan", "Albania", "Algeria", "Angola", "Argentina", "Armenia", "Australia", "Austria",
    "Azerbaijan", "Bahamas", "Bangladesh", "Belarus", "Belgium", "Benin", "Bhutan", "Bolivia",
    "Botswana", "Brazil", "Bulgaria", "Burkina Faso", "Burundi", "Cambodia", "Cameroon", "Canada",
    "Chad", "Chile", "China", "Colombia", "Congo", "Costa Rica", "Croatia", "Cuba", "Cyprus",
    "Denmark", "Dominican Republic", "Ecuador", "Egypt", "El Salvador", "Eritrea", "Estonia",
    "Ethiopia", "Fiji", "Finland", "France", "Gabon", "Georgia", "Germany", "Ghana", "Greece",
    "Guatemala", "Guinea", "Haiti", "Honduras", "Hungary", "Iceland", "India", "Indonesia", "Iraq",
    "Ireland", "Israel", "Italy", "Jamaica", "Japan", "Jordan", "Kazakhstan", "Kenya", "Kyrgyzstan",
    "Latvia", "Lebanon", "Lesotho", "Liberia", "Lithuania", "Madagascar", "Malawi", "Malaysia",
    "Mali", "Mauritania", "Mexico", "Mongolia", "Morocco", "Mozambique", "Myanmar", "Namibia",
    "Nepal", "Netherlands", "New Zealand", "Nicaragua", "Niger", "Nigeria", "Norway", "Pakistan",
    "Panama", "Paraguay", "Peru", "Philippines", "Poland", "Portugal", "Romania", "Rwanda",
    "Saudi Arabia", "Senegal", "Serbia", "Sierra Leone", "Singapore", "Slovakia", "Slovenia",
    "Somalia", "South Africa", "Spain", "Sri Lanka", "Sudan", "Sweden", "Switzerland", "Tajikistan",
    "Thailand", "Togo", "Tunisia", "Turkey", "Uganda", "Ukraine", "Uruguay", "Uzbekistan",
    "Zambia", "Zimbabwe",
]  # fmt: skip
DEVELOPED = {"Australia", "Austria", "Belgium", "Bulgaria", "Canada", "Croatia", "Cyprus", "Denmark",
             "Estonia", "Finland", "France", "Germany", "Greece", "Hungary", "Iceland", "Ireland",
             "Israel", "Italy", "Japan", "Latvia", "Lithuania", "Netherlands", "New Zealand", "Norway",
             "Poland", "Portugal", "Romania", "Slovakia", "Slovenia", "Spain", "Sweden",
             "Switzerland"}  # fmt: skip
HIV_HIGH = {"Botswana", "Lesotho", "Namibia", "South Africa", "Zimbabwe", "Zambia", "Malawi",
            "Mozambique", "Kenya", "Uganda", "Cameroon", "Gabon"}  # fmt: skip
HEADER = ["Country", "Year", "Status", "Life expectancy ", "Adult Mortality", "infant deaths",
          "Alcohol", "percentage expenditure", "Hepatitis B", "Measles ", " BMI ", "under-five deaths ",
          "Polio", "Total expenditure", "Diphtheria ", " HIV/AIDS", "GDP", "Population",
          " thinness  1-19 years", " thinness 5-9 years", "Income composition of resources",
          "Schooling"]  # fmt: skip
MISSING = {"Life expectancy ": 8, "Adult Mortality": 8, "Alcohol": 130, "Hepatitis B": 380, " BMI ": 24,
           "Polio": 13, "Total expenditure": 150, "Diphtheria ": 13, "GDP": 300, "Population": 440,
           " thinness  1-19 years": 24, " thinness 5-9 years": 24,
           "Income composition of resources": 115, "Schooling": 110}  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(seeded(1516))
    rows = []
    for c in COUNTRIES:
        dev = c in DEVELOPED
        d = rng.uniform(0.7, 1.0) if dev else rng.beta(2.2, 2.0)
        hiv = rng.uniform(5, 25) if c in HIV_HIGH else rng.exponential(0.4)
        pop = rng.lognormal(16, 1.5)
        gdp0 = np.exp(5.5 + 5.0 * d + rng.normal(0, 0.5))
        big = pop > 5e7
        for y in range(2000, 2016):
            t = (y - 2000) / 15
            dd = min(d + 0.06 * t + rng.normal(0, 0.01), 1.0)
            h = max(hiv * (1 - 0.6 * t) + rng.normal(0, 0.1), 0.1)
            le = 48 + 33 * dd - 0.9 * h + rng.normal(0, 2.2)
            am = max(420 - 330 * dd + 9 * h + rng.normal(0, 30), 1)
            inf = int(max(rng.poisson(max(60 * (1 - dd) ** 2 * (pop / 2e7), 0.01)), 0)) if big or rng.random() < 0.6 else 0
            u5 = int(inf * rng.uniform(1.1, 1.5))
            alc = max(0.01, 1 + 9 * dd + rng.normal(0, 2))
            gdp = gdp0 * (1 + 0.03) ** (y - 2000) * rng.uniform(0.9, 1.1)
            pe = gdp * rng.uniform(0, 0.12) if rng.random() < 0.8 else 0.0
            hb = min(99, max(2, int(60 + 38 * dd + rng.normal(0, 12))))
            meas = int(rng.lognormal(3 + 4 * (1 - dd), 2)) if rng.random() < 0.7 else 0
            bmi = round(max(1.5, 10 + 50 * dd + rng.normal(0, 8)), 1)
            polio = min(99, max(3, int(65 + 33 * dd + rng.normal(0, 10))))
            te = round(max(0.4, 3 + 6 * dd + rng.normal(0, 1.5)), 2)
            dip = min(99, max(2, int(64 + 34 * dd + rng.normal(0, 10))))
            th1 = round(max(0.1, 14 * (1 - dd) + rng.normal(0, 1.5)), 1)
            th5 = round(max(0.1, th1 + rng.normal(0, 0.3)), 1)
            icr = round(min(0.95, max(0.25, 0.25 + 0.7 * dd + rng.normal(0, 0.03))), 3) if rng.random() > 0.04 else 0.0
            sch = round(max(0.0, 3 + 15 * dd + rng.normal(0, 1.2)), 1) if rng.random() > 0.02 else 0.0
            p = round(pop * (1.012 ** (y - 2000)) * rng.uniform(0.95, 1.05)) if rng.random() < 0.85 else round(pop / 100)
            rows.append([c, y, "Developed" if dev else "Developing", round(le, 1), round(am), inf,
                         round(alc, 2), round(pe, 6), hb, meas, bmi, u5, polio, te, dip, round(h, 1),
                         round(gdp, 6), float(p), th1, th5, icr, sch])  # fmt: skip
    df = pd.DataFrame(rows, columns=HEADER)
    df = df.sort_values(["Country", "Year"], ascending=[True, False]).reset_index(drop=True)
    for col, k in MISSING.items():
        df.loc[rng.choice(len(df), k, replace=False), col] = np.nan
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "Life Expectancy Data.csv", index=False)


if __name__ == "__main__":
    main()
