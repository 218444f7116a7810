"""Synthetic daily reports in the shape of the Kaggle "Novel Corona Virus 2019 Dataset"
covid_19_data.csv (SNo, ObservationDate, Province/State, Country/Region, Last Update, Confirmed,
Deaths, Recovered), 22 January to 30 April 2020.

Like the original file, a country appears from its first reported case on, cumulative counts are
stored as floats, China is named "Mainland China", and China, the US, Canada, Australia, France
and the UK are reported per province/state (one row per province per day; France and the UK also
have a row without a province for the mainland). Writes data/covid_19_data.csv beside this file
from a fixed seed; re-running reproduces every byte.
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
DAYS = pd.date_range("2020-01-22", "2020-04-30", freq="D")

# (province or None, country, final size, growth rate, midpoint day)
SINGLE = [
    ("Italy", 205000, 0.17, 58), ("Spain", 213000, 0.19, 62), ("Germany", 163000, 0.2, 63),
    ("Iran", 94000, 0.12, 58), ("South Korea", 10800, 0.35, 36), ("Japan", 15000, 0.09, 78),
    ("Switzerland", 29600, 0.22, 60), ("Belgium", 49000, 0.16, 70), ("Netherlands", 39500, 0.16, 67),
    ("Turkey", 125000, 0.2, 78), ("Brazil", 160000, 0.1, 98), ("Portugal", 25000, 0.18, 68),
    ("Austria", 15500, 0.25, 60), ("Sweden", 21500, 0.1, 78), ("Norway", 7800, 0.2, 60),
    ("India", 52000, 0.11, 95), ("Russia", 115000, 0.13, 95), ("Israel", 16000, 0.18, 70),
    ("Ireland", 21000, 0.15, 75), ("Poland", 13000, 0.13, 76), ("Mexico", 24000, 0.12, 95),
    ("Singapore", 17500, 0.12, 95), ("Thailand", 2950, 0.2, 65), ("Malaysia", 6000, 0.15, 68),
    ("Greece", 2600, 0.18, 66), ("Egypt", 5600, 0.1, 84), ("Peru", 36000, 0.13, 90),
    ("Chile", 16000, 0.12, 82), ("Ecuador", 24000, 0.15, 84), ("Denmark", 9300, 0.14, 68),
]
US_STATES = ["New York", "New Jersey", "Massachusetts", "California", "Pennsylvania", "Illinois",
             "Michigan", "Florida", "Louisiana", "Connecticut", "Texas", "Georgia", "Maryland",
             "Indiana", "Ohio", "Virginia", "Colorado", "Washington", "Tennessee", "North Carolina",
             "Rhode Island", "Arizona", "Missouri", "Alabama", "Mississippi", "Wisconsin",
             "South Carolina", "Nevada", "Iowa", "Utah", "Kentucky", "District of Columbia",
             "Delaware", "Oklahoma", "Minnesota", "Kansas", "Arkansas", "New Mexico", "Oregon",
             "Nebraska", "Idaho", "New Hampshire", "Maine", "Vermont", "Hawaii"]
CHINA = ["Hubei", "Guangdong", "Henan", "Zhejiang", "Hunan", "Anhui", "Jiangxi", "Shandong",
         "Jiangsu", "Chongqing", "Sichuan", "Heilongjiang", "Beijing", "Shanghai", "Hebei", "Fujian",
         "Guangxi", "Shaanxi", "Yunnan", "Hainan", "Guizhou", "Tianjin", "Shanxi", "Liaoning",
         "Jilin", "Gansu", "Xinjiang", "Inner Mongolia", "Ningxia", "Qinghai", "Tibet"]
CANADA = ["Quebec", "Ontario", "Alberta", "British Columbia", "Nova Scotia", "Saskatchewan"]
AUSTRALIA = ["New South Wales", "Victoria", "Queensland", "Western Australia", "South Australia",
             "Tasmania"]


def curve(rng, k, r, mid, lead=35):
    t = np.arange(len(DAYS))
    c = k / (1 + np.exp(-r * (t - mid)))
    if lead:  # nothing reported before the outbreak reaches the country
        c = np.clip(c - k / (1 + np.exp(r * lead)), 0, None)
    c = c * rng.lognormal(0, 0.03, len(t))
    c = np.maximum.accumulate(np.floor(c))
    return c


def main() -> None:
    rng = np.random.default_rng(seeded(2020))
    OUT.mkdir(exist_ok=True)
    series = []  # (province, country, confirmed curve, death rate, recovery rate)
    for country, k, r, mid in SINGLE:
        series.append((None, country, curve(rng, k, r, mid), rng.uniform(0.01, 0.12), rng.uniform(0.2, 0.8)))
    hubei = curve(rng, 68100, 0.22, 17, lead=0)
    series.append(("Hubei", "Mainland China", hubei, 0.066, 0.95))
    for p in CHINA[1:]:
        series.append((p, "Mainland China", curve(rng, rng.uniform(20, 1400), rng.uniform(0.25, 0.4), rng.uniform(8, 16), lead=0),
                       0.008, 0.98))
    w = rng.dirichlet(np.linspace(3, 0.3, len(US_STATES)) ** 2 * 4)
    for i, s in enumerate(US_STATES):
        series.append((s, "US", curve(rng, 1_250_000 * w[i] * 0.85, rng.uniform(0.14, 0.22), rng.uniform(72, 84)),
                       rng.uniform(0.02, 0.07), 0.12))
    for p in CANADA:
        series.append((p, "Canada", curve(rng, rng.uniform(600, 27000), 0.16, rng.uniform(75, 85)), 0.05, 0.4))
    for p in AUSTRALIA:
        series.append((p, "Australia", curve(rng, rng.uniform(200, 3050), 0.25, rng.uniform(62, 68)), 0.014, 0.8))
    series.append((None, "France", curve(rng, 166000, 0.17, 68), 0.14, 0.3))
    for p in ["Reunion", "Martinique", "French Guiana", "Mayotte"]:
        series.append((p, "France", curve(rng, rng.uniform(100, 1200), 0.2, rng.uniform(68, 80)), 0.01, 0.5))
    series.append((None, "UK", curve(rng, 170000, 0.15, 75), 0.15, 0.005))
    for p in ["Channel Islands", "Gibraltar", "Bermuda"]:
        series.append((p, "UK", curve(rng, rng.uniform(100, 550), 0.2, rng.uniform(68, 78)), 0.03, 0.5))

    rows = []
    for d, day in enumerate(DAYS):
        for prov, country, c, dr, rr in series:
            if c[d] < 1:
                continue
            deaths = np.floor(c[max(d - 7, 0)] * dr)
            rec = np.floor(c[max(d - 18, 0)] * rr)
            if day < pd.Timestamp("2020-03-01"):
                upd = f"{day.month}/{day.day}/2020 {rng.integers(1, 24)}:{rng.integers(0, 60):02d}"
            else:
                upd = (day + pd.Timedelta(days=1, hours=int(rng.integers(0, 5)), minutes=int(rng.integers(0, 60)),
                                          seconds=int(rng.integers(0, 60)))).strftime("%Y-%m-%d %H:%M:%S")
            rows.append((day.strftime("%m/%d/%Y"), prov, country, upd, float(c[d]), float(deaths), float(rec)))
    df = pd.DataFrame(rows, columns=["ObservationDate", "Province/State", "Country/Region", "Last Update",
                                     "Confirmed", "Deaths", "Recovered"])
    df.insert(0, "SNo", np.arange(1, len(df) + 1))
    df.to_csv(OUT / "covid_19_data.csv", index=False)


if __name__ == "__main__":
    main()
