"""Synthetic monthly airline passenger totals in the shape of the classic AirPassengers.csv
(Month as 'YYYY-MM', #Passengers in thousands, January 1949 to December 1960).

Exponential growth times a multiplicative yearly pattern (summer peak, November low) whose
amplitude grows with the level, plus a little noise. Writes data/AirPassengers.csv beside this
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
SEASON = np.array([0.91, 0.89, 1.02, 0.98, 0.98, 1.11, 1.22, 1.21, 1.06, 0.92, 0.80, 0.90])


def main() -> None:
    rng = np.random.default_rng(seeded(1949))
    t = np.arange(144)
    level = 126 * np.exp(0.0103 * t)
    amp = 1 + (t / 144) * 0.35
    season = 1 + (SEASON[t % 12] - 1) * amp
    values = np.round(level * season * rng.normal(1, 0.02, 144)).astype(int)
    months = pd.period_range("1949-01", periods=144, freq="M").strftime("%Y-%m")
    OUT.mkdir(exist_ok=True)
    pd.DataFrame({"Month": months, "#Passengers": values}).to_csv(OUT / "AirPassengers.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
