"""Synthetic building energy simulations: 12 building shapes x 4 orientations x 16 glazing set-ups.

Each row is one simulated residential building with its geometry, orientation and glazing, and the
two loads the simulation reports: the heating load and the cooling load (kWh/m2 per year).
Run from anywhere; writes ``data/building_energy.csv`` beside this file, byte for byte the same.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 768
OUT = Path(__file__).resolve().parent / "data"

# relative compactness, surface area, wall area, roof area, overall height (m)
SHAPES = [
    (0.98, 514.5, 294.0, 110.25, 7.0),
    (0.90, 563.5, 318.5, 122.50, 7.0),
    (0.86, 588.0, 294.0, 147.00, 7.0),
    (0.82, 612.5, 318.5, 147.00, 7.0),
    (0.79, 637.0, 343.0, 147.00, 7.0),
    (0.76, 661.5, 416.5, 122.50, 7.0),
    (0.74, 686.0, 245.0, 220.50, 3.5),
    (0.71, 710.5, 269.5, 220.50, 3.5),
    (0.69, 735.0, 294.0, 220.50, 3.5),
    (0.66, 759.5, 318.5, 220.50, 3.5),
    (0.64, 784.0, 343.0, 220.50, 3.5),
    (0.62, 808.5, 367.5, 220.50, 3.5),
]
GLAZING = [(0.0, 0)] + [(area, dist) for area in (0.10, 0.25, 0.40) for dist in range(1, 6)]


def main() -> None:
    rng = np.random.default_rng(SEED)
    rows = []
    for rc, sa, wa, ra, oh in SHAPES:
        for orientation in (2, 3, 4, 5):
            for area, dist in GLAZING:
                rows.append((rc, sa, wa, ra, oh, orientation, area, dist))
    frame = pd.DataFrame(
        rows,
        columns=[
            "relative_compactness", "surface_area", "wall_area", "roof_area", "overall_height",
            "orientation", "glazing_area", "glazing_area_distribution",
        ],
    )  # fmt: skip
    n = len(frame)
    tall = (frame["overall_height"] == 7.0).to_numpy()
    rc = frame["relative_compactness"].to_numpy()
    wall = frame["wall_area"].to_numpy()
    glazing = frame["glazing_area"].to_numpy()
    south = np.isin(frame["orientation"].to_numpy(), [3, 4]) & (frame["glazing_area_distribution"].to_numpy() == 2)

    heating = (
        11.0
        + 17.5 * tall
        + 0.045 * (wall - 300) * (1 + tall)
        - 9.0 * (rc - 0.75) * tall
        + 20.0 * glazing * (1.0 + 0.4 * tall)
        - 1.2 * south * glazing * 10
        + rng.normal(0, 0.9, n)
    )
    cooling = (
        14.0
        + 15.5 * tall
        + 0.035 * (wall - 300) * (1 + tall)
        - 6.0 * (rc - 0.75) * tall
        + 14.0 * glazing * (1.0 + 0.3 * tall)
        + 0.9 * south * glazing * 10
        + 0.4 * (frame["orientation"].to_numpy() == 5)
        + rng.normal(0, 1.3, n)
    )
    frame["heating_load"] = np.round(np.clip(heating, 6.0, None), 2)
    frame["cooling_load"] = np.round(np.clip(cooling, 10.0, None), 2)
    frame = frame.sample(frac=1.0, random_state=SEED).reset_index(drop=True)
    frame.insert(0, "building_id", [f"B{i:04d}" for i in range(1, n + 1)])

    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "building_energy.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
