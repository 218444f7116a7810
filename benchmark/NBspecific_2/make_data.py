"""Synthetic data in the shape of Kaggle's "House Prices - Advanced Regression Techniques".

Writes data/train.csv (1460 houses, Id 1-1460, with SalePrice) and data/test.csv (1459 houses,
Id 1461-2919, no SalePrice) with the competition's 81 / 80 column names, its category codes and
its "NA" markers for missing values (no alley, no basement, no garage, no pool, ...). Values are
drawn from a fixed seed; re-running reproduces every byte. Two very large, cheap partial sales
(GrLivArea > 4000) are planted in train, as in the original data.
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

NEIGHBORHOODS = {  # name: (share, price factor, typical year built)
    "NAmes": (0.154, 0.93, 1960), "CollgCr": (0.103, 1.08, 1998), "OldTown": (0.077, 0.80, 1920),
    "Edwards": (0.068, 0.82, 1955), "Somerst": (0.059, 1.15, 2004), "Gilbert": (0.054, 1.05, 1999),
    "NridgHt": (0.053, 1.45, 2005), "Sawyer": (0.051, 0.88, 1962), "NWAmes": (0.050, 1.02, 1975),
    "SawyerW": (0.040, 1.02, 1990), "BrkSide": (0.040, 0.80, 1930), "Crawfor": (0.035, 1.10, 1940),
    "Mitchel": (0.034, 0.95, 1975), "NoRidge": (0.028, 1.50, 1994), "Timber": (0.026, 1.25, 2000),
    "IDOTRR": (0.025, 0.70, 1925), "ClearCr": (0.019, 1.12, 1970), "StoneBr": (0.017, 1.50, 2000),
    "SWISU": (0.017, 0.85, 1925), "MeadowV": (0.012, 0.70, 1972), "Blmngtn": (0.012, 1.10, 2005),
    "BrDale": (0.011, 0.72, 1971), "Veenker": (0.008, 1.20, 1978), "NPkVill": (0.006, 0.90, 1977),
    "Blueste": (0.002, 0.85, 1980),
}  # fmt: skip


def pick(rng, n, levels, p):
    p = np.asarray(p, dtype=float)
    return rng.choice(levels, n, p=p / p.sum()).astype(object)


def houses(rng, n, first_id, with_price):
    names = list(NEIGHBORHOODS)
    nb = pick(rng, n, names, [NEIGHBORHOODS[k][0] for k in names])
    nb_factor = np.array([NEIGHBORHOODS[k][1] for k in nb])
    nb_year = np.array([NEIGHBORHOODS[k][2] for k in nb])

    year_built = np.clip(np.round(nb_year + rng.normal(0, 14, n)), 1872, 2010).astype(int)
    age_score = (year_built - 1970) / 40
    qual = np.clip(np.round(5.9 + 1.1 * age_score + 2.2 * np.log(nb_factor) * 3 + rng.normal(0, 0.9, n)), 1, 10).astype(int)
    cond = pick(rng, n, [3, 4, 5, 6, 7, 8, 9], [2, 4, 56, 17, 14, 5, 2]).astype(int)
    remod = np.where(rng.uniform(size=n) < 0.45, year_built,
                     np.maximum(year_built, rng.integers(1950, 2011, n)))  # fmt: skip
    remod = np.maximum(remod, 1950)

    style = pick(rng, n, ["1Story", "2Story", "1.5Fin", "SLvl", "SFoyer", "1.5Unf", "2.5Unf", "2.5Fin"],
                 [497, 445, 154, 65, 37, 14, 11, 8])  # fmt: skip
    two = np.isin(style, ["2Story", "1.5Fin", "2.5Unf", "2.5Fin"])
    first = np.round(rng.lognormal(np.log(1060), 0.22, n) * (1 + 0.05 * (qual - 6))).astype(int)
    first = np.clip(first, 334, 2600)
    second = np.where(two, np.round(first * rng.uniform(0.45, 0.95, n)), 0).astype(int)
    lowq = np.where(rng.uniform(size=n) < 0.018, rng.integers(80, 520, n), 0)
    grliv = first + second + lowq

    has_bsmt = rng.uniform(size=n) > 0.025
    tot_bsmt = np.where(has_bsmt, np.round(first * rng.uniform(0.75, 1.1, n)), 0).astype(int)
    fin1 = np.where(has_bsmt, np.round(tot_bsmt * rng.beta(2, 1.6, n)), 0).astype(int)
    fin1 = np.where(rng.uniform(size=n) < 0.3, 0, fin1)
    fin2 = np.where(has_bsmt & (rng.uniform(size=n) < 0.11), np.round((tot_bsmt - fin1) * rng.uniform(0, 0.8, n)), 0).astype(int)
    unf = tot_bsmt - fin1 - fin2

    has_gar = rng.uniform(size=n) > 0.055
    cars = np.where(has_gar, np.clip(np.round(1.5 + 0.33 * (qual - 5) + rng.normal(0, 0.45, n)), 1, 4), 0).astype(int)
    gar_area = np.where(has_gar, np.round(cars * rng.normal(250, 35, n) + rng.normal(0, 40, n)), 0).astype(int)
    gar_area = np.maximum(gar_area, 0)
    gar_year = np.where(has_gar, np.where(rng.uniform(size=n) < 0.8, year_built, np.minimum(2010, year_built + rng.integers(0, 40, n))), -1)

    full = np.clip(np.round(1 + (grliv > 1500) + 0.4 * rng.normal(size=n) + (qual > 8)), 0, 3).astype(int)
    half = np.where(two | (rng.uniform(size=n) < 0.25), rng.choice([0, 1], n, p=[0.35, 0.65]), 0)
    beds = np.clip(np.round(1.2 + grliv / 1000 + rng.normal(0, 0.75, n)), 0, 8).astype(int)
    rooms = np.clip(beds + 2 + full // 2 + rng.integers(0, 3, n), 2, 14)
    fireplaces = pick(rng, n, [0, 1, 2, 3], [690, 650, 115, 5]).astype(int)
    fireplaces = np.where((qual >= 8) & (fireplaces == 0) & (rng.uniform(size=n) < 0.5), 1, fireplaces)

    lot_front = np.round(rng.lognormal(np.log(69), 0.3, n)).astype(float)
    lot_front[rng.uniform(size=n) < 0.177] = np.nan
    lot_area = np.round(rng.lognormal(np.log(9450), 0.45, n)).astype(int)
    mas_type = pick(rng, n, ["BrkFace", "Stone", "BrkCmn", "NA"], [445, 128, 15, 870])
    mas_area = np.where(mas_type == "NA", 0, np.round(rng.gamma(2, 120, n))).astype(float)
    gap = rng.uniform(size=n) < 0.006
    mas_type[gap] = "NA"
    mas_area[gap] = np.nan

    qual_word = np.array(["Po", "Fa", "TA", "Gd", "Ex"], dtype=object)
    exter_q = qual_word[np.clip(np.round(1.4 + 0.35 * (qual - 5) + rng.normal(0, 0.35, n)), 1, 4).astype(int)]
    kitchen_q = qual_word[np.clip(np.round(1.5 + 0.35 * (qual - 5) + rng.normal(0, 0.45, n)), 1, 4).astype(int)]
    heat_q = qual_word[np.clip(np.round(2.6 + 0.3 * (qual - 5) + rng.normal(0, 0.7, n)), 1, 4).astype(int)]
    bsmt_q = qual_word[np.clip(np.round(1.6 + 0.35 * (qual - 5) + rng.normal(0, 0.4, n)), 1, 4).astype(int)]
    fire_q = qual_word[np.clip(np.round(2.2 + 0.25 * (qual - 5) + rng.normal(0, 0.6, n)), 0, 4).astype(int)]
    gar_q = pick(rng, n, ["TA", "Fa", "Gd", "Ex", "Po"], [1311, 48, 14, 3, 3])

    yr_sold = pick(rng, n, [2006, 2007, 2008, 2009, 2010], [314, 329, 304, 338, 175]).astype(int)
    mo_sold = pick(rng, n, list(range(1, 13)), [58, 52, 106, 141, 204, 253, 234, 122, 63, 89, 79, 59]).astype(int)
    yr_sold = np.maximum(yr_sold, remod)  # sold after the last remodel
    sale_cond = pick(rng, n, ["Normal", "Partial", "Abnorml", "Family", "Alloca", "AdjLand"], [1198, 125, 101, 20, 12, 4])
    sale_type = np.where(sale_cond == "Partial", "New", pick(rng, n, ["WD", "COD", "ConLD", "ConLI", "ConLw", "CWD", "Oth", "Con"], [1267, 43, 9, 5, 5, 4, 3, 2]))

    df = pd.DataFrame({
        "Id": np.arange(first_id, first_id + n),
        "MSSubClass": np.where(two, pick(rng, n, [60, 50, 70, 160, 75], [299, 144, 60, 63, 16]),
                               pick(rng, n, [20, 120, 30, 90, 80, 85, 190, 45, 180, 40], [536, 87, 69, 52, 58, 20, 30, 12, 10, 4])),
        "MSZoning": pick(rng, n, ["RL", "RM", "FV", "RH", "C (all)"], [1151, 218, 65, 16, 10]),
        "LotFrontage": lot_front,
        "LotArea": lot_area,
        "Street": pick(rng, n, ["Pave", "Grvl"], [1454, 6]),
        "Alley": pick(rng, n, ["NA", "Grvl", "Pave"], [1369, 50, 41]),
        "LotShape": pick(rng, n, ["Reg", "IR1", "IR2", "IR3"], [925, 484, 41, 10]),
        "LandContour": pick(rng, n, ["Lvl", "Bnk", "HLS", "Low"], [1311, 63, 50, 36]),
        "Utilities": pick(rng, n, ["AllPub", "NoSeWa"], [1459, 1]),
        "LotConfig": pick(rng, n, ["Inside", "Corner", "CulDSac", "FR2", "FR3"], [1052, 263, 94, 47, 4]),
        "LandSlope": pick(rng, n, ["Gtl", "Mod", "Sev"], [1382, 65, 13]),
        "Neighborhood": nb,
        "Condition1": pick(rng, n, ["Norm", "Feedr", "Artery", "RRAn", "PosN", "RRAe", "PosA", "RRNn", "RRNe"], [1260, 81, 48, 26, 19, 11, 8, 5, 2]),
        "Condition2": pick(rng, n, ["Norm", "Feedr", "Artery", "RRNn", "PosN"], [1445, 6, 2, 2, 2]),
        "BldgType": pick(rng, n, ["1Fam", "TwnhsE", "Duplex", "Twnhs", "2fmCon"], [1220, 114, 52, 43, 31]),
        "HouseStyle": style,
        "OverallQual": qual,
        "OverallCond": cond,
        "YearBuilt": year_built,
        "YearRemodAdd": remod,
        "RoofStyle": pick(rng, n, ["Gable", "Hip", "Flat", "Gambrel", "Mansard", "Shed"], [1141, 286, 13, 11, 7, 2]),
        "RoofMatl": pick(rng, n, ["CompShg", "Tar&Grv", "WdShngl", "WdShake", "Metal"], [1434, 11, 6, 5, 1]),
        "Exterior1st": pick(rng, n, ["VinylSd", "HdBoard", "MetalSd", "Wd Sdng", "Plywood", "CemntBd", "BrkFace", "WdShing", "Stucco", "AsbShng"], [515, 222, 220, 206, 108, 61, 50, 26, 25, 20]),
        "Exterior2nd": pick(rng, n, ["VinylSd", "MetalSd", "HdBoard", "Wd Sdng", "Plywood", "CmentBd", "Wd Shng", "Stucco", "BrkFace", "AsbShng"], [504, 214, 207, 197, 142, 60, 38, 26, 25, 20]),
        "MasVnrType": mas_type,
        "MasVnrArea": mas_area,
        "ExterQual": exter_q,
        "ExterCond": pick(rng, n, ["TA", "Gd", "Fa", "Ex", "Po"], [1282, 146, 28, 3, 1]),
        "Foundation": np.where(year_built > 1990, pick(rng, n, ["PConc", "CBlock"], [9, 1]),
                               pick(rng, n, ["CBlock", "PConc", "BrkTil", "Slab", "Stone", "Wood"], [634, 300, 146, 24, 6, 3])),
        "BsmtQual": np.where(has_bsmt, bsmt_q, "NA"),
        "BsmtCond": np.where(has_bsmt, pick(rng, n, ["TA", "Gd", "Fa", "Po"], [1311, 65, 45, 2]), "NA"),
        "BsmtExposure": np.where(has_bsmt, pick(rng, n, ["No", "Av", "Gd", "Mn"], [953, 221, 134, 114]), "NA"),
        "BsmtFinType1": np.where(has_bsmt, np.where(fin1 == 0, "Unf", pick(rng, n, ["GLQ", "ALQ", "BLQ", "Rec", "LwQ"], [418, 220, 148, 133, 74])), "NA"),
        "BsmtFinSF1": fin1,
        "BsmtFinType2": np.where(has_bsmt, np.where(fin2 == 0, "Unf", pick(rng, n, ["Rec", "LwQ", "BLQ", "ALQ", "GLQ"], [54, 46, 33, 19, 14])), "NA"),
        "BsmtFinSF2": fin2,
        "BsmtUnfSF": unf,
        "TotalBsmtSF": tot_bsmt,
        "Heating": pick(rng, n, ["GasA", "GasW", "Grav", "Wall", "OthW", "Floor"], [1428, 18, 7, 4, 2, 1]),
        "HeatingQC": heat_q,
        "CentralAir": np.where((year_built < 1940) & (rng.uniform(size=n) < 0.35), "N", pick(rng, n, ["Y", "N"], [97, 3])),
        "Electrical": pick(rng, n, ["SBrkr", "FuseA", "FuseF", "FuseP", "Mix"], [1334, 94, 27, 3, 1]),
        "1stFlrSF": first,
        "2ndFlrSF": second,
        "LowQualFinSF": lowq,
        "GrLivArea": grliv,
        "BsmtFullBath": np.where(has_bsmt & (fin1 > 300), pick(rng, n, [0, 1, 2], [30, 65, 5]), 0).astype(int),
        "BsmtHalfBath": np.where(has_bsmt, pick(rng, n, [0, 1], [94, 6]), 0).astype(int),
        "FullBath": full,
        "HalfBath": half,
        "BedroomAbvGr": beds,
        "KitchenAbvGr": pick(rng, n, [1, 2, 3, 0], [1392, 65, 2, 1]).astype(int),
        "KitchenQual": kitchen_q,
        "TotRmsAbvGrd": rooms,
        "Functional": pick(rng, n, ["Typ", "Min2", "Min1", "Mod", "Maj1", "Maj2", "Sev"], [1360, 34, 31, 15, 14, 5, 1]),
        "Fireplaces": fireplaces,
        "FireplaceQu": np.where(fireplaces > 0, fire_q, "NA"),
        "GarageType": np.where(has_gar, pick(rng, n, ["Attchd", "Detchd", "BuiltIn", "Basment", "CarPort", "2Types"], [870, 387, 88, 19, 9, 6]), "NA"),
        "GarageYrBlt": np.where(has_gar, gar_year, np.nan),
        "GarageFinish": np.where(has_gar, np.where(year_built > 1995, pick(rng, n, ["Fin", "RFn"], [1, 1]), pick(rng, n, ["Unf", "RFn", "Fin"], [605, 422, 352])), "NA"),
        "GarageCars": cars,
        "GarageArea": gar_area,
        "GarageQual": np.where(has_gar, gar_q, "NA"),
        "GarageCond": np.where(has_gar, pick(rng, n, ["TA", "Fa", "Gd", "Po", "Ex"], [1326, 35, 9, 7, 2]), "NA"),
        "PavedDrive": pick(rng, n, ["Y", "N", "P"], [1340, 90, 30]),
        "WoodDeckSF": np.where(rng.uniform(size=n) < 0.48, np.round(rng.gamma(2.2, 85, n)), 0).astype(int),
        "OpenPorchSF": np.where(rng.uniform(size=n) < 0.55, np.round(rng.gamma(1.8, 45, n)), 0).astype(int),
        "EnclosedPorch": np.where((year_built < 1950) & (rng.uniform(size=n) < 0.5), np.round(rng.gamma(3, 50, n)), 0).astype(int),
        "3SsnPorch": np.where(rng.uniform(size=n) < 0.016, rng.integers(100, 410, n), 0),
        "ScreenPorch": np.where(rng.uniform(size=n) < 0.08, np.round(rng.gamma(4, 45, n)), 0).astype(int),
        "PoolArea": np.zeros(n, dtype=int),
        "PoolQC": np.full(n, "NA", dtype=object),
        "Fence": pick(rng, n, ["NA", "MnPrv", "GdPrv", "GdWo", "MnWw"], [1179, 157, 59, 54, 11]),
        "MiscFeature": pick(rng, n, ["NA", "Shed", "Gar2", "Othr", "TenC"], [1406, 49, 2, 2, 1]),
        "MiscVal": np.zeros(n, dtype=int),
        "MoSold": mo_sold,
        "YrSold": yr_sold,
        "SaleType": sale_type,
        "SaleCondition": sale_cond,
    })  # fmt: skip
    pool = rng.uniform(size=n) < 0.005
    df.loc[pool, "PoolArea"] = rng.integers(480, 740, pool.sum())
    df.loc[pool, "PoolQC"] = pick(rng, pool.sum(), ["Gd", "Ex", "Fa"], [3, 2, 2])
    shed = df["MiscFeature"] != "NA"
    df.loc[shed, "MiscVal"] = np.round(rng.gamma(2, 300, shed.sum()) / 50).astype(int) * 50
    df.loc[rng.uniform(size=n) < 0.0007, "Electrical"] = "NA"

    for col in ["LotFrontage", "MasVnrArea", "GarageYrBlt"]:
        df[col] = df[col].round().astype("Int64")

    if with_price:
        kq = pd.Series(kitchen_q).map({"Po": 1, "Fa": 2, "TA": 3, "Gd": 4, "Ex": 5}).to_numpy()
        log_price = (
            11.24 + 0.07 * qual + 0.00032 * grliv + 0.00012 * tot_bsmt + 0.07 * cars
            + 0.0022 * (remod - 1970) + 0.0018 * (year_built - 1970) + 0.04 * kq + 0.03 * fireplaces
            + 0.04 * (cond - 5) + 0.5 * np.log(nb_factor) + 0.05 * np.log(lot_area / 9450)
            + np.where(sale_cond == "Abnorml", -0.12, 0) + rng.normal(0, 0.105, n)
        )
        price = np.round(np.exp(log_price - 0.55) / 100) * 100
        df["SalePrice"] = np.clip(price, 34900, 755000).astype(int)
    return df


def main() -> None:
    rng = np.random.default_rng(seeded(1460))
    OUT.mkdir(exist_ok=True)
    train = houses(rng, 1460, 1, with_price=True)
    # two huge partial sales in Edwards that sold far too cheap (the data set's famous outliers)
    for row, (area, bsmt) in zip([523, 1298], [(4676, 3138), (5642, 6110)]):
        train.loc[row, ["GrLivArea", "1stFlrSF", "2ndFlrSF", "TotalBsmtSF", "BsmtFinSF1", "BsmtUnfSF"]] = [
            area, area - 950, 950, bsmt, bsmt - 400, 400]
        train.loc[row, ["Neighborhood", "OverallQual", "SaleCondition", "SaleType", "YearBuilt", "YearRemodAdd", "YrSold"]] = [
            "Edwards", 10, "Partial", "New", 2007, 2008, 2008]
        train.loc[row, "SalePrice"] = [184750, 160000][row == 1298]
    train.to_csv(OUT / "train.csv", index=False, na_rep="NA")

    test = houses(rng, 1459, 1461, with_price=False)
    for col in ["GarageCars", "GarageArea", "TotalBsmtSF", "BsmtFinSF1", "BsmtUnfSF"]:
        test[col] = test[col].astype("Int64")
    test.loc[1116, ["GarageCars", "GarageArea"]] = pd.NA
    test.loc[660, ["TotalBsmtSF", "BsmtFinSF1", "BsmtUnfSF"]] = pd.NA
    test.to_csv(OUT / "test.csv", index=False, na_rep="NA")


if __name__ == "__main__":
    main()
