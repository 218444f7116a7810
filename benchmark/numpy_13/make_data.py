"""Synthetic food-delivery orders of one city over four weeks.

One row per order: when it was placed, the zone and kind of restaurant, the courier's vehicle,
the distance, the kitchen's preparation time and the total delivery time (from order to door).
Cancelled orders have no delivery time, and many customers leave no rating.
Run from anywhere; writes data/orders.csv beside this file, byte for byte the same each time.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1313
N_ORDERS = 3200
OUT = Path(__file__).resolve().parent / "data"

ZONES = ["Centre", "Riverside", "University", "Northgate", "Harbour"]
ZONE_P = [0.32, 0.2, 0.22, 0.14, 0.12]
ZONE_KM = {"Centre": 1.8, "Riverside": 2.6, "University": 2.2, "Northgate": 3.6, "Harbour": 3.1}
CUISINES = ["pizza", "burger", "asian", "healthy", "dessert", "indian"]
CUISINE_P = [0.24, 0.22, 0.2, 0.12, 0.08, 0.14]
PREP_MIN = {"pizza": 14, "burger": 10, "asian": 13, "healthy": 8, "dessert": 6, "indian": 17}
VEHICLES = ["bike", "scooter", "car"]
SPEED_KMH = {"bike": 15, "scooter": 22, "car": 19}


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)

    # order times: lunch and dinner peaks over 28 days
    day = rng.integers(0, 28, N_ORDERS)
    peak = rng.choice([12.5, 19.5, 15.0], N_ORDERS, p=[0.35, 0.5, 0.15])
    hour = np.clip(rng.normal(peak, np.where(peak == 15.0, 2.5, 1.1)), 10.5, 23.4)
    placed = pd.Timestamp("2024-03-04") + pd.to_timedelta(day, unit="D") + pd.to_timedelta(np.round(hour * 60), unit="min")
    placed = placed + pd.to_timedelta(rng.integers(0, 60, N_ORDERS), unit="s")

    zone = rng.choice(ZONES, N_ORDERS, p=ZONE_P)
    cuisine = rng.choice(CUISINES, N_ORDERS, p=CUISINE_P)
    vehicle = np.where(
        np.isin(zone, ["Northgate", "Harbour"]),
        rng.choice(VEHICLES, N_ORDERS, p=[0.2, 0.45, 0.35]),
        rng.choice(VEHICLES, N_ORDERS, p=[0.5, 0.35, 0.15]),
    )
    distance = np.round(rng.gamma(4.0, np.array([ZONE_KM[z] for z in zone]) / 4.0) + 0.2, 2)
    items = 1 + rng.poisson(1.6, N_ORDERS)
    prep = np.array([PREP_MIN[c] for c in cuisine]) + 1.5 * items + rng.gamma(2.0, 2.0, N_ORDERS)

    rush = np.exp(-((hour - 19.5) ** 2) / 1.2) + 0.6 * np.exp(-((hour - 12.5) ** 2) / 0.8)
    weekend = np.asarray(placed.day_of_week >= 5)
    speed = np.array([SPEED_KMH[v] for v in vehicle]) * (1 - 0.25 * rush * (vehicle == "car"))
    travel = distance / speed * 60
    wait = rng.exponential(3.0 + 6.0 * rush + 2.0 * weekend)  # waiting for a free courier
    delivery = prep + travel + wait + rng.normal(0, 2.0, N_ORDERS)

    status = np.where(rng.uniform(size=N_ORDERS) < 0.035, "cancelled", "delivered")
    rating = np.clip(np.round(5.1 - 0.05 * np.maximum(delivery - 25, 0) + rng.normal(0, 0.7, N_ORDERS)), 1, 5)
    rating = np.where((rng.uniform(size=N_ORDERS) < 0.55) | (status == "cancelled"), np.nan, rating)

    orders = pd.DataFrame(
        {
            "order_id": [f"ORD-{i:06d}" for i in range(100001, 100001 + N_ORDERS)],
            "placed_at": placed.strftime("%Y-%m-%d %H:%M:%S"),
            "zone": zone,
            "cuisine": cuisine,
            "items": items,
            "courier_vehicle": vehicle,
            "distance_km": distance,
            "prep_time_min": np.round(prep, 1),
            "delivery_time_min": np.where(status == "cancelled", np.nan, np.round(delivery, 1)),
            "status": status,
            "rating": rating,
        }
    )
    orders = orders.sort_values("placed_at", kind="stable").reset_index(drop=True)
    orders.to_csv(OUT / "orders.csv", index=False)


if __name__ == "__main__":
    main()
