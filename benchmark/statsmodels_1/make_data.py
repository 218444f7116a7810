"""Synthetic gapminder panel in the layout of the gapminder data (Kaggle gapminder.csv, as in the
gapminder package of Jennifer Bryan): country, continent, year, lifeExp, pop, gdpPercap.

142 countries under their gapminder names and continents (52 in Africa, 25 in the Americas, 33 in
Asia, 30 in Europe, 2 in Oceania), every fifth year from 1952 to 2007, 1704 rows sorted by country
and year. The values are generated: GDP per capita follows a per-country path in logs; life
expectancy is roughly linear in log GDP per capita, rises with the years at a given income, and
differs by continent, with the well-known departures of the real data kept in kind (the oil states'
early incomes, falls in southern Africa from the late 1980s, Cambodia 1977, Rwanda 1992).
Writes data/gapminder.csv beside this file from a fixed seed; re-running reproduces every byte.
"""

import argparse
import csv
from pathlib import Path

import numpy as np


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"

YEARS = np.arange(1952, 2008, 5)
FLOOR = np.log(265.0)

COUNTRIES = {
    "Africa": [
        "Algeria", "Angola", "Benin", "Botswana", "Burkina Faso", "Burundi", "Cameroon",
        "Central African Republic", "Chad", "Comoros", "Congo, Dem. Rep.", "Congo, Rep.",
        "Cote d'Ivoire", "Djibouti", "Egypt", "Equatorial Guinea", "Eritrea", "Ethiopia", "Gabon",
        "Gambia", "Ghana", "Guinea", "Guinea-Bissau", "Kenya", "Lesotho", "Liberia", "Libya",
        "Madagascar", "Malawi", "Mali", "Mauritania", "Mauritius", "Morocco", "Mozambique",
        "Namibia", "Niger", "Nigeria", "Reunion", "Rwanda", "Sao Tome and Principe", "Senegal",
        "Sierra Leone", "Somalia", "South Africa", "Sudan", "Swaziland", "Tanzania", "Togo",
        "Tunisia", "Uganda", "Zambia", "Zimbabwe",
    ],
    "Americas": [
        "Argentina", "Bolivia", "Brazil", "Canada", "Chile", "Colombia", "Costa Rica", "Cuba",
        "Dominican Republic", "Ecuador", "El Salvador", "Guatemala", "Haiti", "Honduras",
        "Jamaica", "Mexico", "Nicaragua", "Panama", "Paraguay", "Peru", "Puerto Rico",
        "Trinidad and Tobago", "United States", "Uruguay", "Venezuela",
    ],
    "Asia": [
        "Afghanistan", "Bahrain", "Bangladesh", "Cambodia", "China", "Hong Kong, China", "India",
        "Indonesia", "Iran", "Iraq", "Israel", "Japan", "Jordan", "Korea, Dem. Rep.",
        "Korea, Rep.", "Kuwait", "Lebanon", "Malaysia", "Mongolia", "Myanmar", "Nepal", "Oman",
        "Pakistan", "Philippines", "Saudi Arabia", "Singapore", "Sri Lanka", "Syria", "Taiwan",
        "Thailand", "Vietnam", "West Bank and Gaza", "Yemen, Rep.",
    ],
    "Europe": [
        "Albania", "Austria", "Belgium", "Bosnia and Herzegovina", "Bulgaria", "Croatia",
        "Czech Republic", "Denmark", "Finland", "France", "Germany", "Greece", "Hungary",
        "Iceland", "Ireland", "Italy", "Montenegro", "Netherlands", "Norway", "Poland", "Portugal",
        "Romania", "Serbia", "Slovak Republic", "Slovenia", "Spain", "Sweden", "Switzerland",
        "Turkey", "United Kingdom",
    ],
    "Oceania": ["Australia", "New Zealand"],
}

