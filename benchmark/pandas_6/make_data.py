"""Synthetic daily sales of a UK bakery chain (CC0). Regenerates data/ byte-for-byte from a fixed seed."""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(20230415)

stores = {
    # store: (base loaves per day, footfall type)
    "Leeds Briggate": (310, "city"),
    "York Stonegate": (265, "tourist"),
    "Harrogate": (190, "town"),
    "Sheffield Division St": (240, "city"),
    "Ilkley": (120, "town"),
    "Whitby": (150, "tourist"),
}
days = pd.date_range("2022-01-01", "2023-12-31", freq="D")
weekday_mult = np.array([0.86, 0.88, 0.92, 0.95, 1.08, 1.32, 1.05])  # Mon..Sun
bank_holidays = pd.to_datetime([
    "2022-01-03", "2022-04-15", "2022-04-18", "2022-05-02", "2022-06-02", "2022-06-03",
    "2022-08-29", "2022-09-19", "2022-12-26", "2022-12-27", "2023-01-02", "2023-04-07",
    "2023-04-10", "2023-05-01", "2023-05-08", "2023-05-29", "2023-08-28", "2023-12-25",
    "2023-12-26",
])

rows = []
for store, (base, kind) in stores.items():
    doy = days.day_of_year.to_numpy()
    if kind == "tourist":
        season = 1 + 0.35 * np.sin(2 * np.pi * (doy - 100) / 365.25)
    else:
        season = 1 + 0.08 * np.sin(2 * np.pi * (doy - 300) / 365.25)
    trend = 1 + 0.06 * (np.arange(len(days)) / len(days))
    wd = weekday_mult[days.day_of_week.to_numpy()]
    holiday = days.isin(bank_holidays)
    temp = 10.5 - 6.5 * np.cos(2 * np.pi * (doy - 20) / 365.25) + rng.normal(0, 2.6, len(days))
    rain = np.round(np.clip(rng.gamma(0.7, 3.2, len(days)) - 0.8, 0, None), 1)
    mu = base * season * trend * wd * np.where(holiday, 1.18, 1.0) * (1 - 0.012 * rain)
    units = rng.poisson(np.clip(mu, 5, None))
    avg_price = np.round(rng.normal(3.45, 0.12, len(days)) * (1 + 0.07 * (days.year == 2023)), 2)
    promo = (rng.random(len(days)) < 0.06).astype(int)
    units = np.round(units * np.where(promo == 1, 1.15, 1.0)).astype(int)
    rows.append(pd.DataFrame({
        # the tills export dates in UK format
        "date": days.strftime("%d/%m/%Y"),
        "store": store,
        "units_sold": units,
        "revenue_gbp": np.round(units * avg_price, 2),
        "promo": promo,
        "bank_holiday": holiday.astype(int),
        "temp_c": np.round(temp, 1),
        "rain_mm": rain,
    }))

df = pd.concat(rows, ignore_index=True)
# a few days where a till did not sync: sales and weather not reported
gap = rng.choice(len(df), 38, replace=False)
df.loc[gap, ["units_sold", "revenue_gbp"]] = np.nan
df.loc[rng.choice(len(df), 55, replace=False), "temp_c"] = np.nan
df["units_sold"] = df["units_sold"].astype("Int64")
# the export is ordered by date, then store
order = pd.to_datetime(df["date"], format="%d/%m/%Y").argsort(kind="stable")
df = df.iloc[order].reset_index(drop=True)

OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "bakery_daily_sales.csv", index=False, lineterminator="\n")
