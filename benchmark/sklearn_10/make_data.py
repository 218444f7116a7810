"""Synthetic used-car listings in the layout of the CarDekho "Vehicle dataset" file Car details v3.csv.

Columns as in the Kaggle file: name, year, selling_price (rupees), km_driven, fuel, seller_type,
transmission, owner, mileage ("23.4 kmpl" / "26.6 km/kg"), engine ("1248 CC"), max_power
("74 bhp"), torque (free text in several formats) and seats. Like the original, some rows lack
mileage/engine/max_power/torque/seats, a few have a bare " bhp" or "0.0 kmpl", and some listings
are duplicated. Writes data/Car details v3.csv beside this file from a fixed seed; re-running
reproduces every byte.
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
N = 4000

# brand, model, new price (lakh), engines {fuel: (cc, bhp, torque Nm, kmpl)}, seats, auto share, weight
MODELS = [
    ("Maruti", "Swift", 6.0, {"Petrol": (1197, 81.8, 113, 20.4), "Diesel": (1248, 74.0, 190, 25.2)}, 5, 0.05, 9),
    ("Maruti", "Swift Dzire", 6.8, {"Petrol": (1197, 81.8, 113, 20.9), "Diesel": (1248, 74.0, 190, 26.6)}, 5, 0.08, 7),
    ("Maruti", "Alto 800", 3.2, {"Petrol": (796, 47.3, 69, 22.7), "CNG": (796, 40.3, 60, 30.5)}, 5, 0.0, 6),
    ("Maruti", "Alto K10", 3.8, {"Petrol": (998, 67.1, 90, 23.9)}, 5, 0.1, 4),
    ("Maruti", "Wagon R", 4.4, {"Petrol": (998, 67.0, 90, 20.5), "CNG": (998, 58.2, 78, 26.6), "LPG": (998, 58.0, 78, 26.2)}, 5, 0.05, 6),
    ("Maruti", "Ertiga", 8.5, {"Petrol": (1462, 103.3, 138, 17.9), "Diesel": (1248, 88.5, 200, 24.5)}, 7, 0.05, 4),
    ("Maruti", "Vitara Brezza", 8.9, {"Diesel": (1248, 88.5, 200, 24.3)}, 5, 0.1, 3),
    ("Maruti", "Baleno", 6.9, {"Petrol": (1197, 83.1, 115, 21.4), "Diesel": (1248, 74.0, 190, 27.4)}, 5, 0.1, 4),
    ("Maruti", "Ciaz", 9.5, {"Petrol": (1373, 91.1, 130, 20.7), "Diesel": (1248, 88.5, 200, 28.1)}, 5, 0.1, 2),
    ("Hyundai", "i20", 7.0, {"Petrol": (1197, 81.9, 115, 18.6), "Diesel": (1396, 88.7, 220, 22.5)}, 5, 0.05, 6),
    ("Hyundai", "Grand i10", 5.5, {"Petrol": (1197, 81.9, 113, 18.9), "Diesel": (1186, 73.9, 190, 24.0)}, 5, 0.1, 5),
    ("Hyundai", "Verna", 10.0, {"Petrol": (1591, 121.3, 155, 17.4), "Diesel": (1582, 126.3, 260, 22.3)}, 5, 0.2, 4),
    ("Hyundai", "Creta", 12.5, {"Petrol": (1591, 121.3, 151, 15.3), "Diesel": (1582, 126.2, 265, 19.7)}, 5, 0.2, 4),
    ("Hyundai", "Santro Xing", 3.9, {"Petrol": (1086, 62.1, 96, 17.9), "LPG": (1086, 62.0, 96, 13.5)}, 5, 0.0, 3),
    ("Hyundai", "EON", 3.3, {"Petrol": (814, 55.2, 75, 21.1)}, 5, 0.0, 3),
    ("Mahindra", "XUV500", 15.0, {"Diesel": (2179, 138.1, 330, 16.0)}, 7, 0.15, 3),
    ("Mahindra", "Scorpio", 12.0, {"Diesel": (2179, 120.0, 280, 15.4)}, 7, 0.02, 4),
    ("Mahindra", "Bolero", 8.5, {"Diesel": (2523, 62.1, 195, 15.9)}, 7, 0.0, 4),
    ("Mahindra", "KUV 100", 6.0, {"Petrol": (1198, 82.0, 115, 18.2), "Diesel": (1198, 77.0, 190, 25.3)}, 6, 0.0, 1),
    ("Tata", "Indica", 4.5, {"Diesel": (1396, 69.0, 135, 19.1), "Petrol": (1193, 65.0, 100, 14.0)}, 5, 0.0, 4),
    ("Tata", "Nano", 2.3, {"Petrol": (624, 37.5, 51, 23.9)}, 4, 0.05, 2),
    ("Tata", "Tiago", 5.0, {"Petrol": (1199, 84.0, 114, 23.8), "Diesel": (1047, 69.0, 140, 27.3)}, 5, 0.1, 3),
    ("Tata", "Nexon", 8.5, {"Petrol": (1198, 108.5, 170, 17.0), "Diesel": (1497, 108.5, 260, 21.5)}, 5, 0.15, 2),
    ("Toyota", "Innova", 14.0, {"Diesel": (2494, 100.6, 200, 12.8)}, 8, 0.0, 4),
    ("Toyota", "Innova Crysta", 18.5, {"Diesel": (2393, 147.5, 343, 13.7)}, 7, 0.3, 2),
    ("Toyota", "Fortuner", 30.0, {"Diesel": (2982, 168.5, 343, 12.5)}, 7, 0.4, 2),
    ("Toyota", "Corolla Altis", 16.0, {"Petrol": (1798, 138.1, 173, 14.5)}, 5, 0.4, 1),
    ("Toyota", "Etios", 7.0, {"Petrol": (1496, 88.7, 132, 16.8), "Diesel": (1364, 67.1, 170, 23.6)}, 5, 0.0, 2),
    ("Honda", "City", 10.5, {"Petrol": (1497, 117.3, 145, 17.8), "Diesel": (1498, 98.6, 200, 25.6)}, 5, 0.3, 5),
    ("Honda", "Amaze", 6.8, {"Petrol": (1199, 88.7, 109, 18.0), "Diesel": (1498, 98.6, 200, 25.8)}, 5, 0.1, 3),
    ("Honda", "Jazz", 7.2, {"Petrol": (1199, 88.7, 110, 18.7)}, 5, 0.2, 2),
    ("Ford", "EcoSport", 9.0, {"Petrol": (1499, 121.0, 150, 15.9), "Diesel": (1498, 98.6, 205, 22.7)}, 5, 0.1, 3),
    ("Ford", "Figo", 5.5, {"Petrol": (1196, 70.0, 102, 18.1), "Diesel": (1399, 68.0, 160, 20.0)}, 5, 0.0, 3),
    ("Chevrolet", "Beat", 4.5, {"Petrol": (1199, 76.8, 106, 18.6), "Diesel": (936, 56.3, 150, 25.4)}, 5, 0.0, 3),
    ("Chevrolet", "Cruze", 14.0, {"Diesel": (1998, 163.7, 380, 17.3)}, 5, 0.3, 1),
    ("Renault", "KWID", 3.5, {"Petrol": (799, 53.3, 72, 25.2)}, 5, 0.1, 3),
    ("Renault", "Duster", 10.0, {"Diesel": (1461, 108.5, 245, 19.6), "Petrol": (1598, 102.0, 145, 13.1)}, 5, 0.05, 2),
    ("Volkswagen", "Polo", 6.5, {"Petrol": (1198, 73.9, 110, 16.5), "Diesel": (1498, 88.8, 230, 20.1)}, 5, 0.1, 3),
    ("Volkswagen", "Vento", 9.5, {"Petrol": (1598, 103.6, 153, 15.0), "Diesel": (1498, 108.6, 250, 20.6)}, 5, 0.3, 2),
    ("Skoda", "Rapid", 9.0, {"Petrol": (1598, 103.5, 153, 15.4), "Diesel": (1498, 108.5, 250, 21.7)}, 5, 0.2, 1),
    ("Skoda", "Superb", 26.0, {"Petrol": (1798, 177.0, 250, 14.1), "Diesel": (1968, 174.3, 350, 18.2)}, 5, 0.9, 1),
    ("Nissan", "Sunny", 8.0, {"Petrol": (1498, 98.6, 134, 16.9), "Diesel": (1461, 84.8, 200, 21.6)}, 5, 0.1, 1),
    ("Datsun", "RediGO", 3.0, {"Petrol": (799, 53.6, 72, 22.7)}, 5, 0.0, 1),
    ("BMW", "3 Series", 42.0, {"Diesel": (1995, 187.7, 400, 22.7), "Petrol": (1998, 255.0, 400, 14.8)}, 5, 1.0, 1),
    ("BMW", "X1", 38.0, {"Diesel": (1995, 187.7, 400, 20.7)}, 5, 1.0, 1),
    ("Mercedes-Benz", "E-Class", 60.0, {"Diesel": (1950, 191.7, 400, 13.0)}, 5, 1.0, 1),
    ("Audi", "A4", 42.0, {"Diesel": (1968, 174.3, 380, 17.1)}, 5, 1.0, 1),
    ("Jaguar", "XF", 52.0, {"Diesel": (1999, 177.0, 430, 13.6)}, 5, 1.0, 1),
    ("Volvo", "XC60", 55.0, {"Diesel": (1969, 187.7, 400, 11.2)}, 5, 1.0, 1),
    ("Fiat", "Punto", 6.0, {"Diesel": (1248, 75.0, 197, 20.3), "Petrol": (1172, 67.0, 96, 15.7)}, 5, 0.0, 1),
]
TRIMS = {"Maruti": {"Petrol": ["LXI", "VXI", "ZXI", "VXI AMT"], "Diesel": ["LDI", "VDI", "ZDI", "ZDI Plus"],
                    "CNG": ["LXI CNG", "CNG LXI"], "LPG": ["LPG LXI"]},
         "Hyundai": {"Petrol": ["Magna", "Sportz", "Asta", "1.2 Kappa Magna", "GLS"],
                     "Diesel": ["CRDi", "1.4 CRDi Asta", "1.6 SX", "CRDi Sportz"], "LPG": ["GLS LPG"]},
         "Honda": {"Petrol": ["1.5 V MT", "S", "VX", "i-VTEC E"], "Diesel": ["i-DTEC VX", "i-DTEC S", "1.5 V MT"]},
         "Toyota": {"Petrol": ["G", "VX", "1.8 G"], "Diesel": ["2.5 G", "2.8 4X2 AT", "GD", "2.4 VX"]},
         "Mahindra": {"Petrol": ["K8", "K6"], "Diesel": ["W8", "W10", "S10", "SLE", "LX", "ZLX"]},
         "Tata": {"Petrol": ["XE", "XZ", "LX", "Twist XT"], "Diesel": ["DiCOR", "XZ", "Quadrajet", "LS"]}}
OTHER_TRIMS = {"Petrol": ["Titanium", "Trend", "Highline", "Comfortline", "1.2 Active", "RXT", "LT", "Ambition"],
               "Diesel": ["Titanium Diesel", "TDI", "Highline", "LT", "RXL", "1.5 TDI", "320d", "Emotion"]}
FUEL_FACTOR = {"Petrol": 1.0, "Diesel": 1.12, "CNG": 0.92, "LPG": 0.85}
OWNERS = ["First Owner", "Second Owner", "Third Owner", "Fourth & Above Owner", "Test Drive Car"]


def torque_text(rng, nm, fuel):
    rpm = int(rng.choice([1500, 1750, 2000, 2500, 3500, 4000, 4200, 4500]))
    style = rng.choice(6, p=[0.55, 0.15, 0.1, 0.08, 0.07, 0.05])
    if style == 0:
        return f"{nm:g}Nm@ {rpm}rpm"
    if style == 1:
        return f"{nm:g}Nm@ {rpm - 250}-{rpm + 750}rpm"
    if style == 2:
        return f"{nm / 9.8:.1f}@ {rpm:,}(kgm@ rpm)"
    if style == 3:
        return f"{nm / 9.8:.1f} kgm at {rpm}rpm"
    if style == 4:
        return f"{nm:g}nm@ {rpm}rpm"
    return f"{nm:g} Nm at {rpm} rpm"


def main() -> None:
    rng = np.random.default_rng(seeded(8128))
    weights = np.array([m[6] for m in MODELS], dtype=float)
    pick = rng.choice(len(MODELS), N, p=weights / weights.sum())
    rows = []
    for k in pick:
        brand, model, new_price, engines, seats, auto_p, _ = MODELS[k]
        fuels = list(engines)
        fp = np.array([{"Petrol": 1.0, "Diesel": 1.1, "CNG": 0.12, "LPG": 0.05}[f] for f in fuels])
        fuel = fuels[rng.choice(len(fuels), p=fp / fp.sum())]
        cc, bhp, nm, kmpl = engines[fuel]
        year = int(np.clip(2020 - np.round(rng.gamma(2.6, 2.3)), 1996, 2020))
        age = 2020 - year
        km = int(np.clip(rng.lognormal(np.log(11000 * (age + 0.7)), 0.55), 1000, 2360457))
        if rng.uniform() < 0.45:
            km = int(round(km, -3))
        trans = "Automatic" if rng.uniform() < auto_p else "Manual"
        seller = rng.choice(["Individual", "Dealer", "Trustmark Dealer"], p=[0.83, 0.14, 0.03])
        owner = OWNERS[min(int(rng.poisson(0.25 + age / 14)), 3)] if rng.uniform() > 0.002 else "Test Drive Car"
        price = (new_price * 1e5 * FUEL_FACTOR[fuel] * (1.12 if trans == "Automatic" else 1.0) * 0.86 ** age
                 * (1 - 0.05 * OWNERS.index(owner) if owner != "Test Drive Car" else 1.05)
                 * (km / 60000) ** -0.06 * (1.05 if seller != "Individual" else 1.0) * rng.lognormal(0, 0.16))  # fmt: skip
        price = int(max(29999, round(price, -3) if rng.uniform() < 0.8 else round(price, -4)))
        trim = str(rng.choice(TRIMS.get(brand, OTHER_TRIMS)[fuel]))
        name = f"{brand} {model} {trim}"
        unit = "km/kg" if fuel in ("CNG", "LPG") else "kmpl"
        mileage = f"{kmpl * rng.uniform(0.97, 1.03):.2f}".rstrip("0").rstrip(".") + f" {unit}"
        if rng.uniform() < 0.003:
            mileage = f"0.0 {unit}"
        engine = f"{cc} CC"
        power = f"{bhp:g} bhp" if rng.uniform() > 0.002 else " bhp"
        torque = torque_text(rng, nm, fuel)
        n_seats = float(seats if rng.uniform() > 0.05 else rng.choice([5, 7, 8]))
        if rng.uniform() < 0.027:
            mileage = engine = power = torque = None
            n_seats = np.nan
        rows.append((name, year, price, km, fuel, seller, trans, owner, mileage, engine, power, torque, n_seats))
    frame = pd.DataFrame(rows, columns=["name", "year", "selling_price", "km_driven", "fuel", "seller_type",
                                        "transmission", "owner", "mileage", "engine", "max_power", "torque",
                                        "seats"])  # fmt: skip
    dup = frame.sample(n=400, random_state=seeded(3))
    frame = pd.concat([frame, dup]).sample(frac=1, random_state=seeded(5)).reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "Car details v3.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
