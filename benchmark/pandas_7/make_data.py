"""Synthetic short-term rental listings for Denver (CC0). Regenerates data/ byte-for-byte from a fixed seed."""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(8080)

N = 2400
hoods = {
    # neighbourhood: (price factor, centre lat, centre lon, share)
    "Union Station": (1.45, 39.7530, -104.9990, 0.07),
    "Five Points": (1.15, 39.7560, -104.9770, 0.12),
    "Capitol Hill": (1.00, 39.7330, -104.9800, 0.11),
    "Highland": (1.25, 39.7610, -105.0110, 0.10),
    "West Highland": (1.10, 39.7620, -105.0330, 0.07),
    "Baker": (0.98, 39.7150, -104.9910, 0.08),
    "Cheesman Park": (1.05, 39.7330, -104.9660, 0.06),
    "Speer": (1.02, 39.7180, -104.9790, 0.07),
    "Sunnyside": (0.92, 39.7750, -105.0130, 0.07),
    "Berkeley": (0.95, 39.7780, -105.0440, 0.06),
    "Congress Park": (1.00, 39.7330, -104.9500, 0.07),
    "Montbello": (0.70, 39.7840, -104.8370, 0.05),
    "Virginia Village": (0.80, 39.6900, -104.9170, 0.07),
}
room_types = {"Entire home/apt": (165.0, 0.72), "Private room": (68.0, 0.24),
              "Hotel room": (150.0, 0.02), "Shared room": (38.0, 0.02)}

hood = rng.choice(list(hoods), size=N, p=[v[3] for v in hoods.values()])
room = rng.choice(list(room_types), size=N, p=[v[1] for v in room_types.values()])
entire = room == "Entire home/apt"
bedrooms = np.where(entire, rng.choice([0, 1, 2, 3, 4, 5], N, p=[0.08, 0.38, 0.30, 0.15, 0.07, 0.02]), 1)
accommodates = np.clip(bedrooms * 2 + rng.integers(-1, 3, N), 1, 16)
accommodates = np.where(room == "Shared room", 1, accommodates)
beds = np.clip(bedrooms + rng.integers(0, 3, N), 1, 10)
bathrooms = np.clip(np.round((0.5 + 0.55 * bedrooms + rng.normal(0, 0.35, N)) * 2) / 2, 1.0, 5.0)
bathrooms = np.where(room == "Private room", rng.choice([1.0, 1.5, 2.0], N), bathrooms)

superhost = rng.random(N) < 0.38
n_reviews = rng.negative_binomial(1, 0.018, N)
rating = np.round(np.clip(4.78 + 0.08 * superhost + rng.normal(0, 0.22, N), 2.5, 5.0), 2)
rating = np.where(n_reviews == 0, np.nan, rating)
reviews_per_month = np.where(n_reviews == 0, np.nan, np.round(n_reviews / rng.uniform(4, 60, N), 2))
min_nights = rng.choice([1, 2, 3, 7, 30, 31], N, p=[0.28, 0.30, 0.17, 0.05, 0.17, 0.03])
availability = rng.integers(0, 366, N)

lat = np.array([hoods[h][1] for h in hood]) + rng.normal(0, 0.006, N)
lon = np.array([hoods[h][2] for h in hood]) + rng.normal(0, 0.008, N)
base = np.array([room_types[r][0] for r in room])
factor = np.array([hoods[h][0] for h in hood])
price = (
    base * factor * (1 + 0.11 * (accommodates - 2)) * (1 + 0.12 * (bathrooms - 1))
    * (1 + 0.05 * superhost) * np.where(min_nights >= 30, 0.72, 1.0)
    * np.exp(rng.normal(0, 0.22, N))
)
# a handful of luxury homes and lofts
luxury = entire & (bedrooms >= 3) & (rng.random(N) < 0.12)
price = np.where(luxury, price * rng.uniform(2.2, 4.0, N), price)
price = np.round(np.clip(price, 25, None))
price_txt = np.array([f"${p:,.2f}" for p in price], dtype=object)

host_since = pd.Timestamp("2011-06-01") + pd.to_timedelta(rng.integers(0, 4500, N), unit="D")
kinds = {"Entire home/apt": ["Bright", "Cozy", "Modern", "Spacious", "Charming"],
         "Private room": ["Quiet room", "Sunny room", "Private suite", "Guest room"],
         "Hotel room": ["Boutique hotel room", "Downtown hotel king"],
         "Shared room": ["Shared bunk", "Hostel bed"]}
names = [f"{rng.choice(kinds[r])} {'stay' if r == 'Entire home/apt' else ''} in {h}".replace("  ", " ")
         for r, h in zip(room, hood)]

df = pd.DataFrame({
    "id": np.sort(rng.choice(np.arange(10_000_000, 99_000_000), N, replace=False)),
    "name": names,
    "host_id": rng.integers(1_000_000, 500_000_000, N),
    "host_since": host_since.strftime("%Y-%m-%d"),
    "host_is_superhost": np.where(superhost, "t", "f"),
    "neighbourhood_cleansed": hood,
    "latitude": np.round(lat, 5),
    "longitude": np.round(lon, 5),
    "room_type": room,
    "accommodates": accommodates,
    "bathrooms": bathrooms,
    "bedrooms": bedrooms.astype(float),
    "beds": beds.astype(float),
    "price": price_txt,
    "minimum_nights": min_nights,
    "availability_365": availability,
    "number_of_reviews": n_reviews,
    "review_scores_rating": rating,
    "reviews_per_month": reviews_per_month,
})
# scraped listings: price hidden on some calendars, a few missing room details
df.loc[rng.choice(N, 140, replace=False), "price"] = np.nan
df.loc[rng.choice(N, 60, replace=False), "bedrooms"] = np.nan
df.loc[rng.choice(N, 35, replace=False), "beds"] = np.nan
df.loc[rng.choice(N, 18, replace=False), "bathrooms"] = np.nan

OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "denver_listings.csv", index=False, lineterminator="\n")
