"""Synthetic trips in the shape of Kaggle's "NYC Taxi Trip Duration" train.csv.

Same columns as the competition file (id, vendor_id, pickup/dropoff datetimes, passenger_count,
pickup/dropoff coordinates, store_and_fwd_flag, trip_duration in seconds), January to June 2016,
with the file's known quirks: a handful of trips logged as lasting about a day or weeks, and a
few with zero passengers. Writes data/train.csv beside this file from a fixed seed; re-running
reproduces every byte.
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
N = 3600

HOUR_P = np.array([3.6, 2.7, 2.0, 1.5, 1.1, 1.0, 2.3, 3.8, 4.5, 4.6, 4.4, 4.6,
                   4.9, 4.9, 5.1, 5.0, 4.5, 5.2, 6.1, 6.2, 5.8, 5.7, 5.5, 4.7])
# slower traffic in the day, fastest at night (km/h)
HOUR_SPEED = np.array([19, 20, 21, 23, 25, 24, 20, 15, 13, 13, 13, 13,
                       13, 13, 13, 13, 14, 14, 15, 16, 17, 17, 18, 18], dtype=float)


def main() -> None:
    rng = np.random.default_rng(seeded(20160701))
    OUT.mkdir(exist_ok=True)
    n = N
    start = np.datetime64("2016-01-01T00:00:00")
    day = rng.integers(0, 182, n)
    hour = rng.choice(24, n, p=HOUR_P / HOUR_P.sum())
    sec = rng.integers(0, 3600, n)
    pickup = start + (day * 86400 + hour * 3600 + sec).astype("timedelta64[s]")
    weekday = pd.DatetimeIndex(pickup).day_of_week.to_numpy()

    # Manhattan-heavy pickups, some airport trips
    airport = rng.random(n) < 0.04
    plon = np.where(airport, -73.783 + rng.normal(0, 0.004, n), -73.979 + rng.normal(0, 0.022, n))
    plat = np.where(airport, 40.644 + rng.normal(0, 0.003, n), 40.754 + rng.normal(0, 0.025, n))
    ang = rng.uniform(0, 2 * np.pi, n)
    km = np.where(airport, rng.normal(20, 3, n), rng.gamma(1.5, 1.7, n))
    km = np.clip(km, 0.05, 40)
    dlon = km * np.cos(ang) / 84.0
    dlat = km * np.sin(ang) / 111.0
    dlon = np.where(rng.random(n) < 0.02, 0.0, dlon)  # some trips going nowhere
    dlat = np.where(dlon == 0.0, 0.0, dlat)
    route = np.hypot(dlon * 84.0, dlat * 111.0) * 1.3
    speed = HOUR_SPEED[hour] * np.where(weekday >= 5, 1.2, 1.0) * np.where(airport, 1.7, 1.0) * rng.lognormal(0.1, 0.22, n)
    dur = route / speed * 3600 + rng.gamma(2.0, 45, n)
    dur = np.round(dur).astype(int)
    dur = np.clip(dur, 2, None)

    # the known junk: trips that last ~24h (meter left on) and a few of weeks
    day_long = rng.choice(n, 9, replace=False)
    dur[day_long] = rng.integers(85000, 86390, 9)
    huge = rng.choice(np.setdiff1d(np.arange(n), day_long), 2, replace=False)
    dur[huge] = [1939736, 2227612]

    dropoff = pickup + dur.astype("timedelta64[s]")
    vendor = rng.choice([1, 2], n, p=[0.47, 0.53])
    pc = rng.choice([0, 1, 2, 3, 4, 5, 6], n, p=[0.002, 0.708, 0.144, 0.041, 0.019, 0.054, 0.032])
    flag = np.where(rng.random(n) < 0.006, "Y", "N")
    ids = rng.choice(np.arange(0, 3_700_000), n, replace=False)

    df = pd.DataFrame({
        "id": ["id%07d" % i for i in ids],
        "vendor_id": vendor,
        "pickup_datetime": pd.DatetimeIndex(pickup).strftime("%Y-%m-%d %H:%M:%S"),
        "dropoff_datetime": pd.DatetimeIndex(dropoff).strftime("%Y-%m-%d %H:%M:%S"),
        "passenger_count": pc,
        "pickup_longitude": np.round(plon, 6),
        "pickup_latitude": np.round(plat, 6),
        "dropoff_longitude": np.round(plon + dlon, 6),
        "dropoff_latitude": np.round(plat + dlat, 6),
        "store_and_fwd_flag": flag,
        "trip_duration": dur,
    })
    df = df.sample(frac=1.0, random_state=seeded(7)).reset_index(drop=True)
    df.to_csv(OUT / "train.csv", index=False, float_format="%.6f")


if __name__ == "__main__":
    main()
