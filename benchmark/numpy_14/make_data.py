"""Synthetic weekly avocado sales in the layout of the Kaggle "Avocado Prices" dataset (avocado.csv).

The real file (Hass Avocado Board retail scan data, compiled on Kaggle by Justin Kiggins) has one
row per week, avocado type and region, 4 January 2015 to 25 March 2018: an unnamed index column
that restarts at 0 for every (type, year, region) block with the dates descending inside a block,
Date, AveragePrice, Total Volume, the PLU columns 4046 / 4225 / 4770 (small, large and extra large
Hass), Total Bags split into Small / Large / XLarge Bags, type (conventional, organic), year and
region. The 54 regions mix cities, larger areas (California, West, Northeast, ...) and TotalUS.
As in the real file, three weeks are missing for organic avocados in WestTexNewMexico
(18249 rows instead of 54 * 2 * 169 = 18252), and that series is far more erratic than the others.

Prices follow a national factor (season peaking in the autumn, a sharp 2017 spike), a regional
level and a regional AR(1) deviation with weekly noise; volumes fall when prices rise and jump
around the Super Bowl. Writes data/avocado.csv beside this file; fixed seed, same bytes every run.
"""

import argparse
from datetime import date, timedelta
from pathlib import Path

import numpy as np


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"

REGIONS = [
    "Albany", "Atlanta", "BaltimoreWashington", "Boise", "Boston", "BuffaloRochester",
    "California", "Charlotte", "Chicago", "CincinnatiDayton", "Columbus", "DallasFtWorth",
    "Denver", "Detroit", "GrandRapids", "GreatLakes", "HarrisburgScranton",
    "HartfordSpringfield", "Houston", "Indianapolis", "Jacksonville", "LasVegas", "LosAngeles",
    "Louisville", "MiamiFtLauderdale", "Midsouth", "Nashville", "NewOrleansMobile", "NewYork",
    "Northeast", "NorthernNewEngland", "Orlando", "Philadelphia", "PhoenixTucson", "Pittsburgh",
    "Plains", "Portland", "RaleighGreensboro", "RichmondNorfolk", "Roanoke", "Sacramento",
    "SanDiego", "SanFrancisco", "Seattle", "SouthCarolina", "SouthCentral", "Southeast",
    "Spokane", "StLouis", "Syracuse", "Tampa", "TotalUS", "West", "WestTexNewMexico",
]  # fmt: skip
AGGREGATES = {"California", "GreatLakes", "Midsouth", "Northeast", "Plains", "SouthCentral",
              "Southeast", "TotalUS", "West"}  # fmt: skip
# weekly conventional volume (avocados) of a typical week, in thousands
SIZE = {"TotalUS": 33000, "West": 6200, "California": 5900, "SouthCentral": 5500,
        "Northeast": 4600, "Southeast": 4000, "GreatLakes": 3700, "Midsouth": 3000,
        "LosAngeles": 2900, "Plains": 1900, "NewYork": 1350, "DallasFtWorth": 1200,
        "Houston": 1300, "PhoenixTucson": 1200, "WestTexNewMexico": 900, "Denver": 840,
        "SanFrancisco": 880, "BaltimoreWashington": 770, "Chicago": 780, "Portland": 620,
        "SanDiego": 520, "Seattle": 540, "MiamiFtLauderdale": 540, "Boston": 560,
        "Sacramento": 500, "Atlanta": 500, "Philadelphia": 430}  # fmt: skip
LEVEL = {"HartfordSpringfield": 0.30, "SanFrancisco": 0.27, "NewYork": 0.22, "Philadelphia": 0.17,
         "Sacramento": 0.14, "Charlotte": 0.13, "Northeast": 0.14, "Houston": -0.24,
         "DallasFtWorth": -0.21, "PhoenixTucson": -0.20, "SouthCentral": -0.20,
         "Columbus": -0.12, "CincinnatiDayton": -0.12, "Denver": -0.06, "LosAngeles": -0.10,
         "WestTexNewMexico": -0.13, "Nashville": -0.08, "Roanoke": -0.07}  # fmt: skip
MISSING = {("organic", "WestTexNewMexico", date(2015, 12, 6)),
           ("organic", "WestTexNewMexico", date(2017, 6, 18)),
           ("organic", "WestTexNewMexico", date(2017, 6, 25))}  # fmt: skip


def num(value: float) -> str:
    return repr(round(float(value), 2))


