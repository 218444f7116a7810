"""Synthetic residential sales (Ames-like layout): one row per sold house with its sale price.

Writes data/house_prices.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 2010
N_HOUSES = 1460
OUT = Path(__file__).resolve().parent / "data"

# neighborhood: (share of sales, price factor, typical year built)
NEIGHBORHOODS = {
    "NAmes": (0.16, 0.96, 1962), "CollgCr": (0.11, 1.05, 1995), "OldTown": (0.08, 0.82, 1920),
    "Edwards": (0.07, 0.85, 1955), "Somerst": (0.07, 1.12, 2004), "Gilbert": (0.06, 1.04, 1999),
    "NridgHt": (0.06, 1.30, 2005), "Sawyer": (0.06, 0.92, 1966), "NWAmes": (0.06, 1.05, 1975),
    "BrkSide": (0.05, 0.83, 1930), "Crawfor": (0.05, 1.08, 1940), "Mitchel": (0.05, 0.97, 1975),
    "NoRidge": (0.04, 1.35, 1994), "Timber": (0.04, 1.18, 2000), "StoneBr": (0.04, 1.33, 2001),
}  # fmt: skip
KITCHEN = np.array(["Fa", "TA", "Gd", "Ex"])


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_HOUSES
    names = list(NEIGHBORHOODS)
    shares = np.array([NEIGHBORHOODS[k][0] for k in names])
    hood = rng.choice(names, size=n, p=shares / shares.sum())
    factor = np.array([NEIGHBORHOODS[h][1] for h in hood])
    typical_year = np.array([NEIGHBORHOODS[h][2] for h in hood])

    year_built = np.clip(np.round(typical_year + rng.normal(0, 12, n)), 1872, 2010).astype(int)
    remodel = np.where(
        rng.random(n) < 0.45,
        np.minimum(year_built + rng.integers(5, 60, n), 2010),
        year_built,
    )
    remodel = np.maximum(remodel, 1950)
    quality = np.clip(
        np.round(5.6 + 5.0 * (factor - 1) + 0.02 * (year_built - 1970) + rng.normal(0, 1.0, n)),
        1, 10,
    ).astype(int)  # fmt: skip
    living = np.round(np.exp(rng.normal(np.log(1250) + 0.08 * (quality - 5), 0.25, n)))
    basement = np.where(
        rng.random(n) < 0.03, 0, np.round(living * rng.uniform(0.45, 1.05, n) / 10) * 10
    )
    lot_area = np.round(np.exp(rng.normal(np.log(9200), 0.4, n)))
    frontage = np.round(np.clip(np.sqrt(lot_area) * rng.uniform(0.55, 0.9, n), 21, 200))
    frontage = np.where(rng.random(n) < 0.17, np.nan, frontage)
    bedrooms = np.clip(np.round(living / 520 + rng.normal(0, 0.6, n)), 1, 6).astype(int)
    full_bath = np.clip(np.round(living / 1000 + rng.normal(0.2, 0.4, n)), 1, 3).astype(int)
    garage_cars = np.clip(np.round(0.25 * quality + 0.4 + rng.normal(0, 0.6, n)), 0, 4).astype(int)
    garage_cars = np.where(year_built < 1925, np.minimum(garage_cars, 1), garage_cars)
    garage_area = np.where(garage_cars == 0, 0, np.round(garage_cars * rng.normal(260, 35, n)))
    fireplaces = np.clip(rng.poisson(np.maximum(0.3 + 0.12 * (quality - 4), 0.05)), 0, 3)
    kitchen = KITCHEN[np.clip(np.round((quality - 3) / 2.2 + 0.4 + rng.normal(0, 0.45, n)), 0, 3).astype(int)]
    yr_sold = rng.integers(2006, 2011, n)

    age = yr_sold - year_built
    log_price = (
        11.84
        + np.log(factor) * 0.9
        + 0.085 * (quality - 5)
        + 0.42 * np.log(living / 1300)
        + 0.06 * np.log1p(basement / 800)
        + 0.07 * np.log(lot_area / 9200)
        + 0.045 * garage_cars
        + 0.035 * fireplaces
        - 0.0022 * age
        + 0.0015 * (remodel - year_built > 0) * (2010 - remodel < 15) * 20
        + rng.normal(0, 0.12, n)
    )
    price = np.round(np.exp(log_price) / 100) * 100

    # A few very large houses sold far below their apparent value (partial sales).
    outliers = rng.choice(np.flatnonzero(quality >= 8), size=2, replace=False)
    living[outliers] = [4676, 5642]
    basement[outliers] = [3138, 6110]
    price[outliers] = [184750, 160000]

    frame = pd.DataFrame(
        {
            "Id": np.arange(1, n + 1),
            "Neighborhood": hood,
            "LotFrontage": frontage,
            "LotArea": lot_area.astype(int),
            "OverallQual": quality,
            "YearBuilt": year_built,
            "YearRemodAdd": remodel,
            "TotalBsmtSF": basement.astype(int),
            "GrLivArea": living.astype(int),
            "FullBath": full_bath,
            "BedroomAbvGr": bedrooms,
            "KitchenQual": kitchen,
            "Fireplaces": fireplaces,
            "GarageCars": garage_cars,
            "GarageArea": garage_area.astype(int),
            "YrSold": yr_sold,
            "SalePrice": price.astype(int),
        }
    )
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "house_prices.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
