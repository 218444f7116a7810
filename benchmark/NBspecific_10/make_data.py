"""Synthetic SMS messages in the shape of the UCI / Kaggle 'SMS Spam Collection' (spam.csv).

Columns v1 (ham/spam) and v2 (the message), plus the three mostly empty trailing columns of the
Kaggle file (pieces of messages that contained commas), written in latin-1 with the pound sign
of the spam texts. Writes data/spam.csv beside this file from a fixed seed; re-running
reproduces every byte.
"""

import argparse
import csv
import random
from pathlib import Path


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
N_HAM, N_SPAM = 4825, 747

HAM_START = ["Ok", "Hey", "Hi", "Sorry", "Yeah", "Haha", "Oh", "Lol", "Hmm", "Dear", "Wat", "K", "Good morning", "Im", "Where"]
HAM_MID = [
    "i'll call you later", "are you coming home for dinner", "u still at work", "going to the gym now",
    "did you see the match yesterday", "just reached home", "i'm watching tv lor", "can you pick me up at the station",
    "my phone was on silent", "what time is the meeting tomorrow", "she said she will be late",
    "we are having pizza tonight", "i was sleeping da", "finished my exams finally", "how was the movie",
    "don't forget to buy milk", "we're waiting for you outside", "thinking of you", "i love you too",
    "running late, be there in 10 mins", "the bus is so slow today", "tell mum i said hi", "call me when you're free",
    "that was so funny", "i have a headache", "meeting my friends at the mall", "wanna go for lunch",
    "he is playing football with his brothers", "nothing much, just chilling", "already eaten",
    "the lecture was cancelled", "taking the kids to school", "studying for the test", "my car is broken again",
    "text me the address", "will reach in 5 min", "are you feeling better", "happy birthday", "see you at 7",
    "i'm cooking rice now", "the weather is so cold", "got the tickets for saturday",
    "are you free this weekend", "we won the quiz at the pub", "i'll text you the number",
    "mum wants you to call her", "did you claim the money back from work", "the shop has a free delivery offer",
]
HAM_END = ["", "", "", ":)", "...", "!", "?", " :-)", " lol", " ok?", " babe", " da", " lor", " dude", " xx"]

SPAM_START = ["FREE", "URGENT!", "WINNER!!", "Congratulations!", "Txt", "You have won", "Claim", "Dear customer,",
              "SIX chances to win CASH!", "PRIVATE! Your", "Had your mobile 11 months or more?", "IMPORTANT"]
SPAM_MID = [
    "you have been selected to receive a {p}{n} prize", "call {phone} now to claim your reward",
    "txt WIN to {short} to enter the weekly draw", "your mobile number has won a {p}{n} bonus",
    "reply YES to get a FREE camera phone", "claim your holiday voucher worth {p}{n}",
    "text STOP to {short} to opt out, {p}1.50/msg", "U are entitled to update to the latest colour mobiles for FREE",
    "ringtone club: get the UK singles chart on your mobile each week", "your account statement shows {n} unredeemed points",
    "you are awarded a guaranteed {p}{n} cash or a {p}2000 prize", "to claim call {phone} from a landline",
    "valid 12hrs only", "hey its me, long time no see, want to chat? call {phone}", "i'm waiting for your call", "TC's apply, 18+ only", "T&C www.dbuk.net", "cost {p}1.50 per week",
]


def main() -> None:
    rng = random.Random(seeded(2718))
    rows = []
    for _ in range(N_HAM):
        parts = [rng.choice(HAM_START)]
        for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
            parts.append(rng.choice(HAM_MID))
        msg = " ".join(parts)
        if rng.random() < 0.5:
            msg = msg.capitalize()
        rows.append(["ham", msg + rng.choice(HAM_END)])
    for _ in range(N_SPAM):
        if rng.random() < 0.12:  # chatty spam that reads like a personal text
            msg = " ".join([rng.choice(HAM_START), rng.choice(HAM_MID), rng.choice(SPAM_MID[-3:])])
            rows.append(["spam", msg.format(p="\u00a3", n=500, phone="09066364589", short="87121")])
            continue
        parts = [rng.choice(SPAM_START)]
        for _ in range(rng.choice([2, 2, 3, 3, 4])):
            parts.append(rng.choice(SPAM_MID))
        msg = " ".join(parts).format(
            p="\u00a3", n=rng.choice([100, 250, 500, 800, 900, 1000, 2000, 5000]),
            phone="0" + "".join(rng.choice("0123456789") for _ in range(10)),
            short=rng.choice(["87121", "80086", "85023", "86688", "69669"]),
        )
        if rng.random() < 0.3:
            msg = msg.upper()
        rows.append(["spam", msg])
    rng.shuffle(rows)
    # the Kaggle file spills messages with commas into three unnamed columns
    for i in rng.sample(range(len(rows)), 50):
        rows[i] += [rng.choice([" i'll text u", " hope ur ok", " PO Box 5249", " just now", " GBP4.50/wk"])]
    for i in [i for i in range(len(rows)) if len(rows[i]) == 3][:12]:
        rows[i] += [rng.choice([" MK17 92H", " lol", " 450Ppw 16"])]
    for i in [i for i in range(len(rows)) if len(rows[i]) == 4][:6]:
        rows[i] += [" \"\"OH\"\""]
    OUT.mkdir(exist_ok=True)
    with open(OUT / "spam.csv", "w", encoding="latin-1", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(["v1", "v2", "", "", ""])
        for r in rows:
            w.writerow(r + [""] * (5 - len(r)))


if __name__ == "__main__":
    main()
