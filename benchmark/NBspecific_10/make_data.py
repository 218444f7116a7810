"""Synthetic SMS collection labelled ham/spam (layout of the classic SMS spam corpus).

Messages are assembled from phrase templates with a fixed seed; re-running rewrites the same bytes.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(5572)

NAMES = ["Tom", "Sara", "mum", "dad", "Jess", "Ali", "Ben", "Priya", "Kate", "Dan", "Leo", "Nina"]
PLACES = ["the pub", "uni", "the gym", "town", "the station", "work", "the library", "Tesco",
          "the cinema", "your place", "mine", "the park"]
TIMES = ["tonight", "tomorrow", "later", "at 7", "after work", "this weekend", "on Friday",
         "in 10 mins", "around 6", "next week", "b4 lunch", "2nite"]
FOOD = ["pizza", "curry", "dinner", "lunch", "coffee", "drinks", "breakfast", "chips"]
HAM_TEMPLATES = [
    "Hey {name}, are we still on for {food} {time}?",
    "I'm at {place}, where are you?",
    "Can you pick up some milk on your way home pls",
    "Sorry, I'll call you {time}. In a meeting now",
    "Ok lor... see you at {place} {time}",
    "Did you get my message? Call me when you can",
    "Happy birthday {name}!! Hope you have a great day xx",
    "Running late, be there {time}",
    "Haha that's so funny. What did {name} say?",
    "U coming to {place} {time}? {name} is already here",
    "Just finished work, so tired. Going to {place} then home",
    "Don't forget we have {food} with {name} {time}",
    "Can't talk now, text me",
    "Good morning! Did you sleep well?",
    "Thanks for {food} yesterday, it was lovely :)",
    "Where did you leave the keys? Can't find them anywhere",
    "My phone is dying, call {name} if you need me",
    "Is the meeting still {time}? I might be 5 min late",
    "I'll be home {time}, save me some {food}",
    "Nah I'm free {time}, what's the plan?",
    "Have you seen the match? Unbelievable!!",
    "Got your voicemail, will call back {time}",
    "K. I'll text you when I get to {place}",
    "The train is delayed again... 20 mins",
    "Can I borrow your notes from {place}? Exam is {time}",
    "{name} says hi. We're at {place}",
    "Ok no prob. Take care and call me {time}",
    "Lol yeah. Are you going to {place} {time}?",
    "Mum wants to know if you're coming for {food} on Sunday",
    "I got the tickets! 2 for {time}, my treat",
]
PRIZES = ["£1000 cash", "£2000 prize", "a FREE holiday", "a brand new iPhone", "£500 Tesco voucher",
          "£350 award", "FREE entry to our £250 weekly draw", "a Nokia camera phone", "£900 prize reward"]
SPAM_TEMPLATES = [
    "WINNER!! You have been selected to receive {prize}! To claim call {phone} now. Claim code {code}. Valid 12hrs only.",
    "URGENT! Your mobile number has won {prize}. Call {phone} from a landline. Box{box} {pc} 150ppm",
    "Congratulations! You've won {prize}. Text CLAIM to {short} to collect. T&Cs apply {url}",
    "FREE MSG: Our records indicate you may be entitled to {prize} for the accident you had. Reply YES to {short}",
    "You have 1 new voicemail. Please call {phone} to listen. Calls cost 50p/min",
    "Free entry in 2 a wkly comp to win {prize}. Text WIN to {short} to receive entry. Std txt rate. 18+",
    "Your account has been suspended. Verify your details at {url} within 24hrs",
    "Had your mobile 11 months or more? U R entitled to update to the latest colour mobile for FREE! Call {phone}",
    "SIX chances to win CASH! From 100 to 20,000 pounds txt CSH11 to {short}. Cost 150p/day",
    "PRIVATE! Your 2023 account statement shows 800 un-redeemed points. Call {phone} Identifier code: {code}",
    "Want explicit chat? Text CHAT to {short} now! 1st msg free, then £1.50/msg. Stop txt STOP",
    "Last chance! Claim {prize} before midnight. Visit {url} or call {phone}",
    "IMPORTANT: Your parcel could not be delivered. Reschedule at {url}",
    "Dear customer, you are awarded {prize}. To redeem call {phone}. Offer ends {date}",
    "Ringtone club: get the UK singles chart on your mobile each week. Txt TONES to {short}. 3 free tones",
]
AMBIGUOUS_HAM = [
    "Call me when you're free, I have news about the flat",
    "Got a free ticket for {time}, want it?",
    "The code for the wifi is on the fridge",
    "Won the pub quiz last night haha, {name} was useless",
    "Text me the address of {place} pls",
    "My new number is {mobile}, save it",
    "I owe you £{small} for the tickets, will transfer {time}",
    "Call {name} on {mobile}, she has the keys",
    "We won!! 3-1, drinks at {place} {time}",
    "Your table is booked for {time}. Reply to this message to cancel",
    "Did you claim the money back for the train? It was £{small}",
    "Urgent - can you call me back? It's about {name}",
    "Free for a call {time}? Need to ask you something",
]
SUBTLE_SPAM = [
    "Hi its {name2}, I saw your profile and want to chat. Text me back on {short}",
    "Hey! Long time no see. Ive got some news for u, call me on {phone}",
    "Your mobile bill discount is ready. Reply YES to activate",
    "You are invited to our VIP night {time}. Reply IN to {short} for your free pass",
    "Thanks for your order. To track your delivery call {phone}",
    "Someone likes you! To find out who, txt LIKE to {short}",
]
NAMES2 = ["Jenny", "Emma", "Chloe", "Mandy", "Tina", "Lucy"]
TEXTSPEAK = {"you": "u", "are": "r", "to": "2", "for": "4", "please": "pls", "tonight": "2nite"}


def fill(template: str) -> str:
    return template.format(
        name=rng.choice(NAMES), name2=rng.choice(NAMES2), place=rng.choice(PLACES), time=rng.choice(TIMES),
        food=rng.choice(FOOD), prize=rng.choice(PRIZES),
        phone="09" + "".join(str(d) for d in rng.integers(0, 10, 9)),
        short=str(rng.integers(80000, 89999)),
        mobile="07" + "".join(str(d) for d in rng.integers(0, 10, 9)),
        small=str(rng.integers(5, 60)),
        code=f"{''.join(rng.choice(list('ABCDEFGHJKLMNPRSTUVWXYZ'), 2))}{rng.integers(100, 999)}",
        box=str(rng.integers(100, 999)), pc=f"W1{rng.choice(list('ABCDEFGHJ'))} {rng.integers(1, 9)}WX",
        url=f"http://www.{rng.choice(['claim-now', 'prize-uk', 'win4u', 'secure-verify', 'parcel-track'])}.co.uk/{rng.integers(10, 99)}",
        date=f"{rng.integers(1, 28):02d}/{rng.integers(1, 12):02d}",
    )


def roughen(text: str) -> str:
    """Casual SMS style: text speak, dropped capitals, extra punctuation."""
    if rng.random() < 0.3:
        text = " ".join(TEXTSPEAK.get(w.lower(), w) for w in text.split())
    if rng.random() < 0.25:
        text = text.lower()
    if rng.random() < 0.1:
        text = text + rng.choice(["!!", " :)", " xx", "...", " :P"])
    return text


rows = []
n = 2600
is_spam = rng.random(n) < 0.14
for spam in is_spam:
    if spam:
        text = fill(rng.choice(SUBTLE_SPAM if rng.random() < 0.25 else SPAM_TEMPLATES))
        if rng.random() < 0.15:
            text = text.upper()
    else:
        pool = AMBIGUOUS_HAM if rng.random() < 0.12 else HAM_TEMPLATES
        text = roughen(fill(rng.choice(pool)))
    rows.append({"label": "spam" if spam else "ham", "text": text})

df = pd.DataFrame(rows)
# annotation noise: a few messages carry the wrong label, as in hand-labelled corpora
flip = rng.random(n) < 0.02
df.loc[flip, "label"] = df.loc[flip, "label"].map({"ham": "spam", "spam": "ham"})
df.loc[rng.choice(n, size=6, replace=False), "text"] = np.nan  # blank messages in the export
OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "sms_messages.csv", index=False)
