"""Synthetic apartment rental listings: a priced training file and an unpriced test file.

The test listings were scraped a few weeks later from the large cities only, so two rare
categories of the training file (listings in Bonn, and lofts) do not occur in it.
Writes data/rentals_train.csv and data/rentals_test.csv from a fixed seed; re-running it
reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 7319
OUT = Path(__file__).resolve().parent / "data"

CITIES = ["Berlin", "Hamburg", "Munich", "Cologne", "Frankfurt", "Stuttgart", "Leipzig", "Bonn"]
CITY_P = [0.30, 0.17, 0.15, 0.11, 0.10, 0.08, 0.07, 0.02]
CITY_RENT = {"Berlin": 14.5, "Hamburg": 14.0, "Munich": 20.5, "Cologne": 13.0, "Frankfurt": 16.5,
             "Stuttgart": 15.0, "Leipzig": 8.5, "Bonn": 12.5}  # fmt: skip
TYPES = ["apartment", "studio", "maisonette", "penthouse", "loft"]
TYPE_P = [0.70, 0.14, 0.08, 0.05, 0.03]
TYPE_FACTOR = {"apartment": 1.0, "studio": 1.12, "maisonette": 1.05, "penthouse": 1.35, "loft": 1.25}
HEATING = ["central", "district", "gas_floor", "heat_pump"]
HEATING_P = [0.45, 0.30, 0.17, 0.08]


def listings(rng: np.random.Generator, n: int, first_id: int, city_p, type_p) -> pd.DataFrame:
    city = rng.choice(CITIES, n, p=city_p)
    ptype = rng.choice(TYPES, n, p=type_p)
    rooms = np.where(ptype == "studio", 1, rng.choice([1, 2, 3, 4, 5], n, p=[0.08, 0.36, 0.34, 0.16, 0.06]))
    area = np.round(rooms * rng.normal(27, 6, n) + rng.normal(12, 5, n) + 15 * (ptype == "penthouse"), 1)
    area = np.clip(area, 18, 260)
    era = rng.random(n)
    year_built = np.where(
        era < 0.3, rng.integers(1890, 1949, n),
        np.where(era < 0.7, rng.integers(1950, 1990, n), rng.integers(1990, 2024, n)),
    )
    floor = np.clip(rng.poisson(2.2, n), 0, 14)
    floor = np.where(ptype == "penthouse", floor + rng.integers(3, 8, n), floor)
    dist_center = np.round(np.clip(rng.gamma(2.0, 2.4, n), 0.2, 25), 1)
    balcony = (rng.random(n) < 0.58).astype(int)
    elevator = ((rng.random(n) < 0.35 + 0.04 * floor) & (year_built > 1950)).astype(int)
    heating = rng.choice(HEATING, n, p=HEATING_P)

    per_m2 = (
        np.array([CITY_RENT[c] for c in city])
        * np.array([TYPE_FACTOR[t] for t in ptype])
        * (1 - 0.022 * dist_center)
        * (1 + 0.004 * np.clip(year_built - 1990, 0, None))
        * (1 + 0.05 * balcony + 0.04 * elevator + 0.05 * (heating == "heat_pump"))
        * rng.lognormal(0, 0.11, n)
    )
    rent = np.round(per_m2 * area * (1 + 0.08 * (area < 35)), 0)

    frame = pd.DataFrame(
        {
            "listing_id": np.arange(first_id, first_id + n),
            "city": city,
            "property_type": ptype,
            "living_area_m2": area,
            "rooms": rooms,
            "floor": floor.astype(float),
            "year_built": year_built.astype(float),
            "distance_to_center_km": dist_center,
            "balcony": balcony,
            "elevator": elevator,
            "heating_type": heating,
            "monthly_rent": rent,
        }
    )
    # Fields the landlords left empty in the listing form
    frame.loc[rng.random(n) < 0.06, "year_built"] = np.nan
    frame.loc[rng.random(n) < 0.03, "floor"] = np.nan
    return frame


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)
    train = listings(rng, 2000, 100001, CITY_P, TYPE_P)
    train.to_csv(OUT / "rentals_train.csv", index=False, lineterminator="\n")

    test_city_p = np.array(CITY_P[:-1] + [0.0])
    test_type_p = np.array(TYPE_P[:-1] + [0.0])
    test = listings(rng, 500, 300001, test_city_p / test_city_p.sum(), test_type_p / test_type_p.sum())
    test.drop(columns=["monthly_rent"]).to_csv(OUT / "rentals_test.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
