"""Synthetic tweets in the layout of Kaggle's 'Twitter US Airline Sentiment' Tweets.csv.

2400 tweets to six US airlines, labelled negative / neutral / positive (about 63 / 21 / 16 %),
with the file's columns tweet_id, airline_sentiment, airline_sentiment_confidence,
negativereason, airline, name, retweet_count, text, tweet_created. Texts are assembled from
phrase lists (handles, complaints, thanks, questions, links, emoji). Writes data/Tweets.csv
beside this file from a fixed seed; re-running reproduces every byte.
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
AIRLINES = {"United": "@united", "US Airways": "@USAirways", "American": "@AmericanAir",
            "Southwest": "@SouthwestAir", "Delta": "@JetBlue", "Virgin America": "@VirginAmerica"}
AIRLINE_P = [0.26, 0.2, 0.19, 0.17, 0.13, 0.05]
REASONS = {
    "Customer Service Issue": ["been on hold for {h} hours", "your customer service is a joke", "nobody at the desk could help us",
                               "rude agent at the gate", "still waiting for a call back", "worst customer service ever"],
    "Late Flight": ["delayed again", "flight delayed {h} hours and no explanation", "sitting on the tarmac for {h} hours",
                    "missed my connection because of the delay", "late flight again"],
    "Cancelled Flight": ["flight Cancelled Flightled and no rebooking", "you cancelled my flight", "Cancelled Flighted flight, stuck in {city}",
                         "another cancellation", "cancelled and no hotel voucher"],
    "Lost Luggage": ["lost my bag", "my luggage is still missing", "where is my bag", "bags never made it to {city}"],
    "Bad Flight": ["seat was broken", "no wifi the whole flight", "dirty plane", "the flight was awful"],
    "Can't Tell": ["really?", "unbelievable", "not happy", "what a mess"],
}
REASON_P = [0.33, 0.2, 0.14, 0.1, 0.09, 0.14]
NEG_TAIL = ["", "", " #fail", " #neveragain", " smh", " :(", " ridiculous", " thanks for nothing", " so frustrated"]
POS = ["thank you so much", "great flight today", "thanks for the quick response", "love the new planes",
       "awesome crew on flight {n}", "best airline", "you guys rock", "appreciate the help", "smooth flight, thanks",
       "the crew was amazing", "great service at {city}", "thanks for getting me home"]
POS_TAIL = ["", "", " :)", " #happy", " <3", "!", "!!", " 👍"]
NEU = ["what is the baggage fee for {city}", "is flight {n} on time", "can I change my flight online",
       "do you fly to {city}", "how do I add my frequent flyer number", "any updates on flight {n}",
       "when does the sale end", "can I bring my dog", "need to change my reservation", "will there be wifi on flight {n}",
       "please follow back so I can DM", "what time does boarding start at {city}"]
CITIES = ["Newark", "DFW", "Chicago", "LAX", "Denver", "Boston", "Philly", "Houston", "JFK", "Vegas", "Nashville", "Austin"]
NAMES = ["jnardino", "cairdin", "kbosspotter", "jgreenwald", "Ilaria", "MeganAllen", "smithjohn", "traveler_k",
         "pilotgirl", "MrBagel", "dfw_dan", "SF_dee", "thekevin", "hsteen", "nyc_nat", "LA_Angie", "Bfly77", "joerocks"]


def fill(rng, text):
    return text.format(h=rng.integers(2, 6), city=CITIES[rng.integers(len(CITIES))], n=rng.integers(100, 2999))


def main() -> None:
    rng = np.random.default_rng(seeded(2015))
    rows = []
    start = pd.Timestamp("2015-02-16 23:00:00")
    for i in range(N):
        airline = rng.choice(list(AIRLINES), p=AIRLINE_P)
        handle = AIRLINES[airline]
        if airline == "Delta":
            airline, handle = "Delta", "@JetBlue"
        sentiment = rng.choice(["negative", "neutral", "positive"], p=[0.63, 0.21, 0.16])
        reason = ""
        if sentiment == "negative":
            reason = rng.choice(list(REASONS), p=REASON_P)
            parts = [fill(rng, REASONS[reason][rng.integers(len(REASONS[reason]))])]
            if rng.uniform() < 0.4:
                other = rng.choice(list(REASONS), p=REASON_P)
                parts.append(fill(rng, REASONS[other][rng.integers(len(REASONS[other]))]))
            text = f"{handle} " + ". ".join(parts) + NEG_TAIL[rng.integers(len(NEG_TAIL))]
        elif sentiment == "positive":
            text = f"{handle} " + fill(rng, POS[rng.integers(len(POS))]) + POS_TAIL[rng.integers(len(POS_TAIL))]
            if rng.uniform() < 0.25:
                text += " " + fill(rng, POS[rng.integers(len(POS))])
        else:
            text = f"{handle} " + fill(rng, NEU[rng.integers(len(NEU))]) + "?"
            if rng.uniform() < 0.2:
                text += f" http://t.co/{''.join(rng.choice(list('abcdefghijkmnpqrstuvwxyzABCDEFGH0123456789'), 10))}"
        # a share of labels the annotators disagreed on
        conf = 1.0 if rng.uniform() < 0.7 else round(float(rng.uniform(0.34, 0.99)), 4)
        if conf < 0.6 and rng.uniform() < 0.5:
            sentiment = rng.choice(["negative", "neutral", "positive"])
            if sentiment != "negative":
                reason = ""
        if rng.uniform() < 0.3:
            text = text.lower() if rng.uniform() < 0.5 else text.replace(handle, handle + " " + AIRLINES[rng.choice(list(AIRLINES))])
        created = start - pd.Timedelta(seconds=int(i * 250 + rng.integers(0, 240)))
        rows.append({
            "tweet_id": 570306133677760513 - i * 1763412345 - int(rng.integers(0, 99999)),
            "airline_sentiment": sentiment,
            "airline_sentiment_confidence": conf,
            "negativereason": reason if sentiment == "negative" else None,
            "airline": airline if airline != "Delta" else "Delta",
            "name": NAMES[rng.integers(len(NAMES))],
            "retweet_count": int(rng.choice([0, 0, 0, 0, 0, 0, 0, 0, 1, 2])),
            "text": text,
            "tweet_created": created.strftime("%Y-%m-%d %H:%M:%S -0800"),
        })
    df = pd.DataFrame(rows)
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "Tweets.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
