"""A small MovieLens-20M-style folder as Kaggle ships it (grouplens/movielens-20m-dataset).

Kaggle's copy of MovieLens 20M names its files in the singular: movie.csv (movieId, title,
genres), rating.csv (userId, movieId, rating, timestamp as "YYYY-MM-DD HH:MM:SS"), tag.csv and
link.csv. The real files are hundreds of MB, so this writes a synthetic sample with the same
names and columns: 100 well-known titles under their MovieLens ids, 700 users and 30,000
ratings in half-star steps drawn from a popularity and a quality per movie. Fixed seed;
re-running reproduces every byte of data/.
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
N_USERS = 700
N_RATINGS = 30000

MOVIES = [
    (1, "Toy Story (1995)", "Adventure|Animation|Children|Comedy|Fantasy"),
    (2, "Jumanji (1995)", "Adventure|Children|Fantasy"),
    (3, "Grumpier Old Men (1995)", "Comedy|Romance"),
    (5, "Father of the Bride Part II (1995)", "Comedy"),
    (6, "Heat (1995)", "Action|Crime|Thriller"),
    (7, "Sabrina (1995)", "Comedy|Romance"),
    (10, "GoldenEye (1995)", "Action|Adventure|Thriller"),
    (11, "American President, The (1995)", "Comedy|Drama|Romance"),
    (16, "Casino (1995)", "Crime|Drama"),
    (19, "Ace Ventura: When Nature Calls (1995)", "Comedy"),
    (21, "Get Shorty (1995)", "Comedy|Crime|Thriller"),
    (25, "Leaving Las Vegas (1995)", "Drama|Romance"),
    (32, "Twelve Monkeys (a.k.a. 12 Monkeys) (1995)", "Mystery|Sci-Fi|Thriller"),
    (34, "Babe (1995)", "Children|Drama"),
    (36, "Dead Man Walking (1995)", "Crime|Drama"),
    (39, "Clueless (1995)", "Comedy|Romance"),
    (44, "Mortal Kombat (1995)", "Action|Adventure|Fantasy"),
    (47, "Seven (a.k.a. Se7en) (1995)", "Mystery|Thriller"),
    (48, "Pocahontas (1995)", "Animation|Children|Drama|Musical|Romance"),
    (50, "Usual Suspects, The (1995)", "Crime|Mystery|Thriller"),
    (62, "Mr. Holland's Opus (1995)", "Drama"),
    (104, "Happy Gilmore (1996)", "Comedy"),
    (110, "Braveheart (1995)", "Action|Drama|War"),
    (111, "Taxi Driver (1976)", "Crime|Drama|Thriller"),
    (150, "Apollo 13 (1995)", "Adventure|Drama|IMAX"),
    (153, "Batman Forever (1995)", "Action|Adventure|Comedy|Crime"),
    (165, "Die Hard: With a Vengeance (1995)", "Action|Crime|Thriller"),
    (185, "Net, The (1995)", "Action|Crime|Thriller"),
    (208, "Waterworld (1995)", "Action|Adventure|Sci-Fi"),
    (231, "Dumb & Dumber (Dumb and Dumber) (1994)", "Adventure|Comedy"),
    (253, "Interview with the Vampire: The Vampire Chronicles (1994)", "Drama|Horror"),
    (260, "Star Wars: Episode IV - A New Hope (1977)", "Action|Adventure|Sci-Fi"),
    (288, "Natural Born Killers (1994)", "Action|Crime|Thriller"),
    (292, "Outbreak (1995)", "Action|Drama|Sci-Fi|Thriller"),
    (296, "Pulp Fiction (1994)", "Comedy|Crime|Drama|Thriller"),
    (316, "Stargate (1994)", "Action|Adventure|Sci-Fi"),
    (318, "Shawshank Redemption, The (1994)", "Crime|Drama"),
    (329, "Star Trek: Generations (1994)", "Adventure|Drama|Sci-Fi"),
    (344, "Ace Ventura: Pet Detective (1994)", "Comedy"),
    (349, "Clear and Present Danger (1994)", "Action|Crime|Drama|Thriller"),
    (356, "Forrest Gump (1994)", "Comedy|Drama|Romance|War"),
    (364, "Lion King, The (1994)", "Adventure|Animation|Children|Drama|Musical|IMAX"),
    (367, "Mask, The (1994)", "Action|Comedy|Crime|Fantasy"),
    (377, "Speed (1994)", "Action|Romance|Thriller"),
    (380, "True Lies (1994)", "Action|Adventure|Comedy|Romance|Thriller"),
    (457, "Fugitive, The (1993)", "Thriller"),
    (480, "Jurassic Park (1993)", "Action|Adventure|Sci-Fi|Thriller"),
    (500, "Mrs. Doubtfire (1993)", "Comedy|Drama"),
    (527, "Schindler's List (1993)", "Drama|War"),
    (539, "Sleepless in Seattle (1993)", "Comedy|Drama|Romance"),
    (541, "Blade Runner (1982)", "Action|Sci-Fi|Thriller"),
    (586, "Home Alone (1990)", "Children|Comedy"),
    (587, "Ghost (1990)", "Comedy|Drama|Fantasy|Romance|Thriller"),
    (588, "Aladdin (1992)", "Adventure|Animation|Children|Comedy|Musical"),
    (589, "Terminator 2: Judgment Day (1991)", "Action|Sci-Fi"),
    (590, "Dances with Wolves (1990)", "Adventure|Drama|Western"),
    (592, "Batman (1989)", "Action|Crime|Thriller"),
    (593, "Silence of the Lambs, The (1991)", "Crime|Horror|Thriller"),
    (595, "Beauty and the Beast (1991)", "Animation|Children|Fantasy|Musical|Romance|IMAX"),
    (597, "Pretty Woman (1990)", "Comedy|Romance"),
    (608, "Fargo (1996)", "Comedy|Crime|Drama|Thriller"),
    (648, "Mission: Impossible (1996)", "Action|Adventure|Mystery|Thriller"),
    (733, "Rock, The (1996)", "Action|Adventure|Thriller"),
    (736, "Twister (1996)", "Action|Adventure|Romance|Thriller"),
    (750, "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb (1964)", "Comedy|War"),
    (780, "Independence Day (a.k.a. ID4) (1996)", "Action|Adventure|Sci-Fi|Thriller"),
    (858, "Godfather, The (1972)", "Crime|Drama"),
    (924, "2001: A Space Odyssey (1968)", "Adventure|Drama|Sci-Fi"),
    (1036, "Die Hard (1988)", "Action|Crime|Thriller"),
    (1097, "E.T. the Extra-Terrestrial (1982)", "Children|Drama|Sci-Fi"),
    (1136, "Monty Python and the Holy Grail (1975)", "Adventure|Comedy|Fantasy"),
    (1193, "One Flew Over the Cuckoo's Nest (1975)", "Drama"),
    (1196, "Star Wars: Episode V - The Empire Strikes Back (1980)", "Action|Adventure|Sci-Fi"),
    (1197, "Princess Bride, The (1987)", "Action|Adventure|Comedy|Fantasy|Romance"),
    (1198, "Raiders of the Lost Ark (Indiana Jones and the Raiders of the Lost Ark) (1981)", "Action|Adventure"),
    (1210, "Star Wars: Episode VI - Return of the Jedi (1983)", "Action|Adventure|Sci-Fi"),
    (1214, "Alien (1979)", "Horror|Sci-Fi"),
    (1221, "Godfather: Part II, The (1974)", "Crime|Drama"),
    (1240, "Terminator, The (1984)", "Action|Sci-Fi|Thriller"),
    (1270, "Back to the Future (1985)", "Adventure|Comedy|Sci-Fi"),
    (1265, "Groundhog Day (1993)", "Comedy|Fantasy|Romance"),
    (1291, "Indiana Jones and the Last Crusade (1989)", "Action|Adventure"),
    (1580, "Men in Black (a.k.a. MIB) (1997)", "Action|Comedy|Sci-Fi"),
    (1704, "Good Will Hunting (1997)", "Drama|Romance"),
    (1721, "Titanic (1997)", "Drama|Romance"),
    (2028, "Saving Private Ryan (1998)", "Action|Drama|War"),
    (2571, "Matrix, The (1999)", "Action|Sci-Fi|Thriller"),
    (2628, "Star Wars: Episode I - The Phantom Menace (1999)", "Action|Adventure|Sci-Fi"),
    (2762, "Sixth Sense, The (1999)", "Drama|Horror|Mystery"),
    (2858, "American Beauty (1999)", "Comedy|Drama"),
    (2959, "Fight Club (1999)", "Action|Crime|Drama|Thriller"),
    (3578, "Gladiator (2000)", "Action|Adventure|Drama"),
    (4306, "Shrek (2001)", "Adventure|Animation|Children|Comedy|Fantasy|Romance"),
    (4993, "Lord of the Rings: The Fellowship of the Ring, The (2001)", "Adventure|Fantasy"),
    (5952, "Lord of the Rings: The Two Towers, The (2002)", "Adventure|Fantasy"),
    (6377, "Finding Nemo (2003)", "Adventure|Animation|Children|Comedy"),
    (7153, "Lord of the Rings: The Return of the King, The (2003)", "Action|Adventure|Drama|Fantasy"),
    (33794, "Batman Begins (2005)", "Action|Crime|IMAX"),
    (58559, "Dark Knight, The (2008)", "Action|Crime|Drama|IMAX"),
    (79132, "Inception (2010)", "Action|Crime|Drama|Mystery|Sci-Fi|Thriller|IMAX"),
]
IMDB = [114709, 113497, 113228, 113041, 113277, 114319, 113189, 112346, 112641, 112281]
TAGS = ["pixar", "classic", "funny", "dark", "twist ending", "quotable", "atmospheric",
        "sci-fi", "great soundtrack", "overrated", "based on a book", "visually appealing"]


def stamp(rng, n):
    secs = rng.integers(828316800, 1427760000, n)  # 1996-04 .. 2015-03, as in ML-20M
    return pd.to_datetime(secs, unit="s").strftime("%Y-%m-%d %H:%M:%S")


def main() -> None:
    rng = np.random.default_rng(seeded(20))
    movies = pd.DataFrame(MOVIES, columns=["movieId", "title", "genres"]).sort_values("movieId")
    n_m = len(movies)
    popularity = rng.pareto(1.2, n_m) + 0.3
    quality = rng.normal(3.5, 0.35, n_m)
    quality[movies["movieId"].isin([318, 858, 50, 527, 260, 1196, 2571, 296])] += 0.6
    user_bias = rng.normal(0, 0.45, N_USERS)
    taste = rng.normal(0, 1, (N_USERS, 3))
    genre_dim = rng.normal(0, 0.35, (n_m, 3))

    # each user rates a movie at most once
    pairs = set()
    u_all, m_all = [], []
    p = popularity / popularity.sum()
    while len(u_all) < N_RATINGS:
        u = int(rng.integers(0, N_USERS))
        m = int(rng.choice(n_m, p=p))
        if (u, m) in pairs:
            continue
        pairs.add((u, m))
        u_all.append(u)
        m_all.append(m)
    u_all, m_all = np.array(u_all), np.array(m_all)
    raw = quality[m_all] + user_bias[u_all] + (taste[u_all] * genre_dim[m_all]).sum(1)
    raw += rng.normal(0, 0.6, N_RATINGS)
    rating = np.clip(np.round(raw * 2) / 2, 0.5, 5.0)

    ratings = pd.DataFrame({
        "userId": u_all + 1,
        "movieId": movies["movieId"].to_numpy()[m_all],
        "rating": rating,
        "timestamp": stamp(rng, N_RATINGS),
    }).sort_values(["userId", "movieId"], kind="stable")

    n_t = 465
    tags = pd.DataFrame({
        "userId": rng.integers(1, N_USERS + 1, n_t),
        "movieId": movies["movieId"].to_numpy()[rng.integers(0, n_m, n_t)],
        "tag": rng.choice(TAGS, n_t),
        "timestamp": stamp(rng, n_t),
    }).sort_values(["userId", "movieId"], kind="stable")

    links = pd.DataFrame({
        "movieId": movies["movieId"],
        "imdbId": [IMDB[i] if i < len(IMDB) else int(rng.integers(50000, 1400000)) for i in range(n_m)],
        "tmdbId": [float(x) for x in rng.integers(2, 30000, n_m)],
    })

    OUT.mkdir(parents=True, exist_ok=True)
    movies.to_csv(OUT / "movie.csv", index=False)
    ratings.to_csv(OUT / "rating.csv", index=False)
    tags.to_csv(OUT / "tag.csv", index=False)
    links.to_csv(OUT / "link.csv", index=False)


if __name__ == "__main__":
    main()
