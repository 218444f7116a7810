"""Synthetic hotel bookings with a cancellation flag (Kaggle 'Hotel booking demand'-like layout).

One row per booking for a city hotel and a resort hotel; `is_canceled` is 1 when the guest
cancelled. A few bookings have no children count and some no country. Writes
data/hotel_bookings.csv beside this file from a fixed seed; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 31415
N_BOOKINGS = 3200
OUT = Path(__file__).resolve().parent / "data"

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]  # fmt: skip
MONTH_P = np.array([5, 6, 8, 9, 10, 10, 11, 12, 9, 9, 6, 5], dtype=float)
SEGMENTS = ["Online TA", "Offline TA/TO", "Direct", "Groups", "Corporate"]
SEGMENT_P = [0.47, 0.20, 0.13, 0.14, 0.06]
MEALS = ["BB", "HB", "SC", "FB"]
COUNTRIES = ["PRT", "GBR", "FRA", "ESP", "DEU", "ITA", "IRL", "BEL", "BRA", "NLD", "USA", "CHE"]
COUNTRY_P = [0.38, 0.11, 0.09, 0.08, 0.07, 0.04, 0.04, 0.03, 0.03, 0.03, 0.05, 0.05]


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_BOOKINGS
    hotel = rng.choice(["City Hotel", "Resort Hotel"], n, p=[0.64, 0.36])
    segment = rng.choice(SEGMENTS, n, p=SEGMENT_P)
    lead_time = np.round(rng.gamma(1.1, 95, n) * np.where(segment == "Groups", 1.6, 1.0)).astype(int)
    lead_time = np.clip(lead_time, 0, 620)
    month = rng.choice(MONTHS, n, p=MONTH_P / MONTH_P.sum())
    weekend = rng.poisson(np.where(hotel == "Resort Hotel", 1.3, 0.8))
    week = rng.poisson(np.where(hotel == "Resort Hotel", 3.2, 2.1))
    adults = rng.choice([1, 2, 3], n, p=[0.18, 0.75, 0.07])
    children = rng.choice([0, 1, 2], n, p=[0.91, 0.05, 0.04]).astype(float)
    meal = rng.choice(MEALS, n, p=[0.77, 0.12, 0.09, 0.02])
    country = rng.choice(COUNTRIES, n, p=COUNTRY_P).astype(object)
    repeated = (rng.uniform(size=n) < np.where(segment == "Corporate", 0.25, 0.025)).astype(int)
    prev_cancel = rng.choice([0, 1, 2], n, p=[0.93, 0.06, 0.01])
    changes = rng.choice([0, 1, 2, 3], n, p=[0.82, 0.12, 0.05, 0.01])
    deposit = np.where(
        (segment == "Groups") & (rng.uniform(size=n) < 0.45), "Non Refund",
        rng.choice(["No Deposit", "Refundable"], n, p=[0.985, 0.015]),
    )  # fmt: skip
    customer = np.where(
        segment == "Groups", "Group",
        rng.choice(["Transient", "Transient-Party", "Contract"], n, p=[0.78, 0.17, 0.05]),
    )  # fmt: skip
    summer = np.isin(month, ["June", "July", "August"])
    adr = np.round(
        np.where(hotel == "City Hotel", 105, 92) * (1 + 0.45 * summer) * (1 + 0.1 * (adults - 2) + 0.15 * children)
        * rng.lognormal(0, 0.22, n),
        2,
    )
    parking = (rng.uniform(size=n) < np.where(hotel == "Resort Hotel", 0.13, 0.03)).astype(int)
    special = rng.choice([0, 1, 2, 3], n, p=[0.56, 0.28, 0.12, 0.04])

    logit = (
        -1.5
        + 0.0075 * lead_time
        + 0.55 * (hotel == "City Hotel")
        + 2.4 * (deposit == "Non Refund")
        + 1.3 * prev_cancel
        - 0.85 * special
        - 3.0 * parking
        - 1.1 * repeated
        - 0.45 * changes
        + 0.55 * (segment == "Online TA")
        - 0.5 * (segment == "Direct")
        - 0.4 * (segment == "Corporate")
        + 0.6 * (country == "PRT")
        + 0.003 * (adr - 110)
        + rng.normal(0, 0.5, n)
    )
    canceled = (rng.uniform(size=n) < 1 / (1 + np.exp(-logit))).astype(int)

    children[rng.choice(n, size=4, replace=False)] = np.nan
    country[rng.uniform(size=n) < 0.012] = None

    frame = pd.DataFrame(
        {
            "booking_id": np.arange(70001, 70001 + n),
            "hotel": hotel,
            "lead_time": lead_time,
            "arrival_date_month": month,
            "stays_in_weekend_nights": weekend,
            "stays_in_week_nights": week,
            "adults": adults,
            "children": children,
            "meal": meal,
            "country": country,
            "market_segment": segment,
            "is_repeated_guest": repeated,
            "previous_cancellations": prev_cancel,
            "booking_changes": changes,
            "deposit_type": deposit,
            "customer_type": customer,
            "adr": adr,
            "required_car_parking_spaces": parking,
            "total_of_special_requests": special,
            "is_canceled": canceled,
        }
    )
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "hotel_bookings.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
