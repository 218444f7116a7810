"""Synthetic extract in the layout of a World Development Indicators DataBank export (CC0).

The values are made up from a fixed seed; only the layout (".." for missing values, year columns
named "2000 [YR2000]", a footer under the table, a separate country metadata file) follows the
real export. Regenerates data/ byte-for-byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(1960)

countries = [
    # name, code, region, income group
    ("Argentina", "ARG", "Latin America & Caribbean", "Upper middle income"),
    ("Australia", "AUS", "East Asia & Pacific", "High income"),
    ("Bangladesh", "BGD", "South Asia", "Lower middle income"),
    ("Bolivia", "BOL", "Latin America & Caribbean", "Lower middle income"),
    ("Brazil", "BRA", "Latin America & Caribbean", "Upper middle income"),
    ("Burkina Faso", "BFA", "Sub-Saharan Africa", "Low income"),
    ("Cambodia", "KHM", "East Asia & Pacific", "Lower middle income"),
    ("Canada", "CAN", "North America", "High income"),
    ("Chile", "CHL", "Latin America & Caribbean", "High income"),
    ("China", "CHN", "East Asia & Pacific", "Upper middle income"),
    ("Colombia", "COL", "Latin America & Caribbean", "Upper middle income"),
    ("Egypt, Arab Rep.", "EGY", "Middle East & North Africa", "Lower middle income"),
    ("Ethiopia", "ETH", "Sub-Saharan Africa", "Low income"),
    ("Finland", "FIN", "Europe & Central Asia", "High income"),
    ("France", "FRA", "Europe & Central Asia", "High income"),
    ("Germany", "DEU", "Europe & Central Asia", "High income"),
    ("Ghana", "GHA", "Sub-Saharan Africa", "Lower middle income"),
    ("Greece", "GRC", "Europe & Central Asia", "High income"),
    ("Guatemala", "GTM", "Latin America & Caribbean", "Upper middle income"),
    ("India", "IND", "South Asia", "Lower middle income"),
    ("Indonesia", "IDN", "East Asia & Pacific", "Upper middle income"),
    ("Iran, Islamic Rep.", "IRN", "Middle East & North Africa", "Lower middle income"),
    ("Italy", "ITA", "Europe & Central Asia", "High income"),
    ("Japan", "JPN", "East Asia & Pacific", "High income"),
    ("Jordan", "JOR", "Middle East & North Africa", "Upper middle income"),
    ("Kazakhstan", "KAZ", "Europe & Central Asia", "Upper middle income"),
    ("Kenya", "KEN", "Sub-Saharan Africa", "Lower middle income"),
    ("Korea, Rep.", "KOR", "East Asia & Pacific", "High income"),
    ("Lao PDR", "LAO", "East Asia & Pacific", "Lower middle income"),
    ("Madagascar", "MDG", "Sub-Saharan Africa", "Low income"),
    ("Malawi", "MWI", "Sub-Saharan Africa", "Low income"),
    ("Malaysia", "MYS", "East Asia & Pacific", "Upper middle income"),
    ("Mali", "MLI", "Sub-Saharan Africa", "Low income"),
    ("Mexico", "MEX", "Latin America & Caribbean", "Upper middle income"),
    ("Morocco", "MAR", "Middle East & North Africa", "Lower middle income"),
    ("Mozambique", "MOZ", "Sub-Saharan Africa", "Low income"),
    ("Nepal", "NPL", "South Asia", "Lower middle income"),
    ("Netherlands", "NLD", "Europe & Central Asia", "High income"),
    ("Nigeria", "NGA", "Sub-Saharan Africa", "Lower middle income"),
    ("Norway", "NOR", "Europe & Central Asia", "High income"),
    ("Pakistan", "PAK", "South Asia", "Lower middle income"),
    ("Peru", "PER", "Latin America & Caribbean", "Upper middle income"),
    ("Philippines", "PHL", "East Asia & Pacific", "Lower middle income"),
    ("Poland", "POL", "Europe & Central Asia", "High income"),
    ("Portugal", "PRT", "Europe & Central Asia", "High income"),
    ("Romania", "ROU", "Europe & Central Asia", "High income"),
    ("Rwanda", "RWA", "Sub-Saharan Africa", "Low income"),
    ("Saudi Arabia", "SAU", "Middle East & North Africa", "High income"),
    ("Senegal", "SEN", "Sub-Saharan Africa", "Lower middle income"),
    ("South Africa", "ZAF", "Sub-Saharan Africa", "Upper middle income"),
    ("Spain", "ESP", "Europe & Central Asia", "High income"),
    ("Sri Lanka", "LKA", "South Asia", "Lower middle income"),
    ("Sweden", "SWE", "Europe & Central Asia", "High income"),
    ("Tanzania", "TZA", "Sub-Saharan Africa", "Lower middle income"),
    ("Thailand", "THA", "East Asia & Pacific", "Upper middle income"),
    ("Tunisia", "TUN", "Middle East & North Africa", "Lower middle income"),
    ("Turkiye", "TUR", "Europe & Central Asia", "Upper middle income"),
    ("Uganda", "UGA", "Sub-Saharan Africa", "Low income"),
    ("Ukraine", "UKR", "Europe & Central Asia", "Lower middle income"),
    ("United Kingdom", "GBR", "Europe & Central Asia", "High income"),
    ("United States", "USA", "North America", "High income"),
    ("Uzbekistan", "UZB", "Europe & Central Asia", "Lower middle income"),
    ("Viet Nam", "VNM", "East Asia & Pacific", "Lower middle income"),
    ("Zambia", "ZMB", "Sub-Saharan Africa", "Lower middle income"),
]
years = [2000, 2005, 2010, 2015, 2020, 2022]
t = np.array(years) - 2000
income_level = {"Low income": 0, "Lower middle income": 1, "Upper middle income": 2, "High income": 3}

rows = []
for name, code, region, income in countries:
    lvl = income_level[income]
    africa = region == "Sub-Saharan Africa"
    le0 = 52 + 8 * lvl + rng.normal(0, 2.2) - (4 if africa else 0)
    le_gain = (0.42 if africa else 0.22 - 0.03 * lvl) + rng.normal(0, 0.04)
    life = le0 + le_gain * t - np.where(t == 20, rng.uniform(0.3, 1.6), 0)
    gdp0 = np.exp(6.0 + 1.25 * lvl + rng.normal(0, 0.35))
    gdp = gdp0 * (1 + rng.normal(0.045 - 0.006 * lvl, 0.01)) ** t * np.where(t == 20, 0.94, 1.0)
    net = np.clip(100 / (1 + np.exp(-(t - 27 + 5.5 * lvl + rng.normal(0, 1.5)) / 4.0)), 0.05, 98.5)
    urban = np.clip(22 + 14 * lvl + rng.normal(0, 7) + (0.35 - 0.05 * lvl) * t, 8, 98)
    co2 = np.exp(-1.3 + 1.1 * lvl + rng.normal(0, 0.3)) * (1 + 0.01 * (2 - lvl)) ** t
    series = [
        ("Life expectancy at birth, total (years)", "SP.DYN.LE00.IN", life, 3),
        ("GDP per capita (current US$)", "NY.GDP.PCAP.CD", gdp, 1),
        ("Individuals using the Internet (% of population)", "IT.NET.USER.ZS", net, 2),
        ("Urban population (% of total population)", "SP.URB.TOTL.IN.ZS", urban, 3),
        ("CO2 emissions (metric tons per capita)", "EN.ATM.CO2E.PC", co2, 3),
    ]
    for s_name, s_code, values, digits in series:
        noisy = values * np.exp(rng.normal(0, 0.004, len(years)))
        cells = [f"{v:.{digits}f}" for v in noisy]
        rows.append([name, code, s_name, s_code] + cells)

df = pd.DataFrame(rows, columns=["Country Name", "Country Code", "Series Name", "Series Code"]
                  + [f"{y} [YR{y}]" for y in years])
year_cols = [f"{y} [YR{y}]" for y in years]
# values the database does not have: recent years not yet published, gaps in older surveys
values = df[year_cols].to_numpy(dtype=object)
gaps = rng.random(values.shape) < np.array([0.07, 0.04, 0.03, 0.03, 0.04, 0.09])
co2_rows = (df["Series Code"] == "EN.ATM.CO2E.PC").to_numpy()
gaps[co2_rows, -1] = True
values[gaps] = ".."
df[year_cols] = values
df = df.sort_values(["Series Code", "Country Name"], kind="stable").reset_index(drop=True)

meta = pd.DataFrame([(code, region, income, name) for name, code, region, income in countries],
                    columns=["Country Code", "Region", "IncomeGroup", "TableName"])

OUT.mkdir(exist_ok=True)
text = df.to_csv(index=False, lineterminator="\n")
footer = ",,,,,,,,,\n,,,,,,,,,\nData from database: World Development Indicators,,,,,,,,,\nLast Updated: 12/18/2023,,,,,,,,,\n"
(OUT / "wdi_extract.csv").write_text(text + footer, encoding="utf-8")
meta.to_csv(OUT / "wdi_country_metadata.csv", index=False, lineterminator="\n")
