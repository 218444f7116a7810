"""Writes data/AB_NYC_2019.csv: synthetic, in the shape of the Kaggle "New York City Airbnb Open Data" file."""
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
OUT.mkdir(exist_ok=True)
rng = np.random.default_rng(seeded(2019))
n = 6000

boroughs = {
    "Manhattan": (0.44, 40.78, -73.97, 1.35, ["Harlem", "Upper West Side", "Hell's Kitchen", "East Village", "Upper East Side",
                                              "Midtown", "East Harlem", "Chelsea", "Lower East Side", "Washington Heights"]),
    "Brooklyn": (0.41, 40.68, -73.95, 1.0, ["Williamsburg", "Bedford-Stuyvesant", "Bushwick", "Crown Heights", "Greenpoint",
                                            "Clinton Hill", "Park Slope", "Flatbush", "Prospect Heights", "Sunset Park"]),
    "Queens": (0.116, 40.73, -73.85, 0.8, ["Astoria", "Long Island City", "Flushing", "Ridgewood", "Sunnyside", "Jamaica"]),
    "Bronx": (0.023, 40.85, -73.88, 0.7, ["Mott Haven", "Concourse", "Fordham", "Kingsbridge", "Longwood"]),
    "Staten Island": (0.011, 40.61, -74.10, 0.75, ["St. George", "Tompkinsville", "Stapleton", "Arrochar"]),
}
names_b = list(boroughs)
p = np.array([boroughs[b][0] for b in names_b]); p = p / p.sum()
group = rng.choice(names_b, size=n, p=p)
room = rng.choice(["Entire home/apt", "Private room", "Shared room"], size=n, p=[0.52, 0.455, 0.025])

hood, lat, lon, mult = [], [], [], []
for g in group:
    _, la, lo, m, hs = boroughs[g]
    hood.append(hs[min(int(rng.exponential(2.5)), len(hs) - 1)])
    lat.append(round(la + rng.normal(0, 0.025), 5))
    lon.append(round(lo + rng.normal(0, 0.025), 5))
    mult.append(m)
mult = np.array(mult)
base = np.select([room == "Entire home/apt", room == "Private room"], [190.0, 85.0], 60.0)
price = np.round(base * mult * rng.lognormal(0, 0.45, n)).astype(int)
spike = rng.random(n) < 0.018
price[spike] = np.minimum(price[spike] * rng.integers(6, 25, spike.sum()), 10000)
price[rng.choice(n, 4, replace=False)] = 0

min_nights = rng.choice([1, 1, 1, 2, 2, 3, 3, 4, 5, 7, 14, 30], size=n)
odd = rng.random(n) < 0.01
min_nights[odd] = rng.choice([60, 90, 120, 180, 365, 500, 1000], size=odd.sum())
reviews = np.where(rng.random(n) < 0.2, 0, np.round(rng.exponential(25, n)).astype(int) + 1)
last = pd.to_datetime("2011-06-01") + pd.to_timedelta(rng.integers(0, 2950, n), unit="D")
last_review = np.where(reviews > 0, last.strftime("%Y-%m-%d"), None)
rpm = np.where(reviews > 0, np.round(reviews / rng.uniform(4, 60, n), 2), np.nan)
rpm = np.maximum(rpm, 0.01)
hosts = rng.integers(2500, 270000000, 4200)
host_pick = rng.integers(0, len(hosts), n)
host_pick[rng.random(n) < 0.08] = 7  # one property manager with many listings
host_id = hosts[host_pick]
first = ["Michael", "David", "John", "Alex", "Sarah", "Maria", "Daniel", "Anna", "Jessica", "Chris", "Laura",
         "Sonder (NYC)", "Blueground", "Kevin", "Emily", "Jason", "Mike", "Lisa", "Eric", "Jennifer"]
host_name = np.array([first[h % len(first)] for h in host_pick], dtype=object)
host_name[rng.random(n) < 0.0008] = None
listings = pd.Series(host_id).map(pd.Series(host_id).value_counts()).to_numpy()
avail = np.where(rng.random(n) < 0.36, 0, rng.integers(1, 366, n))

adj = ["Cozy", "Spacious", "Sunny", "Charming", "Beautiful", "Quiet", "Modern", "Huge", "Bright", "Lovely", "Clean"]
kind = {"Entire home/apt": ["1BR apartment", "2BR apt", "studio", "loft", "townhouse"],
        "Private room": ["private room", "room", "bedroom"], "Shared room": ["shared room", "bed in shared room", "couch"]}
name = np.array([f"{rng.choice(adj)} {rng.choice(kind[r])} in {h}" for r, h in zip(room, hood)], dtype=object)
name[rng.random(n) < 0.003] = None

df = pd.DataFrame({
    "id": np.sort(rng.choice(np.arange(2539, 36487245), n, replace=False)),
    "name": name, "host_id": host_id, "host_name": host_name, "neighbourhood_group": group,
    "neighbourhood": hood, "latitude": lat, "longitude": lon, "room_type": room, "price": price,
    "minimum_nights": min_nights, "number_of_reviews": reviews, "last_review": last_review,
    "reviews_per_month": rpm, "calculated_host_listings_count": listings, "availability_365": avail,
})
df.to_csv(OUT / "AB_NYC_2019.csv", index=False)
