"""Synthetic cars in the layout of Kaggle's "Car Price Prediction" CarPrice_Assignment.csv, plus the
small file of Geely cars the notebook's author typed in.

CarPrice_Assignment.csv (the Geely Auto case study on Kaggle, built on the UCI Automobile data):
205 cars, car_ID 1..205 in the file's brand order, its 26 columns and category codes
(fueltype gas/diesel, aspiration std/turbo, doornumber two/four, carbody convertible/hardtop/
hatchback/sedan/wagon, drivewheel 4wd/fwd/rwd, enginelocation front/rear, cylindernumber as
words), its CarName values with the misspelled brands ("maxda", "porcshce", "toyouta",
"vokswagen", "vw", "Nissan") and the Mercedes rows listed under "buick". The specifications and
prices are drawn from a fixed seed, not copied.

carros_geely.csv: five Geely models (Emgrand EC7, Emgrand GS, GC6, MK, Panda) with specifications
converted to the dataset's units (inches, lbs, cubic inches, mpg), and one Toyota Corolla copied
from the dataset to compare with. All of them front-engine, front-wheel-drive, gas, std
aspiration, sedans or hatchbacks.

Writes both files into data/ beside this file; re-running reproduces every byte.
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

# brand: (size level, price factor, [(CarName, carbody, drivewheel, fuel, aspiration, cylinders), ...])
# carbody c=convertible t=hardtop h=hatchback s=sedan w=wagon; drive f/r/4; fuel g/d; aspiration s/t
BRANDS = [
    ("alfa-romero", 0.40, 1.05, [
        ("alfa-romero giulia", "c", "r", "g", "s", "four"), ("alfa-romero stelvio", "c", "r", "g", "s", "four"),
        ("alfa-romero Quadrifoglio", "h", "r", "g", "s", "six")]),
    ("audi", 0.55, 1.15, [
        ("audi 100 ls", "s", "f", "g", "s", "four"), ("audi 100ls", "s", "4", "g", "s", "five"),
        ("audi fox", "s", "f", "g", "s", "five"), ("audi 100ls", "s", "f", "g", "s", "five"),
        ("audi 5000", "s", "f", "g", "s", "five"), ("audi 4000", "w", "f", "g", "s", "five"),
        ("audi 5000s (diesel)", "h", "4", "g", "t", "five")]),
    ("bmw", 0.60, 1.45, [
        ("bmw 320i", "s", "r", "g", "s", "four"), ("bmw 320i", "s", "r", "g", "s", "four"),
        ("bmw x1", "s", "r", "g", "s", "six"), ("bmw x3", "s", "r", "g", "s", "six"),
        ("bmw z4", "s", "r", "g", "s", "six"), ("bmw x4", "s", "r", "g", "s", "six"),
        ("bmw x5", "s", "r", "g", "s", "six"), ("bmw x3", "s", "r", "g", "s", "six")]),
    ("chevrolet", 0.05, 0.95, [
        ("chevrolet impala", "h", "f", "g", "s", "three"), ("chevrolet monte carlo", "h", "f", "g", "s", "four"),
        ("chevrolet vega 2300", "s", "f", "g", "s", "four")]),
    ("dodge", 0.18, 0.95, [
        ("dodge rampage", "h", "f", "g", "s", "four"), ("dodge challenger se", "h", "f", "g", "s", "four"),
        ("dodge d200", "h", "f", "g", "t", "four"), ("dodge monaco (sw)", "h", "f", "g", "s", "four"),
        ("dodge colt hardtop", "h", "f", "g", "s", "four"), ("dodge colt (sw)", "s", "f", "g", "s", "four"),
        ("dodge coronet custom", "s", "f", "g", "s", "four"), ("dodge dart custom", "s", "f", "g", "s", "four"),
        ("dodge coronet custom (sw)", "w", "f", "g", "s", "four")]),
    ("honda", 0.18, 0.97, [
        ("honda civic", "h", "f", "g", "s", "four"), ("honda civic cvcc", "h", "f", "g", "s", "four"),
        ("honda civic", "h", "f", "g", "s", "four"), ("honda accord cvcc", "h", "f", "g", "s", "four"),
        ("honda civic cvcc", "h", "f", "g", "s", "four"), ("honda accord lx", "w", "f", "g", "s", "four"),
        ("honda civic 1500 gl", "s", "f", "g", "s", "four"), ("honda accord", "s", "f", "g", "s", "four"),
        ("honda civic 1300", "s", "f", "g", "s", "four"), ("honda prelude", "s", "f", "g", "s", "four"),
        ("honda accord", "s", "f", "g", "s", "four"), ("honda civic", "s", "f", "g", "s", "four"),
        ("honda civic (auto)", "s", "f", "g", "s", "four")]),
    ("isuzu", 0.25, 0.98, [
        ("isuzu MU-X", "s", "r", "g", "s", "four"), ("isuzu D-Max ", "s", "r", "g", "s", "four"),
        ("isuzu D-Max V-Cross", "s", "f", "g", "s", "four"), ("isuzu D-Max ", "h", "r", "g", "s", "four")]),
    ("jaguar", 0.95, 1.50, [
        ("jaguar xj", "s", "r", "g", "s", "six"), ("jaguar xf", "s", "r", "g", "s", "six"),
        ("jaguar xk", "s", "r", "g", "s", "twelve")]),
    ("mazda", 0.25, 0.98, [
        ("maxda rx3", "h", "f", "g", "s", "four"), ("maxda glc deluxe", "h", "f", "g", "s", "four"),
        ("mazda rx2 coupe", "h", "r", "g", "s", "two"), ("mazda rx-4", "h", "r", "g", "s", "two"),
        ("mazda glc deluxe", "h", "f", "g", "s", "four"), ("mazda 626", "h", "f", "g", "s", "four"),
        ("mazda glc", "s", "f", "g", "s", "four"), ("mazda rx-7 gs", "h", "r", "g", "s", "two"),
        ("mazda glc 4", "s", "f", "g", "s", "four"), ("mazda 626", "s", "f", "g", "s", "four"),
        ("mazda glc custom l", "h", "f", "g", "s", "four"), ("mazda glc custom", "s", "f", "d", "s", "four"),
        ("mazda rx-4", "h", "r", "g", "s", "two"), ("mazda glc deluxe", "h", "f", "g", "s", "four"),
        ("mazda 626", "s", "f", "g", "s", "four"), ("mazda glc", "h", "r", "g", "s", "four"),
        ("mazda rx-7 gs", "s", "r", "d", "s", "four")]),
    ("buick", 0.90, 1.45, [
        ("buick electra 225 custom", "s", "r", "d", "t", "five"),
        ("buick century luxus (sw)", "w", "r", "d", "t", "five"),
        ("buick century", "t", "r", "d", "t", "five"), ("buick skyhawk", "s", "r", "d", "t", "five"),
        ("buick opel isuzu deluxe", "s", "r", "g", "s", "eight"), ("buick skylark", "c", "r", "g", "s", "eight"),
        ("buick century special", "s", "r", "g", "s", "eight"),
        ("buick regal sport coupe (turbo)", "t", "r", "g", "s", "eight")]),
    ("mercury", 0.45, 1.05, [("mercury cougar", "h", "r", "g", "t", "four")]),
    ("mitsubishi", 0.22, 0.97, [
        ("mitsubishi mirage", "h", "f", "g", "s", "four"), ("mitsubishi lancer", "h", "f", "g", "s", "four"),
        ("mitsubishi outlander", "h", "f", "g", "s", "four"), ("mitsubishi g4", "h", "f", "g", "t", "four"),
        ("mitsubishi mirage g4", "h", "f", "g", "t", "four"), ("mitsubishi outlander", "h", "f", "g", "t", "four"),
        ("mitsubishi g4", "s", "f", "g", "s", "four"), ("mitsubishi mirage g4", "s", "f", "g", "s", "four"),
        ("mitsubishi montero", "s", "f", "g", "t", "four"), ("mitsubishi pajero", "s", "f", "g", "s", "four"),
        ("mitsubishi pajero", "s", "f", "g", "s", "four"), ("mitsubishi outlander", "s", "f", "g", "s", "four"),
        ("mitsubishi mirage g4", "h", "f", "g", "s", "four")]),
    ("nissan", 0.25, 0.96, [
        ("Nissan versa", "s", "f", "g", "s", "four"), ("nissan gt-r", "s", "f", "d", "s", "four"),
        ("nissan rogue", "s", "f", "g", "s", "four"), ("nissan latio", "w", "f", "g", "s", "four"),
        ("nissan titan", "s", "f", "g", "s", "four"), ("nissan leaf", "h", "f", "g", "s", "four"),
        ("nissan latio", "h", "f", "g", "s", "four"), ("nissan titan", "s", "f", "g", "s", "four"),
        ("nissan juke", "w", "f", "g", "s", "four"), ("nissan note", "t", "f", "g", "s", "four"),
        ("nissan clipper", "h", "f", "g", "s", "four"), ("nissan rogue", "w", "f", "g", "s", "four"),
        ("nissan nv200", "h", "r", "g", "s", "six"), ("nissan dayz", "h", "r", "g", "s", "six"),
        ("nissan fuga", "s", "r", "g", "s", "six"), ("nissan otti", "s", "r", "g", "s", "six"),
        ("nissan teana", "h", "r", "g", "t", "six"), ("nissan kicks", "h", "r", "g", "s", "six")]),
    ("peugeot", 0.55, 1.02, [
        ("peugeot 504", "s", "r", "g", "s", "four"), ("peugeot 304", "s", "r", "d", "t", "four"),
        ("peugeot 504 (sw)", "w", "r", "g", "s", "four"), ("peugeot 504", "w", "r", "d", "t", "four"),
        ("peugeot 504", "s", "r", "g", "s", "four"), ("peugeot 604sl", "s", "r", "d", "t", "four"),
        ("peugeot 504", "w", "r", "g", "s", "four"), ("peugeot 505s turbo diesel", "w", "r", "d", "t", "four"),
        ("peugeot 504", "s", "r", "g", "s", "four"), ("peugeot 504", "s", "r", "d", "t", "four"),
        ("peugeot 604sl", "s", "r", "g", "t", "four")]),
    ("plymouth", 0.18, 0.94, [
        ("plymouth fury iii", "h", "f", "g", "s", "four"), ("plymouth cricket", "h", "f", "g", "t", "four"),
        ("plymouth fury iii", "h", "f", "g", "s", "four"), ("plymouth satellite custom (sw)", "h", "f", "g", "s", "four"),
        ("plymouth fury gran sedan", "s", "f", "g", "s", "four"), ("plymouth valiant", "w", "f", "g", "s", "four"),
        ("plymouth duster", "h", "r", "g", "t", "four")]),
    ("porsche", 0.50, 1.40, [
        ("porsche macan", "t", "r", "g", "s", "six"), ("porcshce panamera", "t", "r", "g", "s", "six"),
        ("porsche cayenne", "c", "r", "g", "s", "six"), ("porsche boxter", "h", "r", "g", "s", "four"),
        ("porsche cayenne", "h", "r", "g", "s", "eight")]),
    ("renault", 0.22, 0.96, [("renault 12tl", "w", "f", "g", "s", "four"), ("renault 5 gtl", "h", "f", "g", "s", "four")]),
    ("saab", 0.45, 1.08, [
        ("saab 99e", "h", "f", "g", "s", "four"), ("saab 99le", "s", "f", "g", "s", "four"),
        ("saab 99le", "h", "f", "g", "s", "four"), ("saab 99gle", "s", "f", "g", "s", "four"),
        ("saab 99gle", "h", "f", "g", "t", "four"), ("saab 99e", "s", "f", "g", "t", "four")]),
    ("subaru", 0.22, 0.95, [
        ("subaru", "h", "f", "g", "s", "four"), ("subaru dl", "h", "f", "g", "s", "four"),
        ("subaru dl", "h", "4", "g", "s", "four"), ("subaru", "s", "f", "g", "s", "four"),
        ("subaru brz", "s", "f", "g", "s", "four"), ("subaru baja", "s", "f", "g", "t", "four"),
        ("subaru r1", "s", "4", "g", "s", "four"), ("subaru r2", "s", "4", "g", "t", "four"),
        ("subaru trezia", "w", "f", "g", "s", "four"), ("subaru tribeca", "w", "f", "g", "s", "four"),
        ("subaru dl", "w", "4", "g", "s", "four"), ("subaru dl", "w", "4", "g", "t", "four")]),
    ("toyota", 0.22, 0.96, [
        ("toyota corona mark ii", "h", "f", "g", "s", "four"), ("toyota corona", "h", "f", "g", "s", "four"),
        ("toyota corolla 1200", "h", "f", "g", "s", "four"), ("toyota corona hardtop", "h", "f", "g", "s", "four"),
        ("toyota corolla 1600 (sw)", "h", "f", "g", "s", "four"), ("toyota carina", "h", "f", "g", "s", "four"),
        ("toyota mark ii", "h", "f", "g", "s", "four"), ("toyota corolla 1200", "w", "4", "g", "s", "four"),
        ("toyota corona", "w", "4", "g", "s", "four"), ("toyota corolla", "w", "4", "g", "s", "four"),
        ("toyota corona", "s", "f", "g", "s", "four"), ("toyota corolla", "s", "f", "g", "s", "four"),
        ("toyota mark ii", "s", "f", "d", "s", "four"), ("toyota corolla liftback", "h", "f", "d", "s", "four"),
        ("toyota corona", "s", "f", "g", "s", "four"), ("toyota celica gt liftback", "h", "f", "g", "s", "four"),
        ("toyota corolla tercel", "s", "f", "g", "s", "four"), ("toyota corona liftback", "h", "f", "g", "s", "four"),
        ("toyota corolla", "h", "r", "g", "s", "four"), ("toyota starlet", "t", "r", "g", "s", "four"),
        ("toyota tercel", "h", "r", "g", "s", "four"), ("toyota corolla", "t", "r", "g", "s", "four"),
        ("toyota cressida", "h", "r", "g", "s", "four"), ("toyota corolla", "s", "f", "d", "t", "four"),
        ("toyota celica gt", "c", "r", "g", "s", "four"), ("toyota corona", "h", "r", "g", "s", "six"),
        ("toyota corolla", "h", "r", "g", "s", "six"), ("toyota mark ii", "h", "r", "g", "s", "six"),
        ("toyota corolla liftback", "s", "r", "g", "s", "six"), ("toyota corona", "w", "r", "g", "s", "six"),
        ("toyota starlet", "s", "f", "g", "s", "four"), ("toyouta tercel", "w", "f", "g", "s", "four")]),
    ("volkswagen", 0.25, 0.98, [
        ("volkswagen rabbit", "s", "f", "d", "s", "four"), ("volkswagen 1131 deluxe sedan", "s", "f", "g", "s", "four"),
        ("volkswagen model 111", "s", "f", "d", "t", "four"), ("volkswagen type 3", "s", "f", "g", "s", "four"),
        ("volkswagen 411 (sw)", "s", "f", "g", "s", "four"), ("volkswagen super beetle", "s", "f", "d", "t", "four"),
        ("volkswagen dasher", "s", "f", "g", "s", "five"), ("vw dasher", "c", "f", "g", "s", "four"),
        ("vw rabbit", "h", "f", "g", "s", "four"), ("volkswagen rabbit", "s", "f", "d", "s", "four"),
        ("volkswagen rabbit custom", "w", "f", "g", "s", "four"), ("vokswagen rabbit", "s", "f", "g", "s", "four")]),
    ("volvo", 0.60, 1.10, [
        ("volvo 145e (sw)", "s", "r", "g", "s", "four"), ("volvo 144ea", "w", "r", "g", "s", "four"),
        ("volvo 244dl", "s", "r", "g", "s", "four"), ("volvo 245", "w", "r", "g", "t", "four"),
        ("volvo 264gl", "s", "r", "g", "s", "four"), ("volvo diesel", "w", "r", "g", "t", "four"),
        ("volvo 145e (sw)", "s", "r", "g", "s", "four"), ("volvo 144ea", "s", "r", "g", "t", "four"),
        ("volvo 244dl", "s", "r", "g", "s", "six"), ("volvo 246", "s", "r", "d", "t", "six"),
        ("volvo 264gl", "s", "r", "g", "t", "four")]),
]
BODY = {"c": "convertible", "t": "hardtop", "h": "hatchback", "s": "sedan", "w": "wagon"}
DRIVE = {"f": "fwd", "r": "rwd", "4": "4wd"}
NCYL = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "eight": 8, "twelve": 12}
REAR_ENGINE = {"porsche macan", "porcshce panamera", "porsche cayenne"}


def cars(rng: np.random.Generator) -> pd.DataFrame:
    rows = []
    for brand, level, factor, models in BRANDS:
        for name, b, d, f, a, cyl in models:
            rows.append((brand, level, factor, name, BODY[b], DRIVE[d], "gas" if f == "g" else "diesel",
                         "std" if a == "s" else "turbo", cyl))
    df = pd.DataFrame(rows, columns=["brand", "level", "factor", "CarName", "carbody", "drivewheel",
                                     "fueltype", "aspiration", "cylindernumber"])
    n = len(df)
    diesel = (df["fueltype"] == "diesel").to_numpy()
    turbo = (df["aspiration"] == "turbo").to_numpy()
    rear = df["CarName"].isin(REAR_ENGINE).to_numpy()
    ncyl = df["cylindernumber"].map(NCYL).to_numpy()
    rotor = ncyl == 2
    body = df["carbody"].to_numpy()
    size = np.clip(df["level"].to_numpy() + rng.normal(0, 0.13, n) + 0.06 * (ncyl - 4).clip(0, 4), 0, 1.15)

    wheelbase = np.round(np.clip(88.0 + 20.0 * size + rng.normal(0, 1.6, n), 86.6, 120.9), 1)
    wheelbase[rear] = np.round(rng.normal(89.5, 0.4, rear.sum()), 1)
    carlength = np.round(np.clip(147.0 + 50.0 * size + rng.normal(0, 4.0, n), 141.1, 208.1), 1)
    carwidth = np.round(np.clip(62.5 + 8.5 * size + rng.normal(0, 0.9, n), 60.3, 72.3), 1)
    carheight = 51.5 + 4.0 * size + rng.normal(0, 1.2, n) + np.where(body == "wagon", 2.5, 0.0)
    carheight = np.round(np.clip(carheight - np.where(np.isin(body, ["convertible", "hardtop"]), 2.5, 0.0), 47.8, 59.8), 1)

    enginesize = ncyl * (22.5 + 9.0 * size) + rng.normal(0, 5.0, n)
    enginesize = np.where(rotor, rng.choice([70, 80], n), enginesize)
    enginesize = np.round(np.clip(enginesize, 61, 326)).astype(int)
    curbweight = 1650 + 1700 * size + 2.2 * (enginesize - 110) + rng.normal(0, 120, n)
    curbweight = np.round(np.clip(curbweight + 180 * diesel + 160 * (df["drivewheel"] == "4wd"), 1488, 4066)).astype(int)
    horsepower = 0.62 * enginesize + 22 + 28 * turbo - 20 * diesel + 45 * rotor + rng.normal(0, 7, n)
    horsepower = np.round(np.clip(horsepower, 48, 288)).astype(int)
    peakrpm = np.where(diesel, rng.choice([4150, 4350, 4500, 4800], n), rng.choice(np.arange(4500, 6650, 100), n))
    citympg = 58.0 - 0.0105 * curbweight - 0.075 * horsepower + 7.0 * diesel + rng.normal(0, 1.6, n)
    citympg = np.round(np.clip(citympg, 13, 49)).astype(int)
    highwaympg = np.round(np.clip(citympg + 5.5 + rng.normal(0, 1.4, n) - 0.02 * (horsepower - 100), 16, 54)).astype(int)

    price = (-9800 + 4.1 * curbweight + 52 * enginesize + 48 * horsepower) * df["factor"].to_numpy()
    price = price * np.exp(rng.normal(0, 0.09, n)) + 9000 * rear + 900 * (body == "convertible")
    price = np.where(price < 6200, 6200 - (6200 - price) * 0.3, price)  # the cheapest cars cost about the same
    price = np.round(np.clip(price, 5118, 45400))

    enginetype = np.where(rotor, "rotor", np.where(df["brand"].isin(["subaru", "porsche"]), "ohcf",
                 np.where(df["brand"] == "peugeot", "l", rng.choice(["ohc", "ohc", "ohc", "ohc", "dohc", "ohcv"], n))))
    fuelsystem = np.where(diesel, "idi", np.where(rotor, "4bbl", np.where(
        (size > 0.4) | turbo, np.where(turbo & (df["brand"] == "mitsubishi"), "spdi", "mpfi"),
        rng.choice(["2bbl", "2bbl", "2bbl", "1bbl"], n))))
    door = np.where(np.isin(body, ["convertible", "hardtop"]), "two",
                    np.where(body == "hatchback", rng.choice(["two", "two", "four"], n),
                             rng.choice(["four", "four", "four", "two"], n)))
    out = pd.DataFrame({
        "car_ID": np.arange(1, n + 1),
        "symboling": np.clip(np.round(2.2 - 2.6 * size + rng.normal(0, 0.9, n)), -2, 3).astype(int),
        "CarName": df["CarName"], "fueltype": df["fueltype"], "aspiration": df["aspiration"],
        "doornumber": door, "carbody": body, "drivewheel": df["drivewheel"],
        "enginelocation": np.where(rear, "rear", "front"),
        "wheelbase": wheelbase, "carlength": carlength, "carwidth": carwidth, "carheight": carheight,
        "curbweight": curbweight, "enginetype": enginetype, "cylindernumber": df["cylindernumber"],
        "enginesize": enginesize, "fuelsystem": fuelsystem,
        "boreratio": np.round(np.clip(rng.normal(3.3, 0.25, n) + 0.2 * size, 2.54, 3.94), 2),
        "stroke": np.round(np.clip(rng.normal(3.25, 0.28, n), 2.07, 4.17), 2),
        "compressionratio": np.where(diesel, rng.choice([21.0, 21.5, 22.0, 22.5, 23.0], n),
                                     np.round(rng.choice([7.0, 7.5, 8.0, 8.3, 8.5, 8.7, 9.0, 9.2, 9.4, 9.5, 10.0, 10.1], n), 1)),
        "horsepower": horsepower, "peakrpm": peakrpm, "citympg": citympg, "highwaympg": highwaympg,
        "price": price.astype(float),
    })
    return out


def geely(data: pd.DataFrame) -> pd.DataFrame:
    rows = [
        # CarName, carbody, wheelbase (in), curbweight (lbs), enginesize (cu in), horsepower, citympg, highwaympg
        ("geely emgrand ec7", "sedan", 104.3, 2734, 110, 137, 26, 35),
        ("geely emgrand gs", "hatchback", 106.3, 2888, 110, 131, 25, 33),
        ("geely gc6", "sedan", 98.4, 2381, 92, 94, 30, 38),
        ("geely mk", "sedan", 96.5, 2271, 92, 94, 30, 37),
        ("geely panda", "hatchback", 90.6, 2072, 79, 86, 33, 41),
    ]
    df = pd.DataFrame(rows, columns=["CarName", "carbody", "wheelbase", "curbweight", "enginesize",
                                     "horsepower", "citympg", "highwaympg"])
    df.insert(1, "fueltype", "gas")
    df.insert(2, "aspiration", "std")
    df.insert(4, "drivewheel", "fwd")
    df.insert(5, "enginelocation", "front")
    # The Corolla 1200 hatchback of the catalog (front-wheel drive, gas, std), whatever the seed.
    corolla = data[(data["CarName"] == "toyota corolla 1200") & (data["carbody"] == "hatchback")].iloc[0]
    df.loc[len(df)] = corolla[df.columns].tolist()
    return df


def main() -> None:
    rng = np.random.default_rng(seeded(20190612))
    data = cars(rng)
    OUT.mkdir(exist_ok=True)
    data.to_csv(OUT / "CarPrice_Assignment.csv", index=False)
    geely(data).to_csv(OUT / "carros_geely.csv", index=False)


if __name__ == "__main__":
    main()
