"""Synthetic daily air-quality and weather readings for five European cities in 2023.

Writes data/air_quality_2023.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 3141
OUT = Path(__file__).resolve().parent / "data"

CITIES = {
    # city: (PM2.5 base, winter amplitude, NO2 base, mean temperature, temperature amplitude, wind)
    "Krakow": (19.0, 0.85, 31.0, 9.0, 10.5, 2.6),
    "Milan": (17.0, 0.75, 36.0, 14.0, 10.0, 1.9),
    "Paris": (10.5, 0.40, 33.0, 12.5, 7.5, 3.4),
    "Madrid": (9.0, 0.25, 29.0, 15.5, 9.5, 2.9),
    "Stockholm": (5.0, 0.30, 17.0, 7.5, 9.5, 3.8),
}


def main() -> None:
    rng = np.random.default_rng(SEED)
    dates = pd.date_range("2023-01-01", "2023-12-31", freq="D")
    doy = dates.day_of_year.to_numpy()
    winter = np.cos(2 * np.pi * (doy - 15) / 365)  # +1 mid-January, -1 mid-July
    weekday = dates.day_of_week.to_numpy() < 5

    frames = []
    for city, (pm_base, amp, no2_base, t_mean, t_amp, wind_mean) in CITIES.items():
        n = len(dates)
        temperature = t_mean - t_amp * winter + rng.normal(0, 2.8, n)
        wind = np.clip(rng.gamma(4.0, wind_mean / 4.0, n), 0.2, None)
        humidity = np.clip(70 + 12 * winter - 1.2 * (temperature - t_mean) + rng.normal(0, 8, n), 25, 100)
        # Stagnant, cold air traps particles: more PM in winter and on calm days.
        pm25 = pm_base * (1 + amp * winter) * np.exp(-0.12 * (wind - wind_mean)) * rng.lognormal(0, 0.35, n)
        pm10 = pm25 * rng.uniform(1.3, 1.9, n) + rng.gamma(2.0, 2.0, n)
        no2 = no2_base * (1 + 0.25 * winter) * np.where(weekday, 1.12, 0.78) * np.exp(
            -0.08 * (wind - wind_mean)
        ) * rng.lognormal(0, 0.25, n)
        o3 = np.clip(48 + 26 * (-winter) + 1.5 * (temperature - t_mean) - 0.15 * (no2 - no2_base)
                     + rng.normal(0, 9, n), 2, None)  # fmt: skip
        o3 = np.where(o3 < 5, rng.uniform(2, 8, n), o3)
        frame = pd.DataFrame(
            {
                "date": dates.strftime("%Y-%m-%d"),
                "city": city,
                "pm25": np.round(pm25, 1),
                "pm10": np.round(pm10, 1),
                "no2": np.round(no2, 1),
                "o3": np.round(o3, 1),
                "temperature_c": np.round(temperature, 1),
                "humidity_pct": np.round(humidity, 0),
                "wind_speed_ms": np.round(wind, 1),
            }
        )
        # Monitoring stations drop out now and then, sometimes for several days.
        for col in ["pm25", "pm10", "no2", "o3"]:
            gaps = rng.random(n) < 0.012
            for start in np.flatnonzero(gaps):
                frame.loc[start : start + int(rng.integers(0, 3)), col] = np.nan
        frames.append(frame)

    data = pd.concat(frames, ignore_index=True).sort_values(["date", "city"], kind="stable")
    OUT.mkdir(exist_ok=True)
    data.to_csv(OUT / "air_quality_2023.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
