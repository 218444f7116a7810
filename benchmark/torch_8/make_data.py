"""Writes data/train.csv: synthetic houses in the shape of Kaggle's House Prices (Ames) train.csv.

1460 houses with a subset of the competition's columns under their own names (Id, MSSubClass,
MSZoning, LotFrontage, ..., GarageCars, SaleCondition, SalePrice), the usual gaps (LotFrontage,
MasVnrArea, GarageYrBlt for houses without a garage) and a SalePrice driven mostly by quality, living
area, basement, garage and age. Fixed seed; re-running reproduces every byte.
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
NEIGHBORHOODS = ["NAmes", "CollgCr", "OldTown", "Edwards", "Somerst", "Gilbert", "NridgHt", "Sawyer",
                 "NWAmes", "SawyerW", "BrkSide", "Crawfor", "Mitchel", "NoRidge", "Timber", "IDOTRR"]  # fmt: skip
NB_P = np.array([15, 10, 8, 7, 6, 5, 5, 5, 5, 4, 4, 3.5, 3.3, 2.8, 2.6, 2.5])
NB_EFFECT = dict(zip(NEIGHBORHOODS, [0, 0.08, -0.12, -0.1, 0.1, 0.05, 0.22, -0.05, 0.02, 0.04, -0.1,
                                     0.1, -0.02, 0.25, 0.1, -0.2]))  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(seeded(1460))
    n = 1460
    year_built = np.clip(np.round(2010 - rng.gamma(1.6, 24, n)), 1872, 2010).astype(int)
    qual = np.clip(np.round(5 + (year_built - 1970) / 25 + rng.normal(0, 1.1, n)), 1, 10).astype(int)
    stories = rng.choice([1, 1.5, 2], n, p=[0.5, 0.1, 0.4])
    first = np.round(rng.normal(1000 + 60 * qual, 280, n)).clip(334, 3200).astype(int)
    second = np.where(stories > 1, np.round(first * rng.uniform(0.5, 1.0, n) * (stories - 1) * 1.5), 0)
    second = second.astype(int)
    grliv = first + second
    bsmt = np.where(rng.uniform(size=n) < 0.025, 0, np.round(first * rng.uniform(0.7, 1.1, n))).astype(int)
    full_bath = np.clip(np.round(grliv / 1100 + rng.normal(0.4, 0.4, n)), 0, 3).astype(int)
    half_bath = rng.choice([0, 1], n, p=[0.62, 0.38])
    bedrooms = np.clip(np.round(grliv / 520 + rng.normal(0.3, 0.6, n)), 0, 8).astype(int)
    rooms = np.clip(bedrooms + 2 + rng.integers(0, 4, n), 2, 14)
    has_garage = rng.uniform(size=n) > 0.055
    garage_cars = np.where(has_garage, np.clip(np.round((qual - 2) / 2.5 + rng.normal(0, 0.6, n)), 1, 4), 0)
    garage_cars = garage_cars.astype(int)
    garage_area = np.where(has_garage, np.round(garage_cars * 250 + rng.normal(0, 60, n)), 0).astype(int)
    garage_yr = np.where(has_garage, np.maximum(year_built, year_built + rng.integers(0, 3, n) * (rng.uniform(size=n) < 0.1)), np.nan)
    remod = np.where(rng.uniform(size=n) < 0.45, np.minimum(2010, year_built + rng.integers(5, 60, n)), year_built)
    remod = np.maximum(remod, 1950)
    lot_area = np.round(rng.lognormal(9.1, 0.45, n)).astype(int)
    frontage = np.round(np.sqrt(lot_area) * rng.uniform(0.55, 0.9, n))
    frontage[rng.uniform(size=n) < 0.177] = np.nan
    mas_vnr = np.where(rng.uniform(size=n) < 0.59, 0, np.round(rng.gamma(2, 90, n)))
    mas_vnr[rng.choice(n, 8, replace=False)] = np.nan
    fireplaces = rng.choice([0, 1, 2], n, p=[0.47, 0.45, 0.08])
    nb = rng.choice(NEIGHBORHOODS, n, p=NB_P / NB_P.sum())
    cond = rng.choice([3, 4, 5, 6, 7, 8, 9], n, p=[0.02, 0.04, 0.56, 0.17, 0.14, 0.05, 0.02])
    yr_sold = rng.choice([2006, 2007, 2008, 2009, 2010], n, p=[0.22, 0.22, 0.21, 0.23, 0.12])
    sale_cond = rng.choice(["Normal", "Partial", "Abnorml", "Family", "Alloca", "AdjLand"], n,
                           p=[0.82, 0.085, 0.07, 0.014, 0.008, 0.003])
    kitchen = np.where(qual >= 8, "Gd", np.where(qual >= 6, rng.choice(["TA", "Gd"], n), "TA"))
    kitchen = np.where(qual >= 9, "Ex", kitchen)
    zoning = rng.choice(["RL", "RM", "FV", "RH", "C (all)"], n, p=[0.79, 0.15, 0.045, 0.01, 0.005])
    log_price = (
        10.35 + 0.11 * qual + 0.00042 * grliv + 0.00012 * bsmt + 0.05 * garage_cars
        + 0.0022 * (year_built - 1970) + 0.035 * fireplaces + 0.025 * (cond - 5)
        + np.vectorize(NB_EFFECT.get)(nb) - 0.12 * (sale_cond == "Abnorml")
        + 0.00003 * (lot_area - 9500) + rng.normal(0, 0.11, n)
    )
    price = (np.round(np.exp(log_price) / 100) * 100).astype(int)
    ms_sub = np.where(stories == 1, rng.choice([20, 30, 120], n, p=[0.8, 0.1, 0.1]),
                      np.where(stories == 2, rng.choice([60, 70, 160], n, p=[0.8, 0.1, 0.1]), 50))
    frame = pd.DataFrame({
        "Id": np.arange(1, n + 1), "MSSubClass": ms_sub, "MSZoning": zoning, "LotFrontage": frontage,
        "LotArea": lot_area, "Street": np.where(rng.uniform(size=n) < 0.004, "Grvl", "Pave"),
        "Neighborhood": nb, "HouseStyle": np.select([stories == 1, stories == 1.5], ["1Story", "1.5Fin"], "2Story"),
        "OverallQual": qual, "OverallCond": cond, "YearBuilt": year_built, "YearRemodAdd": remod,
        "MasVnrArea": mas_vnr, "TotalBsmtSF": bsmt, "1stFlrSF": first, "2ndFlrSF": second,
        "GrLivArea": grliv, "FullBath": full_bath, "HalfBath": half_bath, "BedroomAbvGr": bedrooms,
        "KitchenQual": kitchen, "TotRmsAbvGrd": rooms, "Fireplaces": fireplaces, "GarageYrBlt": garage_yr,
        "GarageCars": garage_cars, "GarageArea": garage_area, "PoolArea": 0, "MoSold": rng.integers(1, 13, n),
        "YrSold": yr_sold, "SaleCondition": sale_cond, "SalePrice": price,
    })
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "train.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