def main() -> None:
    rng = np.random.default_rng(seeded(20180325))
    OUT.mkdir(exist_ok=True)
    start = date(2015, 1, 4)
    dates = [start + timedelta(weeks=k) for k in range(169)]
    n = len(dates)
    doy = np.array([d.timetuple().tm_yday for d in dates], dtype=float)
    t = np.arange(n)
    season = 0.09 * np.cos(2 * np.pi * (doy - 280) / 365.25)
    d2017 = np.array([(d - date(2017, 9, 10)).days / 7 for d in dates])
    d2016 = np.array([(d - date(2016, 9, 25)).days / 7 for d in dates])
    spike = 0.30 * np.exp(-(d2017 / 9.0) ** 2) + 0.11 * np.exp(-(d2016 / 6.0) ** 2)
    walk = np.cumsum(rng.normal(0, 0.012, n))
    national = {"conventional": np.log(1.08) + season + spike + walk + 0.0004 * t,
                "organic": np.log(1.52) + 0.8 * season + 0.75 * spike + 0.7 * walk
                + np.cumsum(rng.normal(0, 0.008, n))}
    superbowl = np.array([1.0 + 0.35 * (d.month == 2 and d.day <= 7) + 0.12 * (d.month == 5 and d.day <= 7)
                          for d in dates])  # fmt: skip

    series: dict[tuple[str, str], tuple[np.ndarray, np.ndarray]] = {}
    for typ in ["conventional", "organic"]:
        org = typ == "organic"
        for region in REGIONS:
            agg = region in AGGREGATES
            erratic = org and region == "WestTexNewMexico"
            level = LEVEL.get(region, 0.0) * (1.1 if org else 1.0) + rng.normal(0, 0.05 if org else 0.03)
            if region == "TotalUS":
                level = 0.0
            phi = 0.35 if erratic else 0.75
            sd = 0.10 if erratic else (0.025 if agg else (0.045 if org else 0.03))
            dev = np.zeros(n)
            for k in range(1, n):
                dev[k] = phi * dev[k - 1] + rng.normal(0, sd)
            noise = rng.normal(0, 0.07 if erratic else (0.01 if agg else (0.04 if org else 0.025)), n)
            logp = national[typ] + level + dev + noise
            price = np.clip(np.exp(logp), 0.44, 3.25)
            size = SIZE.get(region, rng.uniform(45, 210)) * 1000
            if org:
                size *= rng.uniform(0.02, 0.05)
            vol = size * np.exp(-1.4 * (logp - national[typ] - level)) * superbowl * rng.lognormal(0, 0.09, n)
            series[(typ, region)] = (price, vol)

    lines = [",Date,AveragePrice,Total Volume,4046,4225,4770,Total Bags,Small Bags,Large Bags,XLarge Bags,type,year,region"]
    for typ in ["conventional", "organic"]:
        org = typ == "organic"
        for year in [2015, 2016, 2017, 2018]:
            for region in REGIONS:
                price, vol = series[(typ, region)]
                shares = rng.dirichlet([6, 6, 0.2, 4] if not org else [3, 5, 0.04, 6])
                idx = 0
                for k in reversed(range(n)):
                    d = dates[k]
                    if d.year != year or (typ, region, d) in MISSING:
                        continue
                    s = shares * rng.lognormal(0, 0.12, 4)
                    s /= s.sum()
                    plu = [round(float(vol[k] * s[i]), 2) for i in range(3)]
                    bags = round(float(vol[k] * s[3]), 2)
                    if rng.uniform() < (0.75 if org else 0.6):
                        split = np.array([0.75, 0.25, 0.0]) * rng.uniform(0.9, 1.1, 3)
                    else:
                        split = np.array([0.77, 0.21, 0.02]) * rng.uniform(0.7, 1.3, 3)
                    split /= split.sum()
                    small = round(bags * float(split[0]), 2)
                    xl = round(bags * float(split[2]), 2)
                    large = round(bags - small - xl, 2)
                    total = round(sum(plu) + bags, 2)
                    row = [str(idx), d.isoformat(), num(price[k]), num(total), num(plu[0]), num(plu[1]),
                           num(plu[2]), num(bags), num(small), num(large), num(xl), typ, str(year), region]
                    lines.append(",".join(row))
                    idx += 1
    (OUT / "avocado.csv").write_text("\n".join(lines) + "\n", encoding="ascii")


if __name__ == "__main__":
    main()
