"""Synthetic A/B test of a redesigned checkout page, one row per user in the experiment.

During the test a routing change sent more mobile traffic to the treatment arm, so the device mix
of the two arms differs; mobile users convert less in both arms. Run from anywhere; writes
``data/checkout_ab_test.csv`` beside this file, byte for byte the same every time.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 4242
OUT = Path(__file__).resolve().parent / "data"
DEVICES = ["desktop", "mobile", "tablet"]
DEVICE_MIX = {"control": [0.56, 0.34, 0.10], "treatment": [0.41, 0.49, 0.10]}
BASE_RATE = {"desktop": 0.125, "mobile": 0.055, "tablet": 0.09}
UPLIFT = 0.016
COUNTRIES = ["US", "GB", "DE", "FR", "CA", "NL", "ES"]
COUNTRY_P = [0.42, 0.16, 0.13, 0.10, 0.08, 0.06, 0.05]


def arm(rng: np.random.Generator, group: str, n: int) -> pd.DataFrame:
    device = rng.choice(DEVICES, n, p=DEVICE_MIX[group])
    country = rng.choice(COUNTRIES, n, p=COUNTRY_P).astype(object)
    country[rng.random(n) < 0.015] = None  # geo-IP lookup failed
    new_user = (rng.random(n) < 0.38).astype(int)
    sessions = 1 + rng.poisson(np.where(new_user == 1, 0.6, 1.8))
    pages = sessions * rng.integers(2, 7, n) + rng.poisson(2, n)

    rate = np.array([BASE_RATE[d] for d in device]) * (1 + 0.25 * (sessions > 2)) * (1 - 0.2 * new_user)
    rate = rate + (UPLIFT if group == "treatment" else 0.0)
    converted = (rng.random(n) < rate).astype(int)
    basket = np.round(rng.lognormal(np.log(58), 0.55, n), 2)
    revenue = np.where(converted == 1, basket, 0.0)
    return pd.DataFrame(
        {
            "group": group,
            "device": device,
            "country": country,
            "new_user": new_user,
            "sessions": sessions,
            "pages_viewed": pages,
            "converted": converted,
            "revenue": revenue,
        }
    )


def main() -> None:
    rng = np.random.default_rng(SEED)
    frame = pd.concat([arm(rng, "control", 3040), arm(rng, "treatment", 2985)], ignore_index=True)
    frame = frame.sample(frac=1.0, random_state=SEED).reset_index(drop=True)
    frame.insert(0, "user_id", [f"u{n:06d}" for n in rng.choice(900000, len(frame), replace=False) + 100000])
    first = np.datetime64("2024-05-06")
    frame.insert(1, "assigned_on", (first + rng.integers(0, 14, len(frame)).astype("timedelta64[D]")).astype(str))
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "checkout_ab_test.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
