"""Synthetic data in the shape of the well-known `fake_or_real_news.csv` (George McIntire's fake news
set, 2016 US election coverage, used by many Kaggle and tutorial notebooks): an unnamed id column,
`title`, `text`, and `label` written as the words FAKE and REAL (not 0/1).

The real articles cannot be shipped, so each one is put together from sentence templates: REAL
articles in the voice of wire and newspaper political coverage, FAKE articles in the voice of fringe
sites (shouting titles, "mainstream media", "wake up", calls to share), both about the same
people and events and sharing a pool of neutral sentences. Kept from the real set: the label
strings FAKE/REAL and their near even balance (3164 FAKE / 3171 REAL; here 352 / 348 of 700 rows),
the first column written without a name (read as `Unnamed: 0`) holding non-consecutive ids, a few
FAKE rows whose text is a single blank, and separability: TF-IDF with a linear model scores about
0.93 accuracy on the real set, and a small dense network on TF-IDF features about 0.85-0.95 here.
Writes data/fake_or_real_news.csv beside this file from a fixed seed; re-running reproduces
every byte.
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

PEOPLE = ["Hillary Clinton", "Donald Trump", "Bernie Sanders", "Ted Cruz", "Marco Rubio", "Jeb Bush",
          "Barack Obama", "John Kasich", "Paul Ryan", "Mike Pence", "Tim Kaine", "James Comey",
          "Loretta Lynch", "Ben Carson", "Elizabeth Warren", "Chris Christie"]
PLACES = ["Iowa", "New Hampshire", "South Carolina", "Nevada", "Ohio", "Florida", "Pennsylvania",
          "Michigan", "Wisconsin", "North Carolina", "Virginia", "Colorado", "Arizona", "Texas"]
TOPICS = ["health care", "immigration", "the Iran deal", "trade", "the economy", "taxes", "Syria",
          "the Islamic State", "gun control", "the Supreme Court vacancy", "the email investigation",
          "the Clinton Foundation", "Wall Street", "the refugee program", "voter ID laws"]
OUTLETS = ["the Associated Press", "Reuters", "NBC News", "the Wall Street Journal", "CNN",
           "the New York Times", "Politico", "Fox News", "The Washington Post", "NPR"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

REAL_TITLES = [
    "{p} wins {place} primary", "{p} outlines plan on {topic}", "Senate Republicans split over {topic}",
    "{p} and {p2} clash in debate over {topic}", "Poll: {p} leads in {place}",
    "What {p}'s speech means for {topic}", "{p} campaign shakes up staff ahead of {place}",
    "Obama administration defends record on {topic}", "{p} picks up key endorsement in {place}",
    "Five takeaways from the {place} debate", "House passes bill on {topic}",
]
FAKE_TITLES = [
    "BREAKING: {p} CAUGHT LYING ABOUT {topicu}", "You Won't Believe What {p} Just Said About {topic}",
    "The Truth About {topic} The Media Won't Tell You", "WikiLeaks: {p} Knew Everything",
    "{p} Is Finished - Here's Why", "EXPOSED: The Real Reason {p} Wants {topic}",
    "Election Rigged? {place} Voters Report Machines Flipping Votes",
    "{p} HEALTH SCARE: What They Are Hiding", "Globalists Panic As {p} Surges",
    "Comment on {p} Just Destroyed The Establishment by {user}",
]
REAL_SENT = [
    "{p} told supporters at a rally in {place} on {day} that the campaign would focus on {topic}.",
    "According to a poll released {day} by {outlet}, {p} holds a {n}-point lead among likely voters in {place}.",
    "The senator said in an interview with {outlet} that {topic} would be a priority in the first 100 days.",
    "Aides to {p} said the campaign raised ${n} million in the last quarter, most of it from small donors.",
    "{p} is scheduled to campaign in {place} later this week, a spokesman said.",
    "Analysts said the result could reshape the race heading into the {place} primary.",
    "The Congressional Budget Office estimated the proposal on {topic} would cost about ${n} billion over a decade.",
    "In a statement, the White House said the president remained confident in the agreement.",
    "{p2} criticized the plan, saying it did not go far enough to address {topic}.",
    "Officials declined to comment on the record because the review is ongoing.",
    "The debate, hosted by {outlet}, drew an estimated {n} million viewers.",
    "Republican leaders in the House have been divided over how to respond.",
    "The Federal Reserve is expected to keep interest rates unchanged at its meeting next month.",
    "{p} has struggled to win over voters without a college degree, exit polls showed.",
    "The vote was {n} to {n2}, largely along party lines.",
]
FAKE_SENT = [
    "The mainstream media refuses to report this, but the evidence is everywhere.",
    "Wake up, people! {p} has been lying to you about {topic} for years.",
    "Share this before it gets deleted!",
    "Sources inside the campaign confirm what many of us already suspected.",
    "The globalist elite will stop at nothing to keep {p} in power.",
    "This is the story they don't want you to see.",
    "Leaked emails show {p} and {p2} coordinated everything behind closed doors.",
    "The establishment is terrified, and they should be.",
    "Make no mistake: the election in {place} is rigged and the fix is in.",
    "Corrupt officials in Washington have been covering this up since day one.",
    "Independent researchers have found that {topic} is part of a much bigger agenda.",
    "Why is nobody talking about this?",
    "The so-called fact checkers at {outlet} are nothing but propaganda for the regime.",
    "We the people are waking up, and the New World Order knows it.",
    "Please like and share this article so the truth gets out. {user}",
    "Related: {p} health crisis deepens as doctors speak out.",
]
NEUTRAL = [
    "{p} spoke about {topic} on {day}.", "The election is scheduled for November 8.",
    "Voters in {place} will head to the polls next month.", "{p} and {p2} met in {place}.",
    "The FBI reopened its inquiry into the email server in late October.",
    "Turnout in {place} was higher than in 2012.", "{p} has not released the transcripts.",
    "Supporters gathered outside the event in {place}.",
]
USERS = ["Truth Seeker", "Patriot1776", "Ron Paul Liberty", "Activist Post", "21WIRE",
         "Anonymous", "Daniel Greenfield", "Amanda Froelich", "Joe Clark"]


def fill(t, rng):
    p, p2 = rng.choice(PEOPLE, 2, replace=False)
    topic = str(rng.choice(TOPICS))
    return t.format(p=p, p2=p2, place=rng.choice(PLACES), topic=topic, topicu=topic.upper(),
                    outlet=rng.choice(OUTLETS), day=rng.choice(DAYS), n=int(rng.integers(2, 60)),
                    n2=int(rng.integers(2, 60)), user=rng.choice(USERS))


def article(fake, rng):
    own = FAKE_SENT if fake else REAL_SENT
    other = REAL_SENT if fake else FAKE_SENT
    sents = []
    for _ in range(int(rng.integers(4, 10))):
        u = rng.random()
        pool = own if u < 0.45 else (NEUTRAL if u < 0.83 else other)
        sents.append(fill(str(rng.choice(pool)), rng))
    text = " ".join(sents)
    if fake and rng.random() < 0.3:
        text = text.replace("!", "!!")
    return text


def main() -> None:
    rng = np.random.default_rng(seeded(6335))
    n = 700
    ids = np.sort(rng.choice(np.arange(1, 10600), size=n, replace=False))
    rng.shuffle(ids)
    rows = []
    for i in range(n):
        fake = bool(rng.random() < 352 / 700)
        title = fill(str(rng.choice(FAKE_TITLES if fake else REAL_TITLES)), rng)
        text = article(fake, rng)
        if fake and rng.random() < 0.02:
            text = " "
        label = "FAKE" if fake else "REAL"
        if rng.random() < 0.03:  # the real set has its share of odd labels too
            label = "REAL" if fake else "FAKE"
        rows.append((int(ids[i]), title, text, label))
    frame = pd.DataFrame(rows, columns=["", "title", "text", "label"])
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "fake_or_real_news.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