# GDP per capita in 2007, near the published figures (the generated values scatter around them)
GDP2007 = {
    "Algeria": 6223, "Angola": 4797, "Benin": 1441, "Botswana": 12570, "Burkina Faso": 1217,
    "Burundi": 430, "Cameroon": 2042, "Central African Republic": 706, "Chad": 1704,
    "Comoros": 986, "Congo, Dem. Rep.": 278, "Congo, Rep.": 3633, "Cote d'Ivoire": 1545,
    "Djibouti": 2082, "Egypt": 5581, "Equatorial Guinea": 12154, "Eritrea": 641, "Ethiopia": 691,
    "Gabon": 13206, "Gambia": 753, "Ghana": 1328, "Guinea": 943, "Guinea-Bissau": 579,
    "Kenya": 1463, "Lesotho": 1569, "Liberia": 415, "Libya": 12057, "Madagascar": 1045,
    "Malawi": 759, "Mali": 1043, "Mauritania": 1803, "Mauritius": 10957, "Morocco": 3820,
    "Mozambique": 824, "Namibia": 4811, "Niger": 620, "Nigeria": 2014, "Reunion": 7670,
    "Rwanda": 863, "Sao Tome and Principe": 1598, "Senegal": 1712, "Sierra Leone": 863,
    "Somalia": 926, "South Africa": 9270, "Sudan": 2602, "Swaziland": 4513, "Tanzania": 1107,
    "Togo": 883, "Tunisia": 7093, "Uganda": 1056, "Zambia": 1271, "Zimbabwe": 470,
    "Argentina": 12779, "Bolivia": 3822, "Brazil": 9066, "Canada": 36319, "Chile": 13172,
    "Colombia": 7007, "Costa Rica": 9645, "Cuba": 8948, "Dominican Republic": 6025,
    "Ecuador": 6873, "El Salvador": 5728, "Guatemala": 5186, "Haiti": 1202, "Honduras": 3548,
    "Jamaica": 7321, "Mexico": 11978, "Nicaragua": 2749, "Panama": 9809, "Paraguay": 4173,
    "Peru": 7409, "Puerto Rico": 19329, "Trinidad and Tobago": 18009, "United States": 42952,
    "Uruguay": 10611, "Venezuela": 11416,
    "Afghanistan": 974, "Bahrain": 29796, "Bangladesh": 1391, "Cambodia": 1714, "China": 4959,
    "Hong Kong, China": 39725, "India": 2452, "Indonesia": 3541, "Iran": 11606, "Iraq": 4471,
    "Israel": 25523, "Japan": 31656, "Jordan": 4519, "Korea, Dem. Rep.": 1593,
    "Korea, Rep.": 23348, "Kuwait": 47307, "Lebanon": 10461, "Malaysia": 12452, "Mongolia": 3096,
    "Myanmar": 944, "Nepal": 1091, "Oman": 22316, "Pakistan": 2606, "Philippines": 3190,
    "Saudi Arabia": 21655, "Singapore": 47143, "Sri Lanka": 3970, "Syria": 4185, "Taiwan": 28718,
    "Thailand": 7458, "Vietnam": 2442, "West Bank and Gaza": 3025, "Yemen, Rep.": 2281,
    "Albania": 5937, "Austria": 36126, "Belgium": 33693, "Bosnia and Herzegovina": 7446,
    "Bulgaria": 10681, "Croatia": 14619, "Czech Republic": 22833, "Denmark": 35278,
    "Finland": 33207, "France": 30470, "Germany": 32170, "Greece": 27538, "Hungary": 18009,
    "Iceland": 36181, "Ireland": 40676, "Italy": 28570, "Montenegro": 9254, "Netherlands": 36798,
    "Norway": 49357, "Poland": 15390, "Portugal": 20510, "Romania": 10808, "Serbia": 9787,
    "Slovak Republic": 18678, "Slovenia": 25768, "Spain": 28821, "Sweden": 33860,
    "Switzerland": 37506, "Turkey": 8458, "United Kingdom": 33203,
    "Australia": 34435, "New Zealand": 25185,
}

# continent: mean and sd of the growth of log GDP per capita since 1952, life expectancy above or
# below the common curve in 2007, its yearly gain at a given income and its spread between
# countries, log population in 1952 and its yearly growth
CONTINENT = {
    "Africa": (0.5, 0.55, -3.0, 0.21, 7.0, 14.8, 0.027),
    "Americas": (0.75, 0.35, 7.0, 0.19, 4.0, 15.2, 0.022),
    "Asia": (1.3, 0.7, 6.0, 0.2, 5.5, 15.8, 0.022),
    "Europe": (1.4, 0.3, 7.0, 0.1, 2.5, 15.6, 0.006),
    "Oceania": (0.95, 0.05, 7.0, 0.1, 1.0, 15.5, 0.015),
}
# countries known to live longer (or shorter) than their income predicts
OFFSET = {"Japan": 8.0, "Hong Kong, China": 6.0, "Iceland": 4.0, "Switzerland": 3.0,
          "Sweden": 3.0, "Australia": 2.5, "Israel": 2.5, "Costa Rica": 4.0, "Cuba": 5.0,
          "China": 3.0, "India": 2.0, "United States": -3.0, "Sao Tome and Principe": 0.0,
          "Oman": -6.0, "Equatorial Guinea": -6.0, "Gabon": -4.0, "Afghanistan": -17.0}

