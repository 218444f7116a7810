"""Synthetic data in the shape of Kaggle's "Natural Language Processing with Disaster Tweets"
train.csv (id, keyword, location, text, target).

Tweets are put together from templates: real disaster reports (target 1) and everyday tweets
that use the same disaster words figuratively (target 0), with the competition's quirks: URL
encoded keywords (`body%20bags`), a free-text location that is often missing, t.co links,
@mentions, hashtags, HTML entities, and a few mislabelled rows. Writes data/train.csv beside
this file from a fixed seed; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"

KEYWORDS = {
    "ablaze": "fire", "accident": "accident", "aftershock": "aftershock", "ambulance": "ambulance",
    "avalanche": "avalanche", "blaze": "blaze", "bleeding": "bleeding", "blizzard": "blizzard",
    "body%20bags": "body bags", "bomb": "bomb", "burning": "burning", "collapse": "collapse",
    "crash": "crash", "deluge": "deluge", "derailment": "derailment", "drowned": "drowned",
    "earthquake": "earthquake", "evacuate": "evacuate", "explosion": "explosion", "fire": "fire",
    "flood": "flood", "hurricane": "hurricane", "injured": "injured", "landslide": "landslide",
    "storm": "storm", "tornado": "tornado", "tsunami": "tsunami", "wildfire": "wildfire",
    "wreck": "wreck", "forest%20fire": "forest fire", "emergency": "emergency", "panic": "panic",
}
PLACES = ["California", "Nepal", "Japan", "Texas", "India", "Oklahoma", "Manila", "Lagos", "Chile",
          "Sydney", "Karachi", "Oregon", "Italy", "Mexico City", "Saskatchewan", "the Philippines",
          "Hiroshima", "Bangladesh", "Louisiana", "Turkey", "Haiti", "Peru", "Quebec", "Indonesia",
          "Kentucky", "Alberta", "Sri Lanka", "Nebraska", "Greece", "Sichuan", "Malawi", "Colorado"]
LOCATIONS = ["USA", "London, UK", "New York", "Worldwide", "ny", "Los Angeles, CA", "Nigeria",
             "Mumbai", "Canada", "earth", "Everywhere", "Chicago, IL", "Melbourne, Australia",
             "somewhere over the rainbow", "Texas", "United States", "Lagos, Nigeria", "Toronto",
             "San Francisco", "Washington, DC", "Kenya", "India", "UK", "??"]
REAL = [
    "{kw} near {place} - residents asked to leave their homes {link}",
    "BREAKING: {n} people killed after {kw} hits {place} {link}",
    "#{tag} {kw} reported in {place}, emergency crews on the scene {link}",
    "Police say {n} injured in {kw} on the highway outside {place} {link}",
    "Thousands evacuated as {kw} spreads across northern {place} #{tag}",
    "Just happened: huge {kw} in {place}. Stay safe everyone {link}",
    "{place} officials confirm death toll from {kw} rises to {n} {link}",
    "RT @{user}: {kw} warning issued for {place} until 6pm tonight #{tag}",
    "Video shows aftermath of the {kw} in {place} {link} via @{user}",
    "Rescue teams still searching for survivors of the {kw} in {place} #{tag} {link}",
    "Our thoughts are with everyone affected by the {kw} in {place} &amp; their families",
    "{n} homes destroyed, roads closed after {kw} in {place} {link}",
]
FAKE = [
    "this new {thing} is straight {kw} lol",
    "my {thing} is a total {kw} today smh",
    "@{user} lmao that was a {kw} of a game",
    "I'm literally a {kw} right now, need coffee",
    "Watching {thing} and it's a {kw} of emotions #{tag}",
    "{kw} sale this weekend!! 50% off everything {link}",
    "can't stop listening to this {thing}, it's {kw} {link}",
    "@{user} @{user2} you two are a {kw} waiting to happen &gt;&gt;",
    "new post: 10 tips to survive the {kw} of exam week {link}",
    "that {thing} last night was {kw} haha #{tag}",
    "Check out my new {thing} {link} #{tag}",
    "I love {thing} so much omg",
    "why is my {thing} always a {kw} on mondays",
    "Get your {kw} tickets now!!! {link}",
]
EXTRA_REAL = ["Developing story.", "More to come.", "Stay safe.", "Pray for them.", "Terrible news.",
              "via @{user}", "#{tag}", "(photos)", "- local news", "Roads closed.", "Updates soon",
              "This is heartbreaking", "Avoid the area!", "Donate if you can", "OMG", "[video]"]
EXTRA_FAKE = ["lol", "smh", "lmao", "ugh", "#{tag}", "haha", "no cap", "send help", "i cant",
              "best day ever", "worst day ever", "why me", "literally crying", "ok bye", "tbh",
              "be right back", "10/10", "same", "mood", "follow me", "goodnight"]
THINGS = ["album", "mixtape", "hair", "room", "team", "phone", "week", "playlist", "show", "outfit",
          "life", "kitchen", "car", "fantasy team", "essay", "match", "song", "movie", "boss",
          "little brother", "group chat", "monday", "exam", "diet", "wifi", "timeline", "cat",
          "dog", "sister", "laptop", "commute", "date", "haircut", "pizza", "coach", "twitter"]
TAGS = ["news", "breaking", "prayfor", "weather", "alert", "Earthquake", "fire", "traffic", "lol",
        "mood", "music", "np", "fail", "tbt", "sports"]
USERS = ["cnnbrk", "BBCBreaking", "ABC", "Reuters", "jessie_22", "the_real_mike", "NWS", "kayla_xo",
         "SkyNews", "bigdave88", "weatherchannel", "nina_b"]


def _link(rng) -> str:
    chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    return "http://t.co/" + "".join(rng.choice(list(chars), 10))


def main() -> None:
    rng = np.random.default_rng(7613)
    n = 2000
    rows = []
    keys = list(KEYWORDS)
    for i in range(n):
        target = int(rng.uniform() < 0.43)
        key = keys[rng.integers(len(keys))]
        word = KEYWORDS[key]
        template = (REAL if target else FAKE)[rng.integers(len(REAL if target else FAKE))]
        text = template.format(
            kw=word, place=PLACES[rng.integers(len(PLACES))], link=_link(rng),
            n=int(rng.integers(2, 300)), tag=TAGS[rng.integers(len(TAGS))],
            user=USERS[rng.integers(len(USERS))], user2=USERS[rng.integers(len(USERS))],
            thing=THINGS[rng.integers(len(THINGS))],
        )
        if rng.uniform() < 0.45:
            extra = (EXTRA_REAL if target else EXTRA_FAKE)[rng.integers(len(EXTRA_REAL if target else EXTRA_FAKE))]
            extra = extra.format(user=USERS[rng.integers(len(USERS))], tag=TAGS[rng.integers(len(TAGS))])
            text = text + " " + extra if rng.uniform() < 0.7 else extra + " " + text
        if text[0].isalpha() and rng.uniform() < 0.5:
            text = text[0].upper() + text[1:]
        if rng.uniform() < 0.15:
            text = text.upper() if rng.uniform() < 0.3 else text + "!!"
        if rng.uniform() < 0.07:
            target = 1 - target
        keyword = key if rng.uniform() > 0.01 else None
        location = LOCATIONS[rng.integers(len(LOCATIONS))] if rng.uniform() > 0.33 else None
        rows.append((i * 3 + int(rng.integers(1, 3)), keyword, location, text, target))
    frame = pd.DataFrame(rows, columns=["id", "keyword", "location", "text", "target"])
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "train.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
