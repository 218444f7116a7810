"""Synthetic hourly electricity demand of an office building for the year 2023.

One row per hour: the main meter's demand in kW, the outdoor temperature and relative humidity
from the building's weather station. The meter dropped out for a few hours now and then (empty
load), and the weather station has short gaps of its own.
Run from anywhere; writes data/building_load_2023.csv beside this file, byte for byte the same.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1414
OUT = Path(__file__).resolve().parent / "data"
HOLIDAYS = ["2023-01-02", "2023-04-07", "2023-04-10", "2023-05-01", "2023-05-29", "2023-08-28",
            "2023-12-25", "2023-12-26"]  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)
    ts = pd.date_range("2023-01-01 00:00", "2023-12-31 23:00", freq="h")
    n = len(ts)
    doy = ts.day_of_year.to_numpy()
    hour = ts.hour.to_numpy()
    weekday = ts.day_of_week.to_numpy()
    holiday = np.isin(ts.normalize().strftime("%Y-%m-%d"), HOLIDAYS)
    workday = (weekday < 5) & ~holiday

    # outdoor temperature: seasonal cycle + daily cycle + weather systems (AR(1))
    weather = np.zeros(n)
    shocks = rng.normal(0, 0.35, n)
    for i in range(1, n):
        weather[i] = 0.985 * weather[i - 1] + shocks[i]
    temp = 10.5 - 8.0 * np.cos(2 * np.pi * (doy - 20) / 365) + 3.5 * np.sin(2 * np.pi * (hour - 9) / 24) + weather
    humidity = np.clip(78 - 1.6 * (temp - 10) + rng.normal(0, 6, n), 25, 100)

    # occupancy: office hours on working days
    occupied = workday & (hour >= 7) & (hour < 19)
    ramp = np.where(workday & ((hour == 7) | (hour == 18)), 0.5, 1.0)
    base = 62 + rng.normal(0, 2.5, n)
    office = np.where(occupied, 95 * ramp, 0)
    heating = 4.2 * np.clip(15 - temp, 0, None) * np.where(workday & (hour >= 5) & (hour < 19), 1.0, 0.45)
    cooling = 6.5 * np.clip(temp - 21, 0, None) * np.where(occupied, 1.0, 0.2)
    load = base + office + heating + cooling + rng.normal(0, 4, n)
    # a few afternoons with an event in the atrium
    events = rng.choice(np.flatnonzero(occupied & (hour >= 14)), 40, replace=False)
    load[events] += rng.uniform(20, 45, len(events))

    frame = pd.DataFrame(
        {
            "timestamp": ts.strftime("%Y-%m-%d %H:%M"),
            "load_kw": np.round(load, 1),
            "outdoor_temp_c": np.round(temp, 1),
            "rel_humidity_pct": np.round(humidity, 0),
        }
    )
    # meter drop-outs (blocks of 1-6 hours) and weather-station gaps
    for start in rng.choice(n - 6, 14, replace=False):
        frame.loc[start : start + rng.integers(0, 6), "load_kw"] = np.nan
    for start in rng.choice(n - 4, 20, replace=False):
        frame.loc[start : start + rng.integers(0, 4), ["outdoor_temp_c", "rel_humidity_pct"]] = np.nan
    frame.to_csv(OUT / "building_load_2023.csv", index=False)


if __name__ == "__main__":
    main()
