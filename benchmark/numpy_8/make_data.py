"""Data in the layout of the two files of the linear-regression exercise (ex1) of Andrew Ng's
Machine Learning course: ex1data1.txt (city population in 10,000s, food-truck profit in
$10,000s) and ex1data2.txt (house size in square feet, number of bedrooms, price in dollars),
comma-separated without a header. Synthetic values from a fixed seed; re-running reproduces
every byte.
"""

import argparse
from pathlib import Path

import numpy as np


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"


def main():
    rng = np.random.default_rng(seeded(1001))

    # ex1data1: 97 cities
    pop = np.round(5.0 + rng.gamma(1.6, 2.6, 97), 4)
    pop = np.clip(pop, 5.03, 22.3)
    profit = np.round(-3.9 + 1.19 * pop + rng.normal(0, 2.9, 97), 4)
    lines1 = [f"{p:.4f},{q:.4f}" for p, q in zip(pop, profit)]

    # ex1data2: 47 houses
    size = np.round(rng.normal(2000, 790, 47)).clip(852, 4478).astype(int)
    bedrooms = np.clip(np.round(1 + size / 700 + rng.normal(0, 0.6, 47)), 1, 5).astype(int)
    price = np.round((89000 + 139.2 * size - 8700 * bedrooms + rng.normal(0, 60000, 47)) / 100) * 100
    price = price.clip(169900, 699900).astype(int)
    lines2 = [f"{a},{b},{c}" for a, b, c in zip(size, bedrooms, price)]

    OUT.mkdir(exist_ok=True)
    (OUT / "ex1data1.txt").write_text("\n".join(lines1) + "\n")
    (OUT / "ex1data2.txt").write_text("\n".join(lines2) + "\n")


if __name__ == "__main__":
    main()
