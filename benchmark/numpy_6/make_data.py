"""Synthetic residential sales and the matching property register (a mid-sized European city).

Writes data/sales.csv (one row per recorded sale) and data/properties.csv (one row per
property, from the land register) from a fixed seed; re-running it reproduces every byte.
The sales export copies the registered living area into each sale record as floor_area_m2.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 6021
N_PROPERTIES = 1300
N_SALES = 1500
OUT = Path(__file__).resolve().parent / "data"

DISTRICTS = ["Altstadt", "Nordviertel", "Hafen", "Westend", "Gartenstadt", "Oststadt"]
DISTRICT_P = [0.12, 0.20, 0.14, 0.18, 0.16, 0.20]
DISTRICT_PREMIUM = {"Altstadt": 1.30, "Nordviertel": 1.00, "Hafen": 1.12,
                    "Westend": 1.18, "Gartenstadt": 0.95, "Oststadt": 0.82}  # fmt: skip
DISTRICT_KM = {"Altstadt": 1.0, "Nordviertel": 3.5, "Hafen": 2.5,
               "Westend": 4.0, "Gartenstadt": 6.5, "Oststadt": 5.0}  # fmt: skip
TYPES = ["apartment", "townhouse", "detached"]
CONDITIONS = ["needs renovation", "average", "good", "renovated"]


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_PROPERTIES
    district = rng.choice(DISTRICTS, size=n, p=DISTRICT_P)
    ptype = rng.choice(TYPES, size=n, p=[0.55, 0.25, 0.20])
    base_area = np.select([ptype == "apartment", ptype == "townhouse"], [72.0, 118.0], 152.0)
    living_area = np.round(np.clip(base_area * rng.lognormal(0.0, 0.25, n), 28, 420), 1)
    rooms = np.clip(np.round(living_area / 28 + rng.normal(0, 0.6, n)), 1, 9).astype(int)
    bathrooms = np.clip(np.round(living_area / 75 + rng.normal(0, 0.4, n)), 1, 4).astype(int)
    lot_area = np.where(
        ptype == "apartment",
        0.0,
        np.round(np.where(ptype == "townhouse", 180.0, 520.0) * rng.lognormal(0.0, 0.35, n)),
    )
    year_built = np.clip(np.round(rng.normal(1978, 28, n)), 1890, 2023).astype(int)
    distance = np.round(
        np.array([DISTRICT_KM[d] for d in district]) * rng.lognormal(0.0, 0.3, n), 2
    )
    has_garage = (rng.random(n) < np.where(ptype == "apartment", 0.25, 0.7)).astype(int)
    property_id = np.array([f"P{70000 + i}" for i in rng.permutation(n)])

    properties = pd.DataFrame(
        {
            "property_id": property_id,
            "district": district,
            "property_type": ptype,
            "living_area_m2": living_area,
            "lot_area_m2": lot_area,
            "year_built": year_built.astype(float),
            "distance_to_center_km": distance,
            "has_garage": has_garage,
        }
    )
    properties.loc[rng.random(n) < 0.03, "year_built"] = np.nan

    # Sales 2021-2024: most properties sold once, some twice, some not at all.
    idx = rng.choice(n, size=N_SALES, replace=True)
    sale_date = pd.Timestamp("2021-01-04") + pd.to_timedelta(rng.integers(0, 4 * 365, N_SALES), "D")
    years_since = (sale_date - pd.Timestamp("2021-01-01")).days.to_numpy() / 365.25
    condition = rng.choice(CONDITIONS, size=N_SALES, p=[0.12, 0.43, 0.30, 0.15])
    cond_factor = pd.Series(condition).map(
        {"needs renovation": 0.85, "average": 1.0, "good": 1.07, "renovated": 1.15}
    ).to_numpy()
    age = 2024 - year_built[idx]
    price = (
        3100 * living_area[idx]
        + 95 * lot_area[idx]
        + 9000 * bathrooms[idx]
        + 14000 * has_garage[idx]
        - 7000 * distance[idx]
        - 350 * np.clip(age, 0, 80)
        + 40000
    )
    price = price * np.array([DISTRICT_PREMIUM[d] for d in district[idx]]) * cond_factor
    price = price * (1 + 0.045 * years_since) * rng.lognormal(0.0, 0.11, N_SALES)
    price = np.round(np.clip(price, 60000, None), -3).astype(int)

    sales = pd.DataFrame(
        {
            "sale_id": np.arange(500001, 500001 + N_SALES),
            "property_id": property_id[idx],
            "sale_date": sale_date.strftime("%Y-%m-%d"),
            "sale_price_eur": price,
            "floor_area_m2": living_area[idx],
            "rooms": rooms[idx],
            "bathrooms": bathrooms[idx],
            "condition": condition,
        }
    ).sort_values("sale_date", kind="stable").reset_index(drop=True)

    OUT.mkdir(exist_ok=True)
    sales.to_csv(OUT / "sales.csv", index=False, lineterminator="\n")
    properties.to_csv(OUT / "properties.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
