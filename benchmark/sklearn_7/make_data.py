"""Synthetic hotel reservations with the cancellation outcome (Kaggle 'Hotel booking demand'-like layout).

One row per booking for a city hotel and a resort hotel over two seasons. A few bookings have no
number of children recorded. Writes data/hotel_bookings.csv beside this file from a fixed seed;
re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 7315
N_BOOKINGS = 4000
OUT = Path(__file__).resolve().parent / "data"

MONTHS = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
]  # fmt: skip
MONTH_P = np.array([4.5, 5.5, 7.5, 8.5, 9.0, 9.0, 10.5, 11.5, 8.5, 8.5, 5.5, 6.0])
COUNTRIES = ["PRT", "GBR", "FRA", "ESP", "DEU", "ITA", "IRL", "BEL", "NLD", "USA", "BRA", "CHE",
             "CN", "AUT", "SWE", "POL", "RUS", "NOR", "ISR", "AGO", "MAR", "ROU"]  # fmt: skip
COUNTRY_P = np.array([38, 11, 9, 8, 6.5, 3.5, 3, 2.2, 2, 2, 2, 1.6, 1.3, 1.2, 1, 1, 0.9, 0.6, 0.5,
                      0.5, 0.4, 0.4])  # fmt: skip
SEGMENTS = ["Online TA", "Offline TA/TO", "Direct", "Groups", "Corporate"]
SEGMENT_P = [0.47, 0.20, 0.11, 0.17, 0.05]
MEALS = ["BB", "HB", "SC", "FB", "Undefined"]
MEAL_P = [0.77, 0.12, 0.08, 0.02, 0.01]


def main() -> None:
    rng = np.random.default_rng(SEED)
    n = N_BOOKINGS

    hotel = rng.choice(["City Hotel", "Resort Hotel"], n, p=[0.66, 0.34])
    resort = hotel == "Resort Hotel"
    segment = rng.choice(SEGMENTS, n, p=SEGMENT_P)
    groups = segment == "Groups"
    lead_time = np.round(rng.gamma(1.1, 95, n) + np.where(groups, 60, 0)).astype(int)
    lead_time = np.clip(lead_time, 0, 600)
    year = rng.choice([2023, 2024], n, p=[0.45, 0.55])
    month = rng.choice(MONTHS, n, p=MONTH_P / MONTH_P.sum())
    weekend = rng.poisson(np.where(resort, 1.2, 0.8), n)
    week = rng.poisson(np.where(resort, 3.0, 2.2), n)
    week = np.where(weekend + week == 0, 1, week)
    adults = rng.choice([1, 2, 3, 4], n, p=[0.19, 0.74, 0.06, 0.01])
    children = rng.choice([0, 1, 2, 3], n, p=[0.92, 0.045, 0.033, 0.002]).astype(float)
    babies = rng.choice([0, 1], n, p=[0.992, 0.008])
    meal = rng.choice(MEALS, n, p=MEAL_P)
    country = rng.choice(COUNTRIES, n, p=COUNTRY_P / COUNTRY_P.sum())
    repeated = (rng.random(n) < np.where(segment == "Corporate", 0.25, 0.03)).astype(int)
    prev_cancel = rng.choice([0, 1, 2, 3], n, p=[0.93, 0.05, 0.012, 0.008])
    changes = rng.choice([0, 1, 2, 3], n, p=[0.82, 0.12, 0.045, 0.015])
    deposit_p = np.where(groups | (segment == "Offline TA/TO"), 0.32, 0.03)
    non_refund = rng.random(n) < deposit_p
    deposit = np.where(non_refund, "Non Refund", np.where(rng.random(n) < 0.01, "Refundable", "No Deposit"))
    customer = np.where(
        groups,
        rng.choice(["Transient-Party", "Group"], n, p=[0.8, 0.2]),
        rng.choice(["Transient", "Transient-Party", "Contract"], n, p=[0.82, 0.14, 0.04]),
    )
    season = np.isin(month, ["June", "July", "August"])
    adr = np.where(resort, 85, 102) * (1 + 0.45 * season) * rng.lognormal(0, 0.25, n)
    adr = adr + 12 * children + 8 * (adults - 2)
    adr = np.round(np.clip(adr, 20, 420), 2)
    parking = (rng.random(n) < np.where(resort, 0.13, 0.03)).astype(int)
    requests = rng.choice([0, 1, 2, 3], n, p=[0.55, 0.29, 0.13, 0.03])

    logit = (
        -1.25
        + 0.0055 * lead_time
        + 3.2 * non_refund
        + 1.2 * np.minimum(prev_cancel, 2)
        - 0.65 * requests
        - 4.0 * parking
        - 1.1 * repeated
        - 0.35 * changes
        + 0.45 * (segment == "Online TA")
        - 0.6 * (segment == "Direct")
        - 0.4 * resort
        + 0.55 * (country == "PRT")
        + 0.004 * (adr - 100)
        + rng.normal(0, 0.5, n)
    )
    canceled = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)

    children[rng.random(n) < 0.006] = np.nan

    frame = pd.DataFrame(
        {
            "booking_id": np.arange(100001, 100001 + n),
            "hotel": hotel,
            "is_canceled": canceled,
            "lead_time": lead_time,
            "arrival_date_year": year,
            "arrival_date_month": month,
            "stays_in_weekend_nights": weekend,
            "stays_in_week_nights": week,
            "adults": adults,
            "children": children,
            "babies": babies,
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
            "total_of_special_requests": requests,
        }
    )
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "hotel_bookings.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
