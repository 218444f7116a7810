"""Synthetic Seoul bike sharing demand table (UCI / Kaggle 'SeoulBikeData.csv' layout).

One row per hour from 01/12/2017 to 30/11/2018 (8760 rows) with the original 14 columns. As in
the original file, dates are written day first (dd/mm/yyyy) and the file is Latin-1 encoded
(the degree signs in the header). Writes data/SeoulBikeData.csv beside this file from a fixed
seed; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
HOLIDAYS = ["2017-12-25", "2018-01-01", "2018-02-15", "2018-02-16", "2018-02-17", "2018-03-01",
            "2018-05-05", "2018-05-07", "2018-05-22", "2018-06-06", "2018-06-13", "2018-08-15",
            "2018-09-23", "2018-09-24", "2018-09-25", "2018-09-26", "2018-10-03", "2018-10-09"]
CLOSED = ["2018-04-11", "2018-05-10", "2018-09-18", "2018-09-30", "2018-10-02", "2018-10-04",
          "2018-10-06", "2018-10-09", "2018-11-03", "2018-11-06"]


def main() -> None:
    rng = np.random.default_rng(seeded(8760))
    ts = pd.date_range("2017-12-01", periods=8760, freq="h")
    day = ts.normalize()
    hour = ts.hour.to_numpy()
    doy = ts.day_of_year.to_numpy()
    n = len(ts)

    temp = 12.5 - 15.5 * np.cos(2 * np.pi * (doy - 18) / 365) + 4.0 * np.sin(2 * np.pi * (hour - 9) / 24)
    temp = np.round(temp + np.repeat(rng.normal(0, 3.0, 365), 24) + rng.normal(0, 1.0, n), 1)
    humidity = np.clip(np.round(58 - 12 * np.sin(2 * np.pi * (hour - 9) / 24) + rng.normal(0, 17, n)), 0, 98).astype(int)
    wind = np.round(np.clip(rng.gamma(2.2, 0.8, n), 0, 7.4), 1)
    visibility = np.clip(np.round(2000 - 12 * np.clip(humidity - 40, 0, None) * rng.uniform(0.5, 1.5, n)), 27, 2000).astype(int)
    dew = np.round(temp - (100 - humidity) / 5.0, 1)
    solar = np.round(np.clip(np.sin(np.pi * (hour - 6) / 13), 0, None) * (1.2 + 1.0 * np.sin(2 * np.pi * (doy - 80) / 365)) * rng.uniform(0.4, 1.1, n), 2)
    rain = np.where(rng.random(n) < 0.06, np.round(rng.exponential(2.0, n), 1), 0.0)
    snow = np.where((temp < 1) & (rng.random(n) < 0.08), np.round(rng.exponential(1.5, n), 1), 0.0)

    month = ts.month.to_numpy()
    seasons = np.select([np.isin(month, [12, 1, 2]), np.isin(month, [3, 4, 5]), np.isin(month, [6, 7, 8])],
                        ["Winter", "Spring", "Summer"], "Autumn")
    holiday = np.where(day.isin(pd.to_datetime(HOLIDAYS)), "Holiday", "No Holiday")
    functioning = np.where(day.isin(pd.to_datetime(CLOSED)), "No", "Yes")

    weekend = (ts.day_of_week >= 5) | (holiday == "Holiday")
    commute = np.exp(-0.5 * ((hour - 8) / 1.0) ** 2) * 0.9 + np.exp(-0.5 * ((hour - 18) / 1.6) ** 2) * 1.3
    leisure = np.exp(-0.5 * ((hour - 16) / 3.5) ** 2)
    shape = np.where(weekend, 0.25 * commute + 0.9 * leisure, commute + 0.35 * leisure) + 0.08
    level = 160 + 38 * np.clip(temp, -10, 28) - 170 * (rain > 0) - 80 * (snow > 0) - 1.5 * np.clip(humidity - 70, 0, None)
    count = np.round(np.clip(level, 20, None) * shape * rng.lognormal(0, 0.15, n) * 1.6).astype(int)
    count = np.where(functioning == "No", 0, count)

    df = pd.DataFrame({
        "Date": ts.strftime("%d/%m/%Y"), "Rented Bike Count": count, "Hour": hour,
        "Temperature(\u00b0C)": temp, "Humidity(%)": humidity, "Wind speed (m/s)": wind,
        "Visibility (10m)": visibility, "Dew point temperature(\u00b0C)": dew,
        "Solar Radiation (MJ/m2)": solar, "Rainfall(mm)": rain, "Snowfall (cm)": snow,
        "Seasons": seasons, "Holiday": holiday, "Functioning Day": functioning,
    })
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "SeoulBikeData.csv", index=False, encoding="latin-1", lineterminator="\n")


if __name__ == "__main__":
    main()
