"""Synthetic wheat kernel measurements (layout of the UCI 'seeds' data) for three varieties.

Each kernel was imaged by a soft X-ray scanner; the geometric parameters are derived from the
image. A few asymmetry coefficients are missing where the outline could not be traced.
Run from anywhere; writes data/wheat_kernels.csv beside this file, byte for byte the same each time.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1212
OUT = Path(__file__).resolve().parent / "data"

# variety: (mean kernel length mm, mean kernel width mm, asymmetry mean, groove ratio, count)
VARIETIES = {
    "Kama": (5.51, 3.25, 2.7, 0.93, 360),
    "Rosa": (6.15, 3.68, 3.6, 0.98, 340),
    "Canadian": (5.23, 2.86, 4.8, 0.97, 350),
}
LOTS = ["L2021-03", "L2021-07", "L2022-02", "L2022-05"]


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)
    frames = []
    for variety, (length_mu, width_mu, asym_mu, groove_ratio, n) in VARIETIES.items():
        size = rng.normal(0, 1, n)  # kernels of one variety differ mostly by overall size
        length = length_mu + 0.17 * size + rng.normal(0, 0.10, n)
        width = width_mu + 0.12 * size + rng.normal(0, 0.07, n)
        area = np.pi / 4 * length * width * rng.normal(1.0, 0.02, n)
        shape_noise = rng.normal(1.0, 0.012, n)
        perimeter = np.pi * np.sqrt((length**2 + width**2) / 2) * shape_noise
        compactness = 4 * np.pi * area / perimeter**2
        asymmetry = np.clip(rng.gamma(6.0, asym_mu / 6.0, n), 0.7, 9.0)
        groove = length * groove_ratio * rng.normal(1.0, 0.03, n) - 0.15
        frames.append(
            pd.DataFrame(
                {
                    "lot": rng.choice(LOTS, n),
                    "area": area.round(2),
                    "perimeter": perimeter.round(2),
                    "compactness": compactness.round(4),
                    "kernel_length": length.round(3),
                    "kernel_width": width.round(3),
                    "asymmetry_coef": asymmetry.round(3),
                    "groove_length": groove.round(3),
                    "variety": variety,
                }
            )
        )
    kernels = pd.concat(frames, ignore_index=True)
    kernels = kernels.iloc[rng.permutation(len(kernels))].reset_index(drop=True)
    kernels.loc[rng.uniform(size=len(kernels)) < 0.015, "asymmetry_coef"] = np.nan
    kernels.insert(0, "kernel_id", [f"K{i:05d}" for i in range(1, len(kernels) + 1)])
    kernels.to_csv(OUT / "wheat_kernels.csv", index=False)


if __name__ == "__main__":
    main()
