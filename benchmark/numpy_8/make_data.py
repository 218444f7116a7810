"""Synthetic soil and climate measurements of fields, labelled with the crop that did best there.

Writes data/crop_fields.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 8044
OUT = Path(__file__).resolve().parent / "data"

# Per crop: mean and spread of N, P, K (kg/ha), temperature (C), humidity (%), pH, rainfall (mm)
PROFILES = {
    "rice":     ([80, 48, 40, 24.0, 82, 6.3, 230], [14, 10, 6, 2.0, 4.5, 0.5, 40]),
    "maize":    ([78, 48, 20, 22.5, 64, 6.2, 85], [15, 9, 5, 2.8, 6.0, 0.45, 22]),
    "chickpea": ([40, 67, 80, 18.8, 17, 7.3, 80], [12, 9, 5, 2.0, 3.5, 0.6, 14]),
    "cotton":   ([118, 46, 20, 24.0, 80, 6.9, 80], [13, 9, 5, 2.0, 4.0, 0.5, 16]),
    "lentil":   ([19, 68, 19, 24.5, 64, 6.9, 46], [11, 9, 4, 3.0, 7.0, 0.5, 8]),
}  # fmt: skip
COUNTS = {"rice": 320, "maize": 310, "chickpea": 280, "cotton": 300, "lentil": 290}
COLUMNS = ["nitrogen", "phosphorus", "potassium", "temperature", "humidity", "soil_ph", "rainfall_mm"]


def main() -> None:
    rng = np.random.default_rng(SEED)
    frames = []
    for crop, (mean, spread) in PROFILES.items():
        n = COUNTS[crop]
        values = rng.normal(mean, spread, size=(n, len(mean)))
        # widen the classes a little so that neighbouring crops overlap
        values += rng.normal(0, 0.9, size=(n, len(mean))) * np.array(spread)
        block = pd.DataFrame(values, columns=COLUMNS)
        block["crop"] = crop
        frames.append(block)
    data = pd.concat(frames, ignore_index=True)
    data = data.iloc[rng.permutation(len(data))].reset_index(drop=True)

    for col in ["nitrogen", "phosphorus", "potassium"]:
        data[col] = np.clip(np.round(data[col]), 0, 200).astype(int)
    data["temperature"] = np.round(data["temperature"], 2)
    data["humidity"] = np.round(np.clip(data["humidity"], 10, 100), 2)
    data["soil_ph"] = np.round(np.clip(data["soil_ph"], 3.5, 9.5), 2)
    data["rainfall_mm"] = np.round(np.clip(data["rainfall_mm"], 15, 320), 1)
    # Some fields had no pH reading
    data.loc[rng.random(len(data)) < 0.03, "soil_ph"] = np.nan
    data.insert(0, "field_id", [f"F{3000 + i}" for i in range(len(data))])
    data.insert(1, "region", rng.choice(["North", "Central", "South"], size=len(data), p=[0.3, 0.45, 0.25]))

    OUT.mkdir(exist_ok=True)
    data.to_csv(OUT / "crop_fields.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
