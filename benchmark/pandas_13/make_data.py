"""Movies in the layout of Kaggle's "TMDB 5000 Movie Dataset", with real film titles.

Writes data/tmdb_5000_movies.csv (budget, genres, homepage, id, keywords, ..., title,
vote_average, vote_count) and data/tmdb_5000_credits.csv (movie_id, title, cast, crew), with the
list columns stored as JSON strings as in the original files. The titles (and the three titles
the real set holds twice: Batman, The Host, Out of the Blue) are those of real films in TMDB 5000;
everything else (ids, people, keywords, overviews, money, votes) is synthetic. Films of one
franchise share keywords, director and leading actors. Fixed seed: re-running reproduces every byte.
"""

import argparse
import json
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

GENRES = {28: "Action", 12: "Adventure", 16: "Animation", 35: "Comedy", 80: "Crime", 18: "Drama",
          10751: "Family", 14: "Fantasy", 36: "History", 27: "Horror", 10402: "Music",
          9648: "Mystery", 10749: "Romance", 878: "Science Fiction", 53: "Thriller", 10752: "War",
          37: "Western"}  # fmt: skip
FIRST = ["James", "Emma", "Chris", "Anna", "Tom", "Kate", "Michael", "Laura", "David", "Julia",
         "Mark", "Sarah", "Ben", "Olivia", "Jack", "Rachel", "Ryan", "Nicole", "Sam", "Helen",
         "Daniel", "Grace", "Peter", "Amy", "Luke", "Naomi", "Adam", "Rosa", "Victor", "Elena"]  # fmt: skip
LAST = ["Carter", "Hughes", "Bennett", "Reyes", "Walsh", "Lindqvist", "Moreau", "Okafor", "Brandt",
        "Tanaka", "Doyle", "Fischer", "Costa", "Harper", "Novak", "Quinn", "Sato", "Mercer", "Vance",
        "Ellison", "Kowalski", "Romero", "Whitaker", "Hale", "Ashford", "Delgado", "Price", "Monroe"]  # fmt: skip
ROLES = ["detective", "pilot", "young widow", "retired soldier", "schoolteacher", "con man",
         "journalist", "scientist", "runaway teenager", "small-town sheriff", "lawyer", "thief"]  # fmt: skip
VERBS = ["uncover", "protect", "escape", "find", "stop", "win back", "survive", "expose"]
OBJECTS = ["a buried secret", "her family", "a stolen fortune", "the truth about his past",
           "a dangerous cult", "the woman he loves", "an ancient relic", "a corrupt senator"]  # fmt: skip
THREATS = ["time runs out", "the storm hits", "the city falls", "it is too late", "winter comes",
           "the killer strikes again", "the war reaches them"]  # fmt: skip
COMMON_KW = ["based on novel", "friendship", "new york city", "los angeles", "father son relationship",
             "independent film", "woman director", "sequel", "duringcreditsstinger", "remake",
             "family", "london england", "violence", "dying and death", "revenge"]  # fmt: skip

