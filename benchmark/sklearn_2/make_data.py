"""Synthetic daily bike-share rentals for two years (UCI 'Bike Sharing'-like layout).

One row per day with calendar flags, the day's weather and the rentals split into casual and
registered riders. A few humidity readings are missing (sensor outages). Writes
data/bike_rentals_daily.csv beside this file from a fixed seed; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 20110101
OUT = Path(__file__).resolve().parent / "data"

HOLIDAYS = {
    "01-01", "01-16", "02-20", "04-15", "05-29", "07-04", "09-04", "10-09", "11-11", "11-23",
    "12-25",
}  # fmt: skip
SEASON_BY_MONTH = {12: 1, 1: 1, 2: 1, 3: 2, 4: 2, 5: 2, 6: 3, 7: 3, 8: 3, 9: 4, 10: 4, 11: 4}
SEASON_NAMES = {1: "winter", 2: "spring", 3: "summer", 4: "fall"}


def main() -> None:
    rng = np.random.default_rng(SEED)
    dates = pd.date_range("2022-01-01", "2023-12-31", freq="D")
    n = len(dates)
    doy = dates.day_of_year.to_numpy()
    month = dates.month.to_numpy()
    weekday = dates.day_of_week.to_numpy()  # Monday = 0
    year_idx = (dates.year.to_numpy() - 2022).astype(int)

    holiday = np.array([d.strftime("%m-%d") in HOLIDAYS for d in dates]).astype(int)
    workingday = ((weekday < 5) & (holiday == 0)).astype(int)

    # Seasonal temperature with persistence from day to day
    seasonal = 13.0 - 11.5 * np.cos(2 * np.pi * (doy - 20) / 365.25)
    noise = np.zeros(n)
    for i in range(1, n):
        noise[i] = 0.7 * noise[i - 1] + rng.normal(0, 2.3)
    temp_c = np.round(seasonal + noise, 1)
    humidity = np.clip(rng.normal(63, 13, n) + 6 * (month >= 10) - 5 * ((month >= 5) & (month <= 8)), 18, 99)

    weather_p = np.where(humidity > 78, 0.45, 0.12)
    u = rng.uniform(size=n)
    weather = np.where(u < weather_p * 0.55, 3, np.where(u < weather_p + 0.22, 2, 1))
    humidity = np.round(humidity + 8 * (weather == 3), 1).clip(18, 100)
    windspeed = np.round(np.clip(rng.gamma(3.2, 4.1, n) + 2 * (weather == 3), 1.5, 55), 1)
    feels_like = np.round(
        temp_c - 0.12 * windspeed * (temp_c < 12) + 0.06 * (humidity - 60) * (temp_c > 24)
        + rng.normal(0, 0.6, n),
        1,
    )

    comfort = np.exp(-((temp_c - 24.0) ** 2) / (2 * 8.5**2))
    weather_factor = np.select([weather == 1, weather == 2], [1.0, 0.86], 0.45)
    wind_factor = 1 - 0.008 * np.maximum(windspeed - 15, 0)
    growth = 1 + 0.38 * year_idx + 0.0006 * doy * (year_idx == 0)

    registered_base = 3900 * growth * (0.35 + 0.65 * comfort) * weather_factor * wind_factor
    registered_base *= np.where(workingday == 1, 1.12, 0.72)
    casual_base = 1250 * growth * comfort**1.5 * weather_factor * wind_factor
    casual_base *= np.where(workingday == 1, 0.55, 1.85)
    registered = np.maximum(np.round(registered_base * rng.lognormal(0, 0.10, n)), 20).astype(int)
    casual = np.maximum(np.round(casual_base * rng.lognormal(0, 0.18, n)), 2).astype(int)

    # A handful of days with a network outage: very few rentals recorded
    outage = rng.choice(n, size=3, replace=False)
    registered[outage] = (registered[outage] * 0.08).astype(int)
    casual[outage] = (casual[outage] * 0.08).astype(int)

    frame = pd.DataFrame(
        {
            "date": dates.strftime("%Y-%m-%d"),
            "season": [SEASON_NAMES[SEASON_BY_MONTH[m]] for m in month],
            "holiday": holiday,
            "weekday": weekday,
            "workingday": workingday,
            "weather": weather,
            "temp_c": temp_c,
            "feels_like_c": feels_like,
            "humidity": humidity,
            "windspeed_kmh": windspeed,
            "casual": casual,
            "registered": registered,
            "total_rentals": casual + registered,
        }
    )
    frame.loc[rng.uniform(size=n) < 0.025, "humidity"] = np.nan
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "bike_rentals_daily.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
