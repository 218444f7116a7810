"""Synthetic movie reviews in the shape of Kaggle's "IMDB Dataset of 50K Movie Reviews".

Writes data/IMDB Dataset.csv (columns `review`, `sentiment` with values positive/negative)
beside this file from a fixed seed. Like the real file, reviews are raw text with HTML line
breaks (`<br /><br />`), capitals, punctuation, quotes and a score such as "7/10" here and
there; a minority of sentences point the other way from the review's label. Re-running
reproduces every byte.
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

SEED = seeded(50_000)
N_REVIEWS = 1400
OUT = Path(__file__).resolve().parent / "data"

ACTORS = ["Tom Hanks", "Meryl Streep", "Nicolas Cage", "Jennifer Aniston", "Bruce Willis",
          "Sandra Bullock", "Steven Seagal", "Julia Roberts", "Al Pacino", "Jim Carrey",
          "Kevin Costner", "Sigourney Weaver", "Christopher Walken", "Drew Barrymore"]  # fmt: skip
GENRES = ["horror movie", "comedy", "thriller", "western", "romantic comedy", "war film",
          "sci-fi flick", "drama", "musical", "documentary", "action movie", "cartoon"]  # fmt: skip
WHO = ["my wife", "my husband", "my kids", "a friend", "my girlfriend", "my dad", "the family"]
WHEN = ["last night", "on TV yesterday", "at a festival", "on DVD", "years ago", "on cable",
        "in the theater back in 1998", "on a rainy Sunday", "at 2am"]  # fmt: skip
PLOT = [
    "The story is about a {noun} who {verb}.",
    "It follows a young {noun} who {verb} and of course falls in love along the way.",
    "Basically a {noun} {verb}, and that's the whole plot.",
    "The plot ( if you can call it that ) has a {noun} who {verb}.",
    "A retired {noun} {verb} while the town tries to stop him.",
]
NOUN = ["cop", "teacher", "vampire", "farmer", "journalist", "soldier", "boxer", "nurse",
        "detective", "musician", "alien", "priest", "lawyer", "scientist"]  # fmt: skip
VERB = ["moves to a small town", "tries to save his family", "goes back to his home country",
        "has to solve a murder", "finds a strange box in the basement", "wants revenge",
        "gets lost in the desert", "starts a band", "is haunted by the past"]  # fmt: skip
FILLER = [
    "It was directed by the same guy who did the sequel.",
    "The film runs almost two hours.",
    "I had read the book before watching it.",
    "It was shot in Canada although it is supposed to be New York.",
    "Most of the cast were unknown at the time.",
    "There is a subplot with the brother that goes nowhere.",
    "The DVD has some deleted scenes.",
    "It was made in 1987 on a small budget.",
    "The music is by a composer I had never heard of.",
    "My copy was dubbed in English.",
]
POS = [
    "The acting is {good} and {actor} is {good} as always.",
    "One of the {best} films I have seen in years!",
    "I loved every minute of it.",
    "The script is smart and funny, the dialogue feels real.",
    "Beautiful photography and a {good} soundtrack.",
    "It made me laugh and cry, what more can you ask for?",
    "{actor} gives a {good} performance.",
    "A {good} {genre} with a great ending.",
    "I would happily watch it again, highly recommended.",
    "The characters are well written and you really care about them.",
    "Definitely a must see, a real classic.",
    "This is how a {genre} should be made.",
    "Great cast, great direction, great everything.",
    "It holds up really well even today.",
]
NEG = [
    "The acting is {bad} and {actor} looks bored.",
    "One of the {worst} films I have ever seen.",
    "I wanted my two hours back.",
    "The script is lazy and the dialogue is laughable.",
    "The special effects are {bad}, it looks like it was shot on a phone.",
    "Nothing happens for the first hour and then it just ends.",
    "{actor} gives a {bad} performance.",
    "A {bad} {genre} that wastes a good idea.",
    "Do not waste your money on this one.",
    "The characters are stupid and you stop caring after ten minutes.",
    "Avoid at all costs, seriously.",
    "I fell asleep halfway through.",
    "The ending makes no sense at all.",
    "Boring, predictable and way too long.",
]
GOOD = ["great", "excellent", "wonderful", "brilliant", "amazing", "superb", "fantastic"]
BAD = ["awful", "terrible", "horrible", "dreadful", "poor", "laughable", "pathetic"]
BEST = ["best", "finest", "most enjoyable"]
WORST = ["worst", "dullest", "most boring", "stupidest"]


def fill(rng: np.random.Generator, template: str) -> str:
    return template.format(
        good=rng.choice(GOOD), bad=rng.choice(BAD), best=rng.choice(BEST), worst=rng.choice(WORST),
        actor=rng.choice(ACTORS), genre=rng.choice(GENRES), noun=rng.choice(NOUN),
        verb=rng.choice(VERB), who=rng.choice(WHO), when=rng.choice(WHEN),
    )  # fmt: skip


def shout(rng: np.random.Generator, sentence: str) -> str:
    roll = rng.uniform()
    if roll < 0.06:
        return sentence.upper()
    if roll < 0.14:
        return sentence.rstrip(".!") + "!!!"
    if roll < 0.18:
        return sentence.rstrip(".") + "..."
    return sentence


def review(rng: np.random.Generator, positive: bool) -> str:
    own, other = (POS, NEG) if positive else (NEG, POS)
    n_sent = int(np.clip(rng.lognormal(2.3, 0.55), 3, 45))
    opener = rng.choice([
        f"I saw this movie {rng.choice(WHEN)} with {rng.choice(WHO)}.",
        f"I watched this {rng.choice(GENRES)} {rng.choice(WHEN)}.",
        "I don't usually write reviews but I had to for this one.",
        f"I rented this because of {rng.choice(ACTORS)}.",
        "Where do I even start.",
        "",
    ])  # fmt: skip
    sentences = [opener] if opener else []
    for _ in range(n_sent):
        roll = rng.uniform()
        if roll < 0.40:
            template = rng.choice(own)
        elif roll < 0.52:
            template = rng.choice(other)
        elif roll < 0.72:
            template = rng.choice(PLOT)
        else:
            template = rng.choice(FILLER)
        sentences.append(shout(rng, fill(rng, template)))
    if rng.uniform() < 0.35:
        score = rng.integers(7, 11) if positive else rng.integers(1, 5)
        sentences.append(f"{score}/10")
    paragraphs, current = [], []
    for sentence in sentences:
        current.append(sentence)
        if rng.uniform() < 0.18:
            paragraphs.append(" ".join(current))
            current = []
    if current:
        paragraphs.append(" ".join(current))
    return "<br /><br />".join(paragraphs)


def main() -> None:
    rng = np.random.default_rng(SEED)
    labels = rng.uniform(size=N_REVIEWS) < 0.5
    frame = pd.DataFrame(
        {
            "review": [review(rng, bool(p)) for p in labels],
            "sentiment": np.where(labels, "positive", "negative"),
        }
    )
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "IMDB Dataset.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
