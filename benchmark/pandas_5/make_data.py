"""Synthetic app-store reviews of a food-delivery app (CC0). Regenerates data/ byte-for-byte."""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(2718)

positive = [
    "The food arrived hot and well packed.",
    "Delivery was faster than the estimate, impressive.",
    "Our courier was friendly and called when he was outside.",
    "Great choice of local restaurants in my area.",
    "Live tracking is accurate and easy to follow.",
    "Prices are fair and the promo codes actually work.",
    "Ordering takes a minute, the app is really smooth.",
    "Support refunded a missing drink within minutes.",
    "Love the scheduled orders for lunch at the office.",
    "Everything was exactly as ordered, nothing missing.",
    "Best delivery app I have used so far.",
    "The new interface is clean and quick.",
]
negative = [
    "The food was cold when it finally arrived.",
    "Delivery took over an hour and a half.",
    "The courier left my order at the wrong building.",
    "Half of my order was missing and nobody answered.",
    "The app crashes every time I try to pay.",
    "Delivery fees are ridiculous for such a short distance.",
    "Tracking showed the driver going in circles for 40 minutes.",
    "Support closed my ticket without a refund.",
    "The restaurant cancelled and I was still charged.",
    "Prices in the app are higher than in the restaurant.",
    "Login keeps failing after the last update.",
    "Drinks spilled all over the bag, terrible packaging.",
]
neutral = [
    "Food was okay, nothing special.",
    "Delivery time was about what they promised.",
    "The app does the job but could be faster.",
    "Some restaurants are missing from the list.",
    "Average experience overall.",
]
closers_pos = ["Highly recommend!", "Will order again.", "Thanks!", "", "", ""]
closers_neg = ["Never again.", "Very disappointed.", "Fix this please.", "", "", ""]

N = 2400
rating = rng.choice([1, 2, 3, 4, 5], size=N, p=[0.17, 0.10, 0.11, 0.22, 0.40])
texts = []
for r in rating:
    if r >= 4:
        pool, other, closer = positive, negative, closers_pos
    elif r <= 2:
        pool, other, closer = negative, positive, closers_neg
    else:
        pool, other, closer = neutral, positive + negative, ["", "Meh."]
    if rng.random() < 0.09:  # the stars and the text disagree
        pool, other = other, pool
    k = int(rng.integers(1, 4))
    parts = list(rng.choice(pool, size=min(k, len(pool)), replace=False))
    if rng.random() < 0.3:  # mixed feelings
        parts.insert(int(rng.integers(0, len(parts) + 1)), str(rng.choice(other)))
    parts.append(str(rng.choice(closer)))
    texts.append(" ".join(p for p in parts if p))

day = rng.integers(0, 540, N)
# the app ships a release roughly every quarter; some users lag one release behind
release = np.clip(day // 110 - (rng.random(N) < 0.25), 0, 4)
df = pd.DataFrame({
    "review_id": [f"R{700000 + i}" for i in range(N)],
    "date": (pd.Timestamp("2023-01-01") + pd.to_timedelta(day, unit="D")).strftime("%Y-%m-%d"),
    "platform": rng.choice(["iOS", "Android", "Web"], size=N, p=[0.45, 0.43, 0.12]),
    "app_version": np.array(["5.2.0", "5.3.1", "5.4.0", "6.0.2", "6.1.0"])[release],
    "rating": rating,
    "review_text": texts,
    "helpful_votes": rng.poisson(1.3, N),
})
# star-only ratings, one-word reviews, and a few double submissions
df.loc[rng.choice(N, 140, replace=False), "review_text"] = np.nan
short = rng.choice(N, 60, replace=False)
df.loc[short, "review_text"] = rng.choice(["ok", "good", "bad", "meh", "nice", "!!", "fine"], size=60)
dupes = df.sample(35, random_state=3).copy()
df = pd.concat([df, dupes]).sort_values("date", kind="stable").reset_index(drop=True)

OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "app_reviews.csv", index=False, lineterminator="\n")
