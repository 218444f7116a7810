"""Synthetic house sales in the shape of Kaggle's "House Sales in King County, USA"
(kc_house_data.csv).

Writes data/kc_house_data.csv: 4000 sales between May 2014 and May 2015 under the original
column names (id, date as "20141013T000000", price, bedrooms, bathrooms, sqft_living, sqft_lot,
floors, waterfront, view, condition, grade, sqft_above, sqft_basement, yr_built, yr_renovated,
zipcode, lat, long, sqft_living15, sqft_lot15), with King County's 70 zip codes written as plain
integers, as in the original file. Fixed seed; re-running reproduces every byte.
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

ZIPCODES = [
    98001, 98002, 98003, 98004, 98005, 98006, 98007, 98008, 98010, 98011, 98014, 98019, 98022,
    98023, 98024, 98027, 98028, 98029, 98030, 98031, 98032, 98033, 98034, 98038, 98039, 98040,
    98042, 98045, 98052, 98053, 98055, 98056, 98058, 98059, 98065, 98070, 98072, 98074, 98075,
    98077, 98092, 98102, 98103, 98105, 98106, 98107, 98108, 98109, 98112, 98115, 98116, 98117,
    98118, 98119, 98122, 98125, 98126, 98133, 98136, 98144, 98146, 98148, 98155, 98166, 98168,
    98177, 98178, 98188, 98198, 98199,
]
# price level of each group of zip codes (first four digits), log scale
AREA_LEVEL = {
    9800: -0.05, 9801: 0.05, 9802: -0.25, 9803: -0.2, 9804: 0.45, 9805: 0.15, 9806: 0.0,
    9807: 0.25, 9809: -0.3, 9810: 0.4, 9811: 0.35, 9812: 0.2, 9813: -0.05, 9814: 0.05,
    9815: 0.1, 9816: -0.15, 9817: 0.0, 9818: -0.35, 9819: 0.3,
}


def main() -> None:
    rng = np.random.default_rng(seeded(20150527))
    n = 4000

    zip_weight = rng.uniform(0.5, 1.5, len(ZIPCODES))
    zipcode = rng.choice(ZIPCODES, n, p=zip_weight / zip_weight.sum())
    zip_level = dict(zip(ZIPCODES, rng.normal(0, 0.08, len(ZIPCODES))))
    seattle = zipcode >= 98100
    centre_lat = {z: (rng.uniform(47.50, 47.73) if z >= 98100 else rng.uniform(47.18, 47.78))
                  for z in ZIPCODES}
    centre_long = {z: (rng.uniform(-122.40, -122.27) if z >= 98100 else rng.uniform(-122.38, -121.70))
                   for z in ZIPCODES}

    days = rng.integers(0, 390, n)
    date = pd.Timestamp("2014-05-02") + pd.to_timedelta(days, unit="D")
    date_str = date.strftime("%Y%m%dT000000")

    bedrooms = np.clip(rng.poisson(3.3, n), 1, 9)
    bedrooms[rng.integers(0, n)] = 33  # the famous typo row
    grade = np.clip(np.round(rng.normal(7.6, 1.15, n)), 4, 13).astype(int)
    sqft_living = np.round(np.exp(rng.normal(7.5, 0.38, n)) * (1 + 0.09 * (grade - 7.6)) / 10) * 10
    sqft_living = np.clip(sqft_living, 420, 9800).astype(int)
    bathrooms = np.clip(np.round((0.75 + sqft_living / 1100 + rng.normal(0, 0.35, n)) * 4) / 4, 0.75, 6.5)
    floors = rng.choice([1.0, 1.5, 2.0, 2.5, 3.0], n, p=[0.49, 0.09, 0.38, 0.01, 0.03])
    sqft_lot = np.round(np.exp(rng.normal(np.where(seattle, 8.4, 9.1), 0.55, n))).astype(int)
    waterfront = (rng.random(n) < 0.008).astype(int)
    view = np.where(waterfront == 1, 4, rng.choice([0, 1, 2, 3, 4], n, p=[0.9, 0.016, 0.045, 0.025, 0.014]))
    condition = rng.choice([1, 2, 3, 4, 5], n, p=[0.002, 0.008, 0.65, 0.26, 0.08])
    basement_share = np.where(rng.random(n) < 0.39, rng.uniform(0.2, 0.5, n), 0.0)
    sqft_basement = (np.round(sqft_living * basement_share / 10) * 10).astype(int)
    sqft_above = sqft_living - sqft_basement
    yr_built = np.clip(np.round(np.where(seattle, rng.normal(1950, 25, n), rng.normal(1982, 22, n))),
                       1900, 2015).astype(int)
    renovated = (yr_built < 1990) & (rng.random(n) < 0.08)
    yr_renovated = np.where(renovated, rng.integers(1970, 2015, n), 0)
    yr_renovated = np.maximum(yr_renovated, np.where(renovated, yr_built + 10, 0))
    yr_renovated = np.minimum(yr_renovated, 2015)
    sqft_living15 = np.clip(np.round(sqft_living * rng.uniform(0.7, 1.2, n) / 10) * 10, 460, 6200).astype(int)
    sqft_lot15 = np.round(sqft_lot * rng.uniform(0.6, 1.3, n)).astype(int)
    lat = np.round(np.array([centre_lat[z] for z in zipcode]) + rng.normal(0, 0.018, n), 4)
    long = np.round(np.array([centre_long[z] for z in zipcode]) + rng.normal(0, 0.02, n), 3)

    area = zipcode // 10
    log_price = (
        12.17
        + 0.00036 * sqft_living
        + 0.11 * (grade - 7)
        + 0.05 * (condition - 3)
        + 0.45 * waterfront
        + 0.06 * view
        + 0.03 * (sqft_lot > 20000)
        + 0.04 * (yr_renovated > 0)
        + np.array([AREA_LEVEL[a] for a in area])
        + np.array([zip_level[z] for z in zipcode])
        + rng.normal(0, 0.17, n)
    )
    price = np.round(np.exp(log_price) / 1000) * 1000

    frame = pd.DataFrame({
        "id": rng.integers(1000102, 9900000000, n),
        "date": date_str,
        "price": price.astype(float),
        "bedrooms": bedrooms,
        "bathrooms": bathrooms,
        "sqft_living": sqft_living,
        "sqft_lot": sqft_lot,
        "floors": floors,
        "waterfront": waterfront,
        "view": view,
        "condition": condition,
        "grade": grade,
        "sqft_above": sqft_above,
        "sqft_basement": sqft_basement,
        "yr_built": yr_built,
        "yr_renovated": yr_renovated,
        "zipcode": zipcode,
        "lat": lat,
        "long": long,
        "sqft_living15": sqft_living15,
        "sqft_lot15": sqft_lot15,
    })
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "kc_house_data.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
