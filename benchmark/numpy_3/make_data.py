"""Writes data/daily-min-temperatures.csv: synthetic, in the shape of the
'Daily minimum temperatures in Melbourne 1981-1990' dataset (Date, Temp)."""
from pathlib import Path
import numpy as np
import pandas as pd

out = Path(__file__).resolve().parent / "data"
out.mkdir(exist_ok=True)
rng = np.random.default_rng(1981)
dates = pd.date_range("1981-01-01", "1990-12-31", freq="D")
doy = dates.day_of_year.to_numpy()
season = 11.2 + 4.3 * np.cos(2 * np.pi * (doy - 20) / 365.25)
noise = np.zeros(len(dates))
for i in range(1, len(dates)):
    noise[i] = 0.68 * noise[i - 1] + rng.normal(0, 2.4)
temp = np.clip(season + noise - 0.00025 * np.arange(len(dates)), 0, None).round(1)
pd.DataFrame({"Date": dates.strftime("%Y-%m-%d"), "Temp": temp}).to_csv(out / "daily-min-temperatures.csv", index=False)