# group: (genre ids, log-budget mean, popularity factor, keyword pool, titles "Title" or "Title|year")
GROUPS = {
    "scifi": ([28, 12, 878], 18.9, 3.0, ["alien", "space", "future", "dystopia", "robot", "spaceship", "time travel"], """
Avatar|2009; John Carter|2012; Man of Steel|2013; Pacific Rim|2013; Edge of Tomorrow|2014; Oblivion|2013;
Elysium|2013; Total Recall|2012; Battleship|2012; Star Trek|2009; Star Trek Into Darkness|2013;
Independence Day|1996; Armageddon|1998; The Day After Tomorrow|2004; 2012|2009; Godzilla|2014;
Terminator Salvation|2009; Terminator 2: Judgment Day|1991; Terminator Genisys|2015; Minority Report|2002;
I, Robot|2004; War of the Worlds|2005; Guardians of the Galaxy|2014; Tron: Legacy|2010; Prometheus|2012;
Alien|1979; Aliens|1986; The Fifth Element|1997; Looper|2012; Inception|2010; District 9|2009; Gravity|2013;
The Martian|2015; Dune|1984; Waterworld|1995; Real Steel|2011; Interstellar|2014; Blade Runner|1982;
Ex Machina|2015; Her|2013; Moon|2009; Children of Men|2006; Gattaca|1997; Contact|1997; Signs|2002;
Cloverfield|2008; Source Code|2011; Divergent|2014; The Maze Runner|2014; Ender's Game|2013;
Titan A.E.|2000; Small Soldiers|1998; Avengers: Age of Ultron|2015; The Avengers|2012;
Captain America: The First Avenger|2011; Captain America: The Winter Soldier|2014; Thor|2011;
Thor: The Dark World|2013; The Incredible Hulk|2008; Ant-Man|2015; Fantastic Four|2015; Green Lantern|2011;
Superman Returns|2006; Deadpool|2016; Watchmen|2009; Hellboy|2004; Batman v Superman: Dawn of Justice|2016;
Batman|1989; Batman|1966; Batman Returns|1992; Batman Forever|1995; Batman & Robin|1997;
Jurassic Park|1993; The Lost World: Jurassic Park|1997; Jurassic World|2015"""),
    "action": ([28, 53, 80], 17.9, 1.6, ["spy", "car chase", "shootout", "hostage", "assassin", "secret agent", "police"], """
Die Hard|1988; Live Free or Die Hard|2007; Taken|2008; Taken 2|2012; Speed|1994; Heat|1995; Con Air|1997;
The Rock|1996; Face/Off|1997; Bad Boys II|2003; Kill Bill: Vol. 1|2003; Kill Bill: Vol. 2|2004;
The Expendables|2010; Lethal Weapon|1987; John Wick|2014; Mad Max: Fury Road|2015; Sherlock Holmes|2009;
Sherlock Holmes: A Game of Shadows|2011; Salt|2010; The Equalizer|2014; Man on Fire|2004; Safe House|2012;
Point Break|1991; Ocean's Eleven|2001; Ocean's Twelve|2004; Ocean's Thirteen|2007; The Italian Job|2003;
Inside Man|2006; Drive|2011; Furious 7|2015; Fast Five|2011; The Fast and the Furious|2001;
Rush Hour|1998; Rush Hour 2|2001; Gladiator|2000; Spectre|2015"""),
    "fantasy": ([12, 14, 10751], 18.7, 2.2, ["magic", "wizard", "dragon", "quest", "treasure", "sword", "prophecy"], """
The Chronicles of Narnia: The Lion, the Witch and the Wardrobe|2005; The Chronicles of Narnia: Prince Caspian|2008;
Alice in Wonderland|2010; Maleficent|2014; Oz: The Great and Powerful|2013; Snow White and the Huntsman|2012;
Jack the Giant Slayer|2013; Prince of Persia: The Sands of Time|2010; The Mummy|1999; The Mummy Returns|2001;
Raiders of the Lost Ark|1981; Indiana Jones and the Kingdom of the Crystal Skull|2008; King Kong|2005;
The Golden Compass|2007; Percy Jackson & the Olympians: The Lightning Thief|2010; Clash of the Titans|2010;
Warcraft|2016; Stardust|2007; Hugo|2011; Jumanji|1995; Night at the Museum|2006;
Charlie and the Chocolate Factory|2005; Home Alone|1990; Paddington|2014; Star Wars|1977;
The Empire Strikes Back|1980; Return of the Jedi|1983"""),
    "animation": ([16, 10751, 35], 18.5, 1.8, ["friendship", "talking animal", "princess", "toy", "musical", "cartoon"], """
Tangled|2010; Frozen|2013; Up|2009; WALL·E|2008; Finding Nemo|2003; Monsters, Inc.|2001;
Monsters University|2013; The Incredibles|2004; Cars|2006; Cars 2|2011; Ratatouille|2007; Brave|2012;
Inside Out|2015; Zootopia|2016; Big Hero 6|2014; Wreck-It Ralph|2012; Kung Fu Panda|2008;
Kung Fu Panda 2|2011; Madagascar|2005; How to Train Your Dragon|2010; How to Train Your Dragon 2|2014;
Despicable Me|2010; Despicable Me 2|2013; Minions|2015; Ice Age|2002; The Lion King|1994; Aladdin|1992;
Beauty and the Beast|1991; The Little Mermaid|1989; Spirited Away|2001; Coraline|2009;
The Polar Express|2004; A Christmas Carol|2009; Rio|2011; Happy Feet|2006; Bolt|2008; The Lego Movie|2014;
Megamind|2010; Monsters vs Aliens|2009; Chicken Run|2000"""),
    "comedy": ([35], 17.2, 1.0, ["bachelor party", "high school", "road trip", "wedding", "buddy", "slacker", "parody"], """
The Hangover|2009; The Hangover Part II|2011; Superbad|2007; Anchorman: The Legend of Ron Burgundy|2004;
Step Brothers|2008; Bridesmaids|2011; Dumb and Dumber|1994; Meet the Parents|2000; Meet the Fockers|2004;
Wedding Crashers|2005; Ted|2012; 21 Jump Street|2012; 22 Jump Street|2014; Zoolander|2001; Borat|2006;
Mean Girls|2004; Napoleon Dynamite|2004; The 40 Year Old Virgin|2005; Knocked Up|2007;
Pineapple Express|2008; Tropic Thunder|2008; Groundhog Day|1993; Ghostbusters|1984; Liar Liar|1997;
Bruce Almighty|2003; Evan Almighty|2007; Elf|2003; Mrs. Doubtfire|1993; The Mask|1994;
Ace Ventura: Pet Detective|1994; American Pie|1999; Scary Movie|2000; Grown Ups|2010; Click|2006;
50 First Dates|2004; The Grand Budapest Hotel|2014; Little Miss Sunshine|2006; Juno|2007; Office Space|1999;
The Big Lebowski|1998; Hot Fuzz|2007; Shaun of the Dead|2004; Austin Powers: International Man of Mystery|1997;
Men in Black|1997; Men in Black II|2002; Men in Black 3|2012"""),
    "drama": ([18], 16.8, 1.0, ["biography", "prison", "based on true story", "loss of loved one", "sport", "coming of age", "journalism"], """
The Shawshank Redemption|1994; Forrest Gump|1994; The Godfather|1972; The Godfather: Part II|1974;
Fight Club|1999; Schindler's List|1993; The Green Mile|1999; American Beauty|1999; Good Will Hunting|1997;
The Social Network|2010; The Pursuit of Happyness|2006; Million Dollar Baby|2004; A Beautiful Mind|2001;
The King's Speech|2010; 12 Years a Slave|2013; The Revenant|2015; Birdman|2014; Whiplash|2014;
Slumdog Millionaire|2008; The Wolf of Wall Street|2013; Dead Poets Society|1989; Rain Man|1988;
Moneyball|2011; Boyhood|2014; Requiem for a Dream|2000; Into the Wild|2007; There Will Be Blood|2007;
Gran Torino|2008; The Blind Side|2009; Lincoln|2012; Spotlight|2015; The Theory of Everything|2014;
The Imitation Game|2014; Life of Pi|2012; Cast Away|2000; Babel|2006; Precious|2009; The Help|2011;
Argo|2012; Captain Phillips|2013; Philadelphia|1993; Out of the Blue|1980; Out of the Blue|2006"""),
    "crime": ([80, 53, 9648], 17.0, 1.2, ["serial killer", "detective", "mafia", "heist", "murder", "investigation", "corruption"], """
Pulp Fiction|1994; The Departed|2006; Se7en|1995; The Silence of the Lambs|1991; The Usual Suspects|1995;
Memento|2000; Gone Girl|2014; Shutter Island|2010; Zodiac|2007; Prisoners|2013; Reservoir Dogs|1992;
Goodfellas|1990; Scarface|1983; Casino|1995; Donnie Brasco|1997; L.A. Confidential|1997;
American Gangster|2007; Training Day|2001; The Town|2010; Collateral|2004; Fargo|1996; Sicario|2015;
Nightcrawler|2014; The Girl with the Dragon Tattoo|2011; Panic Room|2002; The Prestige|2006;
The Sixth Sense|1999; Mystic River|2003; Taxi Driver|1976; No Country for Old Men|2007; Black Swan|2010"""),
    "horror": ([27, 53], 15.5, 0.9, ["haunted house", "demon", "possession", "slasher", "ghost", "zombie", "found footage"], """
The Conjuring|2013; The Conjuring 2|2016; Insidious|2010; Insidious: Chapter 2|2013; Paranormal Activity|2007;
Paranormal Activity 2|2010; Saw|2004; Saw II|2005; Saw III|2006; The Exorcist|1973; The Shining|1980;
Halloween|1978; A Nightmare on Elm Street|1984; Scream|1996; Scream 2|1997; The Ring|2002; Sinister|2012;
Annabelle|2014; It Follows|2014; The Babadook|2014; The Cabin in the Woods|2012; 28 Days Later|2002;
Dawn of the Dead|2004; The Blair Witch Project|1999; The Texas Chain Saw Massacre|1974;
Friday the 13th|1980; The Others|2001; Final Destination|2000; Final Destination 2|2003; The Host|2006"""),
    "romance": ([18, 10749], 16.8, 1.1, ["love", "first love", "love letter", "marriage", "vampire", "musical", "period drama"], """
Titanic|1997; The Notebook|2004; Pride & Prejudice|2005; La La Land|2016; Notting Hill|1999;
Love Actually|2003; Pretty Woman|1990; Sleepless in Seattle|1993; You've Got Mail|1998;
When Harry Met Sally...|1989; Eternal Sunshine of the Spotless Mind|2004; Crazy, Stupid, Love.|2011;
The Fault in Our Stars|2014; Dirty Dancing|1987; Grease|1978; Moulin Rouge!|2001;
Silver Linings Playbook|2012; (500) Days of Summer|2009; About Time|2013; Before Sunrise|1995;
Fifty Shades of Grey|2015; Dear John|2010; The Vow|2012; Me Before You|2016; Mamma Mia!|2008;
Chicago|2002; Les Misérables|2012; The Great Gatsby|2013; Romeo + Juliet|1996; Atonement|2007;
Brokeback Mountain|2005; The Host|2013"""),
    "war": ([10752, 18, 36], 17.5, 1.1, ["world war ii", "soldier", "battle", "army", "sniper", "ancient rome", "cowboy"], """
Saving Private Ryan|1998; Black Hawk Down|2001; Pearl Harbor|2001; Hacksaw Ridge|2016; Fury|2014;
American Sniper|2014; Platoon|1986; Apocalypse Now|1979; Full Metal Jacket|1987; The Hurt Locker|2008;
Letters from Iwo Jima|2006; Braveheart|1995; Kingdom of Heaven|2005; 300|2006; 300: Rise of an Empire|2014;
The Last Samurai|2003; Unforgiven|1992; True Grit|2010; The Good, the Bad and the Ugly|1966;
Dances with Wolves|1990; The Hateful Eight|2015; 3:10 to Yuma|2007; The Magnificent Seven|2016;
Tombstone|1993; Gettysburg|1993; Master and Commander: The Far Side of the World|2003; Valkyrie|2008;
Enemy at the Gates|2001; Troy|2004; Inglourious Basterds|2009; Django Unchained|2012"""),
}
# franchises: the films share director, three leads and a keyword set
FRANCHISES = [
    ([28, 80, 18, 53], 19.0, 3.5, ["dc comics", "gotham city", "vigilante", "joker", "superhero"], """
Batman Begins|2005; The Dark Knight|2008; The Dark Knight Rises|2012"""),
    ([28, 12, 14], 18.8, 2.5, ["marvel comic", "spider", "new york city", "superhero", "masked vigilante"], """
Spider-Man|2002; Spider-Man 2|2004; Spider-Man 3|2007"""),
    ([28, 12, 14], 19.0, 2.0, ["marvel comic", "spider", "superhero", "high school", "reboot"], """
The Amazing Spider-Man|2012; The Amazing Spider-Man 2|2014"""),
    ([28, 12, 878], 18.9, 2.6, ["marvel comic", "tony stark", "armor", "superhero", "terrorist"], """
Iron Man|2008; Iron Man 2|2010; Iron Man 3|2013"""),
    ([28, 12, 878], 18.7, 2.0, ["marvel comic", "mutant", "superhero", "professor", "telepathy"], """
X-Men|2000; X2|2003; X-Men: The Last Stand|2006; X-Men: First Class|2011; X-Men: Days of Future Past|2014"""),
    ([12, 14, 28], 19.4, 2.4, ["pirate", "ship", "east india trading company", "captain", "curse"], """
Pirates of the Caribbean: The Curse of the Black Pearl|2003; Pirates of the Caribbean: Dead Man's Chest|2006;
Pirates of the Caribbean: At World's End|2007; Pirates of the Caribbean: On Stranger Tides|2011"""),
    ([12, 14, 10751], 19.0, 2.8, ["witch", "wizard", "school of witchcraft", "magic", "hogwarts"], """
Harry Potter and the Philosopher's Stone|2001; Harry Potter and the Chamber of Secrets|2002;
Harry Potter and the Prisoner of Azkaban|2004; Harry Potter and the Goblet of Fire|2005;
Harry Potter and the Order of the Phoenix|2007; Harry Potter and the Half-Blood Prince|2009;
Harry Potter and the Deathly Hallows: Part 1|2010; Harry Potter and the Deathly Hallows: Part 2|2011"""),
    ([12, 14, 28], 19.0, 2.7, ["elves", "dwarf", "orcs", "middle-earth (tolkien)", "ring"], """
The Lord of the Rings: The Fellowship of the Ring|2001; The Lord of the Rings: The Two Towers|2002;
The Lord of the Rings: The Return of the King|2003; The Hobbit: An Unexpected Journey|2012;
The Hobbit: The Desolation of Smaug|2013; The Hobbit: The Battle of the Five Armies|2014"""),
    ([28, 12, 878], 19.0, 2.0, ["robot", "autobots", "decepticons", "alien", "giant robot"], """
Transformers|2007; Transformers: Revenge of the Fallen|2009; Transformers: Dark of the Moon|2011;
Transformers: Age of Extinction|2014"""),
    ([28, 12, 878], 17.8, 2.2, ["dystopia", "virtual reality", "artificial intelligence", "kung fu", "chosen one"], """
The Matrix|1999; The Matrix Reloaded|2003; The Matrix Revolutions|2003"""),
    ([28, 53, 12], 18.4, 1.8, ["spy", "secret agent", "impossible mission", "double agent", "cia"], """
Mission: Impossible|1996; Mission: Impossible - Ghost Protocol|2011; Mission: Impossible - Rogue Nation|2015"""),
    ([28, 53, 9648], 18.0, 1.6, ["amnesia", "cia", "assassin", "conspiracy", "secret identity"], """
The Bourne Identity|2002; The Bourne Supremacy|2004; The Bourne Ultimatum|2007; Jason Bourne|2016"""),
    ([12, 28, 53], 18.9, 2.0, ["spy", "mi6", "british secret service", "secret agent", "casino"], """
Casino Royale|2006; Quantum of Solace|2008; Skyfall|2012"""),
    ([16, 10751, 35], 18.3, 2.2, ["toy", "cowboy", "friendship", "toy comes to life", "boy"], """
Toy Story|1995; Toy Story 2|1999; Toy Story 3|2010"""),
    ([16, 10751, 35], 18.3, 1.7, ["ogre", "donkey", "fairy tale", "princess", "dragon"], """
Shrek|2001; Shrek 2|2004; Shrek the Third|2007; Shrek Forever After|2010"""),
    ([878, 12, 53], 18.2, 2.6, ["dystopia", "female protagonist", "game", "rebellion", "archery"], """
The Hunger Games|2012; The Hunger Games: Catching Fire|2013; The Hunger Games: Mockingjay - Part 1|2014"""),
    ([12, 14, 10749], 17.6, 1.5, ["vampire", "werewolf", "high school", "forbidden love", "small town"], """
Twilight|2008; The Twilight Saga: New Moon|2009; The Twilight Saga: Eclipse|2010"""),
]
ACCLAIMED = {"The Shawshank Redemption", "The Godfather", "The Godfather: Part II", "Pulp Fiction",
             "Fight Club", "The Dark Knight", "Inception", "Forrest Gump", "Schindler's List",
             "Interstellar", "Spirited Away", "The Lord of the Rings: The Return of the King",
             "Whiplash", "The Green Mile", "Se7en", "The Silence of the Lambs", "Star Wars",
             "Goodfellas", "The Empire Strikes Back", "Saving Private Ryan", "The Matrix"}  # fmt: skip
