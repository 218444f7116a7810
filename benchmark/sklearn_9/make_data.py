"""Synthetic cars in the layout of the UCI Auto MPG data as shared on Kaggle (auto-mpg.csv).

398 cars of model years 70-82, sorted by year as in the original file: mpg, cylinders,
displacement, horsepower, weight, acceleration, model year, origin (1 USA, 2 Europe, 3 Japan) and
car name ("chevrolet chevelle malibu", with the original's brand spellings such as "chevy" and
"vw"). Six horsepower values are '?' as in the original. Writes data/auto-mpg.csv beside this
file from a fixed seed; re-running reproduces every byte.
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
N = 398

BRANDS = {
    1: ["chevrolet", "ford", "plymouth", "dodge", "amc", "buick", "pontiac", "oldsmobile", "mercury", "chrysler", "chevy"],
    2: ["volkswagen", "peugeot", "fiat", "audi", "volvo", "opel", "renault", "saab", "bmw", "vw"],
    3: ["toyota", "datsun", "honda", "mazda", "subaru", "toyouta", "maxda"],
}
BRAND_P = {
    1: [23, 25, 15, 14, 13, 9, 8, 5, 5, 3, 1],
    2: [15, 4, 4, 3, 3, 2, 2, 2, 1, 3],
    3: [12, 12, 7, 5, 2, 0.3, 0.3],
}
MODELS = {
    1: ["chevelle malibu", "impala", "nova", "torino", "galaxie 500", "fury iii", "monaco", "hornet", "pinto",
        "maverick", "duster", "skylark", "catalina", "cutlass supreme", "custom", "valiant", "le mans",
        "mustang ii", "omega", "volare", "aspen", "fiesta", "vega", "gremlin", "matador", "century"],
    2: ["rabbit", "dasher", "504", "128", "100 ls", "144ea", "manta", "12tl", "99le", "2002", "super beetle"],
    3: ["corolla", "corona", "civic", "glc", "510", "b210", "rx-4", "dl", "accord", "celica", "pickup", "mark ii"],
}


def main() -> None:
    rng = np.random.default_rng(seeded(1983))
    year = np.sort(rng.integers(70, 83, N))
    origin = rng.choice([1, 2, 3], N, p=[0.625, 0.175, 0.2])
    cyl = np.where(origin == 1, rng.choice([4, 6, 8], N, p=[0.3, 0.3, 0.4]),
                   rng.choice([3, 4, 5, 6], N, p=[0.03, 0.88, 0.03, 0.06]))
    cyl = np.where((year > 79) & (cyl == 8) & (rng.uniform(size=N) < 0.7), 6, cyl)
    disp = np.round(cyl * rng.normal(np.where(origin == 1, 38, 27), 5, N))
    hp = np.round(np.clip(disp * rng.normal(0.48, 0.07, N) + rng.normal(22, 8, N), 46, 230))
    weight = np.round(np.clip(disp * rng.normal(9.5, 1.0, N) + 1000 + rng.normal(0, 220, N), 1613, 5140))
    acc = np.round(np.clip(rng.normal(22.5, 1.8, N) - hp * 0.045 + weight * 0.0005, 8, 24.8), 1)
    mpg = 39.5 - weight * 0.0062 + (year - 70) * 0.78 - hp * 0.025 + np.where(origin == 1, -0.8, 0.6)
    mpg = np.round(np.clip(mpg + rng.normal(0, 2.6, N), 9, 46.6), 1)
    names = []
    for o in origin:
        b = rng.choice(BRANDS[o], p=np.array(BRAND_P[o]) / sum(BRAND_P[o]))
        names.append(f"{b} {rng.choice(MODELS[o])}")
    hp_txt = np.array([str(int(h)) + ".0" for h in hp], dtype=object)
    hp_txt[rng.choice(N, 6, replace=False)] = "?"
    df = pd.DataFrame({
        "mpg": mpg, "cylinders": cyl, "displacement": disp, "horsepower": hp_txt, "weight": weight.astype(int),
        "acceleration": acc, "model year": year, "origin": origin, "car name": names,
    })
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "auto-mpg.csv", index=False)


if __name__ == "__main__":
    main()
