"""Synthetic used-car listings with asking prices (a 'used car price prediction'-style table).

Writes data/used_cars.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 2417
N_LISTINGS = 2400
REFERENCE_YEAR = 2024
OUT = Path(__file__).resolve().parent / "data"

MAKES = {
    # make: (base price in EUR, share of listings)
    "Volkswagen": (24000, 0.17),
    "Toyota": (23500, 0.14),
    "Ford": (20500, 0.12),
    "Renault": (18500, 0.10),
    "Peugeot": (19000, 0.09),
    "Skoda": (21000, 0.09),
    "BMW": (36000, 0.08),
    "Mercedes-Benz": (38500, 0.07),
    "Audi": (35000, 0.07),
    "Kia": (20000, 0.07),
}


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_LISTINGS
    names = list(MAKES)
    shares = np.array([MAKES[m][1] for m in names])
    make = rng.choice(names, size=n, p=shares / shares.sum())
    base = np.array([MAKES[m][0] for m in make], dtype=float)

    year = REFERENCE_YEAR - np.clip(np.round(rng.gamma(2.2, 2.6, n)), 0, 22).astype(int)
    age = REFERENCE_YEAR - year
    fuel = rng.choice(["petrol", "diesel", "hybrid"], size=n, p=[0.52, 0.34, 0.14])
    fuel = np.where((year < 2012) & (fuel == "hybrid"), "petrol", fuel)
    transmission = np.where(rng.random(n) < np.where(base > 30000, 0.85, 0.45), "automatic", "manual")

    engine = np.round(np.clip(rng.normal(1.6 + (base - 20000) / 20000, 0.35, n), 1.0, 4.0), 1)
    horsepower = np.round(engine * rng.normal(72, 9, n) + np.where(fuel == "hybrid", 25, 0)).astype(int)
    km_per_year = np.clip(rng.normal(np.where(fuel == "diesel", 19000, 12500), 4500, n), 2500, 45000)
    mileage = np.round(km_per_year * np.maximum(age, 0.4) * rng.uniform(0.85, 1.15, n), -2).astype(int)
    owners = np.clip(1 + rng.poisson(age / 5.5), 1, 6)
    doors = rng.choice([3, 5], size=n, p=[0.18, 0.82])
    consumption = np.round(
        np.clip(
            3.2 + 1.9 * engine - np.where(fuel == "diesel", 1.0, 0.0) - np.where(fuel == "hybrid", 2.2, 0.0)
            + rng.normal(0, 0.45, n),
            3.0,
            14.0,
        ),
        1,
    )
    service_records = np.clip(np.round(age * rng.uniform(0.4, 1.0, n)), 0, 20).astype(int)

    log_price = (
        np.log(base)
        - 0.085 * age
        - 0.0000032 * mileage
        + 0.0022 * (horsepower - 110)
        + np.where(transmission == "automatic", 0.06, 0.0)
        + np.where(fuel == "hybrid", 0.10, 0.0)
        - 0.035 * (owners - 1)
        + 0.012 * service_records
        + rng.normal(0, 0.17, n)
    )
    price = np.round(np.exp(log_price), -1).clip(900, None)

    frame = pd.DataFrame(
        {
            "listing_id": np.arange(100001, 100001 + n),
            "make": make,
            "year": year,
            "mileage_km": mileage,
            "fuel_type": fuel,
            "transmission": transmission,
            "engine_size_l": engine,
            "horsepower": horsepower.astype(float),
            "owners": owners,
            "doors": doors,
            "fuel_l_per_100km": consumption,
            "service_records": service_records,
            "price_eur": price,
        }
    )
    # Sellers leave some fields empty.
    frame.loc[rng.random(n) < 0.04, "horsepower"] = np.nan
    frame.loc[rng.random(n) < 0.06, "fuel_l_per_100km"] = np.nan
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "used_cars.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
