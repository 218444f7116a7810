"""Synthetic data in the layout of Kaggle's "Mobile Price Classification" train.csv.

2000 phones, the 20 specification columns of the original (battery_power, blue, ..., wifi)
and `price_range` 0..3 with 500 phones each, driven mostly by ram, then battery and screen
resolution, as in the original. Like the original, some phones have px_height or sc_w of 0.
Writes data/train.csv beside this file; re-running reproduces every byte.
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
    rng = np.random.default_rng(seeded(2000))
    n = 2000
    battery = rng.integers(501, 1999, n)
    blue = rng.integers(0, 2, n)
    clock = np.round(rng.uniform(0.5, 3.0, n), 1)
    dual = rng.integers(0, 2, n)
    fc = np.clip(np.round(rng.exponential(4.3, n)), 0, 19).astype(int)
    four_g = rng.integers(0, 2, n)
    three_g = np.where(four_g == 1, 1, (rng.uniform(size=n) < 0.55).astype(int))
    int_memory = rng.integers(2, 65, n)
    m_dep = np.round(rng.uniform(0.1, 1.0, n), 1)
    mobile_wt = rng.integers(80, 201, n)
    n_cores = rng.integers(1, 9, n)
    pc = np.clip(fc + rng.integers(0, 11, n), 0, 20)
    px_width = rng.integers(500, 1999, n)
    px_height = np.clip(np.round(px_width * rng.uniform(0.05, 1.0, n)), 0, 1960).astype(int)
    px_height[rng.choice(n, 2, replace=False)] = 0
    ram = rng.integers(256, 3999, n)
    sc_h = rng.integers(5, 20, n)
    sc_w = np.clip(np.round(sc_h * rng.uniform(-0.1, 0.9, n)), 0, 18).astype(int)
    talk_time = rng.integers(2, 21, n)
    touch = rng.integers(0, 2, n)
    wifi = rng.integers(0, 2, n)

    score = ram / 1000 + 0.45 * battery / 1000 + 0.25 * (px_height + px_width) / 1000 + rng.normal(0, 0.12, n)
    price_range = np.zeros(n, dtype=int)
    price_range[np.argsort(score)] = np.repeat(np.arange(4), n // 4)

    frame = pd.DataFrame({
        "battery_power": battery, "blue": blue, "clock_speed": clock, "dual_sim": dual, "fc": fc,
        "four_g": four_g, "int_memory": int_memory, "m_dep": m_dep, "mobile_wt": mobile_wt,
        "n_cores": n_cores, "pc": pc, "px_height": px_height, "px_width": px_width, "ram": ram,
        "sc_h": sc_h, "sc_w": sc_w, "talk_time": talk_time, "three_g": three_g,
        "touch_screen": touch, "wifi": wifi, "price_range": price_range,
    })
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "train.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
