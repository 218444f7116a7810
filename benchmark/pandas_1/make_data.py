"""Synthetic residential listings export (CC0). Regenerates data/ byte-for-byte from a fixed seed."""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(20240611)

N = 1800
cities = {
    # city: (base price per sqft, share of listings)
    "Portland": (310.0, 0.30),
    "Salem": (215.0, 0.18),
    "Eugene": (240.0, 0.20),
    "Bend": (345.0, 0.14),
    "Beaverton": (290.0, 0.18),
}
neighborhoods = {
    "Portland": ["Pearl District", "Sellwood", "St. Johns", "Hawthorne", "Alberta Arts"],
    "Salem": ["West Salem", "South Gateway", "Sunnyslope", "Downtown"],
    "Eugene": ["Friendly Street", "Cal Young", "River Road", "South Hills"],
    "Bend": ["Old Bend", "Awbrey Butte", "Larkspur", "Southern Crossing"],
    "Beaverton": ["Murrayhill", "Cedar Hills", "Five Oaks", "Denney Whitford"],
}
types = ["Single Family", "Condo", "Townhouse", "Multi-Family"]
type_p = [0.58, 0.20, 0.17, 0.05]

city = rng.choice(list(cities), size=N, p=[v[1] for v in cities.values()])
hood = np.array([rng.choice(neighborhoods[c]) for c in city])
ptype = rng.choice(types, size=N, p=type_p)

bedrooms = np.where(ptype == "Condo", rng.integers(1, 4, N), rng.integers(2, 6, N))
bedrooms = np.where(ptype == "Multi-Family", rng.integers(4, 9, N), bedrooms)
bathrooms = np.clip(np.round((bedrooms * 0.6 + rng.normal(0.4, 0.5, N)) * 2) / 2, 1.0, 6.0)
sqft = np.round(380 * bedrooms + 250 + rng.normal(0, 260, N), -1)
sqft = np.clip(sqft, 450, 7200)
lot_size = np.where(
    ptype == "Condo", np.nan, np.round(np.clip(rng.lognormal(np.log(6500), 0.45, N), 1200, 60000), -1)
)
year_built = rng.integers(1905, 2024, N).astype(float)
garage = np.where(ptype == "Condo", rng.integers(0, 2, N), rng.integers(0, 4, N))
days_on_market = np.round(rng.gamma(2.0, 14.0, N)).astype(int)

base = np.array([cities[c][0] for c in city])
type_mult = pd.Series(ptype).map(
    {"Single Family": 1.0, "Condo": 1.08, "Townhouse": 0.95, "Multi-Family": 0.82}
).to_numpy()
age = 2024 - year_built
price = (
    base * type_mult * sqft * (1 + 0.04 * garage) * (1 - 0.0012 * age)
    * np.exp(rng.normal(0, 0.12, N))
)
price = np.round(price, -3)

df = pd.DataFrame(
    {
        "listing_id": [f"OR-{100000 + i}" for i in rng.permutation(N)],
        "city": city,
        "neighborhood": hood,
        "property_type": ptype,
        "bedrooms": bedrooms,
        "bathrooms": bathrooms,
        "sqft": sqft.astype(int),
        "lot_size": lot_size,
        "year_built": year_built,
        "garage_spaces": garage,
        "days_on_market": days_on_market,
        # column names exactly as the MLS export writes them
        "price ": price.astype(int),
    }
)

# realistic gaps: some year_built and bathrooms not reported
df.loc[rng.choice(N, 64, replace=False), "year_built"] = np.nan
df.loc[rng.choice(N, 27, replace=False), "bathrooms"] = np.nan
# a few relisted homes appear twice, and a handful of placeholder prices
dups = df.sample(22, random_state=7)
df = pd.concat([df, dups], ignore_index=True)
df.loc[rng.choice(len(df), 9, replace=False), "price "] = 1
df = df.sample(frac=1.0, random_state=11).reset_index(drop=True)

OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "oregon_listings.csv", index=False, lineterminator="\n")
