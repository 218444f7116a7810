"""Synthetic movies in the layout of Kaggle's "TMDB 5000 Movie Dataset".

Writes data/tmdb_5000_movies.csv (budget, genres, homepage, id, keywords, ..., title,
vote_average, vote_count) and data/tmdb_5000_credits.csv (movie_id, title, cast, crew), with the
list columns stored as JSON strings as in the original files. Sequels share their franchise's
keywords, director and leading actors; a few remakes share a title with an older film, as in the
real set. Fixed seed: re-running reproduces every byte.
"""

import json
from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
N_SINGLE = 470

GENRES = {28: "Action", 12: "Adventure", 16: "Animation", 35: "Comedy", 80: "Crime", 18: "Drama",
          10751: "Family", 14: "Fantasy", 36: "History", 27: "Horror", 10402: "Music",
          9648: "Mystery", 10749: "Romance", 878: "Science Fiction", 53: "Thriller", 10752: "War",
          37: "Western"}  # fmt: skip
ADJ = ["Silent", "Broken", "Last", "Hidden", "Golden", "Dark", "Crimson", "Lost", "Wild", "Frozen",
       "Burning", "Electric", "Midnight", "Final", "Secret", "Iron", "Savage", "Distant", "Hollow",
       "Bitter", "Little", "Blue", "Perfect", "Endless", "Quiet", "Northern", "Lonely", "Falling"]  # fmt: skip
NOUN = ["Harbor", "Kingdom", "Witness", "Horizon", "Road", "Summer", "Promise", "Empire", "River",
        "Frontier", "Signal", "Garden", "Heart", "Storm", "Protocol", "Season", "Island", "Mountain",
        "Station", "Echo", "Code", "Circus", "Letter", "Border", "Night", "Orchard", "Voyage", "Game"]  # fmt: skip
FIRST = ["James", "Emma", "Chris", "Anna", "Tom", "Kate", "Michael", "Laura", "David", "Julia",
         "Mark", "Sarah", "Ben", "Olivia", "Jack", "Rachel", "Ryan", "Nicole", "Sam", "Helen",
         "Daniel", "Grace", "Peter", "Amy", "Luke", "Naomi", "Adam", "Rosa", "Victor", "Elena"]  # fmt: skip
LAST = ["Carter", "Hughes", "Bennett", "Reyes", "Walsh", "Lindqvist", "Moreau", "Okafor", "Brandt",
        "Tanaka", "Doyle", "Fischer", "Costa", "Harper", "Novak", "Quinn", "Sato", "Mercer", "Vance",
        "Ellison", "Kowalski", "Romero", "Whitaker", "Hale", "Ashford", "Delgado", "Price", "Monroe"]  # fmt: skip
KEYWORDS = ["based on novel", "dystopia", "revenge", "friendship", "small town", "heist", "time travel",
            "serial killer", "alien", "high school", "new york city", "love triangle", "world war ii",
            "hostage", "kidnapping", "road trip", "robot", "superhero", "haunted house", "wedding",
            "spy", "detective", "magic", "dragon", "zombie", "survival", "biography", "sport", "prison",
            "father son relationship", "los angeles", "island", "space travel", "con artist",
            "murder", "corruption", "dancing", "vampire", "post-apocalyptic", "family secret"]  # fmt: skip
ROLES = ["detective", "pilot", "young widow", "retired soldier", "schoolteacher", "con man",
         "journalist", "scientist", "runaway teenager", "small-town sheriff", "lawyer", "thief"]  # fmt: skip
VERBS = ["uncover", "protect", "escape", "find", "stop", "win back", "survive", "expose"]
OBJECTS = ["a buried secret", "her family", "a stolen fortune", "the truth about his past",
           "a dangerous cult", "the woman he loves", "an ancient relic", "a corrupt senator"]  # fmt: skip
THREATS = ["time runs out", "the storm hits", "the city falls", "it is too late", "winter comes",
           "the killer strikes again", "the war reaches them"]  # fmt: skip
FRANCHISES = [("Shadow Protocol", [28, 53], ["spy", "secret agent", "cia", "double agent"]),
              ("Starfall", [878, 12, 28], ["space travel", "alien", "spaceship", "galaxy"]),
              ("The Hollow Witch", [27, 14], ["witch", "haunted house", "curse", "exorcism"]),
              ("Grand Larceny", [80, 35], ["heist", "con artist", "casino", "las vegas"]),
              ("Dragon Kin", [14, 12, 16], ["dragon", "magic", "kingdom", "prophecy"])]  # fmt: skip
REMAKES = ["Nightfall", "The Visitor", "Homecoming"]


def jdump(items):
    return json.dumps(items)


