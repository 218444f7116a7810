"""Synthetic Netflix catalogue in the shape of Kaggle's 'Netflix Movies and TV Shows' (netflix_titles.csv).

Same columns as the Kaggle file: show_id, type, title, director, cast, country, date_added,
release_year, rating, duration, listed_in, description. Like the original, date_added is a
'Month D, YYYY' string with a leading space on some TV shows and missing on a few titles,
director/cast/country are often empty, and three movies have their duration in the rating
column. Writes data/netflix_titles.csv beside this file from a fixed seed.
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
N = 1800

WORDS = ("Love Night Last House Dark City Secret Road Girl Boy Life Story Man Woman World Fire Blue "
         "Summer Lost King Queen Ghost Little Big Dream Heart Wild Island Black White Red Home Time "
         "Moon Star Killer Game Family Christmas School War Paris Tokyo Mumbai Money Hunter").split()
FIRST = ("James Maria Ahmed Priya Chen Yuki Carlos Anna David Sofia Raj Fatima John Emma Kenji Lucas "
         "Olga Amit Nadia Pablo Grace Omar Hana Ivan Leila Tom Mei Diego Sara Arjun").split()
LAST = ("Smith Garcia Khan Sharma Wang Tanaka Silva Müller Kim Rossi Patel Okafor Brown Nguyen Lopez "
        "Ivanova Cohen Kapoor Mendes Sato Park Dubois Haddad Jones Costa").split()
COUNTRIES = ["United States", "India", "United Kingdom", "Japan", "South Korea", "Canada", "Spain",
             "France", "Mexico", "Egypt", "Nigeria", "Turkey", "Brazil", "Germany", "Philippines"]
C_P = np.array([32, 12, 7, 4, 3.5, 3.5, 3, 3, 2.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5])
MOVIE_G = ["Dramas", "Comedies", "International Movies", "Documentaries", "Action & Adventure",
           "Independent Movies", "Thrillers", "Romantic Movies", "Children & Family Movies",
           "Horror Movies", "Stand-Up Comedy", "Music & Musicals"]
TV_G = ["International TV Shows", "TV Dramas", "TV Comedies", "Crime TV Shows", "Kids' TV",
        "Docuseries", "Romantic TV Shows", "Reality TV", "British TV Shows", "Anime Series"]
MOVIE_R = ["TV-MA", "TV-14", "R", "TV-PG", "PG-13", "PG", "TV-Y7", "TV-G", "NR", "G"]
MOVIE_RP = [0.33, 0.22, 0.12, 0.09, 0.08, 0.05, 0.03, 0.03, 0.03, 0.02]
TV_R = ["TV-MA", "TV-14", "TV-PG", "TV-Y7", "TV-Y", "TV-G"]
TV_RP = [0.42, 0.27, 0.12, 0.08, 0.06, 0.05]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
YEARS = np.arange(2008, 2022)
YEAR_W = np.array([1, 1, 2, 3, 4, 8, 20, 60, 220, 480, 620, 640, 560, 430], dtype=float)


def person(rng):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def main():
    rng = np.random.default_rng(seeded(2021))
    rows = []
    for i in range(N):
        is_tv = rng.uniform() < 0.31
        year = int(rng.choice(YEARS, p=YEAR_W / YEAR_W.sum()))
        month = int(rng.integers(1, 13))
        day = int(rng.integers(1, 29))
        date = f"{MONTHS[month - 1]} {day}, {year}"
        if is_tv and rng.uniform() < 0.12:
            date = " " + date
        if rng.uniform() < 0.006:
            date = None
        release = int(min(year, max(1945, year - rng.geometric(0.35) + 1 - (rng.uniform() < 0.12) * rng.integers(5, 40))))
        n_title = rng.integers(1, 4)
        title = " ".join(rng.choice(WORDS, n_title, replace=False))
        if rng.uniform() < 0.15:
            title += f" {rng.integers(2, 4)}"
        director = None if (is_tv and rng.uniform() < 0.9) or rng.uniform() < 0.08 else person(rng)
        cast = None if rng.uniform() < 0.09 else ", ".join(person(rng) for _ in range(rng.integers(2, 9)))
        k = rng.choice([1, 1, 1, 2, 3])
        country = None if rng.uniform() < 0.09 else ", ".join(rng.choice(COUNTRIES, k, replace=False, p=C_P / C_P.sum()))
        if is_tv:
            rating = str(rng.choice(TV_R, p=TV_RP))
            seasons = int(min(12, rng.geometric(0.6)))
            duration = f"{seasons} Season" + ("s" if seasons > 1 else "")
            genres = ", ".join(rng.choice(TV_G, rng.integers(1, 4), replace=False))
        else:
            rating = str(rng.choice(MOVIE_R, p=MOVIE_RP))
            duration = f"{int(np.clip(rng.normal(100, 25), 8, 230))} min"
            genres = ", ".join(rng.choice(MOVIE_G, rng.integers(1, 4), replace=False))
        if rng.uniform() < 0.002:
            rating = None
        desc = (f"When a {rng.choice(['young', 'retired', 'lonely', 'ambitious', 'reckless'])} "
                f"{rng.choice(['detective', 'chef', 'teacher', 'singer', 'student', 'soldier'])} "
                f"{rng.choice(['finds', 'loses', 'inherits', 'steals'])} a {rng.choice(['letter', 'house', 'fortune', 'secret'])}, "
                f"{rng.choice(['life', 'love', 'family', 'the past'])} takes an unexpected turn.")
        rows.append(dict(show_id=f"s{i + 1}", type="TV Show" if is_tv else "Movie", title=title,
                         director=director, cast=cast, country=country, date_added=date,
                         release_year=release, rating=rating, duration=duration,
                         listed_in=genres, description=desc))
    df = pd.DataFrame(rows)
    # the original file has three movies whose duration ended up in the rating column
    for j in (212, 777, 1104):
        j = df.index[df["type"] == "Movie"][j]
        df.loc[j, "rating"] = df.loc[j, "duration"]
        df.loc[j, "duration"] = None
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "netflix_titles.csv", index=False)


if __name__ == "__main__":
    main()
