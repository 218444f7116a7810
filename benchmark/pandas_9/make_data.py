"""Synthetic bike-share trip log, six weeks of June-July 2023 (CC0). Regenerates data/ byte-for-byte from a fixed seed."""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(4242)

stations = [
    "Union Sq & Market St", "Riverside Park N", "Central Station", "City Hall Plaza",
    "University Ave & 3rd", "Harbor Front", "Museum District", "Oak St & 12th",
    "Tech Campus East", "Greenway Trailhead", "Main St & Elm", "Stadium Gate B",
    "Library Square", "Hospital Main Entrance", "Lakeside Pier", "Warehouse District",
]
commute_weight = np.array([3, 1, 4, 3, 2, 1, 1, 2, 4, 1, 2, 1, 2, 3, 1, 2], float)
leisure_weight = np.array([2, 4, 1, 2, 1, 4, 3, 1, 1, 4, 2, 2, 2, 1, 4, 1], float)

hours = np.arange(24)
# expected trips per hour: members commute on weekdays, casual riders ride in the afternoon
member_weekday = 0.6 + 14 * np.exp(-0.5 * ((hours - 8) / 1.0) ** 2) + 16 * np.exp(-0.5 * ((hours - 17.5) / 1.3) ** 2) \
    + 4 * np.exp(-0.5 * ((hours - 12.5) / 1.5) ** 2)
member_weekend = 0.6 + 7 * np.exp(-0.5 * ((hours - 13) / 3.0) ** 2)
casual_weekday = 0.4 + 4 * np.exp(-0.5 * ((hours - 16) / 3.0) ** 2)
casual_weekend = 0.5 + 11 * np.exp(-0.5 * ((hours - 14) / 2.8) ** 2)

days = pd.date_range("2023-06-05", periods=42, freq="D")
rows = []
for day in days:
    weekend = day.day_of_week >= 5
    weather = rng.choice([1.0, 0.85, 0.45], p=[0.7, 0.2, 0.1])  # clear, cloudy, rain
    for who, (wd, we) in {"member": (member_weekday, member_weekend),
                          "casual": (casual_weekday, casual_weekend)}.items():
        lam = (we if weekend else wd) * weather
        counts = rng.poisson(lam)
        for h, k in zip(hours, counts):
            if k == 0:
                continue
            start = day + pd.to_timedelta(h, unit="h") + pd.to_timedelta(rng.integers(0, 3600, k), unit="s")
            w = commute_weight if (who == "member" and not weekend) else leisure_weight
            s_from = rng.choice(len(stations), k, p=w / w.sum())
            s_to = rng.choice(len(stations), k, p=w / w.sum())
            median = 11 if who == "member" else 21
            dur = np.clip(rng.lognormal(np.log(median), 0.55, k), 0.3, 400) * 60
            bike = rng.choice(["classic_bike", "electric_bike"], k, p=[0.58, 0.42])
            for i in range(k):
                rows.append((bike[i], start[i], start[i] + pd.Timedelta(seconds=int(dur[i])),
                             stations[s_from[i]], stations[s_to[i]], who))

df = pd.DataFrame(rows, columns=["rideable_type", "started_at", "ended_at",
                                 "start_station_name", "end_station_name", "member_casual"])
df = df.sort_values("started_at", kind="stable").reset_index(drop=True)
df.insert(0, "ride_id", [f"{x:016X}" for x in rng.integers(0, 2**63, len(df))])
df["started_at"] = df["started_at"].dt.strftime("%Y-%m-%d %H:%M:%S")
df["ended_at"] = df["ended_at"].dt.strftime("%Y-%m-%d %H:%M:%S")
# dockless e-bike trips sometimes end away from a station
ebike = np.flatnonzero(df["rideable_type"].to_numpy() == "electric_bike")
df.loc[rng.choice(ebike, 180, replace=False), "end_station_name"] = np.nan

OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "trips_2023_06_07.csv", index=False, lineterminator="\n")
