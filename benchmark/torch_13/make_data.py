"""Synthetic reviews in the layout of Kaggle's 'Women's E-Commerce Clothing Reviews'.

Same file name and columns as the original (an unnamed index column, Clothing ID, Age, Title,
Review Text, Rating 1-5, Recommended IND, Positive Feedback Count, Division/Department/Class
Name). Ratings are skewed towards 5 as in the original; the text is put together from sentences
that lean with the rating, plus sizing remarks; some reviews have no title and a few no text.
Writes "data/Womens Clothing E-Commerce Reviews.csv" beside this file from a fixed seed;
re-running reproduces every byte.
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
N = 2400

CLASSES = {  # class -> (department, division)
    "Dresses": ("Dresses", "General"), "Knits": ("Tops", "General"), "Blouses": ("Tops", "General"),
    "Sweaters": ("Tops", "General Petite"), "Pants": ("Bottoms", "General"), "Jeans": ("Bottoms", "General Petite"),
    "Fine gauge": ("Tops", "General"), "Skirts": ("Bottoms", "General"), "Jackets": ("Jackets", "General"),
    "Lounge": ("Intimate", "Initmates"), "Swim": ("Intimate", "Initmates"), "Outerwear": ("Jackets", "General Petite"),
}
ITEM = {"Dresses": "dress", "Knits": "top", "Blouses": "blouse", "Sweaters": "sweater", "Pants": "pants",
        "Jeans": "jeans", "Fine gauge": "sweater", "Skirts": "skirt", "Jackets": "jacket", "Lounge": "top",
        "Swim": "suit", "Outerwear": "coat"}
COLORS = ["blue", "navy", "black", "white", "red", "green", "grey", "pink", "coral", "olive", "ivory", "burgundy"]
SENT = {
    5: ["I love this {i}!", "Absolutely gorgeous, fits perfectly.", "The fabric is so soft and comfortable.",
        "I got so many compliments the first time I wore it.", "Bought it in two colors, that is how much I love it.",
        "Perfect for work or a night out.", "Great quality, it will last for years.", "Flattering on my figure, love love love.",
        "Stunning {c}, even prettier in person.", "Highly recommend, a wardrobe staple."],
    4: ["Really cute {i}, I just wish it were a bit longer.", "Nice quality but it runs a little big, I sized down.",
        "Pretty {c} and a nice fit overall.", "Comfortable and cute, a bit pricey though.",
        "I like it, the material is a little thin but still nice.", "Good {i}, the sleeves are slightly long."],
    3: ["The color is pretty but the fit is strange.", "It's okay for the price, nothing special.",
        "I wanted to love it but the cut is unflattering on me.", "Not sure if I will keep it.",
        "The {c} looks different than online.", "Decent, but the fabric wrinkles easily."],
    2: ["The fabric is thin and see-through.", "Disappointed, the length was way too short.",
        "Very boxy and shapeless on me.", "Poor quality for this price.", "The seams were already coming apart.",
        "It looked cheap, going back."],
    1: ["Returned it immediately.", "Terrible quality, it fell apart after one wash.", "Looked nothing like the picture.",
        "Awful fit, huge in the chest and tight everywhere else.", "Total waste of money.",
        "Worst purchase I have made here, so disappointed."],
}
NEUTRAL = ["I'm 5'{h}\" and {w} lbs and ordered a {s}.", "I usually wear a size {n}.", "I ordered the {c} one.",
           "I bought this for a wedding.", "I tried it on in the store.", "I ordered my usual size.",
           "The {i} is lined.", "I am petite and got the regular size."]
TITLES = {5: ["Love it!", "Gorgeous", "Perfect {i}", "Beautiful", "Obsessed"],
          4: ["Cute", "Nice {i}", "Pretty", "Almost perfect"],
          3: ["Just ok", "So so", "Meh", "Not for me"],
          2: ["Disappointed", "Cheap fabric", "Runs small"],
          1: ["Returned", "Awful", "Terrible quality"]}

GENERIC = ["Summer {i}", "{i}", "Nice", "Great", "Cute but", "Fit", "Sizing", "Color", "Not what i expected",
           "Beautiful color", "Runs large"]


def main() -> None:
    rng = np.random.default_rng(seeded(23486))
    rating = rng.choice([1, 2, 3, 4, 5], N, p=[0.04, 0.07, 0.13, 0.22, 0.54])
    klass = rng.choice(list(CLASSES), N, p=[.27, .21, .13, .06, .06, .05, .05, .04, .03, .04, .03, .03])
    texts, titles = [], []
    for r, k in zip(rating, klass):
        fill = lambda s: s.format(i=ITEM[k], c=rng.choice(COLORS), h=int(rng.integers(0, 11)),  # noqa: E731
                                  w=int(rng.integers(105, 190)), s=rng.choice(["xs", "small", "medium", "large", "0", "2", "4", "6"]),
                                  n=int(rng.choice([0, 2, 4, 6, 8, 10, 12, 14])))
        near = 4 if r == 5 else 2 if r == 1 else int(r + rng.choice([-1, 1]))
        own = [fill(s) for s in rng.choice(SENT[r], int(rng.integers(1, 3)), replace=False)]
        other = [fill(rng.choice(SENT[near])) for _ in range(int(rng.choice([0, 1, 1, 2])))]
        neutral = [fill(rng.choice(NEUTRAL)) for _ in range(int(rng.integers(0, 3)))]
        sents = own + other + neutral
        texts.append(" ".join(sents[i] for i in rng.permutation(len(sents))))
        u = rng.uniform()
        title = TITLES[r] if u < 0.4 else TITLES[near] if u < 0.6 else GENERIC
        titles.append(fill(rng.choice(title)) if u < 0.84 else np.nan)
    # people do not rate consistently with what they write
    shifted = rating + rng.choice([-1, 1], N)
    shifted = np.where(shifted < 1, 2, np.where(shifted > 5, 4, shifted))
    rating = np.where(rng.uniform(size=N) < 0.1, shifted, rating)
    texts = np.array(texts, dtype=object)
    texts[rng.uniform(size=N) < 0.03] = np.nan
    recommended = np.where(rating >= 4, rng.uniform(size=N) < 0.97, rng.uniform(size=N) < np.where(rating == 3, 0.45, 0.05)).astype(int)
    frame = pd.DataFrame({
        "Clothing ID": rng.integers(0, 1206, N),
        "Age": np.clip(np.round(rng.normal(43, 12, N)), 18, 94).astype(int),
        "Title": titles,
        "Review Text": texts,
        "Rating": rating,
        "Recommended IND": recommended,
        "Positive Feedback Count": rng.negative_binomial(1, 0.28, N),
        "Division Name": [CLASSES[k][1] for k in klass],
        "Department Name": [CLASSES[k][0] for k in klass],
        "Class Name": klass,
    })
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "Womens Clothing E-Commerce Reviews.csv", lineterminator="\n")


if __name__ == "__main__":
    main()
