"""Synthetic customer tweets addressed to US airlines, with sentiment labels
(layout of the public "Twitter US Airline Sentiment" data).

Every tweet starts with the handle of the airline it is addressed to. Writes
data/airline_tweets.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 2015
N_TWEETS = 3000
OUT = Path(__file__).resolve().parent / "data"

AIRLINES = {
    "United": "@united", "US Airways": "@USAirways", "American": "@AmericanAir",
    "Southwest": "@SouthwestAir", "Delta": "@Delta", "Virgin America": "@VirginAmerica",
}  # fmt: skip
AIRLINE_P = [0.26, 0.20, 0.19, 0.17, 0.13, 0.05]
NEG_SHARE = {"United": 0.69, "US Airways": 0.74, "American": 0.66,
             "Southwest": 0.49, "Delta": 0.43, "Virgin America": 0.36}  # fmt: skip
REASONS = {
    "Customer Service Issue": [
        "been on hold for {hours} hours and nobody picks up",
        "your agent at the gate was rude and unhelpful",
        "worst customer service ever, no one can give me a straight answer",
        "called {n} times and got disconnected every time",
        "the rep hung up on me. unacceptable",
        "still waiting for someone to call me back about my complaint",
    ],
    "Late Flight": [
        "flight {flight} delayed again, {hours} hours and counting",
        "another delay, missed my connection in {city}",
        "sitting on the tarmac for {mins} minutes with no update",
        "why is every flight out of {city} late today",
        "delayed {hours} hours and the crew just left the gate",
    ],
    "Cancelled Flight": [
        "you cancelled flight {flight} and rebooked me for thursday?!",
        "cancelled my flight with no notice, stuck in {city} overnight",
        "flight cancelled and no hotel voucher, thanks for nothing",
        "my flight got cancelled and the app just shows an error",
    ],
    "Lost Luggage": [
        "my bag never made it to {city}, day {n} and no news",
        "lost luggage again. the tracking number does not work",
        "where is my suitcase? landed {hours} hours ago",
    ],
    "Bad Flight": [
        "seat was broken and the wifi did not work the whole flight",
        "no snacks, no drinks, cramped seats. terrible flight",
        "the plane was dirty and the entertainment system was dead",
    ],
    "Flight Booking Problems": [
        "your website keeps crashing when I try to change my reservation",
        "charged twice for the same booking, please fix",
        "can't check in online, the site says my confirmation number is invalid",
    ],
}
NEG_P = [0.33, 0.24, 0.14, 0.10, 0.10, 0.09]
POSITIVE = [
    "thanks for the great service today", "awesome crew on flight {flight}, thank you",
    "landed early in {city}! love it", "the gate agent in {city} was super helpful, thanks",
    "best flight I've had in a while", "thank you for getting me home on time",
    "great job rebooking me so fast", "loving the new seats and free wifi",
    "flight attendants were amazing, thanks!", "smooth flight and friendly staff",
    "you guys rock, thanks for the upgrade", "appreciate the quick response",
]
NEUTRAL = [
    "what time does boarding start for flight {flight}?", "is there wifi on the {city} route?",
    "can I bring my guitar as a carry on?", "do you fly from {city} to Denver in march?",
    "how do I add my frequent flyer number to a booking?", "when will the summer schedule be out",
    "is flight {flight} on time tomorrow", "what is the baggage allowance for international flights",
    "any news on the new route to {city}?", "do I need to print my boarding pass",
    "can I change my seat after check in", "following up on my DM",
]
SHORT = {
    "positive": ["thanks!", "Thanks", "awesome!", "❤️", "perfect", "thank you!!", "Love it"],
    "negative": ["ugh", "unbelievable", "seriously?", "Again?!", "disappointed", "fail"],
    "neutral": ["DM'd", "question", "hello?", "Boston?", "flight"],
}
CITIES = ["Chicago", "Newark", "Houston", "Denver", "Dallas", "Boston", "Philly", "Charlotte",
          "LAX", "SFO", "JFK", "Phoenix", "Atlanta", "Orlando", "Vegas", "Seattle"]  # fmt: skip
TAILS = ["", "", "", " #fail", " #travel", " http://t.co/{code}", " :(", " :)", " smh", " please help",
         " @{other}", " #customerservice", " !!", " ..."]  # fmt: skip
TIMEZONES = ["Eastern Time (US & Canada)", "Central Time (US & Canada)",
             "Pacific Time (US & Canada)", "Mountain Time (US & Canada)", "Atlantic Time (Canada)",
             "Quito", "London"]  # fmt: skip


def fill(template: str, rng: np.random.Generator) -> str:
    return template.format(
        hours=int(rng.integers(2, 9)), n=int(rng.integers(2, 6)), mins=int(rng.integers(40, 180)),
        flight=int(rng.integers(100, 6000)), city=rng.choice(CITIES),
        code="".join(rng.choice(list("abcdefghijkmnopqrstuvwxyzABCDEFGH0123456789"), 10)),
        other=rng.choice(["united", "AmericanAir", "JetBlue", "FAANews"]),
    )  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(SEED)
    names = list(AIRLINES)
    rows = []
    start = pd.Timestamp("2015-02-16 08:00:00")
    for i in range(N_TWEETS):
        airline = names[rng.choice(len(names), p=AIRLINE_P)]
        u = rng.random()
        neg = NEG_SHARE[airline]
        sentiment = "negative" if u < neg else ("neutral" if u < neg + (1 - neg) * 0.55 else "positive")
        reason = None
        if rng.random() < 0.04:
            body = str(rng.choice(SHORT[sentiment]))
            if sentiment == "negative":
                reason = str(rng.choice(list(REASONS), p=NEG_P))
        elif sentiment == "negative":
            reason = str(rng.choice(list(REASONS), p=NEG_P))
            body = fill(str(rng.choice(REASONS[reason])), rng) + fill(str(rng.choice(TAILS)), rng)
        elif sentiment == "positive":
            body = fill(str(rng.choice(POSITIVE)), rng) + fill(str(rng.choice(TAILS[:3] + TAILS[4:])), rng)
        else:
            body = fill(str(rng.choice(NEUTRAL)), rng)
        # label noise: sarcasm and mixed tweets
        if rng.random() < 0.16:
            sentiment = str(rng.choice(["negative", "neutral", "positive"]))
            if sentiment != "negative":
                reason = None
        if rng.random() < 0.3:
            body = body[0].upper() + body[1:]
        confidence = round(float(np.clip(rng.beta(6, 1.6), 0.34, 1.0)), 4)
        created = start + pd.Timedelta(seconds=int(rng.integers(0, 8 * 24 * 3600)))
        rows.append(
            {
                "tweet_id": 567000000000000000 + int(rng.integers(0, 10**15)),
                "airline_sentiment": sentiment,
                "airline_sentiment_confidence": confidence,
                "negativereason": reason,
                "airline": airline,
                "name": f"user{int(rng.integers(1000, 99999))}",
                "retweet_count": int(rng.poisson(0.08)),
                "text": f"{AIRLINES[airline]} {body}",
                "tweet_created": created.strftime("%Y-%m-%d %H:%M:%S -0800"),
                "user_timezone": None if rng.random() < 0.33 else str(rng.choice(TIMEZONES, p=[0.38, 0.22, 0.2, 0.08, 0.05, 0.04, 0.03])),
            }
        )
    frame = pd.DataFrame(rows).sort_values("tweet_created", kind="stable").reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "airline_tweets.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
