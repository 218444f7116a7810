"""Synthetic sample in the layout of the Amazon Fine Food Reviews data (Kaggle / SNAP, Reviews.csv).

About 3,100 reviews with the original ten columns: Id, ProductId, UserId, ProfileName,
HelpfulnessNumerator, HelpfulnessDenominator, Score, Time, Summary, Text. As in the original
file, rows are numbered by Id and grouped by product, Time is a Unix timestamp at midnight
(2004-2012), Score is 1-5 and mostly 5 stars, the texts carry HTML line breaks (`<br /><br />`)
and now and then an `<a href=...>` link, a few reviews appear twice under another ProductId with
the same user, time and text (the original's duplicate listings), two rows have a
HelpfulnessNumerator above the HelpfulnessDenominator, and a few ProfileName/Summary values are
missing. The review texts are written from sentence pools; products are food categories, not
real listings. Writes data/Reviews.csv beside this file from a fixed seed; re-running
reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
N_PRODUCTS = 300

# (noun used in sentences, plural?, who eats it, flavour group)
PRODUCTS = [
    ("dog treats", True, "dog", "pet"), ("canned dog food", False, "dog", "pet"), ("cat food", False, "cat", "pet"),
    ("cat treats", True, "cat", "pet"), ("k-cups", True, "husband", "coffee"), ("coffee", False, "wife", "coffee"),
    ("green tea", False, "wife", "tea"), ("chai tea", False, "daughter", "tea"), ("kettle chips", True, "kids", "savory"),
    ("salt water taffy", False, "kids", "sweet"), ("gummy bears", True, "kids", "sweet"),
    ("black licorice", False, "husband", "sweet"), ("oatmeal", False, "son", "breakfast"),
    ("granola", False, "family", "breakfast"), ("baby formula", False, "baby", "baby"),
    ("baby food pouches", True, "baby", "baby"), ("hot cocoa mix", False, "kids", "sweet"),
    ("coconut water", False, "husband", "drink"), ("beef jerky", False, "husband", "savory"),
    ("gluten free pasta", False, "daughter", "savory"), ("raw honey", False, "family", "breakfast"),
    ("hot sauce", False, "husband", "savory"), ("olive oil", False, "family", "savory"),
    ("protein bars", True, "son", "sweet"), ("popcorn", False, "kids", "savory"), ("almonds", True, "wife", "savory"),
    ("dark chocolate", False, "wife", "sweet"), ("earl grey tea", False, "mother", "tea"),
    ("energy drink", False, "son", "drink"), ("maple syrup", False, "family", "breakfast"),
    ("peanut butter", False, "kids", "breakfast"), ("rice crackers", True, "daughter", "savory"),
    ("instant noodles", True, "son", "savory"), ("sugar free candy", False, "father", "sweet"),
    ("chicken broth", False, "family", "savory"), ("dried mango", False, "kids", "sweet"),
]

POS = [
    "I love {this}!", "{This} {is} absolutely delicious.", "Best {item} I have ever had.",
    "My {who} loves {it}.", "Great price for the amount you get, much cheaper than the grocery store.",
    "Highly recommend.", "Will definitely buy again.", "The flavor is perfect, not too sweet.",
    "{This} {is} my new favorite.", "Excellent quality, you can tell the ingredients are good.",
    "Tastes fresh and the texture is great.", "Yummy!", "Wonderful product.",
    "I have it on subscribe and save now and it always shows up on time.",
    "Great taste and healthy too.", "Perfect for a quick snack at work.",
    "We go through a box a week, that says it all.", "So good I had to hide it from my {who}.",
    "I was skeptical at first but {this} {is} really good.", "Five stars, no complaints.",
    "Smooth and rich, exactly what I was looking for.", "Nice and fresh, will order more.",
    "Can't find {this} in stores anymore so I am glad Amazon has {it}.", "Love love love {it}.",
    "Awesome!", "The best deal around.", "Really enjoyed {it}, great value.",
]
NEG = [
    "Very disappointed.", "{This} arrived stale.", "It tasted awful, like cardboard.",
    "Total waste of money.", "I threw the whole box away.", "Would not recommend.",
    "The worst {item} I have tried.", "My {who} would not even touch {it}.",
    "Returned it for a refund.", "Way too salty.", "Bland and no flavor at all.",
    "Several of the cans were dented and one was leaking.", "The expiration date was last month!",
    "Never again.", "Not worth the price.", "Horrible aftertaste.",
    "The package was open when it arrived and the contents were crushed.",
    "It made my {who} sick.", "Terrible, don't waste your money.", "Tastes like chemicals.",
    "Nothing like the picture.", "The bag was half empty, what a rip off.",
    "I contacted the seller and never got an answer.", "Yuck.", "Sadly I will not buy {this} again.",
    "Way too sweet, it was gross.", "Poor quality compared to what I used to get.",
]
MILD_POS = ["Not bad at all.", "Pretty good overall.", "The taste is fine.", "It does the job.",
            "Good but not great.", "Shipping was fast."]
MILD_NEG = ["A little pricey.", "The package is smaller than I expected.", "A bit too sweet for me.",
            "Wish it came in a bigger size.", "Shipping took a while.", "Nothing special."]
NEUTRAL = [
    "I bought {this} because my local store stopped carrying {it}.", "The box had 12 packs.",
    "I usually have {it} in the morning.", "I ordered {this} for my {who}.",
    "We tried the original flavor first.", "I have been buying {item} for years.",
    "Ordered two boxes to try.", "I found {this} while looking for something for my {who}.",
    "It comes in a resealable bag.", "I mix it with milk.", "Read the ingredients before you buy.",
    "This was my second order.", "I saw {this} recommended on a forum.",
    "The label says it is organic.", "We keep {it} in the pantry.",
]
SUMMARY = {
    5: ["Great {item}", "Delicious!", "Love it", "Best {item} ever", "Yummy", "Excellent", "My favorite",
        "Highly recommended", "Great value", "Wonderful", "Five stars", "Perfect", "Addicted", "Awesome {item}"],
    4: ["Pretty good", "Good {item}", "Tasty but pricey", "Good stuff", "Nice", "Very good", "Solid"],
    3: ["It's OK", "Just ok", "Meh", "Not bad", "Average", "Could be better"],
    2: ["Disappointed", "Not as good as before", "Too sweet", "Not worth it", "Meh", "Not great"],
    1: ["Awful", "Stale!!", "Do not buy", "Terrible", "Waste of money", "Yuck", "Not as Advertised",
        "Disgusting", "Arrived damaged", "Worst {item} ever"],
}
FIRST = ["J.", "M.", "Karen", "Mike", "Chris", "Linda", "D.", "Sarah", "Bob", "K.",
         "Jennifer", "Mary", "Dave", "Tom", "Lisa", "R.", "Pat", "Susan"]
LAST = ["Smith", "Johnson", "Miller", "Brown", "Davis", "Wilson", "Anderson", "Taylor", "Moore", "Lee",
        "Martin", "Clark", "Lewis", "Walker", "Hall", "Young", "Allen", "King"]
HANDLES = ["delmartian", "dll pa", "Natalia Corres", "foodie mom", "coffee lover", "Dog Lover",
           "Tea Drinker", "kitty's mom", "hungry guy", "Gluten Free Girl", "bargain hunter",
           "ChocoholicMom", "Happy Shopper", "the Cook", "NYC mom of 3", "Trucker Bob"]
FLAVORS = {
    "pet": ["chicken", "salmon", "turkey", "beef", "lamb and rice", "duck", "tuna", "peanut butter"],
    "coffee": ["french roast", "dark roast", "hazelnut", "mocha", "breakfast blend", "colombian", "caramel vanilla",
               "decaf", "pumpkin spice"],
    "tea": ["mint", "lemon", "ginger", "honey", "jasmine", "chamomile", "peach", "vanilla chai"],
    "savory": ["sea salt", "jalapeno", "barbecue", "sour cream and onion", "salt and vinegar", "garlic", "smoked",
               "teriyaki", "original", "spicy"],
    "sweet": ["vanilla", "chocolate", "peppermint", "cinnamon", "strawberry", "cherry", "raspberry", "caramel",
              "mango", "coconut", "original", "mixed fruit"],
    "breakfast": ["apple cinnamon", "maple", "blueberry", "original", "honey", "brown sugar", "creamy", "crunchy"],
    "baby": ["apple", "pear", "banana", "sweet potato", "carrot", "pea", "mixed berry"],
    "drink": ["original", "pineapple", "lime", "berry", "sugar free", "orange"],
}
ASPECTS = ["taste", "texture", "smell", "packaging", "aroma", "crunch", "aftertaste", "color", "size",
           "consistency", "sweetness", "price", "ingredient list", "portion", "shelf life"]
GOOD_ADJ = ["amazing", "great", "excellent", "perfect", "fantastic", "wonderful", "just right", "very nice",
            "outstanding", "superb"]
BAD_ADJ = ["awful", "terrible", "off", "gross", "disgusting", "weird", "horrible", "nasty", "bad",
           "unpleasant"]
OCCASIONS = ["a road trip", "camping", "the office", "a party", "Christmas", "Halloween", "a birthday party",
             "a hiking trip", "school lunches", "a gift basket", "the holidays", "football sunday", "a baby shower"]
EXTRA_NEUTRAL = [
    "I got the {flavor} flavor.", "We bought {it} for {occasion}.", "I tried the {flavor} one first.",
    "They also sell a {flavor} version.", "My {who} picked the {flavor}.", "Took {it} along for {occasion}.",
    "The {aspect} is about what you would expect.", "Compared to the {flavor} the {aspect} is different.",
]
EXTRA_POS = ["The {aspect} is {good}.", "The {flavor} one is {good}.", "The {flavor} flavor is {good}.",
             "{This} {is} {good}, especially the {flavor}.", "Bought {it} for {occasion} and {it} went fast.",
             "The {aspect} and the {aspect} are both {good}.", "Already ordered the {flavor} too."]
EXTRA_NEG = ["The {aspect} is {bad}.", "The {flavor} one was {bad}.", "The {flavor} flavor tastes {bad}.",
             "Bought {it} for {occasion} and nobody ate {it}.", "Had to throw out the {flavor} ones, {bad}.",
             "The {aspect} was {bad} and the {aspect} was not much better.", "Do yourself a favor and skip the {flavor}."]
TYPOS = [("definitely", "definately"), ("received", "recieved"), ("a lot", "alot"), ("it's", "its"),
         ("really", "realy"), ("flavor", "flavour"), ("favorite", "favourite"), ("too", "to")]
ALNUM = list("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def fill(s, item, plural, who, flavors, rng):
    for key, pool in (("{flavor}", flavors), ("{aspect}", ASPECTS), ("{occasion}", OCCASIONS)):
        while key in s:
            s = s.replace(key, pool[int(rng.integers(len(pool)))], 1)
    s = s.replace("{good}", GOOD_ADJ[int(rng.integers(len(GOOD_ADJ)))])
    s = s.replace("{bad}", BAD_ADJ[int(rng.integers(len(BAD_ADJ)))])
    this = ("these " + item) if plural else ("this " + item)
    it = "them" if plural else "it"
    is_ = "are" if plural else "is"
    out = s.replace("{This}", this[0].upper() + this[1:]).replace("{this}", this)
    return out.replace("{item}", item).replace("{who}", who).replace("{it}", it).replace("{is}", is_)


def review_text(rng, score, item, plural, who, flavors, pid):
    n = int(rng.integers(3, 10))
    p_pos = {5: 0.55, 4: 0.4, 3: 0.2, 2: 0.08, 1: 0.04}[score]
    p_neg = {5: 0.04, 4: 0.08, 3: 0.2, 2: 0.38, 1: 0.52}[score]
    p_mild_pos = {5: 0.05, 4: 0.15, 3: 0.2, 2: 0.12, 1: 0.03}[score]
    p_mild_neg = {5: 0.03, 4: 0.14, 3: 0.2, 2: 0.15, 1: 0.04}[score]
    sents = []
    for _ in range(n):
        u = rng.uniform()
        if u < p_pos:
            pool = POS if rng.uniform() < 0.65 else EXTRA_POS
        elif u < p_pos + p_neg:
            pool = NEG if rng.uniform() < 0.65 else EXTRA_NEG
        elif u < p_pos + p_neg + p_mild_pos:
            pool = MILD_POS
        elif u < p_pos + p_neg + p_mild_pos + p_mild_neg:
            pool = MILD_NEG
        else:
            pool = NEUTRAL if rng.uniform() < 0.5 else EXTRA_NEUTRAL
        sent = fill(pool[int(rng.integers(len(pool)))], item, plural, who, flavors, rng)
        for right, wrong in TYPOS:
            if right in sent and rng.uniform() < 0.15:
                sent = sent.replace(right, wrong, 1)
        if sent not in sents:
            sents.append(sent)
    if rng.uniform() < 0.05:
        link = f'<a href="http://www.amazon.com/gp/product/{pid}">{item}</a>'
        sents.insert(int(rng.integers(len(sents) + 1)), f"I got the {link} here.")
    text = ""
    for i, s in enumerate(sents):
        if i == 0:
            text = s
        elif rng.uniform() < 0.25:
            text += "<br /><br />" + s
        else:
            text += " " + s
    return text


def make_id(rng, first, length):
    return first + "".join(rng.choice(ALNUM, length))


def main() -> None:
    rng = np.random.default_rng(568454)
    users = [make_id(rng, "A", int(rng.choice([12, 13, 13, 14]))) for _ in range(2300)]
    names = []
    for _ in users:
        u = rng.uniform()
        if u < 0.06:
            names.append("Amazon Customer" if u < 0.045 else "A Customer")
        elif u < 0.3:
            names.append(HANDLES[int(rng.integers(len(HANDLES)))])
        elif u < 0.45:
            names.append(FIRST[int(rng.integers(len(FIRST)))])
        else:
            names.append(f"{FIRST[int(rng.integers(len(FIRST)))]} {LAST[int(rng.integers(len(LAST)))]}")
    rows = []
    for p in range(N_PRODUCTS):
        item, plural, who, group = PRODUCTS[int(rng.integers(len(PRODUCTS)))]
        pid = make_id(rng, "B00", 7) if rng.uniform() < 0.93 else "".join(rng.choice(list("0123456789"), 10))
        n_rev = int(min(60, rng.geometric(0.1)))
        quality = rng.uniform()
        for _ in range(n_rev):
            probs = np.array([0.11, 0.05, 0.08, 0.14, 0.62])
            if quality < 0.2:
                probs = probs * np.array([2.5, 2.0, 1.5, 1.0, 0.6])
            probs = probs / probs.sum()
            score = int(rng.choice([1, 2, 3, 4, 5], p=probs))
            u = int(rng.integers(len(users)))
            den = int(rng.choice([0, 0, 0, 1, 1, 2, 3, 5, 8, 13, 40]))
            num = int(rng.binomial(den, 0.85 if score >= 4 else 0.45)) if den else 0
            t = int(rng.integers(12600, 15640)) * 86400
            summ = SUMMARY[score][int(rng.integers(len(SUMMARY[score])))].replace("{item}", item.title())
            rows.append([pid, users[u], names[u], num, den, score, t, summ,
                         review_text(rng, score, item, plural, who, FLAVORS[group], pid)])
            if rng.uniform() < 0.07:
                # the same review listed under another flavour/size of the product
                other = pid[:-2] + "".join(rng.choice(ALNUM, 2))
                rows.append([other] + rows[-1][1:])
    df = pd.DataFrame(rows, columns=["ProductId", "UserId", "ProfileName", "HelpfulnessNumerator",
                                     "HelpfulnessDenominator", "Score", "Time", "Summary", "Text"])
    df.insert(0, "Id", np.arange(1, len(df) + 1))
    bad = rng.choice(len(df), 2, replace=False)
    df.loc[bad, "HelpfulnessNumerator"] = df.loc[bad, "HelpfulnessDenominator"] + 1 + bad % 3
    df["ProfileName"] = df["ProfileName"].astype(object)
    df.loc[rng.choice(len(df), 3, replace=False), "ProfileName"] = np.nan
    df["Summary"] = df["Summary"].astype(object)
    df.loc[rng.choice(len(df), 2, replace=False), "Summary"] = np.nan
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "Reviews.csv", index=False)


if __name__ == "__main__":
    main()