# a few countries near their known figures: GDP per capita 1952, population 1952 and 2007
ANCHORS = {
    "Afghanistan": (779, 8425333, 31889923),
    "United States": (13990, 157553000, 301139947),
    "China": (400, 556263527, 1318683096),
    "India": (547, 372000000, 1110396331),
    "Japan": (3217, 86459025, 127467972),
    "Kuwait": (108382, 160000, 2505559),
    "Saudi Arabia": (6460, 4005677, 27601038),
    "Norway": (10095, 3327728, 4627926),
    "Switzerland": (14734, 4815000, 7554661),
    "Singapore": (2315, 1127000, 4553009),
    "Congo, Dem. Rep.": (781, 14100005, 64606759),
    "Liberia": (576, 863308, 3193942),
    "Zimbabwe": (407, 3080907, 12311143),
    "Germany": (7144, 69145952, 82400996),
    "United Kingdom": (9980, 50430000, 60776238),
    "Brazil": (2109, 56602560, 190010647),
    "Nigeria": (1077, 33119096, 135031164),
    "Sao Tome and Principe": (880, 60011, 199579),
    "Iceland": (7268, 147962, 301931),
    "Australia": (10040, 8691212, 20434176),
    "New Zealand": (10557, 1994794, 4115771),
}

OIL = {"Kuwait": 14.0, "Saudi Arabia": 9.0, "Libya": 7.0, "Bahrain": 6.0, "Oman": 8.0,
       "Gabon": 6.0, "Equatorial Guinea": 5.0}
# depth of the fall in life expectancy from the late 1980s (years), and the year it bottoms out
AIDS = {"Swaziland": (19, 2007), "Botswana": (17, 2002), "Lesotho": (17, 2007),
        "Zimbabwe": (18, 2002), "South Africa": (13, 2007), "Zambia": (11, 1997),
        "Namibia": (10, 2002), "Malawi": (7, 1997), "Mozambique": (6, 2002),
        "Central African Republic": (8, 2002), "Uganda": (9, 1992), "Kenya": (7, 2002),
        "Cote d'Ivoire": (5, 2002), "Tanzania": (4, 1997), "Rwanda": (3, 1997)}


def _gdp_path(rng, lg1952, lg2007):
    frac = (YEARS - 1952) / 55
    shape = rng.uniform(0.7, 1.4)
    walk = np.cumsum(rng.normal(0, 0.06, len(YEARS)))
    walk -= walk[0] + (walk[-1] - walk[0]) * frac  # the path keeps both end points
    return lg1952 + (lg2007 - lg1952) * frac**shape + walk


def main() -> None:
    rng = np.random.default_rng(seeded(1704))
    rows = []
    for continent in sorted(COUNTRIES):
        g_mu, g_sd, shift, gain, own_sd, lpop52, pgrow = CONTINENT[continent]
        for country in COUNTRIES[continent]:
            lg07 = np.log(GDP2007[country]) + rng.normal(0, 0.08)
            if country in ANCHORS:
                g52, p52, p07 = ANCHORS[country]
                lg52 = np.log(g52) + rng.normal(0, 0.03)
                lp52, lp07 = np.log(p52), np.log(p07)
            else:
                lg52 = lg07 - rng.normal(g_mu, g_sd)
                lp52 = rng.normal(lpop52, 1.2)
                lp07 = lp52 + 55 * rng.normal(pgrow, 0.005)
            lg = _gdp_path(rng, lg52, lg07)
            lg = np.where(lg < FLOOR, FLOOR - (FLOOR - lg) * 0.15, lg)
            own = rng.normal(OFFSET[country], 1.0) if country in OFFSET else rng.normal(0, own_sd)
            le = 4.95 + 7.2 * lg - gain * (2007 - YEARS) + shift + own
            le -= OIL.get(country, 0.0) * np.clip((1992 - YEARS) / 40, 0, 1.0) * 1.6
            if country in AIDS:
                depth, bottom = AIDS[country]
                fall = np.clip((YEARS - 1987) / (bottom - 1987 + 5), 0, 1)
                recover = np.clip((YEARS - bottom) / 15, 0, 1)
                le -= depth * fall * (1 - recover)
            le = np.where(le > 70, 70 + 14 * np.tanh((le - 70) / 14), le)
            le = le + rng.normal(0, 0.6, len(YEARS))
            if country == "Cambodia":
                le[YEARS == 1977] = 31.22
            le = np.where(le < 32, 32 - (32 - le) * 0.4, le)
            if country == "Rwanda":
                le[YEARS == 1992] = 23.599
            lp = lp52 + (lp07 - lp52) * (YEARS - 1952) / 55 + rng.normal(0, 0.01, len(YEARS))
            pop = np.round(np.exp(lp)).astype(np.int64)
            gdp = np.exp(lg)
            for i, year in enumerate(YEARS):
                rows.append((country, continent, int(year), le[i], int(pop[i]), gdp[i]))
    rows.sort(key=lambda r: (r[0], r[2]))
    OUT.mkdir(exist_ok=True)
    with open(OUT / "gapminder.csv", "w", newline="", encoding="utf-8") as fh:
        out = csv.writer(fh, lineterminator="\n")
        out.writerow(["country", "continent", "year", "lifeExp", "pop", "gdpPercap"])
        for country, continent, year, le, pop, gdp in rows:
            out.writerow([country, continent, year, f"{round(float(le), 3):g}", pop,
                          f"{float(gdp):.10g}"])


if __name__ == "__main__":
    main()
