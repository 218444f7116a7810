"""Synthetic house sales in the layout of Kaggle's 'House Prices - Advanced Regression Techniques'
train.csv (a subset of its 81 columns, under their original names).

1460 sales with SalePrice driven by quality, living area, age, basement, garage and
neighbourhood, and the file's usual gaps (LotFrontage, MasVnrArea, GarageYrBlt, BsmtQual,
FireplaceQu missing). Writes data/train.csv beside this file from a fixed seed; re-running
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
N = 1460
HOODS = {"NAmes": 0.0, "CollgCr": 0.12, "OldTown": -0.18, "Edwards": -0.15, "Somerst": 0.2,
         "Gilbert": 0.1, "NridgHt": 0.45, "Sawyer": -0.08, "NWAmes": 0.05, "SawyerW": 0.06,
         "BrkSide": -0.2, "Crawfor": 0.1, "Mitchel": -0.02, "NoRidge": 0.5, "Timber": 0.25,
         "IDOTRR": -0.3, "ClearCr": 0.18, "StoneBr": 0.5, "SWISU": -0.12, "MeadowV": -0.35}


def main() -> None:
    rng = np.random.default_rng(seeded(1460))
    hood_names = np.array(list(HOODS))
    hood = rng.choice(hood_names, N, p=np.linspace(2, 0.4, len(hood_names)) / np.linspace(2, 0.4, len(hood_names)).sum())
    hood_eff = np.array([HOODS[h] for h in hood])
    qual = np.clip(np.round(rng.normal(6.1 + 2 * hood_eff, 1.3)), 1, 10).astype(int)
    cond = rng.choice([3, 4, 5, 6, 7, 8, 9], N, p=[0.02, 0.04, 0.56, 0.17, 0.14, 0.05, 0.02])
    year = np.clip(np.round(rng.normal(1971 + 6 * (qual - 6), 22)), 1872, 2010).astype(int)
    remod = np.maximum(year, np.clip(year + rng.integers(0, 40, N), None, 2010))
    grliv = np.clip(np.round(rng.lognormal(np.log(1400) + 0.08 * (qual - 6), 0.3)), 334, 5642).astype(int)
    first = np.clip(np.round(grliv * rng.uniform(0.55, 1.0, N)), 334, None).astype(int)
    second = grliv - first
    second[second < 200] = 0
    first = grliv - second
    bsmt = np.where(rng.uniform(size=N) < 0.025, 0, np.round(first * rng.uniform(0.7, 1.1, N))).astype(int)
    lot_frontage = np.round(rng.normal(70, 20, N)).clip(21, 313)
    lot_area = np.round(lot_frontage * rng.uniform(100, 160, N)).astype(int)
    garage_cars = np.clip(np.round(rng.normal(1.2 + 0.25 * (qual - 5), 0.6)), 0, 4).astype(int)
    garage_area = np.where(garage_cars == 0, 0, np.round(garage_cars * rng.normal(250, 40, N))).astype(int)
    garage_yr = np.where(garage_cars == 0, np.nan, np.maximum(year, year + rng.integers(-2, 10, N)).astype(float))
    full_bath = np.clip(np.round(grliv / 900 + rng.normal(0, 0.4, N)), 0, 3).astype(int)
    half_bath = (rng.uniform(size=N) < 0.38).astype(int)
    bedrooms = np.clip(np.round(grliv / 520 + rng.normal(0, 0.6, N)), 0, 8).astype(int)
    rooms = np.clip(bedrooms + full_bath + rng.integers(2, 5, N), 2, 14)
    fireplaces = rng.choice([0, 1, 2], N, p=[0.47, 0.45, 0.08])
    mas = np.where(rng.uniform(size=N) < 0.59, 0, np.round(rng.gamma(2, 120, N))).astype(float)
    mo = rng.integers(1, 13, N)
    yr = rng.choice([2006, 2007, 2008, 2009, 2010], N, p=[0.21, 0.22, 0.21, 0.23, 0.13])
    log_price = (10.3 + 0.11 * qual + 0.04 * cond + 0.00042 * grliv + 0.0001 * bsmt + 0.0025 * (year - 1970)
                 + 0.05 * garage_cars + 0.03 * fireplaces + 0.35 * hood_eff + rng.normal(0, 0.1, N))
    price = np.round(np.exp(log_price) / 100) * 100
    zoning = rng.choice(["RL", "RM", "FV", "RH", "C (all)"], N, p=[0.79, 0.15, 0.04, 0.01, 0.01])
    kq = np.where(qual >= 8, "Gd", np.where(qual >= 5, "TA", "Fa"))
    kq[(qual >= 9) & (rng.uniform(size=N) < 0.5)] = "Ex"
    bq = kq.astype(object).copy()
    bq[bsmt == 0] = None
    fq = np.where(fireplaces == 0, None, rng.choice(["Gd", "TA", "Fa", "Po", "Ex"], N, p=[0.5, 0.4, 0.05, 0.03, 0.02])).astype(object)

    lot_frontage[rng.uniform(size=N) < 0.177] = np.nan
    mas[rng.choice(N, 8, replace=False)] = np.nan

    df = pd.DataFrame({
        "Id": np.arange(1, N + 1), "MSSubClass": rng.choice([20, 60, 50, 120, 30, 160, 70, 80, 90], N),
        "MSZoning": zoning, "LotFrontage": lot_frontage, "LotArea": lot_area, "Neighborhood": hood,
        "OverallQual": qual, "OverallCond": cond, "YearBuilt": year, "YearRemodAdd": remod,
        "MasVnrArea": mas, "BsmtQual": bq, "TotalBsmtSF": bsmt, "1stFlrSF": first, "2ndFlrSF": second,
        "GrLivArea": grliv, "FullBath": full_bath, "HalfBath": half_bath, "BedroomAbvGr": bedrooms,
        "KitchenQual": kq, "TotRmsAbvGrd": rooms, "Fireplaces": fireplaces, "FireplaceQu": fq,
        "GarageYrBlt": garage_yr, "GarageCars": garage_cars, "GarageArea": garage_area,
        "MoSold": mo, "YrSold": yr, "SaleCondition": rng.choice(["Normal", "Partial", "Abnorml", "Family"], N, p=[0.82, 0.09, 0.07, 0.02]),
        "SalePrice": price.astype(int),
    })
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "train.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
