"""Synthetic customer-support tickets of an online shop, labelled with the team that handled them.

Writes data/support_tickets.csv from a fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 8821
N_TICKETS = 2000
OUT = Path(__file__).resolve().parent / "data"

PRODUCTS = ["headphones", "coffee machine", "running shoes", "phone case", "desk lamp", "backpack",
            "smart watch", "blender", "winter jacket", "keyboard", "yoga mat", "kettle"]  # fmt: skip
CARRIERS = ["DHL", "UPS", "DPD", "the courier", "GLS"]
DAYS = ["two days", "a week", "ten days", "three weeks", "5 days", "over a week"]
AMOUNTS = ["19.99", "34.50", "49.00", "89.90", "129.00", "12.49", "64.95"]

SUBJECTS = {
    "billing": ["Charged twice", "Wrong amount on invoice", "Refund not received", "Payment question",
                "Invoice request", "Card declined but money taken", "VAT on my invoice"],
    "shipping": ["Where is my order?", "Parcel not delivered", "Tracking not updating", "Late delivery",
                 "Delivery address change", "Package marked delivered but not here"],
    "returns": ["Return request", "Item damaged", "Wrong size", "Exchange", "Return label",
                "Product not as described"],
    "technical": ["Website error", "App crashes", "Cannot check out", "Promo code not working",
                  "Page not loading", "Error at payment step"],
    "account": ["Cannot log in", "Password reset", "Delete my account", "Change email address",
                "Account locked", "Newsletter unsubscribe"],
}  # fmt: skip

BODIES = {
    "billing": [
        "I was charged {amount} EUR twice for the same order #{order}. Please refund the duplicate payment.",
        "The invoice for order #{order} shows {amount} EUR but the price at checkout was lower. Can you correct it?",
        "You confirmed my refund {days} ago but the money is still not back on my card.",
        "My card was declined at checkout, yet the bank statement shows a payment of {amount} EUR.",
        "Could you send me an invoice with my company VAT number for order #{order}?",
        "Why was I charged a fee of {amount} EUR? I paid by bank transfer.",
    ],
    "shipping": [
        "My order #{order} was shipped {days} ago and the tracking from {carrier} has not moved since.",
        "The parcel with my {product} still has not arrived. It has been {days}.",
        "Tracking says delivered but there is no package at my door or with the neighbours.",
        "Can I change the delivery address for order #{order}? I am moving this week.",
        "{carrier} tried to deliver while I was at home and left no note. When will they come back?",
        "Estimated delivery was {days} ago. Where is my {product}?",
    ],
    "returns": [
        "The {product} I received is damaged, the box was crushed. I would like to return it.",
        "I ordered the wrong size of {product}. How do I exchange it for a bigger one?",
        "Please send me a return label for order #{order}, the {product} does not work as described.",
        "I returned the {product} {days} ago, did you receive the parcel?",
        "The colour of the {product} is different from the photos. I want to send it back.",
        "Can I return the {product} after 30 days? It stopped working.",
    ],
    "technical": [
        "The app crashes every time I open my basket on Android.",
        "I get an error 500 when I click on pay. I tried two browsers.",
        "Promo code SPRING10 says it is invalid although it should still be valid.",
        "The product page for the {product} does not load, it just shows a blank screen.",
        "Checkout is stuck on the payment step, the spinner never stops.",
        "The search on your website returns nothing for {product}.",
    ],
    "account": [
        "I cannot log in to my account, it says the password is wrong but I reset it {days} ago.",
        "The password reset email never arrives. I checked the spam folder.",
        "Please delete my account and all my personal data.",
        "How can I change the email address of my account?",
        "My account is locked after too many login attempts. Please unlock it.",
        "I keep receiving the newsletter although I unsubscribed {days} ago.",
    ],
}

OPENERS = ["Hello,", "Hi,", "Hi team,", "Good morning,", "Dear support,", "", "", ""]
CLOSERS = ["Thanks.", "Thank you!", "Regards", "Best,", "Please help.", "", "", "Kind regards, Anna",
           "Cheers, Tom", "Thanks in advance"]  # fmt: skip
# Sentences customers add whatever the topic; they blur the categories a little.
ASIDES = [
    "This is the second time I am writing.",
    "I need this sorted before the weekend.",
    "I have been a customer for years.",
    "My order number is #{order}.",
    "I already called the hotline.",
    "The refund or a replacement would both be fine.",
    "I could not find anything in the FAQ.",
    "The delivery was fine otherwise.",
]


def fill(template: str, rng: np.random.Generator) -> str:
    return template.format(
        order=int(rng.integers(100000, 999999)),
        amount=rng.choice(AMOUNTS),
        days=rng.choice(DAYS),
        carrier=rng.choice(CARRIERS),
        product=rng.choice(PRODUCTS),
    )


def main() -> None:
    rng = np.random.default_rng(SEED)
    categories = list(BODIES)
    label = rng.choice(categories, size=N_TICKETS, p=[0.22, 0.27, 0.2, 0.16, 0.15])
    rows = []
    for i, category in enumerate(label):
        parts = [rng.choice(OPENERS), fill(rng.choice(BODIES[category]), rng)]
        if rng.random() < 0.35:
            parts.append(fill(rng.choice(ASIDES), rng))
        if rng.random() < 0.12:  # the customer mentions a second issue
            other = rng.choice([c for c in categories if c != category])
            parts.append(fill(rng.choice(BODIES[other]), rng))
        parts.append(rng.choice(CLOSERS))
        body = " ".join(p for p in parts if p)
        subject = rng.choice(SUBJECTS[category]) if rng.random() < 0.9 else ""
        handled_by = category if rng.random() > 0.06 else rng.choice(categories)  # misrouted tickets
        rows.append(
            {
                "ticket_id": f"T{20230001 + i}",
                "created_at": (pd.Timestamp("2023-03-01") + pd.Timedelta(minutes=int(i * 95 + rng.integers(0, 90))))
                .strftime("%Y-%m-%d %H:%M"),
                "channel": rng.choice(["email", "web form", "chat"], p=[0.5, 0.3, 0.2]),
                "subject": subject,
                "body": body,
                "category": handled_by,
            }
        )
    tickets = pd.DataFrame(rows)
    # A few tickets were logged twice by the mail connector.
    duplicates = tickets.sample(25, random_state=int(rng.integers(0, 1000)))
    tickets = pd.concat([tickets, duplicates]).sort_values("ticket_id", kind="stable").reset_index(drop=True)
    OUT.mkdir(exist_ok=True)
    tickets.to_csv(OUT / "support_tickets.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