def main() -> None:
    rng = np.random.default_rng(5000)
    people = [f"{f} {l}" for f in FIRST for l in LAST]
    person_id = {name: 1000 + i * 37 for i, name in enumerate(people)}
    kw_id = {k: 300 + i * 53 for i, k in enumerate(sorted(set(KEYWORDS + [w for f in FRANCHISES for w in f[2]])))}

    titles = set()
    specs = []  # (title, genre ids, keywords, director, lead cast, year)
    for base, genre_ids, kws in FRANCHISES:
        director = people[rng.integers(len(people))]
        leads = list(rng.choice(people, 3, replace=False))
        year = int(rng.integers(1995, 2008))
        for k, suffix in enumerate(["", " 2", ": Reckoning"][: int(rng.integers(2, 4))]):
            specs.append((base + suffix, genre_ids, kws + list(rng.choice(KEYWORDS, 1)), director, leads, year + 3 * k))
            titles.add(base + suffix)
    for t in REMAKES:
        for year in (int(rng.integers(1978, 1990)), int(rng.integers(2006, 2015))):
            g = list(rng.choice(list(GENRES), int(rng.integers(1, 4)), replace=False))
            specs.append((t, g, list(rng.choice(KEYWORDS, 3, replace=False)), people[rng.integers(len(people))],
                          list(rng.choice(people, 3, replace=False)), year))
        titles.add(t)
    while len(specs) < N_SINGLE + 20:
        t = f"{rng.choice(ADJ)} {rng.choice(NOUN)}"
        if rng.uniform() < 0.3:
            t = "The " + t
        if t in titles:
            continue
        titles.add(t)
        g = [int(x) for x in rng.choice(list(GENRES), int(rng.integers(1, 4)), replace=False)]
        specs.append((t, g, list(rng.choice(KEYWORDS, int(rng.integers(0, 6)), replace=False)),
                      people[rng.integers(len(people))], list(rng.choice(people, 3, replace=False)),
                      int(rng.integers(1970, 2017))))

    order = rng.permutation(len(specs))
    ids = rng.choice(np.arange(5, 420000), len(specs), replace=False)
    movies, credits = [], []
    for j, i in enumerate(order):
        title, genre_ids, kws, director, leads, year = specs[i]
        mid = int(ids[j])
        genres = [{"id": int(g), "name": GENRES[int(g)]} for g in genre_ids]
        keywords = [{"id": kw_id[str(k)], "name": str(k)} for k in kws]
        n_cast = int(rng.integers(4, 7))
        others = [p for p in rng.choice(people, n_cast + 3, replace=False) if p not in leads][: n_cast - 3]
        cast = [{"cast_id": int(rng.integers(1, 60)), "character": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
                 "credit_id": "%012x%012x" % (int(rng.integers(0x52f000000000, 0x5a0000000000)), int(rng.integers(0, 16**12))), "gender": int(rng.integers(0, 3)),
                 "id": person_id[str(p)], "name": str(p), "order": k}
                for k, p in enumerate(list(leads) + others)]
        crew_people = [director] + list(rng.choice(people, 2, replace=False))
        crew = [{"credit_id": "%012x%012x" % (int(rng.integers(0x52f000000000, 0x5a0000000000)), int(rng.integers(0, 16**12))), "department": d, "gender": int(rng.integers(0, 3)),
                 "id": person_id[str(p)], "job": job, "name": str(p)}
                for p, (d, job) in zip(crew_people, [("Directing", "Director"), ("Writing", "Screenplay"),
                                                     ("Production", "Producer")])]
        rng.shuffle(crew)
        vote_count = int(min(np.round(np.exp(rng.normal(5.5, 1.6))), 13752))
        budget = int(np.round(min(np.exp(rng.normal(16.8, 1.1)), 3.8e8), -5)) if rng.uniform() > 0.12 else 0
        revenue = int(min(budget * np.exp(rng.normal(0.8, 0.9)), 2.8e9)) if budget and rng.uniform() > 0.1 else 0
        overview = (f"A {rng.choice(ROLES)} must {rng.choice(VERBS)} {rng.choice(OBJECTS)} before "
                    f"{rng.choice(THREATS)}.")
        movies.append({
            "budget": budget,
            "genres": jdump(genres),
            "homepage": f"http://www.{title.lower().replace(' ', '').replace(':', '')}movie.com/" if rng.uniform() < 0.35 else "",
            "id": mid,
            "keywords": jdump(keywords),
            "original_language": str(rng.choice(["en", "fr", "es", "de", "ja"], p=[0.9, 0.03, 0.03, 0.02, 0.02])),
            "original_title": title,
            "overview": overview if rng.uniform() > 0.006 else "",
            "popularity": round(float(np.exp(rng.normal(2.6, 1.1))), 6),
            "production_companies": jdump([{"name": f"{rng.choice(LAST)} Pictures", "id": int(rng.integers(1, 90000))}]),
            "production_countries": jdump([{"iso_3166_1": "US", "name": "United States of America"}]),
            "release_date": f"{year}-{int(rng.integers(1, 13)):02d}-{int(rng.integers(1, 29)):02d}",
            "revenue": revenue,
            "runtime": float(rng.integers(82, 165)),
            "spoken_languages": jdump([{"iso_639_1": "en", "name": "English"}]),
            "status": "Released",
            "tagline": "",
            "title": title,
            "vote_average": round(float(np.clip(rng.normal(6.2, 0.9), 1.5, 8.6)), 1),
            "vote_count": vote_count,
        })
        credits.append({"movie_id": mid, "title": title, "cast": jdump(cast), "crew": jdump(crew)})
    m = pd.DataFrame(movies).sort_values("budget", ascending=False, kind="stable")
    m["overview"] = m["overview"].replace("", np.nan)
    c = pd.DataFrame(credits).set_index("movie_id").loc[m["id"]].reset_index()
    OUT.mkdir(exist_ok=True)
    m.to_csv(OUT / "tmdb_5000_movies.csv", index=False)
    c.to_csv(OUT / "tmdb_5000_credits.csv", index=False)


if __name__ == "__main__":
    main()
