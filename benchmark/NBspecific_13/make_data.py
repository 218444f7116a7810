"""Synthetic phone specs with a price class, in the shape of Kaggle's "Mobile Price Classification"
train.csv (20 spec columns and `price_range` 0-3, 500 phones per class).

As in the original, some phones have px_height or sc_w of 0. Writes data/train.csv beside this
file from a fixed seed; re-running it reproduces every byte.
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
    rng = np.random.default_rng(seeded(20180127))
    n = 2000
    df = pd.DataFrame()
    df["battery_power"] = rng.integers(501, 1999, n)
    df["blue"] = rng.integers(0, 2, n)
    df["clock_speed"] = np.round(rng.integers(5, 31, n) / 10, 1)
    df["dual_sim"] = rng.integers(0, 2, n)
    fc = np.minimum(rng.geometric(0.22, n) - 1, 19)
    df["fc"] = fc
    df["four_g"] = rng.integers(0, 2, n)
    df["int_memory"] = rng.integers(2, 65, n)
    df["m_dep"] = np.round(rng.integers(1, 11, n) / 10, 1)
    df["mobile_wt"] = rng.integers(80, 201, n)
    df["n_cores"] = rng.integers(1, 9, n)
    df["pc"] = np.minimum(fc + rng.integers(0, 12, n), 20)
    px_height = np.clip(rng.gamma(2.0, 320, n).astype(int), 0, 1960)
    px_height[rng.uniform(size=n) < 0.01] = 0
    df["px_height"] = px_height
    df["px_width"] = rng.integers(500, 1999, n)
    df["ram"] = rng.integers(256, 3999, n)
    sc_h = rng.integers(5, 20, n)
    df["sc_h"] = sc_h
    df["sc_w"] = np.clip((sc_h * rng.uniform(0.05, 0.95, n)).astype(int), 0, 18)
    df["talk_time"] = rng.integers(2, 21, n)
    three_g = rng.integers(0, 2, n)
    df["three_g"] = np.where(df["four_g"] == 1, 1, np.maximum(three_g, rng.integers(0, 2, n)))
    df["touch_screen"] = rng.integers(0, 2, n)
    df["wifi"] = rng.integers(0, 2, n)

    score = (
        df["ram"] / 1000
        + 0.55 * (df["battery_power"] - 1250) / 430
        + 0.30 * (df["px_width"] - 1250) / 430
        + 0.25 * (df["px_height"] - 640) / 450
        + 0.18 * (df["px_height"] * df["px_width"] - 800000) / 600000
        + rng.normal(0, 0.12, n)
    )
    df["price_range"] = pd.qcut(score.rank(method="first"), 4, labels=False).astype(int)

    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "train.csv", index=False)


if __name__ == "__main__":
    main()
