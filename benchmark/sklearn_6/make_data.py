"""Synthetic advertising budgets and sales in the shape of the ISLR "Advertising" data
(Kaggle's advertising.csv: TV, Radio, Newspaper, Sales).

200 markets; TV, Radio and Newspaper are advertising budgets in thousands of dollars and Sales
is in thousands of units, mostly driven by TV with a smaller Radio effect; Newspaper is
correlated with Radio but has no effect of its own. Writes data/advertising.csv beside this
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


def main() -> None:
    rng = np.random.default_rng(seeded(1309))
    n = 200
    tv = np.round(rng.uniform(0.7, 296.4, n), 1)
    radio = np.round(rng.uniform(0.0, 49.6, n), 1)
    newspaper = np.round(np.clip(0.6 * radio + rng.gamma(1.6, 14.0, n), 0.3, None), 1)
    newspaper[rng.choice(n, 2, replace=False)] = [114.0, 100.9]
    sales = 3.9 + 0.055 * tv + 0.105 * radio + 0.00012 * tv * radio + rng.normal(0, 1.5, n)
    sales = np.round(np.clip(sales, 1.6, None), 1)
    df = pd.DataFrame({"TV": tv, "Radio": radio, "Newspaper": newspaper, "Sales": sales})
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "advertising.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