FIRST_ROWS = {"Avatar": 237000000, "Pirates of the Caribbean: At World's End": 300000000,
              "Spectre": 245000000, "The Dark Knight Rises": 250000000, "John Carter": 260000000}  # fmt: skip


def parse(block):
    out = []
    for item in block.replace("\n", " ").split(";"):
        t, y = item.strip().rsplit("|", 1)
        out.append((t, int(y)))
    return out


def jdump(items):
    return json.dumps(items)


def main() -> None:
    rng = np.random.default_rng(seeded(5000))
    people = [f"{f} {l}" for f in FIRST for l in LAST]
    person_id = {name: 1000 + i * 37 for i, name in enumerate(people)}
    all_kw = sorted(set(COMMON_KW + [k for g in GROUPS.values() for k in g[3]] + [k for f in FRANCHISES for k in f[3]]))
    kw_id = {k: 300 + i * 53 for i, k in enumerate(all_kw)}

    specs = []  # (title, year, genre ids, keywords, director, leads, log-budget mean, popularity factor)
    for genre_ids, lb, pf, kws, block in FRANCHISES:
        director = people[rng.integers(len(people))]
        leads = [str(p) for p in rng.choice(people, 3, replace=False)]
        for t, year in parse(block):
            extra = [str(k) for k in rng.choice(COMMON_KW, int(rng.integers(0, 3)), replace=False)]
            specs.append((t, year, genre_ids, kws + extra, director, leads, lb, pf))
    for genre_ids, lb, pf, pool, block in GROUPS.values():
        for t, year in parse(block):
            g = list(genre_ids[:1]) + [int(x) for x in genre_ids[1:] if rng.uniform() < 0.6]
            if rng.uniform() < 0.25:
                g.append(int(rng.choice(list(GENRES))))
            g = list(dict.fromkeys(g))
            kws = [str(k) for k in rng.choice(pool, int(rng.integers(1, 4)), replace=False)]
            kws += [str(k) for k in rng.choice(COMMON_KW, int(rng.integers(0, 3)), replace=False)]
            specs.append((t, year, g, kws, people[rng.integers(len(people))],
                          [str(p) for p in rng.choice(people, 3, replace=False)], lb, pf))

    order = rng.permutation(len(specs))
    ids = rng.choice(np.arange(5, 420000), len(specs), replace=False)
    movies, credits = [], []
    for j, i in enumerate(order):
        title, year, genre_ids, kws, director, leads, lb, pf = specs[i]
        mid = int(ids[j])
        genres = [{"id": int(g), "name": GENRES[int(g)]} for g in genre_ids]
        keywords = [{"id": kw_id[str(k)], "name": str(k)} for k in dict.fromkeys(kws)]
        n_cast = int(rng.integers(4, 7))
        others = [str(p) for p in rng.choice(people, n_cast + 3, replace=False) if p not in leads][: n_cast - 3]
        cast = [{"cast_id": int(rng.integers(1, 60)), "character": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
                 "credit_id": "%012x%012x" % (int(rng.integers(0x52f000000000, 0x5a0000000000)), int(rng.integers(0, 16**12))), "gender": int(rng.integers(0, 3)),
                 "id": person_id[p], "name": p, "order": k}
                for k, p in enumerate(list(leads) + others)]
        crew_people = [director] + [str(p) for p in rng.choice(people, 2, replace=False)]
        crew = [{"credit_id": "%012x%012x" % (int(rng.integers(0x52f000000000, 0x5a0000000000)), int(rng.integers(0, 16**12))), "department": d, "gender": int(rng.integers(0, 3)),
                 "id": person_id[p], "job": job, "name": p}
                for p, (d, job) in zip(crew_people, [("Directing", "Director"), ("Writing", "Screenplay"),
                                                     ("Production", "Producer")])]
        rng.shuffle(crew)
        if title in ACCLAIMED:
            vote_count = int(min(np.round(np.exp(rng.normal(9.1, 0.35))), 13752))
            vote_average = round(float(rng.normal(8.2, 0.15)), 1)
        else:
            vote_count = int(min(np.round(np.exp(rng.normal(6.8 + 0.4 * np.log(pf), 0.9))), 13752))
            vote_average = round(float(np.clip(rng.normal(6.5, 0.7), 3.5, 7.9)), 1)
        if title in FIRST_ROWS:
            budget = FIRST_ROWS[title]
        else:
            budget = int(np.round(min(np.exp(rng.normal(lb, 0.5)), 2.3e8), -5)) if rng.uniform() > 0.05 else 0
        revenue = int(min(budget * np.exp(rng.normal(1.0, 0.7)), 2.8e9)) if budget and rng.uniform() > 0.05 else 0
        overview = (f"A {rng.choice(ROLES)} must {rng.choice(VERBS)} {rng.choice(OBJECTS)} before "
                    f"{rng.choice(THREATS)}.")
        movies.append({
            "budget": budget,
            "genres": jdump(genres),
            "homepage": f"http://www.{''.join(c for c in title.lower() if c.isalnum())}movie.com/" if rng.uniform() < 0.35 else "",
            "id": mid,
            "keywords": jdump(keywords),
            "original_language": "en",
            "original_title": title,
            "overview": overview if rng.uniform() > 0.006 else "",
            "popularity": round(float(pf * np.exp(rng.normal(3.0, 0.8))), 6),
            "production_companies": jdump([{"name": f"{rng.choice(LAST)} Pictures", "id": int(rng.integers(1, 90000))}]),
            "production_countries": jdump([{"iso_3166_1": "US", "name": "United States of America"}]),
            "release_date": f"{year}-{int(rng.integers(1, 13)):02d}-{int(rng.integers(1, 29)):02d}",
            "revenue": revenue,
            "runtime": float(rng.integers(82, 165)),
            "spoken_languages": jdump([{"iso_639_1": "en", "name": "English"}]),
            "status": "Released",
            "tagline": "",
            "title": title,
            "vote_average": vote_average,
            "vote_count": vote_count,
        })
        credits.append({"movie_id": mid, "title": title, "cast": jdump(cast), "crew": jdump(crew)})
    m = pd.DataFrame(movies)
    first = m["title"].map({t: k for k, t in enumerate(FIRST_ROWS)})
    m = m.assign(_f=first.fillna(len(FIRST_ROWS))).sort_values(["_f", "budget"], ascending=[True, False], kind="stable")
    m = m.drop(columns="_f")
    m["overview"] = m["overview"].replace("", np.nan)
    c = pd.DataFrame(credits).set_index("movie_id").loc[m["id"]].reset_index()
    OUT.mkdir(exist_ok=True)
    m.to_csv(OUT / "tmdb_5000_movies.csv", index=False)
    c.to_csv(OUT / "tmdb_5000_credits.csv", index=False)


if __name__ == "__main__":
    main()
