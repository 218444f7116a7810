"""Synthetic phone specs in the shape of Kaggle's "Mobile Price Classification" data.

train.csv: 2000 phones with 20 spec columns and `price_range` (0 = low cost ... 3 = very high
cost, 500 of each); test.csv: 1000 phones with an `id` column and no target. As in the original,
price mostly follows RAM, then battery and screen resolution, and a few phones have
px_height or sc_w equal to 0. Writes data/ beside this file from a fixed seed.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"


def phones(rng, n):
    df = pd.DataFrame(
        {
            "battery_power": rng.integers(501, 1999, n),
            "blue": rng.integers(0, 2, n),
            "clock_speed": np.round(rng.uniform(0.5, 3.0, n), 1),
            "dual_sim": rng.integers(0, 2, n),
            "fc": np.minimum(rng.geometric(0.22, n) - 1, 19),
            "four_g": rng.integers(0, 2, n),
            "int_memory": rng.integers(2, 65, n),
            "m_dep": np.round(rng.uniform(0.1, 1.0, n), 1),
            "mobile_wt": rng.integers(80, 201, n),
            "n_cores": rng.integers(1, 9, n),
            "pc": rng.integers(0, 21, n),
            "px_height": np.clip(rng.gamma(2.0, 330, n).astype(int), 0, 1960),
            "px_width": rng.integers(500, 1999, n),
            "ram": rng.integers(256, 3999, n),
            "sc_h": rng.integers(5, 20, n),
            "sc_w": np.clip(rng.gamma(1.6, 3.6, n).astype(int), 0, 18),
            "talk_time": rng.integers(2, 21, n),
            "three_g": (rng.uniform(size=n) < 0.76).astype(int),
            "touch_screen": rng.integers(0, 2, n),
            "wifi": rng.integers(0, 2, n),
        }
    )
    df.loc[df["four_g"] == 1, "three_g"] = 1
    df["pc"] = np.maximum(df["pc"], df["fc"])
    df.loc[rng.choice(n, size=max(1, n // 900), replace=False), "px_height"] = 0
    return df


def main() -> None:
    rng = np.random.default_rng(2017)
    train = phones(rng, 2000)
    score = (
        train["ram"] / 1000
        + 0.25 * (train["battery_power"] - 1250) / 430
        + 0.15 * (train["px_height"] - 650) / 440
        + 0.15 * (train["px_width"] - 1250) / 430
        + rng.normal(0, 0.15, len(train))
    )
    train["price_range"] = pd.qcut(score.rank(method="first"), 4, labels=False).astype(int)
    test = phones(rng, 1000)
    test.insert(0, "id", np.arange(1, 1001))
    OUT.mkdir(exist_ok=True)
    train.to_csv(OUT / "train.csv", index=False, lineterminator="\n")
    test.to_csv(OUT / "test.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
