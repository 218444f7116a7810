"""Synthetic hourly electricity consumption of an office building with the outdoor temperature.

Writes data/building_energy_hourly.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 5077
OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    rng = np.random.default_rng(SEED)
    stamps = pd.date_range("2023-01-02 00:00", "2023-05-28 23:00", freq="h")
    n = len(stamps)
    hour = stamps.hour.to_numpy()
    day = (stamps - stamps[0]).days.to_numpy()
    weekday = stamps.day_of_week.to_numpy() < 5
    holidays = pd.to_datetime(["2023-04-07", "2023-04-10"])  # Good Friday, Easter Monday
    working = weekday & ~stamps.normalize().isin(holidays)

    # Outdoor temperature: seasonal warming, a daily cycle and weather spells (AR(1) noise).
    spell = np.zeros(n)
    for i in range(1, n):
        spell[i] = 0.985 * spell[i - 1] + rng.normal(0, 0.45)
    temperature = 1.0 + 15.0 * day / day.max() - 3.5 * np.cos(2 * np.pi * (hour - 3) / 24) + spell

    # Consumption: base load, office hours, electric heating below 15 °C, some cooling above 22 °C.
    occupied = working & (hour >= 7) & (hour < 19)
    ramp = working & ((hour == 6) | (hour == 19))
    heating = 4.2 * np.clip(15.0 - temperature, 0, None) * np.where(occupied | ramp, 1.0, 0.55)
    cooling = 6.0 * np.clip(temperature - 22.0, 0, None) * occupied
    consumption = (
        58.0
        + 95.0 * occupied
        + 45.0 * ramp
        + 10.0 * (~working & (hour >= 9) & (hour < 17))
        + heating
        + cooling
        + rng.normal(0, 6.5, n)
    )
    consumption = np.round(np.clip(consumption, 20, None), 2)

    frame = pd.DataFrame(
        {
            "timestamp": stamps.strftime("%Y-%m-%d %H:%M:%S"),
            "consumption_kwh": consumption,
            "temperature_c": np.round(temperature, 1),
        }
    )
    # Meter and weather-feed outages: short runs of missing hours.
    for col, rate in (("consumption_kwh", 0.004), ("temperature_c", 0.006)):
        for start in np.flatnonzero(rng.random(n) < rate):
            frame.loc[start : start + int(rng.integers(0, 4)), col] = np.nan
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "building_energy_hourly.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
