"""Synthetic used-car listings with their selling price (Kaggle 'CarDekho vehicle dataset'-like layout).

One row per listed car. The technical specifications (mileage, engine, power, seats) are missing
for a few listings. Writes data/used_cars.csv beside this file from a fixed seed; re-running it
reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 8080
N_CARS = 2500
OUT = Path(__file__).resolve().parent / "data"

# brand: (models, base price in rupees for a new car, engine cc range)
BRANDS = {
    "Maruti": (["Swift", "Alto 800", "Wagon R", "Baleno", "Ertiga", "Dzire"], 650_000, (796, 1462)),
    "Hyundai": (["i10", "i20", "Creta", "Verna", "Grand i10"], 800_000, (1086, 1591)),
    "Mahindra": (["XUV500", "Scorpio", "Bolero", "KUV100"], 1_100_000, (1198, 2523)),
    "Tata": (["Nexon", "Tiago", "Indica", "Safari"], 700_000, (1047, 2179)),
    "Honda": (["City", "Amaze", "Jazz", "WR-V"], 950_000, (1199, 1498)),
    "Toyota": (["Innova", "Fortuner", "Corolla Altis", "Etios"], 1_600_000, (1364, 2755)),
    "Ford": (["EcoSport", "Figo", "Aspire"], 750_000, (1194, 1498)),
    "BMW": (["3 Series", "5 Series", "X1"], 4_200_000, (1995, 2993)),
}
BRAND_P = [0.30, 0.18, 0.11, 0.10, 0.09, 0.10, 0.08, 0.04]
OWNERS = ["First Owner", "Second Owner", "Third Owner", "Fourth & Above Owner"]


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_CARS

    brand = rng.choice(list(BRANDS), n, p=BRAND_P)
    model = np.array([rng.choice(BRANDS[b][0]) for b in brand])
    base = np.array([BRANDS[b][1] for b in brand], dtype=float)
    lo = np.array([BRANDS[b][2][0] for b in brand])
    hi = np.array([BRANDS[b][2][1] for b in brand])
    engine = np.round(lo + (hi - lo) * rng.beta(2, 2, n)).astype(float)

    year = np.clip(np.round(2024 - rng.gamma(2.6, 2.6, n)), 2003, 2023).astype(int)
    age = 2024 - year
    fuel = rng.choice(["Petrol", "Diesel", "CNG", "LPG"], n, p=[0.52, 0.44, 0.03, 0.01])
    fuel = np.where((engine > 2000) & (fuel != "Diesel"), np.where(rng.random(n) < 0.8, "Diesel", fuel), fuel)
    diesel = fuel == "Diesel"
    km = np.round(rng.gamma(2.2, 4000, n) * (age + 0.5) * np.where(diesel, 1.35, 1.0), -2).astype(int)
    km = np.clip(km, 1000, 400_000)
    transmission = np.where(rng.random(n) < np.where(brand == "BMW", 0.95, 0.11), "Automatic", "Manual")
    seller = rng.choice(["Individual", "Dealer", "Trustmark Dealer"], n, p=[0.83, 0.14, 0.03])
    owners = np.clip(np.floor(age / 6 + rng.exponential(0.35, n)), 0, 3).astype(int)
    owner = np.array(OWNERS)[owners]
    power = np.round(engine / 15.0 * rng.lognormal(0, 0.08, n) + 8 * diesel, 2)
    mileage = np.round(np.clip(28 - engine / 180 + 3.5 * diesel + 4 * (fuel == "CNG") + rng.normal(0, 1.6, n), 9, 33), 2)
    seats = np.where(np.isin(model, ["Innova", "Ertiga", "XUV500", "Scorpio", "Safari", "Bolero"]), 7, 5)
    seats = np.where(rng.random(n) < 0.02, seats + 1, seats).astype(float)

    log_price = (
        np.log(base)
        + 0.35 * np.log(engine / 1200)
        - 0.105 * age
        - 0.045 * np.log1p(km / 10_000)
        + 0.22 * diesel
        - 0.05 * (fuel == "CNG")
        + 0.18 * (transmission == "Automatic")
        - 0.06 * owners
        + 0.05 * (seller != "Individual")
        + rng.normal(0, 0.16, n)
    )
    price = (np.round(np.exp(log_price) / 1000) * 1000).astype(int)

    frame = pd.DataFrame(
        {
            "name": [f"{b} {m}" for b, m in zip(brand, model)],
            "year": year,
            "selling_price": price,
            "km_driven": km,
            "fuel_type": fuel,
            "seller_type": seller,
            "transmission": transmission,
            "owner": owner,
            "mileage_kmpl": mileage,
            "engine_cc": engine,
            "max_power_bhp": power,
            "seats": seats,
        }
    )
    missing_spec = rng.random(n) < 0.027
    frame.loc[missing_spec, ["mileage_kmpl", "engine_cc", "max_power_bhp", "seats"]] = np.nan
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "used_cars.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
