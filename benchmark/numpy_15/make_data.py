"""Synthetic Restaurant_Reviews.tsv in the shape of the well-known restaurant reviews NLP dataset.

1000 one- or two-sentence reviews with a `Liked` flag (1 = liked), tab separated, reviews
containing literal double quotes (why people read it with quoting=3). Reviews are drawn from
hand-written sentence templates; some mix praise and complaints and a few labels disagree with
the text, as in the original. Writes data/Restaurant_Reviews.tsv beside this file from a fixed
seed; re-running reproduces every byte.
"""

import argparse
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

NEUTRAL = [
    "We came in around {hour}pm on a {day}.", "It was my first time here.", "Parking was easy to find.",
    "Came here with my {who} for {occasion}.", "We ordered the {food} and the {food2}.",
    "They just opened a second location downtown.", "The menu is pretty big.", "It was packed.",
    "We sat on the patio.", "I had the {food}, my {who} had the {food2}.", "Prices are about average.",
    "They take reservations.", "It is right next to the {place}.", "I had heard mixed things.",
]  # fmt: skip
WHO = ["wife", "husband", "boyfriend", "girlfriend", "mom", "dad", "kids", "friends", "coworkers",
       "sister", "brother", "family", "roommate"]  # fmt: skip
OCCASION = ["my birthday", "lunch", "brunch", "dinner", "happy hour", "our anniversary", "a date",
            "a quick bite", "breakfast", "a work lunch", "late night food"]  # fmt: skip
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
PLACES = ["mall", "movie theater", "casino", "hotel", "train station", "stadium", "gym",
          "university", "airport", "park"]  # fmt: skip

FOODS = ["burger", "fries", "pizza", "pasta", "sushi", "steak", "salmon", "chicken", "tacos",
         "salad", "soup", "pho", "ribs", "sandwich", "bread", "wings", "curry", "ramen", "eggs",
         "pancakes", "coffee", "lobster", "nachos", "burrito", "dessert", "crust", "shrimp",
         "meatloaf", "gyro", "falafel", "hummus", "brisket", "pork chop", "fish tacos", "lasagna",
         "calamari", "dumplings", "fried rice", "pad thai", "burger bun", "milkshake", "cheesecake",
         "tiramisu", "clam chowder", "garlic bread", "onion rings", "mac and cheese", "veggie burger",
         "chicken wings", "pulled pork", "bacon", "waffles", "french toast", "latte", "margarita",
         "sangria", "beer", "wine", "tuna roll", "spring rolls", "tofu", "bibimbap", "enchiladas"]  # fmt: skip
GOOD = ["amazing", "delicious", "excellent", "fantastic", "tasty", "perfect", "awesome", "great",
        "incredible", "yummy", "outstanding", "wonderful", "good", "fresh", "flavorful", "crispy",
        "juicy", "tender", "authentic", "phenomenal", "spot on", "to die for", "legit", "solid"]  # fmt: skip
BAD = ["bland", "awful", "terrible", "disgusting", "overcooked", "dry", "soggy", "mediocre",
       "tasteless", "gross", "undercooked", "horrible", "greasy", "stale", "cold", "rubbery",
       "burnt", "watery", "lukewarm", "inedible", "salty", "chewy", "mushy", "sad", "meh"]  # fmt: skip
STAFF = ["The waitress", "The server", "Our waiter", "The staff", "The manager", "The bartender",
         "The owner", "Our server", "The cashier", "The host", "The chef", "Our bartender"]  # fmt: skip

POSITIVE = [
    "The {food} was {good}.", "Loved the {food}.", "{staff} was super friendly and attentive.",
    "Great place for a quick lunch.", "Will definitely be coming back!", "Highly recommend the {food}.",
    "Best {food} I have had in a long time.", "Everything we ordered was {good}.",
    "The atmosphere is cozy and the prices are fair.", "{staff} was so nice and the food came out fast.",
    "Portions were huge and {good}.", "I'm a fan of this place.", "The {food} was cooked perfectly.",
    "Fresh ingredients and great flavor.", "Such a nice find, ten out of ten.", "The desserts are to die for.",
    "Wow... the {food} was {good}!", "Friendly staff and a clean dining room.", "Good value for the money.",
    "Really enjoyed our dinner here.", "The {food} and the {food2} were both {good}.",
    "This is my new favorite spot.", "{staff} made us feel at home.", "Great service!",
    "I would eat here every day if I could.", "The {food} is a must try.", "Very {good} {food}!",
    "Definately worth the drive.", "Their \"secret sauce\" really is {good}.", "Love this place.",
    "Quick, friendly and {good}.", "The {food} melted in my mouth.", "5 stars for the {food}.",
]  # fmt: skip
NEGATIVE = [
    "The {food} was {bad}.", "{staff} was rude and slow.", "Waited {n} minutes for our food.",
    "Will not be back.", "Not worth the price.", "The {food} was cold and {bad}.",
    "Very disappointed with the {food}.", "Never again.", "Overpriced and the portions were tiny.",
    "The place was dirty and smelled bad.", "Our order was wrong twice.",
    "I wouldn't recommend this place to anyone.", "The {food} was not fresh.",
    "Worst {food} I have ever had.", "Not good at all.", "The {food} had no flavor.",
    "Service was terrible.", "Too salty and way too greasy.", "I got sick after eating the {food}.",
    "Don't waste your time.", "The {food} was not {good} at all.", "{staff} ignored us the whole night.",
    "The {food} was {bad} and the {food2} was even worse.", "Nothing special, pretty {bad} actually.",
    "We had to ask three times for water.", "The so called \"fresh\" {food} was {bad}.",
    "Bad food, bad service.", "{staff} forgot our order.", "Crust is not good.",
    "The {food} tasted like it was microwaved.", "Not {good}, just {bad}.", "Huge disappointment.",
    "Way too expensive for {bad} {food}.",
]  # fmt: skip


def review_text(rng: np.random.Generator, liked: int) -> str:
    own, other = (POSITIVE, NEGATIVE) if liked else (NEGATIVE, POSITIVE)
    n_clauses = rng.choice([1, 2, 3], p=[0.5, 0.4, 0.1])
    parts = [own[rng.integers(len(own))] for _ in range(n_clauses)]
    if rng.uniform() < 0.15:  # mixed feelings
        parts.insert(rng.integers(len(parts) + 1), other[rng.integers(len(other))])
    if rng.uniform() < 0.45:  # some context
        parts.insert(rng.integers(len(parts) + 1), NEUTRAL[rng.integers(len(NEUTRAL))])
    filled = []
    for part in parts:
        food, food2 = rng.choice(FOODS, 2, replace=False)
        filled.append(part.format(food=food, food2=food2, good=rng.choice(GOOD), bad=rng.choice(BAD),
                                  staff=rng.choice(STAFF), n=rng.choice([30, 40, 45, 50, 60, 90]),
                                  hour=rng.integers(5, 10), day=rng.choice(DAYS), who=rng.choice(WHO),
                                  occasion=rng.choice(OCCASION), place=rng.choice(PLACES)))  # fmt: skip
    text = " ".join(filled)
    return text[0].upper() + text[1:]


def main() -> None:
    rng = np.random.default_rng(seeded(2024))
    liked = rng.permutation(np.repeat([0, 1], 500))
    rows = ["Review\tLiked"]
    for label in liked:
        text = review_text(rng, int(label))
        shown = 1 - label if rng.uniform() < 0.08 else label  # a few labels disagree with the text
        rows.append(f"{text}\t{shown}")
    OUT.mkdir(exist_ok=True)
    (OUT / "Restaurant_Reviews.tsv").write_text("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
