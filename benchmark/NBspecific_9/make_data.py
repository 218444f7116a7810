"""Synthetic video game sales table in the shape of the Kaggle "Video Game Sales" dataset (vgsales.csv).

One row per game and platform with the dataset's own columns: Rank, Name, Platform, Year, Genre,
Publisher and the regional sales in millions of units (NA, EU, JP, Other, Global). As in the
original file, a few rows have no Year (N/A) or no Publisher, and a handful of titles carry a
year after 2016. Writes data/vgsales.csv beside this file from a fixed seed.
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

PLATFORMS = {  # platform: (first year, last year, weight)
    "2600": (1980, 1989, 2), "NES": (1983, 1994, 2), "GB": (1989, 2001, 2), "SNES": (1990, 1999, 4),
    "GEN": (1990, 1997, 1), "PS": (1994, 2003, 10), "SAT": (1995, 1999, 1), "N64": (1996, 2002, 4),
    "DC": (1998, 2002, 1), "PS2": (2000, 2011, 18), "GBA": (2001, 2007, 7), "XB": (2001, 2008, 7),
    "GC": (2001, 2007, 5), "PC": (1985, 2016, 8), "DS": (2004, 2014, 18), "PSP": (2004, 2015, 10),
    "X360": (2005, 2016, 11), "Wii": (2006, 2016, 11), "PS3": (2006, 2016, 11), "3DS": (2011, 2016, 4),
    "PSV": (2011, 2016, 4), "WiiU": (2012, 2016, 1), "PS4": (2013, 2016, 3), "XOne": (2013, 2016, 2),
}  # fmt: skip
GENRES = ["Action", "Sports", "Misc", "Role-Playing", "Shooter", "Adventure", "Racing", "Platform",
          "Simulation", "Fighting", "Strategy", "Puzzle"]  # fmt: skip
GENRE_P = np.array([20, 14, 10, 9, 8, 8, 7.5, 5.3, 5.2, 5.1, 4.1, 3.5])
PUBLISHERS = ["Electronic Arts", "Activision", "Namco Bandai Games", "Ubisoft",
              "Konami Digital Entertainment", "THQ", "Nintendo", "Sony Computer Entertainment", "Sega",
              "Take-Two Interactive", "Capcom", "Atari", "Tecmo Koei", "Square Enix",
              "Warner Bros. Interactive Entertainment", "Disney Interactive Studios", "Unknown",
              "Eidos Interactive", "Midway Games", "505 Games", "Microsoft Game Studios", "D3Publisher",
              "Acclaim Entertainment", "Vivendi Games"]  # fmt: skip
PUB_P = np.array([13, 10, 9, 9, 8, 7, 6, 6, 6, 4, 4, 4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2], float)
PUB_BOOST = {"Nintendo": 4.0, "Electronic Arts": 1.5, "Activision": 1.6, "Sony Computer Entertainment": 1.4,
             "Take-Two Interactive": 1.6, "Microsoft Game Studios": 1.8}  # fmt: skip
FIRST_PARTY = {"Nintendo": ("NES", "GB", "SNES", "N64", "GBA", "GC", "DS", "Wii", "3DS", "WiiU"),
               "Sony Computer Entertainment": ("PS", "PS2", "PS3", "PSP", "PSV", "PS4"),
               "Microsoft Game Studios": ("XB", "X360", "XOne", "PC")}  # fmt: skip
WORDS_A = ["Super", "Dragon", "Shadow", "Star", "Dark", "Final", "Mega", "Legend of", "Crazy", "Ultimate",
           "Twisted", "Space", "Ninja", "Iron", "Crystal", "Mystic", "Turbo", "Metal", "Lost", "Royal"]  # fmt: skip
WORDS_B = ["Quest", "Racer", "Warriors", "Soccer", "Tennis", "Kingdom", "Hunter", "Fighter", "Heroes",
           "Party", "Golf", "Strike", "Force", "Saga", "Island", "Academy", "Rally", "Legends", "Tactics",
           "Adventure"]  # fmt: skip
REAL = [  # a few well known titles at the top of the chart
    ("Wii Sports", "Wii", 2006, "Sports", "Nintendo", 41.49, 29.02, 3.77, 8.46),
    ("Super Mario Bros.", "NES", 1985, "Platform", "Nintendo", 29.08, 3.58, 6.81, 0.77),
    ("Mario Kart Wii", "Wii", 2008, "Racing", "Nintendo", 15.85, 12.88, 3.79, 3.31),
    ("Pokemon Red/Pokemon Blue", "GB", 1996, "Role-Playing", "Nintendo", 11.27, 8.89, 10.22, 1.0),
    ("Tetris", "GB", 1989, "Puzzle", "Nintendo", 23.2, 2.26, 4.22, 0.58),
    ("Grand Theft Auto V", "PS3", 2013, "Action", "Take-Two Interactive", 7.01, 9.27, 0.97, 4.14),
    ("Call of Duty: Black Ops", "X360", 2010, "Shooter", "Activision", 9.67, 3.73, 0.11, 1.13),
    ("Pokemon Gold/Pokemon Silver", "GB", 1999, "Role-Playing", "Nintendo", 9.0, 6.18, 7.2, 0.71),
    ("Kinect Adventures!", "X360", 2010, "Misc", "Microsoft Game Studios", 14.97, 4.94, 0.24, 1.67),
    ("FIFA 16", "PS4", 2015, "Sports", "Electronic Arts", 1.11, 6.06, 0.06, 1.26),
    ("Madden NFL 2004", "PS2", None, "Sports", "Electronic Arts", 4.26, 0.26, 0.01, 0.71),
    ("FIFA Soccer 2004", "PS2", None, "Sports", "Electronic Arts", 0.59, 2.36, 0.04, 0.51),
    ("LEGO Batman: The Videogame", "Wii", None, "Action", "Warner Bros. Interactive Entertainment", 1.86, 1.02, 0.0, 0.29),
    ("Call of Duty 3", "Wii", None, "Shooter", "Activision", 1.17, 0.84, 0.0, 0.23),
    ("Rock Band", "X360", None, "Misc", "Electronic Arts", 1.93, 0.34, 0.0, 0.21),
    ("Brothers in Arms: Furious 4", "X360", 2017, "Shooter", "Ubisoft", 0.0, 0.01, 0.0, 0.0),
]  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(seeded(2016))
    n = 2985
    plats = list(PLATFORMS)
    pw = np.array([PLATFORMS[p][2] for p in plats], float)
    rows = []
    seen = set()
    for _ in range(n):
        p = plats[rng.choice(len(plats), p=pw / pw.sum())]
        lo, hi, _w = PLATFORMS[p]
        year = int(rng.integers(lo, hi + 1))
        genre = GENRES[rng.choice(len(GENRES), p=GENRE_P / GENRE_P.sum())]
        while True:
            pub = PUBLISHERS[rng.choice(len(PUBLISHERS), p=PUB_P / PUB_P.sum())]
            if FIRST_PARTY.get(pub, p) == p or p in FIRST_PARTY.get(pub, ()):
                break
        while True:
            name = f"{rng.choice(WORDS_A)} {rng.choice(WORDS_B)}"
            if rng.random() < 0.35:
                name += f" {rng.integers(2, 6)}"
            if (name, p) not in seen:
                seen.add((name, p))
                break
        total = rng.lognormal(-1.8, 1.05) * PUB_BOOST.get(pub, 1.0)
        if p in ("2600", "NES", "GB", "SNES"):
            total *= 1.4
        share = rng.dirichlet([5, 3, 1.2, 1])
        if genre == "Role-Playing":
            share = rng.dirichlet([3, 2, 4, 0.8])
        if p in ("PS4", "XOne", "PS3", "PS2"):
            share = share * [0.9, 1.2, 1, 1.3]
        share = share / share.sum()
        na, eu, jp, other = (np.round(total * share, 2) + 0.0).tolist()
        rows.append([name, p, year, genre, pub, na, eu, jp, other])
    # the usual holes of the original file
    for i in rng.choice(n, 42, replace=False):
        rows[i][2] = None
    for i in rng.choice(n, 9, replace=False):
        rows[i][4] = None
    for i in rng.choice(n, 3, replace=False):
        rows[i][2] = int(rng.choice([2017, 2017, 2020]))
        rows[i][5:9] = [0.0, round(float(rng.uniform(0, 0.05)), 2), 0.0, 0.0]
    rows += [list(r) for r in REAL]
    df = pd.DataFrame(rows, columns=["Name", "Platform", "Year", "Genre", "Publisher", "NA_Sales",
                                     "EU_Sales", "JP_Sales", "Other_Sales"])  # fmt: skip
    df["Global_Sales"] = df[["NA_Sales", "EU_Sales", "JP_Sales", "Other_Sales"]].sum(axis=1).round(2)
    df = df[df["Global_Sales"] >= 0.01]
    df = df.sort_values(["Global_Sales", "Name"], ascending=[False, True]).reset_index(drop=True)
    df.insert(0, "Rank", np.arange(1, len(df) + 1))
    df["Year"] = df["Year"].map(lambda v: "N/A" if pd.isna(v) else str(int(v)))
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "vgsales.csv", index=False, na_rep="N/A", float_format="%.2f")


if __name__ == "__main__":
    main()
