"""Synthetic houses in the layout of Kaggle's House Prices (Ames) train.csv, 1460 rows.

A subset of the competition's columns under their own names and codes (Id, MSSubClass, MSZoning,
LotFrontage, LotArea, ..., SalePrice), with the usual gaps (LotFrontage, MasVnrArea, BsmtQual,
GarageType/GarageYrBlt) and the two large, cheap partial sales in Edwards. Writes data/train.csv
beside this file from a fixed seed; re-running reproduces every byte.
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
HOODS = {"NAmes": (225, 0), "CollgCr": (150, 1), "OldTown": (113, -1), "Edwards": (100, -1), "Somerst": (86, 2),
         "Gilbert": (79, 1), "NridgHt": (77, 3), "Sawyer": (74, 0), "NWAmes": (73, 1), "SawyerW": (59, 1),
         "BrkSide": (58, -1), "Crawfor": (51, 1), "Mitchel": (49, 0), "NoRidge": (41, 3), "Timber": (38, 2),
         "IDOTRR": (37, -2), "ClearCr": (28, 1), "StoneBr": (25, 3), "SWISU": (25, -1), "MeadowV": (17, -2),
         "Blmngtn": (17, 1), "BrDale": (16, -1), "Veenker": (11, 2), "NPkVill": (9, 0), "Blueste": (2, 0)}  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(seeded(1460))
    names = list(HOODS)
    w = np.array([HOODS[h][0] for h in names], float)
    hood = rng.choice(names, N, p=w / w.sum())
    lvl = np.array([HOODS[h][1] for h in hood])
    qual = np.clip(np.round(rng.normal(6.1 + 0.6 * lvl, 1.1)), 1, 10).astype(int)
    cond = rng.choice([3, 4, 5, 6, 7, 8, 9], N, p=[0.02, 0.04, 0.56, 0.17, 0.14, 0.05, 0.02])
    year = np.clip(np.round(rng.normal(1971 + 9 * (qual - 6) + 4 * lvl, 22)), 1872, 2010).astype(int)
    remod = np.maximum(year, np.where(rng.uniform(size=N) < 0.5, year, rng.integers(1950, 2011, N)))
    remod = np.maximum(remod, 1950)
    first = np.round(rng.normal(900 + 110 * (qual - 6), 260)).clip(334, 3228).astype(int)
    two_story = rng.uniform(size=N) < 0.43
    second = np.where(two_story, np.round(rng.normal(0.8, 0.2, N) * first), 0).clip(0, 2065).astype(int)
    liv = first + second
    bsmt = np.where(rng.uniform(size=N) < 0.025, 0, np.round(first * rng.normal(0.98, 0.2, N))).clip(0, 3200).astype(int)
    cars = np.clip(np.round(rng.normal(1.2 + 0.3 * (qual - 6) + 0.00015 * liv, 0.6)), 0, 4).astype(int)
    garea = np.where(cars == 0, 0, np.round(cars * rng.normal(255, 40, N))).astype(int)
    full = np.clip(np.round(0.4 + liv / 1000 + rng.normal(0, 0.4, N)), 0, 3).astype(int)
    half = (rng.uniform(size=N) < np.where(two_story, 0.6, 0.2)).astype(int)
    beds = np.clip(np.round(liv / 520 + rng.normal(0.3, 0.6, N)), 0, 8).astype(int)
    rooms = np.clip(beds + 2 + full + rng.integers(0, 3, N), 2, 14)
    fire = rng.choice([0, 1, 2], N, p=[0.47, 0.45, 0.08])
    lot_front = np.round(rng.normal(70, 22, N)).clip(21, 313)
    lot_area = np.round(lot_front * rng.normal(135, 40, N)).clip(1300, 215245).astype(int)
    masvnr = np.where(rng.uniform(size=N) < 0.59, 0.0, np.round(rng.gamma(2, 120, N)))
    price = np.exp(
        10.72 + 0.11 * qual + 0.00030 * liv + 0.00009 * bsmt + 0.06 * cars + 0.0022 * (year - 1970)
        + 0.03 * lvl + 0.02 * fire + 0.000002 * lot_area + rng.normal(0, 0.11, N)
    )
    zoning = rng.choice(["RL", "RM", "FV", "RH", "C (all)"], N, p=[0.79, 0.15, 0.044, 0.011, 0.005])
    price = price * np.select([zoning == "C (all)", zoning == "RM", zoning == "RH", zoning == "FV"], [0.5, 0.8, 0.85, 1.15], 1.0)
    price = (np.round(price / 100) * 100).astype(int)
    subclass = np.where(two_story, rng.choice([60, 70, 160, 75], N, p=[0.7, 0.15, 0.1, 0.05]),
                        rng.choice([20, 30, 50, 120, 90, 85, 80, 190, 45, 180, 40], N,
                                   p=[0.63, 0.08, 0.165, 0.04, 0.03, 0.01, 0.03, 0.005, 0.004, 0.004, 0.002]))  # fmt: skip
    qual_code = lambda q: np.select([q >= 9, q >= 7, q >= 5], ["Ex", "Gd", "TA"], "Fa")  # noqa: E731
    ext = qual_code(qual + rng.integers(-1, 2, N))
    kitchen = qual_code(qual + rng.integers(-1, 2, N))
    bsmtq = np.where(bsmt == 0, None, qual_code(qual + rng.integers(-1, 2, N))).astype(object)
    gtype = np.where(cars == 0, None, rng.choice(["Attchd", "Detchd", "BuiltIn", "Basment", "CarPort"], N,
                                                p=[0.63, 0.28, 0.065, 0.015, 0.01])).astype(object)  # fmt: skip
    gyr = np.where(cars == 0, np.nan, np.maximum(year, year + (rng.uniform(size=N) < 0.1) * rng.integers(0, 30, N)).clip(max=2010))
    mo = rng.choice(np.arange(1, 13), N, p=np.array([4, 5, 7, 9, 14, 17, 16, 8, 4, 6, 5, 5]) / 100)
    yr = rng.choice([2006, 2007, 2008, 2009, 2010], N, p=[0.22, 0.22, 0.21, 0.23, 0.12])
    cond_sale = rng.choice(["Normal", "Partial", "Abnorml", "Family", "Alloca", "AdjLand"], N,
                           p=[0.82, 0.085, 0.07, 0.014, 0.008, 0.003])  # fmt: skip
    frame = pd.DataFrame({
        "Id": np.arange(1, N + 1), "MSSubClass": subclass, "MSZoning": zoning, "LotFrontage": lot_front,
        "LotArea": lot_area, "Street": np.where(rng.uniform(size=N) < 0.996, "Pave", "Grvl"),
        "LotShape": rng.choice(["Reg", "IR1", "IR2", "IR3"], N, p=[0.63, 0.33, 0.03, 0.01]),
        "Neighborhood": hood, "BldgType": rng.choice(["1Fam", "TwnhsE", "Duplex", "Twnhs", "2fmCon"], N,
                                                      p=[0.835, 0.078, 0.036, 0.03, 0.021]),
        "HouseStyle": np.where(two_story, "2Story", rng.choice(["1Story", "1.5Fin", "SLvl", "SFoyer"], N,
                                                               p=[0.85, 0.1, 0.03, 0.02])),
        "OverallQual": qual, "OverallCond": cond, "YearBuilt": year, "YearRemodAdd": remod,
        "MasVnrArea": masvnr, "ExterQual": ext, "BsmtQual": bsmtq, "TotalBsmtSF": bsmt, "1stFlrSF": first,
        "2ndFlrSF": second, "GrLivArea": liv, "FullBath": full, "HalfBath": half, "BedroomAbvGr": beds,
        "KitchenQual": kitchen, "TotRmsAbvGrd": rooms, "Fireplaces": fire, "GarageType": gtype,
        "GarageYrBlt": gyr, "GarageCars": cars, "GarageArea": garea, "PoolArea": 0, "MoSold": mo, "YrSold": yr,
        "SaleCondition": cond_sale, "SalePrice": price,
    })  # fmt: skip
    frame.loc[rng.choice(N, 259, replace=False), "LotFrontage"] = np.nan
    frame.loc[rng.choice(N, 8, replace=False), "MasVnrArea"] = np.nan
    # the two huge new houses in Edwards sold cheap (partial sales)
    for idx, (liv_, bsmt_, price_) in zip([523, 1298], [(4676, 3138, 184750), (5642, 6110, 160000)]):
        frame.loc[idx, ["GrLivArea", "1stFlrSF", "2ndFlrSF", "TotalBsmtSF", "SalePrice", "OverallQual",
                        "Neighborhood", "SaleCondition", "YearBuilt", "GarageCars"]] = [
            liv_, liv_ // 2 + 400, liv_ - (liv_ // 2 + 400), bsmt_, price_, 10, "Edwards", "Partial", 2008, 3]  # fmt: skip
    frame.loc[rng.choice(N, 2, replace=False), "PoolArea"] = [512, 648]
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "train.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
