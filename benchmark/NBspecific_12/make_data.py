"""Synthetic tweets in the layout of Kaggle's "Natural Language Processing with Disaster Tweets".

train.csv (id, keyword, location, text, target), test.csv (the same without target) and
sample_submission.csv (id, target = 0), under the competition's file and column names. The
competition's tweets cannot be shipped, so they are written here from templates, from a fixed
seed. Properties of the real files the notebook depends on, which the synthetic ones keep:
about 43 % of the training tweets are about a real disaster (target 1); the keywords are the
competition's disaster words, URL-encoded ('forest%20fire'), missing for under 1 % of the rows,
and used in both classes ("this new track is fire"); about a third of the locations are
missing; tweets carry t.co links, @mentions, #hashtags and '&amp;'; train.csv is ordered by
keyword, rows without one first, with increasing ids that test.csv's ids interleave; a simple
bag-of-words or embedding model scores about 0.8 accuracy on held-out tweets. The real train
set has 7613 tweets and the test set 3263; these have 2400 and 800.
Writes data/ beside this file; re-running reproduces every byte.
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
N_TRAIN, N_TEST = 2400, 800

KEYWORDS = [
    "ablaze", "accident", "aftershock", "airplane%20accident", "ambulance", "annihilated",
    "apocalypse", "armageddon", "army", "arson", "avalanche", "battle", "bioterror", "blaze",
    "bleeding", "blew%20up", "blizzard", "blood", "body%20bags", "bomb", "bridge%20collapse",
    "buildings%20on%20fire", "burning", "casualties", "catastrophe", "chemical%20emergency",
    "collapse", "collided", "crash", "crushed", "curfew", "cyclone", "damage", "debris",
    "deluge", "derailment", "destroyed", "detonate", "devastation", "disaster", "drought",
    "drowned", "dust%20storm", "earthquake", "electrocuted", "emergency", "evacuate",
    "explode", "famine", "fatalities", "fire", "flames", "flood", "forest%20fire", "hail",
    "hailstorm", "hazard", "heat%20wave", "hijack", "hurricane", "injured", "inundated",
    "landslide", "lava", "lightning", "mass%20murder", "meltdown", "mudslide",
    "nuclear%20disaster", "obliterate", "outbreak", "panic", "police", "quarantine",
    "rainstorm", "rescue", "riot", "rubble", "sandstorm", "screaming", "sinkhole", "siren",
    "smoke", "snowstorm", "storm", "structural%20failure", "survivors", "terrorism",
    "thunderstorm", "tornado", "tragedy", "trapped", "tsunami", "twister", "typhoon",
    "upheaval", "volcano", "war%20zone", "weapon", "whirlwind", "wildfire", "windstorm",
    "wounded", "wreck", "wreckage",
]
LOCATIONS = [
    "USA", "New York", "United States", "London", "Canada", "Nigeria", "UK", "Los Angeles, CA",
    "India", "Mumbai", "Washington, DC", "Kenya", "Worldwide", "Chicago, IL", "Australia",
    "California", "Everywhere", "Florida", "San Francisco", "London, England", "Toronto",
    "Texas", "NYC", "Earth", "ss", "Seattle", "Lagos", "Dubai", "Manchester", "Philippines",
    "Sacramento, CA", "Indonesia", "Pakistan", "Atlanta, GA", "Denver, Colorado", "Ireland",
]
PLACES = [
    "Sask.", "California", "Hiroshima", "northern Japan", "the highway", "Rocky Fire",
    "downtown", "the interstate", "Nepal", "Louisiana", "Oklahoma", "Gaza", "Kashmir",
    "the coast", "Houston", "the Philippines", "Malaysia", "Turkey", "Chile", "Alberta",
    "the refinery", "the subway", "Mexico", "Bangladesh", "the border", "Tennessee",
]
NEWS = ["#BREAKING", "#news", "BREAKING NEWS:", "UPDATE:", "WATCH:", "Reuters:", "#worldnews",
        "ALERT:", "Officials:", "Latest:"]
DISASTER_NOUNS = ["fire", "flood", "earthquake", "storm", "explosion", "train derailment",
                  "bridge collapse", "wildfire", "landslide", "hurricane", "tornado",
                  "plane crash", "bus accident", "chemical spill", "typhoon", "mudslide"]
VICTIMS = ["people", "residents", "families", "workers", "passengers", "children", "villagers"]
HURT = ["killed", "injured", "missing", "evacuated", "trapped", "displaced", "rescued", "dead"]
REAL = [
    "{news} {n} {victims} {hurt} after {disaster} in {place} {url}",
    "{disaster} near {place} - {n} {victims} {hurt}, emergency crews on scene {url}",
    "Residents asked to evacuate as {disaster} spreads near {place} {url}",
    "{news} {Kw} reported in {place}. Police say {n} {victims} {hurt} {url}",
    "Thousands without power after {disaster} hits {place} #{tag}",
    "Death toll rises to {n} in {place} {disaster} {url}",
    "{Kw} warning issued for {place} until 8pm. Stay safe everyone {url}",
    "Firefighters battle {disaster} in {place}; {n} homes destroyed {url}",
    "Rescue teams search rubble for survivors after {disaster} in {place} {url}",
    ".@{user} reports {disaster} on {place}, avoid the area #traffic",
    "Video shows aftermath of {disaster} in {place} &amp; {n} {victims} {hurt} {url}",
    "Our thoughts are with the {n} {victims} {hurt} in the {place} {disaster} #prayfor{tag}",
    "{news} State of emergency declared in {place} over {disaster} {url}",
    "Heavy rain causes {disaster} in {place}, roads closed {url}",
    "{Kw} in {place}: army deployed, {n} {victims} {hurt} {url} via @{user}",
]
FAKE = [
    "This new {thing} is {kw} \U0001f525\U0001f525 {url}",
    "I'm {kw_ing} in homework lol",
    "@{user} my mom is going to {kill} me when she sees this lmao",
    "{Kw} ? more like my {thing} after last night haha",
    "Check out my new video: {kw} challenge {url}",
    "that {thing} was a total {kw} \U0001f602 #fail",
    "My {thing} just {kw_ed} lol, {n} hours of work gone",
    "@{user} you are literally {kw} today I love it",
    "Watching {thing} tonight, it's gonna be a {kw} #movienight",
    "{kw} by @{user} is the best {thing} of the year {url}",
    "I love the sound of {kw} while I sleep",
    "{Kw} sale this weekend!! {n}% off everything {url}",
    "when you see your ex at the party: {kw} mode \U0001f480",
    "@{user} lol that {thing} was a {kw}",
    "Can't believe the {thing} tonight, absolute {kw}! #{tag}",
]
THINGS = ["song", "album", "game", "outfit", "phone", "playlist", "episode", "match",
          "hair", "exam", "pizza", "movie", "mixtape", "shoes", "laptop", "car"]
USERS = ["YouTube", "nytimes", "BBCBreaking", "CNN", "jackiexo", "mike_d", "itsmeleah",
         "ABC", "Reuters", "sarahjw", "dailymail", "the_real_jon", "kateeee", "FoxNews"]
TAGS = ["news", "earthquake", "weather", "traffic", "Japan", "storm", "Nepal", "fire",
        "CA", "USA", "hot", "music", "love", "mood", "summer"]
KILL = ["kill", "murder", "destroy", "annihilate"]


def url(rng):
    chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    return "http://t.co/" + "".join(rng.choice(list(chars), 10))


def tweet(rng, keyword, real):
    kw = keyword.replace("%20", " ") if keyword else str(rng.choice(DISASTER_NOUNS))
    template = str(rng.choice(REAL if real else FAKE))
    word = kw.split()[-1]
    fields = dict(
        news=rng.choice(NEWS), n=int(rng.integers(2, 300)), victims=rng.choice(VICTIMS),
        hurt=rng.choice(HURT), disaster=kw if real and rng.random() < 0.5 else rng.choice(DISASTER_NOUNS),
        place=rng.choice(PLACES), url=url(rng), Kw=kw.capitalize(), kw=kw,
        kw_ing=word + ("ing" if not word.endswith("e") else "d"), kw_ed=word + ("ed" if not word.endswith("e") else "d"),
        tag=rng.choice(TAGS), user=rng.choice(USERS), thing=rng.choice(THINGS), kill=rng.choice(KILL),
    )
    text = template.format(**fields)
    if rng.random() < 0.25:
        text = text.replace(" " + fields["url"], "")
    if rng.random() < 0.15:
        text = text + " " + url(rng)
    return text


def frame(rng, n):
    target = (rng.random(n) < 0.40).astype(int)
    keyword = [None if rng.random() < 0.008 else str(rng.choice(KEYWORDS)) for _ in range(n)]
    text = [tweet(rng, k, t == 1) for k, t in zip(keyword, target)]
    # some tweets are labelled against their wording, as in the competition's noisy labels
    flip = rng.random(n) < 0.15
    target = np.where(flip, 1 - target, target)
    location = [None if rng.random() < 0.33 else str(rng.choice(LOCATIONS)) for _ in range(n)]
    df = pd.DataFrame({"keyword": keyword, "location": location, "text": text, "target": target})
    df["_k"] = df["keyword"].fillna("")
    return df.sort_values("_k", kind="stable").drop(columns="_k").reset_index(drop=True)


def main() -> None:
    rng = np.random.default_rng(seeded(7613))
    train, test = frame(rng, N_TRAIN), frame(rng, N_TEST)
    ids = np.cumsum(rng.integers(1, 4, N_TRAIN + N_TEST))
    is_test = np.zeros(len(ids), bool)
    is_test[rng.choice(len(ids), N_TEST, replace=False)] = True
    train.insert(0, "id", ids[~is_test])
    test.insert(0, "id", ids[is_test])
    OUT.mkdir(parents=True, exist_ok=True)
    train.to_csv(OUT / "train.csv", index=False)
    test.drop(columns="target").to_csv(OUT / "test.csv", index=False)
    pd.DataFrame({"id": test["id"], "target": 0}).to_csv(OUT / "sample_submission.csv", index=False)


if __name__ == "__main__":
    main()
