"""Synthetic movie reviews in the layout of Kaggle's 'IMDB Dataset of 50K Movie Reviews'.

Two columns, review and sentiment ('positive'/'negative'), reviews with the site's <br /> line
breaks, mixed case and punctuation. Reviews are put together from opinion, plot and aside
sentences; positive reviews lean on praise and negative ones on complaints, each with some
sentences of the other polarity. A subset of 1600 rows. Writes "data/IMDB Dataset.csv" beside
this file from a fixed seed; re-running reproduces every byte.
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
N = 1600

FIRST = ["John", "Michael", "Robert", "Meryl", "Kevin", "Julia", "Tom", "Nicole", "Bruce", "Sandra",
         "Denzel", "Kate", "Brad", "Emma", "Samuel", "Cate", "Harrison", "Jodie", "Gene", "Diane"]
LAST = ["Smith", "Keaton", "Walken", "Streep", "Spacey", "Roberts", "Hanks", "Kidman", "Willis",
        "Bullock", "Washington", "Winslet", "Pitt", "Thompson", "Jackson", "Blanchett", "Ford",
        "Foster", "Hackman", "Lane"]
ROLE = ["young woman", "retired cop", "small town doctor", "struggling writer", "group of teenagers",
        "lonely farmer", "former soldier", "single mother", "con artist", "high school teacher",
        "newspaper reporter", "family", "scientist", "detective", "boxer"]
ACTION = ["tries to find her missing sister", "gets caught up in a bank robbery",
          "moves back to his home town", "falls in love with the wrong person",
          "discovers a secret about his father", "has to survive one night in the woods",
          "is hunted by a serial killer", "wants to win one last fight",
          "opens a restaurant in Paris", "travels across the country to a funeral",
          "investigates a series of strange murders", "inherits an old house"]
GENRE = ["horror movie", "comedy", "drama", "thriller", "western", "romance", "war film",
         "sci-fi movie", "crime film", "family film", "musical", "documentary"]
POS = [
    "This is one of the best {g}s I have seen in years.",
    "{a} gives a brilliant performance and carries the whole film.",
    "The acting is superb and the script is smart and funny.",
    "I loved every minute of it.",
    "A beautiful, moving film with a wonderful soundtrack.",
    "The direction is excellent and the photography is gorgeous.",
    "Highly recommended, a real gem.",
    "It is a masterpiece, plain and simple.",
    "I was laughing out loud and my wife cried at the end, great stuff.",
    "The chemistry between {a} and {b} is fantastic.",
    "Definitely worth watching, I will buy it on DVD.",
    "One of my all time favorites, 10/10.",
    "The story is touching and the characters feel real.",
    "Amazing movie, the kind they don't make anymore.",
    "Great cast, great story, perfect ending.",
    "I enjoyed it much more than I expected.",
]
NEG = [
    "This is one of the worst {g}s I have ever seen.",
    "{a} is terrible in this and looks bored the whole time.",
    "The acting is awful and the dialogue is laughable.",
    "What a waste of time and money.",
    "Boring, predictable and far too long.",
    "The plot makes no sense at all and the ending is stupid.",
    "Avoid this one, seriously.",
    "I have no idea how this got made, it is a mess.",
    "I fell asleep halfway through and did not miss anything.",
    "Poor script, poor direction, poor everything. 1/10.",
    "Even {a} and {b} can not save this disaster.",
    "The worst movie of the year, don't bother.",
    "The characters are flat and I did not care about any of them.",
    "Cheap special effects and a lazy, dull story.",
    "I wanted to like it but it was just bad.",
    "Total garbage, I want those two hours back.",
]
NEUTRAL = [
    "The story follows a {r} who {x}.",
    "{a} plays a {r} who {x}.",
    "I watched it on TV last night with my brother.",
    "I rented this because {a} was in it.",
    "It was released in {y} and I saw it in the cinema back then.",
    "The film is about a {r} who {x}, and {b} plays the friend.",
    "Some of my friends told me to watch this {g}.",
    "It is based on a novel I have not read.",
    "The first half hour is mostly setup.",
    "There is a subplot with {b} that goes nowhere.",
    "It runs about two hours.",
    "I saw the original version years ago.",
]
ADJ = ["long", "final", "opening", "famous", "strange", "quiet", "violent", "funny", "awkward", "dark",
       "silly", "romantic", "tense", "clumsy", "slow", "big", "little", "weird", "sad", "loud", "cheesy",
       "creepy", "gory", "brief", "musical", "animated", "endless", "unexpected", "obvious", "typical"]
NOUN = ["car chase", "dinner scene", "dance number", "flashback", "fight", "shootout", "wedding",
        "love story", "voice over", "soundtrack", "monologue", "twist", "cameo", "montage", "dream sequence",
        "courtroom scene", "train sequence", "party scene", "storm", "funeral", "interrogation", "heist",
        "opening credits", "sex scene", "argument", "reunion", "phone call", "escape", "explosion", "kiss"]
PLACE = ["the hospital", "the kitchen", "the desert", "New York", "a motel", "the forest", "the school",
         "the church", "the prison", "the beach", "London", "a spaceship", "the basement", "a small village",
         "the airport", "the casino", "the farm", "Tokyo", "the subway", "a boat", "the mountains", "Texas"]
ASIDE = [
    "The {j} {n} in {p} is something else.",
    "There is a {j} {n} in {p} that I still remember.",
    "Watch out for the {j} {n} near the end.",
    "Most of it takes place in {p}.",
    "The {n} in {p} reminded me of an old {g}.",
    "My favourite part is the {n}, it is so {j}.",
    "Why does everyone in {p} act like this?",
    "The {j} {n} goes on forever.",
]
MIXED_POS = ["The middle part drags a bit, but it does not matter.", "Not perfect, the ending is a little rushed."]
MIXED_NEG = ["The music is nice, I guess.", "{a} tries hard, to be fair."]
ODD = ["Kubrickian", "Tarkovsky", "Cassavetes", "zombiefest", "overacted", "Hitchcockian",
       "mumblecore", "Ozu", "Bergmanesque", "Fassbinder", "gialli", "Kurosawa", "sharknado",
       "Lynchian", "noirish", "Truffaut", "bollywood", "Herzog", "Altmanesque", "Godardian"]


def name(rng):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def review(rng, positive, allow_odd):
    fill = lambda s: s.format(a=name(rng), b=name(rng), r=rng.choice(ROLE), x=rng.choice(ACTION),
                              g=rng.choice(GENRE), y=int(rng.integers(1972, 2009)),
                              j=rng.choice(ADJ), n=rng.choice(NOUN), p=rng.choice(PLACE))  # noqa: E731
    own, other = (POS, NEG) if positive else (NEG, POS)
    n_op = int(rng.integers(2, 7))
    sents = [fill(rng.choice(NEUTRAL)) for _ in range(int(rng.integers(1, 6)))]
    sents += [fill(rng.choice(own)) for _ in range(n_op)]
    sents += [fill(rng.choice(ASIDE)) for _ in range(int(rng.integers(0, 5)))]
    if rng.uniform() < 0.35:
        sents.append(fill(rng.choice(other)))
    if rng.uniform() < 0.3:
        sents.append(fill(rng.choice(MIXED_POS if positive else MIXED_NEG)))
    order = rng.permutation(len(sents))
    sents = [sents[i] for i in order]
    if allow_odd and rng.uniform() < 0.25:
        k = int(rng.integers(0, len(sents)))
        sents[k] = sents[k].rstrip(".") + f", very {rng.choice(ODD)}."
    paras, cur = [], []
    for s in sents:
        cur.append(s)
        if rng.uniform() < 0.25:
            paras.append(" ".join(cur))
            cur = []
    if cur:
        paras.append(" ".join(cur))
    text = "<br /><br />".join(paras)
    if rng.uniform() < 0.08:
        text = text.upper() if rng.uniform() < 0.3 else text + "!!!"
    return text


def main() -> None:
    rng = np.random.default_rng(seeded(50000))
    sentiment = rng.choice(["positive", "negative"], N)
    rows = []
    for i, s in enumerate(sentiment):
        rows.append(review(rng, s == "positive", allow_odd=i < int(N * 0.75)))
    # character names and titles: rarely repeated words, in the first part of the file
    syl = ["ka", "lo", "mir", "dan", "te", "vo", "ris", "an", "bel", "cor", "du", "fen", "gar", "hol", "is",
           "jun", "kel", "lam", "mo", "nor", "ost", "pe", "quin", "ra", "sel", "tor", "ul", "vic", "wen", "zo"]
    made_up = lambda k: "".join(rng.choice(syl, k)).capitalize()  # noqa: E731
    for i in rng.choice(int(N * 0.75), size=700, replace=False):
        form = rng.integers(0, 3)
        if form == 0:
            rows[i] = f"{made_up(3)} strikes again. " + rows[i]
        elif form == 1:
            rows[i] = f"The character {made_up(2)} {made_up(3)} is {rng.choice(ADJ)}. " + rows[i]
        else:
            rows[i] = f"Also known as {made_up(2)} {made_up(3)} in some countries. " + rows[i]
    frame = pd.DataFrame({"review": rows, "sentiment": sentiment})
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "IMDB Dataset.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
