"""Synthetic bookings in the layout of the Kaggle "Hotel booking demand" data (hotel_bookings.csv).

The real file (Antonio, Almeida and Nunes, "Hotel booking demand datasets", Data in Brief 22,
2019; shared on Kaggle by Jesse Mostipak) has 119,390 bookings of a resort hotel and a city hotel
in Portugal arriving between July 2015 and August 2017. This file has 9,000 bookings with the same
32 columns in the same order, written the same way: the resort hotel's rows first, then the city
hotel's, each by arrival date; month names spelled out; 'NULL' for a booking without agent,
company or country; 'NA' for the four bookings without a children count; 'Undefined' among the
meal plans; reservation_status Check-Out / Canceled / No-Show with its date as YYYY-MM-DD; adr
printed without trailing zeros, with the real file's one negative rate (-6.38) and its one 5400
outlier. Cancellations follow the real data's patterns (Non Refund deposits almost always
cancelled, long lead times and previous cancellations more often, no parking space and fewer
special requests among the cancelled, room changes among the guests who stayed).

Writes data/hotel_bookings.csv beside this file from a fixed seed; re-running reproduces every
byte.
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
N = 9000
SEED = seeded(20190201)
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]  # fmt: skip
COUNTRIES = {
    "PRT": 40.7, "GBR": 10.2, "FRA": 8.7, "ESP": 7.2, "DEU": 6.1, "ITA": 3.2, "IRL": 2.8, "BEL": 2.0,
    "BRA": 1.9, "NLD": 1.8, "USA": 1.8, "CHE": 1.4, "CN": 1.1, "AUT": 1.1, "SWE": 0.9, "CHN": 0.8,
    "POL": 0.8, "ISR": 0.6, "RUS": 0.5, "NOR": 0.5, "ROU": 0.4, "FIN": 0.4, "DNK": 0.4, "AUS": 0.4,
    "AGO": 0.3, "LUX": 0.2, "MAR": 0.2, "TUR": 0.2, "HUN": 0.2, "ARG": 0.2, "JPN": 0.2, "CZE": 0.15,
    "IND": 0.13, "KOR": 0.11, "GRC": 0.11, "DZA": 0.09, "SRB": 0.08, "HRV": 0.08, "MEX": 0.07,
    "NULL": 0.41,
}  # fmt: skip
SEGMENTS = {
    "Resort Hotel": {"Online TA": 44, "Offline TA/TO": 19.5, "Groups": 14, "Direct": 16.5, "Corporate": 5.5,
                     "Complementary": 0.5},
    "City Hotel": {"Online TA": 48.5, "Offline TA/TO": 20.5, "Groups": 17.5, "Direct": 8.5, "Corporate": 3.5,
                   "Complementary": 0.7, "Aviation": 0.3},
}  # fmt: skip
ROOMS = {
    "Resort Hotel": {"A": 58, "D": 18, "E": 12, "F": 3, "G": 3.5, "C": 2.5, "H": 2, "L": 0.1, "B": 0.1},
    "City Hotel": {"A": 78, "D": 15.5, "E": 2, "F": 2.5, "G": 0.6, "B": 1.4, "C": 0.1, "P": 0.02},
}  # fmt: skip
AGENTS = {
    "Resort Hotel": {240: 40, 250: 8, 241: 7, 40: 5, 314: 4, 242: 3, 315: 3, 243: 3, 6: 3, 96: 2, 69: 2, 185: 2},
    "City Hotel": {9: 45, 1: 10, 14: 5, 7: 5, 6: 3, 28: 3, 8: 2, 3: 2, 37: 2, 19: 2, 21: 1.5, 229: 1.5, 83: 1},
}  # fmt: skip
COMPANIES = {40: 10, 223: 8, 67: 3, 45: 3, 153: 2, 174: 2, 219: 2, 281: 2, 154: 1.5, 405: 1.5, 233: 1, 94: 1}
ADR_BY_MONTH = {
    "Resort Hotel": [48, 55, 57, 77, 78, 110, 150, 181, 96, 62, 48, 69],
    "City Hotel": [83, 86, 93, 111, 121, 118, 116, 119, 112, 102, 89, 88],
}  # fmt: skip


def pick(rng: np.random.Generator, table: dict, n: int) -> np.ndarray:
    keys = list(table)
    p = np.array([table[k] for k in keys], dtype=float)
    return np.array(keys, dtype=object)[rng.choice(len(keys), n, p=p / p.sum())]


def number(x: float) -> str:
    """adr as the real file prints it: 75, 107.42, 105.5."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def main() -> None:
    rng = np.random.default_rng(SEED)
    hotel = np.where(rng.uniform(size=N) < 0.336, "Resort Hotel", "City Hotel").astype(object)
    resort = hotel == "Resort Hotel"

    # arrival dates from 1 July 2015 to 31 August 2017, more in spring and summer
    days = pd.date_range("2015-07-01", "2017-08-31", freq="D")
    season = 1 + 0.35 * np.sin((days.day_of_year.to_numpy() - 80) / 365 * 2 * np.pi)
    arrival = days[rng.choice(len(days), N, p=season / season.sum())]

    segment = np.empty(N, dtype=object)
    rooms = np.empty(N, dtype=object)
    for name in SEGMENTS:
        mask = hotel == name
        segment[mask] = pick(rng, SEGMENTS[name], mask.sum())
        rooms[mask] = pick(rng, ROOMS[name], mask.sum())
    segment[rng.choice(np.flatnonzero(~resort), 1)] = "Undefined"

    channel = np.select(
        [segment == "Direct", segment == "Corporate", segment == "Complementary", segment == "Aviation",
         segment == "Undefined"],
        ["Direct", "Corporate", "Direct", "Corporate", "Undefined"], default="TA/TO",
    ).astype(object)  # fmt: skip
    groups_direct = (segment == "Groups") & (rng.uniform(size=N) < 0.12)
    channel[groups_direct] = rng.choice(["Direct", "Corporate"], groups_direct.sum())
    channel[(segment == "Online TA") & (rng.uniform(size=N) < 0.004)] = "GDS"

    lead = rng.gamma(0.9, 105, N) * np.select(
        [segment == "Groups", segment == "Offline TA/TO", segment == "Direct", segment == "Corporate"],
        [1.9, 1.5, 0.55, 0.35], default=1.0,
    )  # fmt: skip
    lead = np.clip(np.round(lead), 0, 737).astype(int)

    country = pick(rng, COUNTRIES, N)
    portugal = country == "PRT"
    country[(segment == "Groups") & (rng.uniform(size=N) < 0.45)] = "PRT"
    portugal = country == "PRT"

    deposit = np.full(N, "No Deposit", dtype=object)
    nonref_p = np.select(
        [(segment == "Groups") & portugal, segment == "Groups", (segment == "Offline TA/TO") & portugal,
         segment == "Offline TA/TO", segment == "Online TA"],
        [0.55, 0.2, 0.5, 0.15, 0.005], default=0.01,
    ) * np.where(lead > 60, 1.3, 0.5)  # fmt: skip
    deposit[rng.uniform(size=N) < nonref_p] = "Non Refund"
    deposit[(deposit == "No Deposit") & (rng.uniform(size=N) < 0.0014)] = "Refundable"

    customer = pick(rng, {"Transient": 75, "Transient-Party": 21, "Contract": 3.4, "Group": 0.5}, N)
    customer[(segment == "Groups") & (rng.uniform(size=N) < 0.6)] = "Transient-Party"
    repeated = (rng.uniform(size=N) < np.select([segment == "Corporate", segment == "Direct"], [0.35, 0.07],
                                                 default=0.012)).astype(int)  # fmt: skip
    prev_cancel = np.where(rng.uniform(size=N) < np.where(segment == "Groups", 0.16, 0.035),
                           rng.choice([1, 1, 1, 1, 2, 3, 11, 24, 26], N), 0)  # fmt: skip
    prev_ok = np.where(repeated == 1, rng.poisson(3.0, N), (rng.uniform(size=N) < 0.01) * rng.poisson(1.5, N))

    weekend = rng.poisson(np.where(resort, 1.2, 0.8))
    week = rng.poisson(np.where(resort, 3.1, 2.2))
    weekend = np.minimum(weekend, 16)
    week = np.minimum(week, 40)
    adults = rng.choice([2, 1, 3, 0, 4], N, p=[0.75, 0.19, 0.052, 0.0034, 0.0046])
    children = np.where(rng.uniform(size=N) < 0.072, rng.choice([1, 2, 3], N, p=[0.55, 0.43, 0.02]), 0)
    babies = (rng.uniform(size=N) < 0.0077).astype(int)
    meal = np.where(resort, pick(rng, {"BB": 72, "HB": 20, "Undefined": 3, "FB": 1.3, "SC": 0.7}, N),
                    pick(rng, {"BB": 79, "SC": 13, "HB": 8, "FB": 0.05}, N))  # fmt: skip

    agent = np.full(N, "NULL", dtype=object)
    company = np.full(N, "NULL", dtype=object)
    for name in AGENTS:
        mask = (hotel == name) & np.isin(channel, ["TA/TO", "GDS"]) & (rng.uniform(size=N) < 0.97)
        agent[mask] = pick(rng, AGENTS[name], mask.sum()).astype(str)
    direct_agent = (channel == "Direct") & (rng.uniform(size=N) < 0.08)
    agent[direct_agent] = rng.choice(["250", "14", "9"], direct_agent.sum())
    with_company = ((channel == "Corporate") & (rng.uniform(size=N) < 0.55)) | (
        (segment == "Groups") & (rng.uniform(size=N) < 0.06)
    )
    company[with_company] = pick(rng, COMPANIES, with_company.sum()).astype(str)

    month_idx = arrival.month.to_numpy() - 1
    adr = np.array([ADR_BY_MONTH[h][m] for h, m in zip(hotel, month_idx)], dtype=float)
    adr = adr * (1 + 0.18 * (adults - 2) + 0.22 * children) * rng.lognormal(0, 0.25, N)
    adr *= np.select([segment == "Groups", segment == "Corporate", segment == "Direct"], [0.8, 0.85, 1.1], 1.0)
    adr = np.round(np.clip(adr, 12, 450), 2)
    adr[(segment == "Complementary") | (rng.uniform(size=N) < 0.012)] = 0.0

    logit = (
        -2.95
        + 0.65 * ~resort
        + 0.0065 * lead
        + 0.75 * portugal
        + np.select(
            [segment == "Online TA", segment == "Groups", segment == "Direct", segment == "Corporate",
             segment == "Complementary", segment == "Aviation"],
            [0.35, 0.6, -0.9, -0.7, -1.2, -0.6], default=0.0,
        )  # fmt: skip
        + 2.6 * (prev_cancel > 0)
        - 1.4 * repeated
        - 0.25 * (prev_ok > 0)
        + 0.35 * (customer == "Transient")
        + 0.003 * (adr - 100)
        + 0.12 * (week > 5)
        + rng.normal(0, 0.3, N)
    )
    canceled = (rng.uniform(size=N) < 1 / (1 + np.exp(-logit))).astype(int)
    canceled[(deposit == "Non Refund") & (rng.uniform(size=N) < 0.985)] = 1
    stayed = canceled == 0

    parking = np.where(stayed & (rng.uniform(size=N) < np.where(resort, 0.19, 0.045)), 1, 0)
    parking[stayed & (parking == 1) & (rng.uniform(size=N) < 0.01)] = 2
    special = np.where(
        stayed,
        rng.choice([0, 1, 2, 3, 4], N, p=[0.46, 0.33, 0.16, 0.04, 0.01]),
        rng.choice([0, 1, 2, 3, 4], N, p=[0.74, 0.18, 0.06, 0.015, 0.005]),
    )
    special[deposit == "Non Refund"] = 0
    changes = np.where(
        stayed,
        rng.choice([0, 1, 2, 3, 4], N, p=[0.78, 0.14, 0.06, 0.015, 0.005]),
        rng.choice([0, 1, 2, 3], N, p=[0.92, 0.06, 0.015, 0.005]),
    )
    wait = np.where(rng.uniform(size=N) < np.where(deposit == "Non Refund", 0.2, 0.02),
                    rng.choice([3, 15, 39, 44, 58, 63, 87, 101, 122, 176, 224], N), 0)  # fmt: skip

    assigned = rooms.copy()
    moved = rng.uniform(size=N) < np.where(stayed, 0.17, 0.025)
    upgrade = {"A": ["D", "C", "E", "B", "F"], "B": ["A", "D"], "C": ["D", "E"], "D": ["E", "F", "A"],
               "E": ["F", "G", "D"], "F": ["G", "E"], "G": ["H", "F"], "H": ["G"], "L": ["C"], "P": ["P"]}  # fmt: skip
    for i in np.flatnonzero(moved):
        assigned[i] = rng.choice(upgrade[rooms[i]])
    assigned[moved & (rng.uniform(size=N) < 0.05)] = "K"
    assigned[(rooms == "A") & stayed & (rng.uniform(size=N) < 0.004)] = "I"

    status = np.where(stayed, "Check-Out", np.where(rng.uniform(size=N) < 0.028, "No-Show", "Canceled")).astype(object)
    nights = weekend + week
    before = np.floor(rng.uniform(size=N) * (lead + 1)).astype(int)
    offsets = np.select([status == "Check-Out", status == "No-Show"], [nights, 0], default=-before)
    status_date = (arrival + pd.to_timedelta(offsets, unit="D")).strftime("%Y-%m-%d")

    children_txt = children.astype(str).astype(object)
    na_children = rng.choice(np.flatnonzero(~resort & (arrival < pd.Timestamp("2015-09-01"))), 4, replace=False)
    children_txt[na_children] = "NA"

    adr_txt = np.array([number(x) for x in adr], dtype=object)
    adr_txt[rng.choice(np.flatnonzero(resort & stayed & (arrival.year == 2017)), 1)] = "-6.38"
    adr_txt[rng.choice(np.flatnonzero(~resort & stayed & (arrival.month == 3) & (arrival.year == 2016)), 1)] = "5400"

    frame = pd.DataFrame(
        {
            "hotel": hotel,
            "is_canceled": canceled,
            "lead_time": lead,
            "arrival_date_year": arrival.year,
            "arrival_date_month": np.array(MONTHS, dtype=object)[month_idx],
            "arrival_date_week_number": arrival.isocalendar().week.to_numpy(),
            "arrival_date_day_of_month": arrival.day,
            "stays_in_weekend_nights": weekend,
            "stays_in_week_nights": week,
            "adults": adults,
            "children": children_txt,
            "babies": babies,
            "meal": meal,
            "country": country,
            "market_segment": segment,
            "distribution_channel": channel,
            "is_repeated_guest": repeated,
            "previous_cancellations": prev_cancel,
            "previous_bookings_not_canceled": prev_ok,
            "reserved_room_type": rooms,
            "assigned_room_type": assigned,
            "booking_changes": changes,
            "deposit_type": deposit,
            "agent": agent,
            "company": company,
            "days_in_waiting_list": wait,
            "customer_type": customer,
            "adr": adr_txt,
            "required_car_parking_spaces": parking,
            "total_of_special_requests": special,
            "reservation_status": status,
            "reservation_status_date": status_date,
        }
    )
    frame["_order"] = np.where(resort, 0, 1)
    frame["_arrival"] = arrival
    frame = frame.sort_values(["_order", "_arrival"], kind="stable").drop(columns=["_order", "_arrival"])
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "hotel_bookings.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
