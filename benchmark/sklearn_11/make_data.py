"""Synthetic milling-machine sensor readings with failure labels (UCI 'AI4I 2020 Predictive
Maintenance'-like layout).

data/machine_history.csv holds the labelled readings used for training; a few rows have a sensor
value missing. data/machine_readings_holdout.csv is the following month's export, labelled after
the fact; the torque sensor on one line dropped out intermittently that month, so more readings
are missing there. Writes both files beside this script from a fixed seed; re-running it
reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 2020
OUT = Path(__file__).resolve().parent / "data"


def readings(rng: np.random.Generator, n: int, first_udi: int) -> pd.DataFrame:
    kind = rng.choice(["L", "M", "H"], n, p=[0.6, 0.3, 0.1])
    serial = rng.integers(10000, 60000, n)
    air = np.round(300 + 2.0 * np.sin(np.linspace(0, 6, n)) + rng.normal(0, 1.0, n), 1)
    process = np.round(air + 10 + rng.normal(0, 0.8, n), 1)
    rpm = np.round(rng.normal(1540, 110, n) + 280 * (rng.random(n) < 0.08) * rng.random(n)).astype(int)
    torque = np.round(np.clip(40 - (rpm - 1540) * 0.055 + rng.normal(0, 6.5, n), 4, 78), 1)
    wear = rng.integers(0, 250, n)

    power = torque * rpm * 2 * np.pi / 60
    strain_limit = np.select([kind == "L", kind == "M"], [11000, 12000], 13000)
    tool_wear_fail = (wear > 215) & (rng.random(n) < 0.5)
    heat_fail = ((process - air) < 8.8) & (rpm < 1400)
    power_fail = (power < 3400) | (power > 9200)
    strain_fail = wear * torque > strain_limit
    random_fail = rng.random(n) < 0.002
    failure = (tool_wear_fail | heat_fail | power_fail | strain_fail | random_fail).astype(int)

    return pd.DataFrame(
        {
            "udi": np.arange(first_udi, first_udi + n),
            "product_id": [f"{k}{s}" for k, s in zip(kind, serial)],
            "type": kind,
            "air_temperature_k": air,
            "process_temperature_k": process,
            "rotational_speed_rpm": rpm.astype(float),
            "torque_nm": torque,
            "tool_wear_min": wear.astype(float),
            "machine_failure": failure,
        }
    )


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)

    history = readings(rng, 3000, 1)
    for col, rate in [("torque_nm", 0.012), ("rotational_speed_rpm", 0.008), ("tool_wear_min", 0.006)]:
        history.loc[rng.random(len(history)) < rate, col] = np.nan
    history.to_csv(OUT / "machine_history.csv", index=False, lineterminator="\n")

    holdout = readings(rng, 800, 3001)
    dropout = (rng.random(len(holdout)) < 0.07) & (holdout["type"] != "H")
    holdout.loc[dropout, "torque_nm"] = np.nan
    holdout.loc[rng.random(len(holdout)) < 0.015, "rotational_speed_rpm"] = np.nan
    holdout.to_csv(OUT / "machine_readings_holdout.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
