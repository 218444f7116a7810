"""Synthetic Boston Airbnb listings and median household income by ZIP code.

data/listings.csv follows the layout of the Inside Airbnb / Kaggle "Boston Airbnb Open Data"
listings file (a subset of its columns, prices as "$1,250.00", rates as "95%", t/f flags) with
its messy zipcode column: most codes are five digits with the leading zero ("02134"), some are
ZIP+4 ("02134-1704"), a few carry stray spaces or two codes, a few are missing.
data/MedianZIP.csv follows the University of Michigan PSC "Median household income by ZIP"
table (Zip, Median, Mean, Pop; ZIP stored as a number, so New England codes lose their leading
zero; money with thousands separators). Fixed seed; re-running reproduces every byte.
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
N = 3585

# neighbourhood -> (zip codes, listing weight, price level)
HOODS = {
    "Jamaica Plain": (["02130"], 343, 1.0), "South End": (["02118"], 326, 1.35),
    "Back Bay": (["02116"], 302, 1.55), "Fenway": (["02115", "02215"], 290, 1.4),
    "Dorchester": (["02122", "02124", "02125"], 269, 0.7), "Allston": (["02134"], 260, 0.8),
    "Beacon Hill": (["02108", "02114"], 194, 1.5), "Brighton": (["02135"], 185, 0.85),
    "South Boston": (["02127"], 174, 1.2), "Downtown": (["02108", "02109", "02110"], 172, 1.6),
    "East Boston": (["02128"], 150, 0.8), "Roxbury": (["02119"], 144, 0.7),
    "North End": (["02113"], 143, 1.3), "Mission Hill": (["02120"], 124, 0.8),
    "Charlestown": (["02129"], 111, 1.3), "South Boston Waterfront": (["02210"], 83, 1.7),
    "Chinatown": (["02111"], 71, 1.4), "Roslindale": (["02131"], 56, 0.7),
    "West End": (["02114"], 49, 1.4), "West Roxbury": (["02132"], 46, 0.8),
    "Hyde Park": (["02136"], 31, 0.6), "Mattapan": (["02126"], 24, 0.6),
    "Bay Village": (["02116"], 24, 1.5), "Longwood Medical Area": (["02115"], 9, 1.2),
    "Leather District": (["02111"], 5, 1.5),
}
INCOME = {
    "02108": 98560, "02109": 112450, "02110": 128900, "02111": 41200, "02113": 76400,
    "02114": 82300, "02115": 31800, "02116": 94700, "02118": 61900, "02119": 27300,
    "02120": 32900, "02121": 33600, "02122": 53200, "02124": 50100, "02125": 44700,
    "02126": 48900, "02127": 84100, "02128": 52600, "02129": 109800, "02130": 76900,
    "02131": 70500, "02132": 91200, "02134": 45100, "02135": 58300, "02136": 61400,
    "02210": 138600, "02215": 36900,
}
PROPS = ["Apartment", "House", "Condominium", "Townhouse", "Bed & Breakfast", "Loft", "Other"]
PROP_P = [0.73, 0.16, 0.06, 0.015, 0.01, 0.01, 0.015]
ROOMS = ["Entire home/apt", "Private room", "Shared room"]
ROOM_P = [0.59, 0.39, 0.02]
CANCEL = ["strict", "flexible", "moderate", "super_strict_30"]


def money(x):
    return "" if np.isnan(x) else f"${x:,.2f}"


def main() -> None:
    rng = np.random.default_rng(seeded(2016))
    names = list(HOODS)
    w = np.array([HOODS[h][1] for h in names], float)
    hood = rng.choice(names, N, p=w / w.sum())
    zips = [rng.choice(HOODS[h][0]) for h in hood]
    level = np.array([HOODS[h][2] for h in hood])
    room = rng.choice(ROOMS, N, p=ROOM_P)
    accommodates = np.clip(rng.poisson(2.2, N) + 1, 1, 16)
    accommodates[room != "Entire home/apt"] = np.clip(accommodates[room != "Entire home/apt"], 1, 3)
    bedrooms = np.clip(np.round(accommodates / 2 + rng.normal(0, 0.5, N)), 0, 5)
    beds = np.clip(bedrooms + rng.integers(0, 2, N), 1, 8)
    inc = np.array([INCOME[z] for z in zips], float)
    base = np.where(room == "Entire home/apt", 95.0, np.where(room == "Private room", 55.0, 38.0))
    price = base * level * (1 + 0.12 * (accommodates - 1)) * (inc / 60000) ** 0.35 * np.exp(rng.normal(0, 0.28, N))
    price = np.round(price)
    lux = rng.random(N) < 0.012
    price[lux] = np.round(price[lux] * rng.uniform(3, 9, lux.sum()))
    price = np.clip(price, 10, 4000)

    zipcode = np.array(zips, dtype=object)
    r = rng.random(N)
    plus4 = r < 0.07
    zipcode[plus4] = [z + "-" + f"{rng.integers(1000, 9999)}" for z in zipcode[plus4]]
    zipcode[(r >= 0.07) & (r < 0.075)] = [z + " " for z in zipcode[(r >= 0.07) & (r < 0.075)]]
    zipcode[(r >= 0.075) & (r < 0.077)] = "02108 02111"
    zipcode[r >= 0.989] = ""

    n_rev = rng.negative_binomial(1, 0.05, N)
    rating = np.where(n_rev > 0, np.clip(np.round(rng.normal(92, 7, N)), 20, 100), np.nan)
    resp = np.where(rng.random(N) < 0.13, "", [f"{v}%" for v in np.clip(rng.normal(97, 6, N).round(), 30, 100).astype(int)])
    df = pd.DataFrame({
        "id": np.sort(rng.choice(np.arange(3353, 14933463), N, replace=False)),
        "listing_url": "",
        "host_id": rng.integers(4240, 93854106, N),
        "host_since": pd.to_datetime("2008-11-01") + pd.to_timedelta(rng.integers(0, 2900, N), unit="D"),
        "host_response_rate": resp,
        "host_is_superhost": np.where(rng.random(N) < 0.11, "t", "f"),
        "neighbourhood_cleansed": hood,
        "city": np.where(rng.random(N) < 0.93, "Boston", rng.choice(["Jamaica Plain", "Roxbury", "Boston ", "Brighton", "Dorchester"], N)),
        "state": "MA",
        "zipcode": zipcode,
        "latitude": np.round(42.33 + rng.normal(0, 0.025, N), 6),
        "longitude": np.round(-71.08 + rng.normal(0, 0.03, N), 6),
        "property_type": rng.choice(PROPS, N, p=PROP_P),
        "room_type": room,
        "accommodates": accommodates,
        "bathrooms": np.where(rng.random(N) < 0.004, np.nan, np.clip(np.round(bedrooms / 2 + rng.choice([0.5, 1.0], N)), 0.5, 4)),
        "bedrooms": np.where(rng.random(N) < 0.003, np.nan, bedrooms),
        "beds": beds,
        "price": [money(p) for p in price],
        "weekly_price": [money(p * 6.3) if rng.random() < 0.25 else "" for p in price],
        "cleaning_fee": [money(float(rng.choice([25, 35, 50, 60, 75, 100]))) if rng.random() < 0.7 else "" for _ in range(N)],
        "minimum_nights": rng.choice([1, 1, 1, 2, 2, 3, 4, 5, 7, 30], N),
        "number_of_reviews": n_rev,
        "review_scores_rating": rating,
        "instant_bookable": np.where(rng.random(N) < 0.23, "t", "f"),
        "cancellation_policy": rng.choice(CANCEL, N, p=[0.44, 0.27, 0.28, 0.01]),
        "reviews_per_month": np.where(n_rev > 0, np.round(rng.gamma(1.2, 1.5, N), 2), np.nan),
    })
    df["listing_url"] = "https://www.airbnb.com/rooms/" + df["id"].astype(str)
    df["host_since"] = df["host_since"].dt.strftime("%Y-%m-%d")
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "listings.csv", index=False)

    # income table: the Boston ZIPs plus a sample of other US ZIP codes, ZIP as a number
    other = rng.choice(np.arange(1001, 99951), 1800, replace=False)
    zips_all = sorted(set(int(z) for z in INCOME) | set(int(z) for z in other))
    med = [INCOME.get(f"{z:05d}", float(np.round(rng.lognormal(np.log(52000), 0.35)))) for z in zips_all]
    med = np.array(med)
    inc_df = pd.DataFrame({
        "Zip": zips_all,
        "Median": [f"{int(m):,}" for m in med],
        "Mean": [f"{int(m * rng.uniform(1.15, 1.45)):,}" for m in med],
        "Pop": [f"{int(p):,}" for p in rng.integers(800, 72000, len(zips_all))],
    })
    inc_df.to_csv(OUT / "MedianZIP.csv", index=False)


if __name__ == "__main__":
    main()
