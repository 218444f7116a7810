"""Synthetic daily electricity demand of a regional grid operator, 2021-2023, with weather.

Writes data/daily_demand.csv (one row per day) from a fixed seed; re-running it reproduces
every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 9365
OUT = Path(__file__).resolve().parent / "data"

HOLIDAYS = ["01-01", "04-02", "05-01", "05-25", "10-03", "12-24", "12-25", "12-26", "12-31"]
EASTER_MONDAY = {2021: "2021-04-05", 2022: "2022-04-18", 2023: "2023-04-10"}
GOOD_FRIDAY = {2021: "2021-04-02", 2022: "2022-04-15", 2023: "2023-04-07"}


def main() -> None:
    rng = np.random.default_rng(SEED)
    dates = pd.date_range("2021-01-01", "2023-12-31", freq="D")
    n = len(dates)
    doy = dates.day_of_year.to_numpy()

    temp_noise = np.zeros(n)
    for t in range(1, n):
        temp_noise[t] = 0.7 * temp_noise[t - 1] + rng.normal(0, 2.2)
    temperature = 10.5 - 9.5 * np.cos(2 * np.pi * (doy - 15) / 365.25) + temp_noise

    fixed = {f"{y}-{md}" for y in (2021, 2022, 2023) for md in HOLIDAYS if md != "04-02"}
    fixed |= set(EASTER_MONDAY.values()) | set(GOOD_FRIDAY.values())
    is_holiday = dates.strftime("%Y-%m-%d").isin(sorted(fixed)).astype(int)

    weekday = dates.day_of_week.to_numpy()
    weekday_factor = np.select([weekday == 5, weekday == 6], [0.88, 0.82], 1.0)
    weekday_factor = np.where(weekday == 0, 0.98, weekday_factor)
    heating = np.clip(16.0 - temperature, 0, None)
    cooling = np.clip(temperature - 21.0, 0, None)
    years = (dates - dates[0]).days.to_numpy() / 365.25

    noise = np.zeros(n)
    for t in range(1, n):
        noise[t] = 0.55 * noise[t - 1] + rng.normal(0, 55)
    demand = (4300 + 68 * heating + 95 * cooling) * weekday_factor * (1 - 0.14 * is_holiday)
    demand = demand * (1 + 0.012 * years) + noise

    frame = pd.DataFrame(
        {
            "date": dates.strftime("%Y-%m-%d"),
            "demand_mwh": np.round(demand, 1),
            "avg_temp_c": np.round(temperature, 1),
            "is_holiday": is_holiday,
        }
    )
    # Meter outages and a weather-station gap in the first two years
    outage_rows = rng.choice(np.arange(30, 700), size=7, replace=False)
    frame.loc[outage_rows, "demand_mwh"] = np.nan
    frame.loc[rng.choice(np.arange(30, 700), size=4, replace=False), "avg_temp_c"] = np.nan

    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "daily_demand.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
