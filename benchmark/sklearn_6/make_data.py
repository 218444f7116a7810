"""Synthetic residential sales for one county (Kaggle 'kc_house_data'-like layout).

One row per sale between May 2014 and May 2015: price, size, rooms, grade, location. As in the
widely shared version of the original export, `waterfront`, `view` and `yr_renovated` have gaps,
and one record has a typo in the number of bedrooms. Writes data/house_sales.csv beside this file
from a fixed seed; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 98103
N_SALES = 2600
OUT = Path(__file__).resolve().parent / "data"

# zipcode -> (location price factor, latitude, longitude)
ZIPCODES = {
    98004: (2.05, 47.616, -122.205), 98040: (1.85, 47.560, -122.226), 98112: (1.80, 47.630, -122.297),
    98105: (1.55, 47.664, -122.288), 98033: (1.50, 47.676, -122.190), 98052: (1.35, 47.680, -122.120),
    98103: (1.30, 47.673, -122.343), 98115: (1.25, 47.682, -122.300), 98117: (1.20, 47.688, -122.377),
    98006: (1.25, 47.560, -122.150), 98027: (1.10, 47.530, -122.040), 98059: (0.95, 47.485, -122.150),
    98034: (1.05, 47.725, -122.190), 98155: (0.90, 47.755, -122.300), 98133: (0.88, 47.735, -122.345),
    98118: (0.85, 47.543, -122.275), 98056: (0.85, 47.505, -122.180), 98042: (0.70, 47.365, -122.115),
    98023: (0.65, 47.305, -122.365), 98003: (0.63, 47.315, -122.310), 98001: (0.65, 47.310, -122.270),
    98092: (0.68, 47.290, -122.140), 98038: (0.75, 47.360, -122.030), 98168: (0.60, 47.490, -122.300),
}  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_SALES
    zips = np.array(list(ZIPCODES))
    zipcode = rng.choice(zips, n)
    loc_factor = np.array([ZIPCODES[z][0] for z in zipcode])
    lat = np.round(np.array([ZIPCODES[z][1] for z in zipcode]) + rng.normal(0, 0.012, n), 4)
    lon = np.round(np.array([ZIPCODES[z][2] for z in zipcode]) + rng.normal(0, 0.014, n), 3)

    sqft_living = np.clip(np.round(rng.lognormal(np.log(1900), 0.40, n), -1), 390, 9200).astype(int)
    bedrooms = np.clip(np.round(sqft_living / 620 + rng.normal(0.4, 0.7, n)), 1, 8).astype(int)
    bathrooms = np.clip(np.round((sqft_living / 900 + rng.normal(0.2, 0.45, n)) * 4) / 4, 0.75, 6.5)
    floors = rng.choice([1.0, 1.5, 2.0, 2.5, 3.0], n, p=[0.49, 0.09, 0.38, 0.01, 0.03])
    sqft_lot = np.round(rng.lognormal(np.log(7600), 0.65, n) * (1 + 0.7 * (loc_factor < 0.8)), -1).astype(int)
    grade = np.clip(np.round(7 + 1.7 * np.log(sqft_living / 1900) + rng.normal(0, 0.7, n)), 4, 12).astype(int)
    condition = rng.choice([1, 2, 3, 4, 5], n, p=[0.01, 0.01, 0.65, 0.26, 0.07])
    yr_built = np.clip(np.round(rng.triangular(1900, 1985, 2015, n)), 1900, 2015).astype(int)
    renovated = (yr_built < 1980) & (rng.uniform(size=n) < 0.12)
    yr_renovated = np.where(renovated, rng.integers(1985, 2015, n), 0).astype(float)
    waterfront = (rng.uniform(size=n) < 0.008).astype(float)
    view = np.where(waterfront == 1, 4, rng.choice([0, 1, 2, 3, 4], n, p=[0.90, 0.015, 0.045, 0.025, 0.015])).astype(float)
    dates = pd.Timestamp("2014-05-02") + pd.to_timedelta(rng.integers(0, 390, n), unit="D")

    price = (
        175 * sqft_living
        * loc_factor
        * (1 + 0.11 * (grade - 7))
        * (1 + 0.05 * (condition - 3))
        * (1 + 0.9 * waterfront + 0.06 * view)
        * (1 + 0.10 * renovated)
        * rng.lognormal(0, 0.22, n)
        + 60000
    )
    price = np.round(price, -3).astype(int)

    # One well-known kind of data-entry error
    bedrooms[int(rng.integers(n))] = 33

    frame = pd.DataFrame(
        {
            "id": rng.choice(np.arange(1_000_102, 9_900_000_000, 7919), n, replace=False),
            "date": dates.strftime("%Y-%m-%d"),
            "price": price,
            "bedrooms": bedrooms,
            "bathrooms": bathrooms,
            "sqft_living": sqft_living,
            "sqft_lot": sqft_lot,
            "floors": floors,
            "waterfront": waterfront,
            "view": view,
            "condition": condition,
            "grade": grade,
            "yr_built": yr_built,
            "yr_renovated": yr_renovated,
            "zipcode": zipcode,
            "lat": lat,
            "long": lon,
        }
    )
    frame.loc[rng.uniform(size=n) < 0.11, "waterfront"] = np.nan
    frame.loc[rng.uniform(size=n) < 0.003, "view"] = np.nan
    frame.loc[rng.uniform(size=n) < 0.18, "yr_renovated"] = np.nan
    frame = frame.sort_values("date", kind="stable").reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "house_sales.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
